// Pages loaded on demand, which can also be fetched ahead of the click: the
// likely next pages are fetched once the browser has been idle a while (spec:
// idle prefetch timeout 2 s), so the first visit to each shows at once.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The spec's idle prefetch timeout. */
export const IDLE_PREFETCH_MS = 2_000;

/** As React's own lazy() types it: the page keeps its own props. */
export type LazyPage<C extends ComponentType<any>> = LazyExoticComponent<C> & { preload: () => Promise<unknown> };

export function lazyPage<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): LazyPage<C> {
  let loading: Promise<{ default: C }> | undefined;
  const once = () => {
    // A failed fetch is not kept: the next visit tries again (and the error page shows if it fails too).
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(once), { preload: once });
}

/**
 * Fetches the pages' code once the page has been idle for the timeout; a fetch
 * that fails is left for the real visit. Answers a function that cancels it.
 */
export function prefetchWhenIdle(loads: ReadonlyArray<() => Promise<unknown>>, delayMs = IDLE_PREFETCH_MS): () => void {
  let idle: number | undefined;
  const run = () => {
    for (const load of loads) load().catch(() => undefined);
  };
  const timer = setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: delayMs });
    else run();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
