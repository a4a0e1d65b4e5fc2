// The records a list's rows name (a job's company), as react-admin's reference cells ask for them: a
// query per cell, keyed [route, 'getMany', { ids: [id] }], whose calls made in the same tick go as one.
// Two things make a long page cheap to scroll: while the live feed says what others write, a fetched
// reference stays fresh until a write to its entity (no call again as rows scroll back into view); and
// a long page asks for every row's references at once, before its rows come into view one frame at a
// time, each frame's cells otherwise making a call of their own.
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDataProvider, useResourceContext, type RaRecord } from 'react-admin';
import { targetOf } from '../kinds';
import type { EntitySchema } from '../schema';
import { entityOf, useAnyChanges, useIsLive } from './live';
import { useSchemaRegistry } from './registry';
import { useMayRead } from './useMayRead';

const REFERENCE_CALL = 'getMany';

/** The key of the query a reference cell makes for one record (react-admin's useGetManyAggregate). */
const cellKey = (route: string, id: string) => [route, REFERENCE_CALL, { ids: [id] }];

/** How long a reference cell's record stays fresh: until a write to it when writes are told, else not at all. */
export function useReferenceStaleTime(): number {
  return useIsLive() ? Infinity : 0;
}

/** Marks stale, and asks again where shown, the referenced records of each entity written to. */
export function LiveReferences({ schemas }: { schemas: readonly EntitySchema[] }) {
  const queryClient = useQueryClient();
  useAnyChanges((change) => {
    const routes = new Set(
      schemas.filter((schema) => change === null || entityOf(schema) === change.entity).map((s) => s.route),
    );
    void queryClient.invalidateQueries({
      predicate: ({ queryKey: [route, call] }) => call === REFERENCE_CALL && routes.has(route as string),
    });
  });
  return null;
}

/**
 * Asks at once for the records that `rows` name through the list's single references not yet asked
 * for (a long page's: its cells then find them kept), while the live feed keeps them fresh.
 */
export function usePageReferences(rows: readonly RaRecord[]): void {
  const resource = useResourceContext();
  const registry = useSchemaRegistry();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const mayRead = useMayRead();
  const live = useIsLive();
  useEffect(() => {
    const schema = resource ? registry.find(resource) : undefined;
    if (!live || !schema || !rows.length) return;
    const controller = new AbortController();
    for (const [source, field] of Object.entries(schema.fields)) {
      const target = targetOf(field);
      const targetSchema = target && !target.many ? registry.find(target.entity) : undefined;
      // A lookup's records come with the session's lookups; an unreadable target shows bare ids.
      if (!targetSchema || targetSchema.lookup || !mayRead(targetSchema.route)) continue;
      const ids = unasked(queryClient, targetSchema.route, rows, source);
      if (ids.length)
        void keep(queryClient, targetSchema.route, () =>
          dataProvider.getMany(targetSchema.route, { ids, signal: controller.signal }),
        );
    }
    return () => controller.abort();
  }, [rows, resource, registry, dataProvider, queryClient, mayRead, live]);
}

/** The distinct values of `source` in `rows` with no cell query yet (asked, or being asked, by a cell). */
function unasked(queryClient: QueryClient, route: string, rows: readonly RaRecord[], source: string): string[] {
  const ids = new Set<string>();
  for (const row of rows) {
    const value = row[source];
    if (value === null || value === undefined || value === '') continue;
    const id = String(value);
    if (!queryClient.getQueryState(cellKey(route, id))) ids.add(id);
  }
  return [...ids];
}

/** Each record fetched, as the cell that names it would have kept it. */
async function keep(
  queryClient: QueryClient,
  route: string,
  fetch: () => Promise<{ data: RaRecord[] }>,
): Promise<void> {
  let records: RaRecord[];
  try {
    ({ data: records } = await fetch());
  } catch {
    // Left or refused: each cell asks for its own as it comes into view.
    return;
  }
  for (const record of records) {
    const id = String(record.id);
    // A cell that asked meanwhile keeps its own answer.
    if (!queryClient.getQueryState(cellKey(route, id))?.data) queryClient.setQueryData(cellKey(route, id), [record]);
    queryClient.setQueryData([route, 'getOne', { id }], (kept: RaRecord | undefined) => kept ?? record);
  }
}
