// The app's own entities under react-admin, for component tests of the engine's pieces as the app
// uses them: a router, the admin context in English and the app's schema registry.
import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { englishMessages, i18nProviderFor } from '../i18n';
import { createSchemaRegistry, SchemaRegistryProvider } from '../../src/engine/ui/registry';
import { schemas } from '../../schemas';

export const appRegistry = createSchemaRegistry(schemas);
const i18nProvider = await i18nProviderFor(englishMessages());

export function InApp({
  dataProvider,
  authProvider,
  queryClient,
  children,
}: {
  dataProvider: DataProvider;
  authProvider?: AuthProvider;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  // One store for the mount: a rerender keeps what it holds.
  const [store] = useState(memoryStore);
  return (
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
        store={store}
      >
        <SchemaRegistryProvider registry={appRegistry}>{children}</SchemaRegistryProvider>
      </AdminContext>
    </MemoryRouter>
  );
}
