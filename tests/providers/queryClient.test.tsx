// @vitest-environment jsdom
// react-admin's access checks (the list's checkbox column, Create) answered
// from the grants in hand as they are asked, so a list shows them with its
// rows; asked of the auth provider only while the grants are still loading.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin';
import { schemas } from '../../schemas';
import { country } from '../../schemas/masters/country';
import ListPage from '../../src/engine/ui/pages/ListPage';
import { createSchemaRegistry, SchemaRegistryProvider } from '../../src/engine/ui/registry';
import { hashKey } from '@tanstack/react-query';
import {
  CAN_ACCESS_KEY,
  createAdminQueryClient,
  forgetAccessAnswers,
  keptHashKey,
} from '../../src/providers/queryClient';
import { grantsAuthProvider, type GrantsAuthProvider } from '../authStub';
import { i18nProviderWithAll } from '../i18n';

const registry = createSchemaRegistry(schemas);
const ROWS = [
  { id: 1, code: 'JP', names: [{ language_code: 'en', name: 'Japan' }], active: true },
  { id: 2, code: 'VN', names: [{ language_code: 'en', name: 'Vietnam' }], active: true },
];

afterEach(cleanup);

/** An auth provider whose grants answer `now` (undefined: not loaded yet) and whose asked answer is `asked`. */
function authWith(now: boolean | undefined, asked: Promise<boolean>) {
  const authProvider = grantsAuthProvider(now, asked);
  return { authProvider, canAccess: authProvider.canAccess };
}

async function renderCountries(authProvider: GrantsAuthProvider) {
  const queryClient = createAdminQueryClient(authProvider.canAccessNow);
  const getList = vi.fn().mockResolvedValue({ data: ROWS, total: ROWS.length });
  render(
    <AdminContext
      dataProvider={testDataProvider({ getList })}
      authProvider={authProvider}
      queryClient={queryClient}
      i18nProvider={await i18nProviderWithAll('en')}
    >
      <SchemaRegistryProvider registry={registry}>
        <ResourceContextProvider value="country">
          <ListPage schema={country} />
        </ResourceContextProvider>
      </SchemaRegistryProvider>
    </AdminContext>,
  );
  await screen.findByText('Vietnam');
  return queryClient;
}

const rowCheckboxes = () => document.querySelectorAll('.RaDatagrid-tbody input[type="checkbox"]');
const createButton = () => screen.queryByRole('link', { name: /create/i });

describe("react-admin's access checks", () => {
  it('are answered from the grants in hand: the checkboxes and Create come with the rows, and nothing is asked', async () => {
    // Asked, the answer would never come: whatever shows came from the grants.
    const { authProvider, canAccess } = authWith(true, new Promise(() => undefined));
    const queryClient = await renderCountries(authProvider);
    expect(rowCheckboxes()).toHaveLength(ROWS.length);
    expect(createButton()).not.toBeNull();
    expect(canAccess).not.toHaveBeenCalled();
    // A new session may hold other grants: its answers go.
    expect(queryClient.getQueryCache().findAll({ queryKey: [...CAN_ACCESS_KEY] }).length).toBeGreaterThan(0);
    forgetAccessAnswers(queryClient);
    expect(queryClient.getQueryCache().findAll({ queryKey: [...CAN_ACCESS_KEY] })).toHaveLength(0);
  });

  it('refused by the grants in hand: no checkboxes and no Create, and nothing is asked', async () => {
    const { authProvider, canAccess } = authWith(false, Promise.resolve(true));
    await renderCountries(authProvider);
    expect(rowCheckboxes()).toHaveLength(0);
    expect(createButton()).toBeNull();
    expect(canAccess).not.toHaveBeenCalled();
  });

  it('are asked of the auth provider while the grants are not in hand', async () => {
    const { authProvider, canAccess } = authWith(undefined, Promise.resolve(true));
    await renderCountries(authProvider);
    await vi.waitFor(() => expect(rowCheckboxes()).toHaveLength(ROWS.length), { timeout: 20_000 });
    expect(createButton()).not.toBeNull();
    expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ action: 'delete', resource: 'country' }));
  });
});

describe('query keys', () => {
  it('are hashed once each: a search of the cache by key hashes that key once, not once per query', () => {
    const client = createAdminQueryClient(() => true);
    for (let id = 0; id < 500; id++) client.setQueryData(['items', 'getMany', { ids: [String(id)] }], []);
    const key = ['items', 'getMany', { ids: ['250'] }] as const;
    const read = vi.fn(() => ['250']);
    // Each hash of the key reads its ids once.
    const counted = [
      'items',
      'getMany',
      {
        get ids() {
          return read();
        },
      },
    ] as const;
    expect(client.getQueryCache().find({ queryKey: counted, exact: true })?.queryKey).toEqual(key);
    expect(read).toHaveBeenCalledTimes(1);
    expect(keptHashKey(counted)).toBe(hashKey(key));
    expect(read).toHaveBeenCalledTimes(1);
  });
});
