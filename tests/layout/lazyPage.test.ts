// @vitest-environment jsdom
// Pages fetched ahead: one fetch per page however often it is asked for, a
// failed fetch tried again, and the idle prefetch only after the timeout.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_PREFETCH_MS, lazyPage, prefetchWhenIdle, whenSettled } from '../../src/engine/ui/lazyPage';

const Page = () => null;

describe('lazyPage', () => {
  it('fetches the code once for the preload and the visit', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const page = lazyPage(load);
    await page.preload();
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Page });
    const page = lazyPage(load);
    await expect(page.preload()).rejects.toThrow('Failed to fetch');
    await expect(page.preload()).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyPage while the page reloads for a chunk', () => {
  it('stays pending when the import was cancelled for the reload (no module), instead of failing', async () => {
    const page = lazyPage(async () => undefined as unknown as { default: typeof Page });
    // The load answers in promise callbacks alone: once the event loop has turned, any outcome would be in.
    const outcome = await Promise.race([
      page.preload().then(
        () => 'settled',
        () => 'failed',
      ),
      new Promise((resolve) => setImmediate(() => resolve('pending'))),
    ]);
    expect(outcome).toBe('pending');
  });
});

describe('prefetchWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches nothing before the idle timeout, then every page, a failure left alone', async () => {
    const first = vi.fn(async () => undefined);
    const failing = vi.fn(async () => Promise.reject(new Error('offline')));
    prefetchWhenIdle([first, failing]);
    vi.advanceTimersByTime(IDLE_PREFETCH_MS - 1);
    expect(first).not.toHaveBeenCalled();
    // jsdom has no requestIdleCallback: the pages go at the timeout.
    vi.advanceTimersByTime(1);
    expect(first).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
  });

  it('fetches nothing once cancelled (the page left before the timeout)', () => {
    const load = vi.fn(async () => undefined);
    const cancel = prefetchWhenIdle([load]);
    vi.advanceTimersByTime(IDLE_PREFETCH_MS / 2);
    cancel();
    vi.advanceTimersByTime(IDLE_PREFETCH_MS * 2);
    expect(load).not.toHaveBeenCalled();
  });

  it('settles once the page has been idle for the timeout', async () => {
    let settled = false;
    void whenSettled().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(IDLE_PREFETCH_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
