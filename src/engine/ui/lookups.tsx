// Lookup lists in components: the session cache of ../lookups.ts, handed down
// by the app, read through useSyncExternalStore so every reader re-renders when
// a list arrives or is dropped.
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { LookupCache, type LookupRecord } from '../lookups';
import { can, type Grants } from '../permissions';
import type { EntitySchema } from '../schema';
import { whenIdle } from './lazyPage';
import { entityOf, useAnyChanges } from './live';

const LookupContext = createContext<LookupCache>(new LookupCache(async () => []));

export function LookupProvider({ cache, children }: { cache: LookupCache; children: ReactNode }) {
  return <LookupContext.Provider value={cache}>{children}</LookupContext.Provider>;
}

export const useLookupCache = () => useContext(LookupContext);

/** Every record of a lookup entity (undefined until loaded, and for no entity or one that is no lookup). */
export function useLookup(schema: EntitySchema | undefined): readonly LookupRecord[] | undefined {
  const cache = useLookupCache();
  const path = schema?.lookup ? schema.path : undefined;
  const data = useSyncExternalStore(cache.subscribe, () => (path ? cache.peek(path) : undefined));
  useEffect(() => {
    if (path && !data) void cache.load(path);
  }, [cache, data, path]);
  return data;
}

/**
 * Records in the order of their titles as the language sorts them (its collation: "Brazil" before
 * "Canada", "Đà Nẵng" beside "Da Lat"), digits by their value: how every picker offers a lookup.
 */
export function byTitle<T>(rows: readonly T[], title: (row: T) => string, locale: string): T[] {
  const collator = new Intl.Collator(locale, { numeric: true });
  return rows
    .map((row) => ({ row, key: title(row) }))
    .sort((a, b) => collator.compare(a.key, b.key))
    .map(({ row }) => row);
}

/** Lists every signed-in admin loads after login besides the entities' (spec section 4): the permission vocabulary. */
export const STARTUP_CALLS = ['admin/functions?paging=100', 'admin/privileges'] as const;

/**
 * Loads the lists the app wants right after login (spec section 4), once the admin's grants are
 * known: the permission vocabulary, and the preloaded lookups the admin may view, so a narrow
 * permission asks for nothing it would be refused. A failed load is swallowed (LookupCache).
 * Once the first page has settled (the idle prefetch's moment), not while it renders: their
 * answers would each wake every lookup reader of that page. A page that needs one sooner asks
 * for it itself (useLookup), and the two asks are one.
 */
export function usePreloadLookups(schemas: readonly EntitySchema[], grants: Grants | undefined): void {
  const cache = useLookupCache();
  useEffect(() => {
    if (!grants) return;
    return whenIdle(() => {
      for (const path of STARTUP_CALLS) void cache.load(path);
      for (const schema of schemas)
        if (schema.lookup && schema.preload && can(grants, schema.permission, 'VIEW')) void cache.load(schema.path);
    });
  }, [cache, schemas, grants]);
}

/**
 * Lookup lists follow others' writes: a change to a lookup entity drops its lists (and its scopes'), which
 * their readers fetch again; after a reconnection, when some may have been missed, every one is dropped.
 */
export function LiveLookups({ schemas }: { schemas: readonly EntitySchema[] }) {
  const cache = useLookupCache();
  useAnyChanges((change) => {
    for (const schema of schemas) {
      if (!schema.lookup || (change && entityOf(schema) !== change.entity)) continue;
      cache.invalidate(schema.path);
      for (const scope of schema.scopes) if (!scope.path.startsWith(`${schema.path}/`)) cache.invalidate(scope.path);
    }
  });
  return null;
}
