// Boot: runtime config, the starting language's messages, the providers, then
// the router (history mode, base path /).
// Roboto from the package: every subset is declared with its unicode-range, so the browser fetches only
// the files the page's text needs (latin, latin-ext, vietnamese…). Japanese uses the system's fonts.
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { schemas } from '../schemas';
import { App, createStore } from './App';
import { LookupCache } from './engine/lookups';
import { createSchemaRegistry } from './engine/ui/registry';
import { installChunkReload } from './layout/chunkReload';
import { createAuthProvider, holdsSession } from './providers/authProvider';
import { createNotificationService } from './notifications/service';
import { getApiUrl, getRuntimeConfig, loadRuntimeConfig } from './providers/config';
import { createDataProvider, fetchLookup } from './providers/dataProvider';
import { createHttpClient } from './providers/http';
import { createI18nProvider } from './providers/i18nProvider';
import { parseLocalePath } from './providers/localeUrl';
import { tokenStore } from './providers/tokenStore';

async function boot() {
  installChunkReload();
  await loadRuntimeConfig();
  const parsed = parseLocalePath(window.location.pathname);
  const store = createStore();
  const initialLocale = parsed.kind === 'ok' ? parsed.locale : 'en';
  store.setUrlLocale(initialLocale);
  const i18nProvider = await createI18nProvider(initialLocale);
  // The URL's language goes with every call: as Accept-Language for server messages, and as
  // `language` on lists to sort translated names.
  const currentLocale = () => store.getItem<string>('locale');
  const http = createHttpClient({ getApiUrl, tokens: tokenStore, getLanguage: currentLocale });
  const registry = createSchemaRegistry(schemas);
  // Signed out, a page still open (the dashboard as logout clears the lists) asks for no list: it would get a 401.
  const lookups = new LookupCache((path) => (holdsSession(tokenStore) ? fetchLookup(http, path) : Promise.reject(new Error('signed out'))));
  const dataProvider = createDataProvider({ http, schemas, getLocale: currentLocale, lookups });
  // The bell starts it once a signed-in layout shows; a new or ended session stops it.
  const notifications = createNotificationService({ http, tokens: tokenStore, brokerUrl: () => getRuntimeConfig().brokerUrl });
  const authProvider = createAuthProvider({
    http,
    tokens: tokenStore,
    resolvePermission: (resource) => registry.find(resource)?.permission,
    onSessionChange: () => {
      lookups.clear();
      notifications.stop();
    },
  });
  const hasSession = () => holdsSession(tokenStore);
  const props = { registry, dataProvider, authProvider, i18nProvider, store, lookups, hasSession, notifications };
  const router = createBrowserRouter([{ path: '*', element: <App {...props} /> }]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {/* No startTransition around navigations (react-admin runs its own router the same way): its
          logout navigates to the login page, then clears its store and queries. In a transition the
          navigation waits behind those urgent updates, the old page checks the session again and
          logs out again, over and over, until Chromium throttles the history calls. */}
      <RouterProvider router={router} useTransitions={false} />
    </StrictMode>,
  );
}

void boot();
