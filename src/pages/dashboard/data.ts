// What the dashboard's pieces share: which entries the admin may see, links
// to filtered lists, and the stats calls.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, usePermissions } from 'react-admin';
import { can, type Grants } from '../../engine/permissions';
import type { EntitySchema } from '../../engine/schema';
import { useSchemaRegistry } from '../../engine/ui/registry';
import type { AdminDataProvider } from '../../providers/dataProvider';

export interface VisibleEntry<T> {
  definition: T;
  schema: EntitySchema;
}

/** The entries whose entity is registered and viewable by the admin; undefined while the grants load. */
export function useVisibleEntries<T extends { entity: string }>(
  definitions: readonly T[],
): VisibleEntry<T>[] | undefined {
  const registry = useSchemaRegistry();
  const { permissions, isPending } = usePermissions<Grants>();
  if (isPending) return undefined;
  return definitions.flatMap((definition) => {
    const schema = registry.schemas.find((s) => s.name === definition.entity && !s.variant);
    return schema && schema.views.list && can(permissions ?? {}, schema.permission, 'VIEW')
      ? [{ definition, schema }]
      : [];
  });
}

/** The list page of an entity with a filter, the way react-admin reads it from the URL; filters the page offers are shown. */
export function listHref(basename: string, schema: EntitySchema, filter: Record<string, unknown> = {}): string {
  const offered = new Set<string>(schema.list.filters ?? []);
  const shown = Object.fromEntries(
    Object.keys(filter)
      .filter((name) => offered.has(name) || offered.has(name.replace(/_(gte|lte)$/, '')))
      .map((name) => [name, true]),
  );
  const params = new URLSearchParams({ filter: JSON.stringify(filter), displayedFilters: JSON.stringify(shown) });
  return `${basename}/${schema.route}?${params.toString()}`;
}

export interface GroupCount {
  value: string | number | boolean | null;
  count: number;
}

export interface DayCount {
  day: string;
  count: number;
}

/** The browser's time zone: a day on the charts is a day where the admin is. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The counts of GET <path>/stats with the given parameters, cached like react-admin's own queries. */
export function useStats<T>(schema: EntitySchema, params: Record<string, string | number>) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString();
  return useQuery({
    queryKey: ['stats', schema.path, query],
    queryFn: async () => {
      const { data } = await dataProvider.callAction<T[]>(`GET ${schema.path}/stats?${query}`);
      return Array.isArray(data) ? data : [];
    },
    // A failure shows on the chart with a retry button; no silent retries before it.
    retry: false,
  });
}
