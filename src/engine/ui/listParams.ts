// What a generated list asks for first: its page size, its schema's sort, the
// hierarchy's default level, or what the admin left it at (react-admin keeps
// a list's page, sort and filters in the store under `${resource}.listParams`).
// The list page passes these to react-admin, and the menu fetches the same
// first page ahead when an entry is clicked, so the rows are on their way
// while the page renders.
import { useCallback, useContext } from 'react';
import {
  DataProviderContext,
  getQuery,
  useStoreContext,
  type GetListParams,
  type SortPayload,
  type Store,
} from 'react-admin';
import { listFields } from '../listFields';
import type { EntitySchema } from '../schema';

/** A data provider that can send a list's call ahead of the page that will make it. */
export interface ListPrefetcher {
  /**
   * Starts the getList call these parameters make, for the page about to ask
   * for it (a menu click, before the list has rendered). Never fails: a
   * prefetch that goes wrong is left for the real call. Resolves at once (react-admin's
   * data provider hook wants a promise), not when the answer comes.
   */
  prefetchList(resource: string, params: Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>): Promise<void>;
}

/** List page size of the spec (page=1&paging=20). */
export const LIST_PAGE_SIZE = 20;

/** A schema's sort ('-field' for descending) as react-admin's sort. */
export function parseSort(sort: string) {
  return sort.startsWith('-')
    ? { field: sort.slice(1), order: 'DESC' as const }
    : { field: sort, order: 'ASC' as const };
}

/**
 * What the list asks its rows with. The getOne cache react-admin fills from a list's rows is keyed
 * by this meta too, so a detail page never starts from a list's partial record.
 */
export const listMeta = (schema: EntitySchema) => ({ fields: listFields(schema) });

/** The list page's own defaults, given to react-admin's <List>. */
export function listDefaults(schema: EntitySchema) {
  return {
    sort: parseSort(schema.list.sort),
    perPage: LIST_PAGE_SIZE,
    // A hierarchy opens on its general records; the level filter shows the others.
    filterDefaultValues: schema.hierarchy ? { scope: 'general' } : schema.list.filterDefaults,
    queryOptions: { meta: listMeta(schema) },
  };
}

/** The getList parameters the list asks for first, reached without a query in its address (a menu link). */
export function firstListParams(schema: EntitySchema, stored: unknown) {
  const { sort, perPage, filterDefaultValues } = listDefaults(schema);
  const query = getQuery({
    queryFromLocation: {},
    params: (stored ?? {}) as Record<string, unknown>,
    filterDefaultValues,
    sort,
    perPage,
  });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order } as SortPayload,
    filter: (query.filter ?? {}) as Record<string, unknown>,
    meta: listMeta(schema),
  };
}

/** Sends ahead the first page a schema's list will ask for (nothing for a schema without a list). */
export function prefetchFirstList(
  dataProvider: ListPrefetcher,
  store: Pick<Store, 'getItem'>,
  schema: EntitySchema,
): void {
  if (!schema.views.list) return;
  void dataProvider.prefetchList(schema.route, firstListParams(schema, store.getItem(`${schema.route}.listParams`)));
}

/**
 * Fetches ahead the first page a schema's list will ask for. The data provider
 * is read from its context as given, not through react-admin's useDataProvider,
 * whose wrapper follows the address: a menu entry using it would render again
 * at every navigation.
 */
export function usePrefetchList(): (schema: EntitySchema) => void {
  const dataProvider = useContext(DataProviderContext) as unknown as ListPrefetcher | null;
  const store = useStoreContext();
  return useCallback(
    (schema: EntitySchema) => {
      if (dataProvider) prefetchFirstList(dataProvider, store, schema);
    },
    [dataProvider, store],
  );
}
