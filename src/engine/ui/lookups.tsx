// Lookup lists in components: the session cache of ../lookups.ts, handed down
// by the app, read through useSyncExternalStore so every reader re-renders when
// a list arrives or is dropped.
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { LookupCache, type LookupRecord } from '../lookups';
import type { EntitySchema } from '../schema';

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

/** Loads the lookups the app wants right after login. */
export function usePreloadLookups(schemas: readonly EntitySchema[]): void {
  const cache = useLookupCache();
  useEffect(() => {
    for (const schema of schemas) if (schema.lookup && schema.preload) void cache.load(schema.path);
  }, [cache, schemas]);
}
