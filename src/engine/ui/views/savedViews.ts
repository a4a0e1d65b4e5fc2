// A list's views: the schema's own (list.views, offered to every admin who may see the list) and the
// admins' saved ones (GET user/views: their own and those shared with their permission), applied by
// the list's address (filters, sort, page size) and its chosen columns.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBasename, useDataProvider, useStore } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { EntitySchema } from '../../schema';

export interface SavedView {
  id: number;
  route: string;
  name: string;
  filter: Record<string, unknown>;
  sort: string | null;
  per_page: number | null;
  columns: string[] | null;
  shared_permission_id: number | null;
  owner_name: string;
  mine: boolean;
}

/** What applying a view sets: a schema's own view has no page size or columns of its own. */
export interface ViewSettings {
  filter: Readonly<Record<string, unknown>>;
  sort?: string | null;
  per_page?: number | null;
  columns?: readonly string[] | null;
}

interface ListCaller {
  callList<T>(path: string): Promise<{ data: T[] }>;
}

export const SAVED_VIEWS_QUERY = ['savedViews'] as const;

/** The signed-in admin's views, read once per session and again after each change of them. */
export function useSavedViews(): SavedView[] {
  const dataProvider = useDataProvider() as unknown as ListCaller;
  const { data } = useQuery({
    queryKey: SAVED_VIEWS_QUERY,
    queryFn: () => dataProvider.callList<SavedView>('user/views').then(({ data: views }) => views),
    staleTime: Infinity,
  });
  return data ?? [];
}

export function useRefreshSavedViews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SAVED_VIEWS_QUERY });
}

/** The store key of a list's chosen columns: their sources, in order (none: the schema's). */
export const columnsKey = (route: string) => `listColumns.${route}`;

export function useListColumns(route: string) {
  return useStore<readonly string[] | undefined>(columnsKey(route), undefined);
}

/** The list's address for a view: its filters (shown in the filter bar), sort and page size. */
export function viewSearch(view: ViewSettings): string {
  const params = new URLSearchParams();
  params.set('filter', JSON.stringify(view.filter));
  params.set(
    'displayedFilters',
    JSON.stringify(Object.fromEntries(Object.keys(view.filter).map((key) => [key, true]))),
  );
  if (view.sort) {
    params.set('sort', view.sort.replace(/^-/, ''));
    params.set('order', view.sort.startsWith('-') ? 'DESC' : 'ASC');
  }
  if (view.per_page) params.set('perPage', String(view.per_page));
  params.set('page', '1');
  return `?${params.toString()}`;
}

/** Opens a list as a view shows it; a view with columns of its own sets the list's columns too. */
export function useApplyView(schema: EntitySchema) {
  const basename = useBasename();
  const navigate = useNavigate();
  const [, setColumns] = useListColumns(schema.route);
  return (view: ViewSettings) => {
    if (view.columns) setColumns([...view.columns]);
    navigate(`${basename}/${schema.route}${viewSearch(view)}`);
  };
}
