// Pages loaded on demand, which can also be fetched ahead of the click: the
// likely next pages are fetched once the browser has been idle a while (spec:
// idle prefetch timeout 2 s), so the first visit to each shows at once.
import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

/** The spec's idle prefetch timeout. */
export const IDLE_PREFETCH_MS = 2_000;

/** Any page, as React's own lazy() takes it: each keeps its own props. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPage = ComponentType<any>;

/** As React's own lazy() types it: the page keeps its own props. */
export type LazyPage<C extends AnyPage> = C & { preload: () => Promise<unknown> };

/**
 * A page whose code loads on first use. Once loaded (a visit, a preload), it
 * renders at once: React.lazy would still suspend once, and React holds a
 * revealed Suspense boundary back for up to 300 ms.
 */
export function lazyPage<C extends AnyPage>(load: () => Promise<{ default: C }>): LazyPage<C> {
  let loading: Promise<{ default: C }> | undefined;
  let loaded: C | undefined;
  const once = () => {
    loading ??= load().then(
      (module) => {
        // No module: the chunk could not be fetched and the page is reloading for it (installChunkReload
        // cancelled the import's failure); nothing more is shown until then.
        if (!module) return new Promise<never>(() => undefined);
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed fetch is not kept: the next visit tries again (and the error page shows if it fails too).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(once);
  function Page(props: ComponentProps<C>) {
    return createElement(loaded ?? Lazy, props);
  }
  // It takes the page's own props and hands them on.
  return Object.assign(Page as unknown as C, { preload: once });
}

/**
 * Runs `work` once the page has been idle for the timeout: the timer, then the
 * browser's next idle moment (at most the timeout later). Answers a function
 * that cancels it.
 */
export function whenIdle(work: () => void, delayMs = IDLE_PREFETCH_MS): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(work, { timeout: delayMs });
    else work();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/** Fetches the pages' code once the page is idle; a fetch that fails is left for the real visit. */
export function prefetchWhenIdle(loads: ReadonlyArray<() => Promise<unknown>>, delayMs = IDLE_PREFETCH_MS): () => void {
  return whenIdle(() => {
    for (const load of loads) load().catch(() => undefined);
  }, delayMs);
}

/** Resolves once the page has been idle for the prefetch timeout: for work no page waits for. */
export function whenSettled(): Promise<void> {
  return new Promise((resolve) => void whenIdle(resolve));
}
