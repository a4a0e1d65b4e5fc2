import { describe, expect, it, vi } from 'vitest';
import { schemas } from '../../schemas';
import { listFields } from '../../src/engine/listFields';
import { grantedLookupFetch, LookupCache, lookupsOfList, type LookupRecord } from '../../src/engine/lookups';
import { can, type Grants } from '../../src/engine/permissions';
import type { EntitySchema } from '../../src/engine/schema';
import { FUNCTION_TYPES } from '../../schemas/app';

interface Pending {
  path: string;
  resolve(data: readonly LookupRecord[]): void;
  reject(error: unknown): void;
}

/** A cache whose fetches stay open until the test settles them. */
function manualCache() {
  const pending: Pending[] = [];
  const fetchAll = vi.fn(
    (path: string) =>
      new Promise<readonly LookupRecord[]>((resolve, reject) => {
        pending.push({ path, resolve, reject });
      }),
  );
  return { cache: new LookupCache(fetchAll), fetchAll, pending };
}

/** A cache answering every path at once with one record named after the call. */
function instantCache() {
  let calls = 0;
  const fetchAll = vi.fn(async (path: string) => {
    calls += 1;
    return [{ id: calls, path }] as LookupRecord[];
  });
  return { cache: new LookupCache(fetchAll), fetchAll };
}

const CITIES: LookupRecord[] = [
  { id: 1, name: 'Tokyo' },
  { id: 2, name: 'Osaka' },
];

describe('LookupCache.load', () => {
  it('shares one fetch between concurrent loads of a path', async () => {
    const { cache, fetchAll, pending } = manualCache();
    const first = cache.load('cities');
    const second = cache.load('cities');
    expect(fetchAll).toHaveBeenCalledTimes(1);
    expect(fetchAll).toHaveBeenCalledWith('cities');
    expect(second).toBe(first);
    pending[0].resolve(CITIES);
    await expect(first).resolves.toEqual(CITIES);
    await expect(second).resolves.toEqual(CITIES);
  });

  it('answers later loads from the stored list without fetching again', async () => {
    const { cache, fetchAll } = instantCache();
    const loaded = await cache.load('cities');
    expect(await cache.load('cities')).toBe(loaded);
    expect(await cache.load('cities')).toBe(loaded);
    expect(fetchAll).toHaveBeenCalledTimes(1);
  });

  it('keeps one list per path', async () => {
    const { cache, fetchAll } = instantCache();
    const cities = await cache.load('cities');
    const general = await cache.load('cities/general');
    expect(fetchAll.mock.calls.map(([path]) => path)).toEqual(['cities', 'cities/general']);
    expect(cities).toEqual([{ id: 1, path: 'cities' }]);
    expect(general).toEqual([{ id: 2, path: 'cities/general' }]);
  });

  it('peek gives nothing before and during the load, then the list', async () => {
    const { cache, pending } = manualCache();
    expect(cache.peek('cities')).toBeUndefined();
    const loading = cache.load('cities');
    expect(cache.peek('cities')).toBeUndefined();
    pending[0].resolve(CITIES);
    await loading;
    expect(cache.peek('cities')).toEqual(CITIES);
    expect(cache.peek('languages')).toBeUndefined();
  });

  it('turns a failed fetch into an empty list and keeps it until the path is invalidated', async () => {
    let fail = true;
    const fetchAll = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return CITIES;
    });
    const cache = new LookupCache(fetchAll);
    await expect(cache.load('cities')).resolves.toEqual([]);
    expect(cache.peek('cities')).toEqual([]);
    fail = false;
    await expect(cache.load('cities')).resolves.toEqual([]);
    expect(fetchAll).toHaveBeenCalledTimes(1);

    cache.invalidate('cities');
    await expect(cache.load('cities')).resolves.toEqual(CITIES);
    expect(fetchAll).toHaveBeenCalledTimes(2);
    expect(cache.peek('cities')).toEqual(CITIES);
  });
});

describe('LookupCache.invalidate', () => {
  it('drops the path, its sub-paths and its queries, but not a path that only starts alike', async () => {
    const { cache, fetchAll } = instantCache();
    const paths = ['x', 'x/general', 'x/specific', 'x?a=1', 'xy', 'xy/general', 'y/x', 'other'];
    for (const path of paths) await cache.load(path);
    expect(fetchAll).toHaveBeenCalledTimes(paths.length);

    cache.invalidate('x');
    for (const path of ['x', 'x/general', 'x/specific', 'x?a=1']) expect(cache.peek(path), path).toBeUndefined();
    for (const path of ['xy', 'xy/general', 'y/x', 'other']) expect(cache.peek(path), path).toBeDefined();

    fetchAll.mockClear();
    await cache.load('x/general');
    await cache.load('xy');
    expect(fetchAll.mock.calls.map(([path]) => path)).toEqual(['x/general']);
  });

  it('handles a path with segments (admin/companies)', async () => {
    const { cache } = instantCache();
    await cache.load('admin/companies');
    await cache.load('admin/companies/general');
    await cache.load('admin');
    cache.invalidate('admin/companies');
    expect(cache.peek('admin/companies')).toBeUndefined();
    expect(cache.peek('admin/companies/general')).toBeUndefined();
    expect(cache.peek('admin')).toBeDefined();
  });

  it('does not store a load that was in flight when its path was invalidated', async () => {
    const { cache, fetchAll, pending } = manualCache();
    const stale = cache.load('cities');
    cache.invalidate('cities');
    const fresh = cache.load('cities');
    expect(fetchAll).toHaveBeenCalledTimes(2);

    pending[0].resolve([{ id: 1, name: 'Old' }]);
    await expect(stale).resolves.toEqual([{ id: 1, name: 'Old' }]);
    expect(cache.peek('cities')).toBeUndefined();

    pending[1].resolve(CITIES);
    await expect(fresh).resolves.toEqual(CITIES);
    expect(cache.peek('cities')).toEqual(CITIES);
  });
});

describe('LookupCache.clear', () => {
  it('drops every list', async () => {
    const { cache, fetchAll } = instantCache();
    await cache.load('cities');
    await cache.load('languages');
    cache.clear();
    expect(cache.peek('cities')).toBeUndefined();
    expect(cache.peek('languages')).toBeUndefined();
    await cache.load('cities');
    expect(fetchAll).toHaveBeenCalledTimes(3);
  });

  it('does not store the result of a load that started before the session ended', async () => {
    const { cache, fetchAll, pending } = manualCache();
    const listener = vi.fn();
    const stale = cache.load('cities');
    cache.clear();
    cache.subscribe(listener);

    pending[0].resolve([{ id: 9, name: 'Previous session' }]);
    // The caller of that load still gets its answer; the cache does not keep it.
    await expect(stale).resolves.toEqual([{ id: 9, name: 'Previous session' }]);
    expect(cache.peek('cities')).toBeUndefined();
    expect(listener).not.toHaveBeenCalled();

    const fresh = cache.load('cities');
    expect(fetchAll).toHaveBeenCalledTimes(2);
    pending[1].resolve(CITIES);
    await expect(fresh).resolves.toEqual(CITIES);
    expect(cache.peek('cities')).toEqual(CITIES);
  });

  it('does not let a load of the old session overwrite the same path loaded in the new one', async () => {
    const { cache, pending } = manualCache();
    const stale = cache.load('cities');
    cache.clear();
    const fresh = cache.load('cities');
    pending[1].resolve(CITIES);
    await fresh;
    pending[0].resolve([{ id: 9, name: 'Previous session' }]);
    await stale;
    expect(cache.peek('cities')).toEqual(CITIES);
  });
});

describe('LookupCache.subscribe', () => {
  it('notifies when a list arrives, is invalidated or cleared, and stops after unsubscribing', async () => {
    const { cache, pending } = manualCache();
    const listener = vi.fn();
    const unsubscribe = cache.subscribe(listener);

    const loading = cache.load('cities');
    expect(listener).not.toHaveBeenCalled();
    pending[0].resolve(CITIES);
    await loading;
    expect(listener).toHaveBeenCalledTimes(1);
    // By the time listeners hear of an invalidation, the list is gone.
    listener.mockImplementationOnce(() => expect(cache.peek('cities')).toBeUndefined());

    cache.invalidate('cities');
    expect(listener).toHaveBeenCalledTimes(2);

    cache.clear();
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    const again = cache.load('cities');
    pending[1].resolve(CITIES);
    await again;
    cache.invalidate('cities');
    cache.clear();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('notifies every subscriber, and on a failed fetch too', async () => {
    const cache = new LookupCache(async () => {
      throw new Error('offline');
    });
    const a = vi.fn();
    const b = vi.fn();
    cache.subscribe(a);
    cache.subscribe(b);
    await cache.load('cities');
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when an invalidation drops nothing', async () => {
    const { cache } = instantCache();
    await cache.load('xy');
    const listener = vi.fn();
    cache.subscribe(listener);
    cache.invalidate('x');
    cache.invalidate('cities');
    expect(listener).not.toHaveBeenCalled();
  });

  it('has the list in place when a listener is called after a load', async () => {
    const { cache, pending } = manualCache();
    const seen: (readonly LookupRecord[] | undefined)[] = [];
    cache.subscribe(() => seen.push(cache.peek('cities')));
    const loading = cache.load('cities');
    pending[0].resolve(CITIES);
    await loading;
    expect(seen).toEqual([CITIES]);
  });
});

describe('lookupsOfList', () => {
  const named = (name: string) => schemas.find((schema) => schema.name === name)!;
  const MASTERS: Grants = { MASTER: ['VIEW'] };
  const EVERYTHING: Grants = Object.fromEntries(FUNCTION_TYPES.map((type) => [type, ['VIEW']]));

  it('names the lookups whose names a list shows, once each: cities and occupations on the jobs list, not companies (no lookup) nor filters', () => {
    const jobs = named('jobs');
    expect(jobs.fields.company_id).toMatchObject({ kind: 'reference' });
    expect(named(String((jobs.fields.company_id as { reference: string }).reference)).lookup).toBeFalsy();
    expect(lookupsOfList(schemas, jobs, MASTERS).map((schema) => schema.name)).toEqual(['cities', 'occupations']);
  });

  it('names none the grants do not let the admin read', () => {
    expect(lookupsOfList(schemas, named('jobs'), { JOBS: ['VIEW'] })).toEqual([]);
  });

  it('names none for a list without reference columns to lookups', () => {
    expect(lookupsOfList(schemas, named('languages'), MASTERS)).toEqual([]);
  });

  it("every list's lookups are lookups it shows a column of", () => {
    for (const schema of schemas) {
      for (const target of lookupsOfList(schemas, schema, EVERYTHING)) {
        expect(target.lookup).toBeTruthy();
        const shown = listFields(schema).filter((name) => {
          const field = schema.fields[name];
          return (field?.kind === 'reference' || field?.kind === 'referenceList') && field.reference === target.name;
        });
        expect(shown.length, `${schema.name} → ${target.name}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('grantedLookupFetch', () => {
  const cities = schemas.find((schema) => schema.name === 'cities')!;
  const answered = (path: string) => Promise.resolve([{ id: 1, path }] as LookupRecord[]);
  /** What grants allow, known at once or once they have loaded. */
  const holding = (grants: Grants) => (target: EntitySchema) => can(grants, target.permission, 'VIEW');
  const later = (grants: Grants) => async (target: EntitySchema) => holding(grants)(target);

  it('asks for a lookup the grants reach, and answers one they do not with an empty list and no call', async () => {
    expect(cities.permission).toBe('MASTER');
    for (const when of [holding, later]) {
      const fetchAll = vi.fn(answered);
      expect(await grantedLookupFetch(schemas, when({ MASTER: ['VIEW'] }), fetchAll)(cities.path)).toEqual([
        { id: 1, path: cities.path },
      ]);
      expect(await grantedLookupFetch(schemas, when({ JOBS: ['VIEW'] }), fetchAll)(cities.path)).toEqual([]);
      expect(fetchAll).toHaveBeenCalledTimes(1);
    }
  });

  it('with the grants in hand, the call leaves at once, not after a turn of the event loop', () => {
    const fetchAll = vi.fn(answered);
    void grantedLookupFetch(schemas, holding({ MASTER: ['VIEW'] }), fetchAll)(cities.path);
    expect(fetchAll).toHaveBeenCalledWith(cities.path);
  });

  it('asks for a path no schema owns (the permission vocabulary) without asking the grants', async () => {
    const fetchAll = vi.fn(answered);
    const mayRead = vi.fn(holding({}));
    expect(await grantedLookupFetch(schemas, mayRead, fetchAll)('admin/privileges')).toHaveLength(1);
    expect(mayRead).not.toHaveBeenCalled();
  });

  it('in a cache, a refused lookup is an empty list that every reader shares', async () => {
    const fetchAll = vi.fn(answered);
    const cache = new LookupCache(grantedLookupFetch(schemas, later({ JOBS: ['VIEW'] }), fetchAll));
    expect(await cache.load(cities.path)).toEqual([]);
    expect(cache.peek(cities.path)).toEqual([]);
    expect(fetchAll).not.toHaveBeenCalled();
  });
});
