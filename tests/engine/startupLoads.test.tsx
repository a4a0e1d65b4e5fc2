// @vitest-environment jsdom
// What a signed-in admin loads at startup (spec section 4): the permission
// vocabulary for everyone, the preloaded lookups only where the grants allow,
// once the first page has settled.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { schemas } from '../../schemas';
import { LookupCache, type LookupRecord } from '../../src/engine/lookups';
import type { Grants } from '../../src/engine/permissions';
import { LookupProvider, STARTUP_CALLS, usePreloadLookups } from '../../src/engine/ui/lookups';
import { IDLE_PREFETCH_MS } from '../../src/engine/ui/lazyPage';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** What the hook asks for, once the page has been idle for the prefetch timeout. */
function loadsFor(grants: Grants | undefined, fail = false) {
  const fetchAll = vi.fn(async (path: string): Promise<readonly LookupRecord[]> => {
    if (fail) throw new Error(`refused ${path}`);
    return [{ id: 1 }];
  });
  const cache = new LookupCache(fetchAll);
  const wrapper = ({ children }: { children: ReactNode }) => <LookupProvider cache={cache}>{children}</LookupProvider>;
  renderHook(() => usePreloadLookups(schemas, grants), { wrapper });
  const asked = () => fetchAll.mock.calls.map(([path]) => path).sort();
  const before = asked();
  vi.advanceTimersByTime(IDLE_PREFETCH_MS);
  return { before, paths: asked(), cache };
}

describe('startup loads', () => {
  it('loads functions, privileges, languages, cities, currencies, tags and reports for an admin who may view masters', () => {
    expect(loadsFor({ MASTER: ['VIEW'] }).paths).toEqual(
      [
        'admin/functions?paging=100',
        'admin/privileges',
        'cities',
        'currencies',
        'languages',
        'report_items',
        'tags',
      ].sort(),
    );
  });

  it('asks for no master list an admin may not view, and for nothing before the grants are known', () => {
    expect(loadsFor({ JOBS: ['VIEW'] }).paths).toEqual([...STARTUP_CALLS].sort());
    expect(loadsFor(undefined).paths).toEqual([]);
  });

  it('asks for nothing while the first page renders', () => {
    expect(loadsFor({ MASTER: ['VIEW'] }).before).toEqual([]);
  });

  it('asks for nothing when the layout is gone before the page settled (a logout at once)', () => {
    const fetchAll = vi.fn(async (): Promise<readonly LookupRecord[]> => []);
    const cache = new LookupCache(fetchAll);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LookupProvider cache={cache}>{children}</LookupProvider>
    );
    const hook = renderHook(() => usePreloadLookups(schemas, { MASTER: ['VIEW'] }), { wrapper });
    hook.unmount();
    vi.advanceTimersByTime(IDLE_PREFETCH_MS * 2);
    expect(fetchAll).not.toHaveBeenCalled();
  });

  it('swallows failed loads: the lists are empty and nothing throws', async () => {
    const { cache } = loadsFor({ MASTER: ['VIEW'] }, true);
    await expect(cache.load('cities')).resolves.toEqual([]);
    expect(cache.peek('admin/privileges')).toEqual([]);
  });
});
