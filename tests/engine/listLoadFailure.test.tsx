// @vitest-environment jsdom
// A list that does not load says why in place: an address whose sort, filters or page the server
// refuses (an old bookmark, a hand-edited link) offers the list as it opens; any other failure offers
// to try again. No paginator counts rows that did not come.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  HttpError,
  memoryStore,
  ResourceContextProvider,
  testDataProvider,
  type GetListParams,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createSchemaRegistry, SchemaRegistryProvider } from '../../src/engine/ui/registry';
import ListPage from '../../src/engine/ui/pages/ListPage';
import { i18nProviderWithAll } from '../i18n';
import { note } from './fixtures';

const registry = createSchemaRegistry([note]);
const NOTES = [{ id: 1, title: 'First note', body: 'a' }];

async function renderList(
  address: string,
  getList: (resource: string, params: GetListParams) => Promise<unknown>,
  locale: 'en' | 'ja' = 'en',
) {
  const store = memoryStore();
  render(
    <MemoryRouter initialEntries={[address]}>
      <AdminContext
        dataProvider={testDataProvider({ getList: getList as never })}
        i18nProvider={await i18nProviderWithAll(locale)}
        store={store}
      >
        <SchemaRegistryProvider registry={registry}>
          <ResourceContextProvider value="note">
            <ListPage schema={note} />
          </ResourceContextProvider>
        </SchemaRegistryProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return store;
}

afterEach(cleanup);

describe('a list that does not load', () => {
  it('refused for its address: says why, shows no page count, and "Reset the list" opens it as it opens', async () => {
    const getList = vi.fn(async (_resource: string, params: GetListParams) => {
      if (params.sort?.field === 'bogus')
        throw new HttpError('Invalid query parameter: sort', 400, { message: 'Invalid query parameter: sort' });
      return { data: NOTES, total: 1 };
    });
    const store = await renderList(
      '/note?sort=bogus&order=ASC&page=3&perPage=50&filter=%7B%22body%22%3A%22x%22%7D',
      getList,
    );
    const refusal = await screen.findByText(
      /cannot be shown with the sort, filters or page in its address: Invalid query parameter: sort/,
    );
    expect(refusal.closest('[data-list-refused]')).toBeTruthy();
    expect(document.querySelector('.MuiTablePagination-root')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reset the list' }));
    await screen.findByText('First note');
    expect(getList).toHaveBeenLastCalledWith(
      'note',
      expect.objectContaining({
        sort: { field: 'title', order: 'ASC' },
        pagination: { page: 1, perPage: 20 },
        filter: {},
      }),
    );
    // The stored settings are the opening ones too: the menu's link opens the list, not the refusal again.
    await waitFor(() =>
      expect(store.getItem('note.listParams')).toMatchObject({
        sort: 'title',
        order: 'ASC',
        page: 1,
        perPage: 20,
        filter: {},
      }),
    );
    expect(document.querySelector('.MuiTablePagination-root')).toBeTruthy();
  });

  it('in the interface language', async () => {
    const getList = vi.fn(async () => {
      throw new HttpError('並べ替えの指定が正しくありません', 400, {});
    });
    await renderList('/note?sort=bogus&order=ASC', getList, 'ja');
    await screen.findByText(/この一覧を表示できません:並べ替えの指定が正しくありません/);
    expect(screen.getByRole('button', { name: '一覧をリセット' })).toBeTruthy();
  });

  it('failing otherwise: says the load failed and "Try again" asks again', async () => {
    let calls = 0;
    const getList = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new HttpError('Internal Server Error', 500, {});
      return { data: NOTES, total: 1 };
    });
    await renderList('/note', getList);
    await screen.findByText('Server communication error');
    expect(screen.queryByRole('button', { name: 'Reset the list' })).toBeNull();
    expect(document.querySelector('.MuiTablePagination-root')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('First note');
  });
});
