// The records a list's rows name (a job's company), as react-admin's reference cells ask for them: a
// query per cell, keyed [route, 'getMany', { ids: [id] }], whose calls made in the same tick go as one.
// Two things make a long page cheap to scroll: while the live feed says what others write, a fetched
// reference stays fresh until a write to its entity (no call again as rows scroll back into view); and
// a long page asks for every row's references at once, before its rows come into view one frame at a
// time, each frame's cells otherwise making a call of their own.
import { useContext, useEffect, useRef } from 'react';
import { QueryObserver, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  DataProviderContext,
  useDataProvider,
  useResourceContext,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
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

const lasting = new WeakMap<DataProvider, DataProvider>();

/**
 * The data provider for reference cells, whose calls run to their answer: react-admin cancels a call
 * once no cell shows its record, so a row scrolled out of view while its call is under way would
 * leave the next row naming the record to ask again. Lists keep their calls cancellable.
 */
export function useLastingDataProvider(): DataProvider | null {
  const dataProvider = useContext(DataProviderContext);
  if (!dataProvider) return null;
  let kept = lasting.get(dataProvider);
  if (!kept) {
    kept = new Proxy(dataProvider, {
      get: (target, name) => (name === 'supportAbortSignal' ? false : Reflect.get(target, name)),
    });
    lasting.set(dataProvider, kept);
  }
  return kept;
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
 * for (a long page's: its cells then find them kept, or wait for the call that asks them), while the
 * live feed keeps them fresh. They are held while the rows name them: unused, react-query would drop
 * them after five minutes, and the rows coming into view later would ask for theirs a frame at a time.
 */
export function usePageReferences(rows: readonly RaRecord[]): void {
  const resource = useResourceContext();
  const registry = useSchemaRegistry();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const mayRead = useMayRead();
  const live = useIsLive();
  // What holds each record the page names, by the record's query key.
  const held = useRef(new Map<string, () => void>());
  useEffect(() => {
    const holders = held.current;
    return () => {
      holders.forEach((release) => release());
      holders.clear();
    };
  }, [queryClient]);
  useEffect(() => {
    const schema = resource ? registry.find(resource) : undefined;
    const named = new Set<string>();
    // A short page (no rows given) names nothing: only what the last long one held is let go.
    for (const [source, field] of live && schema && rows.length ? Object.entries(schema.fields) : []) {
      const target = targetOf(field);
      const targetSchema = target && !target.many ? registry.find(target.entity) : undefined;
      // A lookup's records come with the session's lookups; an unreadable target shows bare ids.
      if (!targetSchema || targetSchema.lookup || !mayRead(targetSchema.route)) continue;
      const { route } = targetSchema;
      const ids = namedIds(rows, source);
      const unasked = ids.filter((id) => !queryClient.getQueryState(cellKey(route, id)));
      if (unasked.length) ask(queryClient, route, unasked, dataProvider.getMany(route, { ids: unasked }));
      for (const id of ids) named.add(hold(queryClient, cellKey(route, id), held.current));
    }
    // Those the rows no longer name go in react-query's time.
    for (const [name, release] of held.current)
      if (!named.has(name)) {
        release();
        held.current.delete(name);
      }
  }, [rows, resource, registry, dataProvider, queryClient, mayRead, live]);
}

/** Keeps the query of `key` from being dropped until `held` lets go (an observer that never asks); its name there. */
function hold(queryClient: QueryClient, key: unknown[], held: Map<string, () => void>): string {
  const name = JSON.stringify(key);
  if (!held.has(name))
    held.set(name, new QueryObserver(queryClient, { queryKey: key, enabled: false }).subscribe(noop));
  return name;
}

const noop = () => undefined;

/** The distinct values of `source` in `rows`, as ids. */
function namedIds(rows: readonly RaRecord[], source: string): string[] {
  const ids = new Set<string>();
  for (const row of rows) {
    const value = row[source];
    if (value !== null && value !== undefined && value !== '') ids.add(String(value));
  }
  return [...ids];
}

/**
 * Each id's cell query, answered by the one call for them all: a cell that comes into view while it
 * is under way waits for it rather than asking again. Refused, each cell asks for its own. Not
 * abandoned when the page is left: its answer serves any list that names the records, and a call
 * aborted would leave their queries failed.
 */
function ask(
  queryClient: QueryClient,
  route: string,
  ids: readonly string[],
  call: Promise<{ data: RaRecord[] }>,
): void {
  const records = call.then(({ data }) => {
    const byId = new Map(data.map((record) => [String(record.id), record]));
    for (const [id, record] of byId)
      queryClient.setQueryData([route, 'getOne', { id }], (kept: RaRecord | undefined) => kept ?? record);
    return byId;
  });
  for (const id of ids)
    void queryClient.prefetchQuery({
      queryKey: cellKey(route, id),
      queryFn: async () => {
        const record = (await records).get(id);
        return record ? [record] : [];
      },
      retry: false,
    });
}
