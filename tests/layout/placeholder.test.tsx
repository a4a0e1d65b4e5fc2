// @vitest-environment jsdom
// Loading placeholders (spec section 9, minimum fetch delay 200 ms): a quick
// answer never shows one, a shown one stays at least 200 ms; the same for
// lazy pages behind PlaceholderSuspense. And the page-top bar drawn from the
// progress store: creeping, done, failed, cancelled.
import { act, cleanup, render } from '@testing-library/react';
import { lazy, useEffect, useState, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DelayedLoading,
  MIN_FETCH_DELAY_MS,
  PlaceholderSuspense,
  useDelayedLoading,
  type LoadingPhase,
} from '../../src/engine/ui/LoadingPlaceholder';
import { ProgressBar } from '../../src/layout/ProgressBar';
import { creep, createProgressStore } from '../../src/providers/progress';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const placeholder = () => document.querySelector('[data-placeholder]');
const content = () => document.querySelector('[data-testid="content"]');

/** A page whose data comes after `ms`: loading until then. */
function Page({ ms }: { ms: number }) {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return (
    <DelayedLoading loading={loading} variant="rows">
      <p data-testid="content">rows</p>
    </DelayedLoading>
  );
}

/** Steps the clock 10 ms at a time, noting at which times the placeholder and the content were on screen. */
async function watch(until: number) {
  const seen = { placeholder: [] as number[], content: [] as number[] };
  for (let time = 0; time <= until; time += 10) {
    if (placeholder()) seen.placeholder.push(time);
    if (content()) seen.content.push(time);
    await act(async () => {
      vi.advanceTimersByTime(10);
    });
  }
  return seen;
}

describe('delayed loading', () => {
  it('shows no placeholder at all for an answer within 200 ms', async () => {
    render(<Page ms={150} />);
    const seen = await watch(600);
    expect(seen.placeholder).toEqual([]);
    expect(seen.content[0]).toBe(150);
  });

  it('shows the placeholder after 200 ms and holds it 200 ms though the answer came at 250 ms', async () => {
    render(<Page ms={250} />);
    const seen = await watch(800);
    expect(seen.placeholder[0]).toBe(MIN_FETCH_DELAY_MS);
    expect(seen.placeholder.at(-1)).toBe(390);
    expect(seen.content[0]).toBe(400);
    // Never both at once, never neither once the placeholder showed.
    expect(seen.placeholder.filter((t) => seen.content.includes(t))).toEqual([]);
    expect(document.querySelector('[data-placeholder]')).toBeNull();
  });

  it('goes straight to the content when a slow answer comes after the placeholder had its 200 ms', async () => {
    render(<Page ms={1000} />);
    const seen = await watch(1100);
    expect(seen.placeholder[0]).toBe(200);
    expect(seen.placeholder.at(-1)).toBe(990);
    expect(seen.content[0]).toBe(1000);
  });

  it('gives the phases in order', async () => {
    const phases: LoadingPhase[] = [];
    function Probe({ loading }: { loading: boolean }) {
      phases.push(useDelayedLoading(loading));
      return null;
    }
    const { rerender } = render(<Probe loading />);
    expect(phases.at(-1)).toBe('waiting');
    await act(async () => void vi.advanceTimersByTime(200));
    expect(phases.at(-1)).toBe('placeholder');
    rerender(<Probe loading={false} />);
    expect(phases.at(-1)).toBe('placeholder');
    await act(async () => void vi.advanceTimersByTime(199));
    expect(phases.at(-1)).toBe('placeholder');
    await act(async () => void vi.advanceTimersByTime(1));
    expect(phases.at(-1)).toBe('content');
  });
});

/** A lazy page whose code arrives after `ms`. */
function lazyAfter(ms: number) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) =>
        setTimeout(() => resolve({ default: () => <p data-testid="content">page</p> }), ms),
      ),
  );
}

describe('PlaceholderSuspense', () => {
  it('shows nothing in place of a lazy page that arrives within 200 ms', async () => {
    const Lazy = lazyAfter(120);
    await act(async () => {
      render(
        <PlaceholderSuspense>
          <Lazy />
        </PlaceholderSuspense>,
      );
    });
    const seen = await watch(600);
    expect(seen.placeholder).toEqual([]);
    expect(seen.content[0]).toBeGreaterThanOrEqual(120);
    expect(seen.content[0]).toBeLessThan(200);
  });

  /** A lazy page arriving after `ms` behind PlaceholderSuspense, watched for a second. */
  async function watchLazy(ms: number) {
    const Lazy = lazyAfter(ms);
    await act(async () => {
      render(
        <PlaceholderSuspense>
          <Lazy />
        </PlaceholderSuspense>,
      );
    });
    return watch(1000);
  }

  it('shows the placeholder for a slow page and holds it at least 200 ms', async () => {
    const seen = await watchLazy(260);
    expect(seen.placeholder[0]).toBe(200);
    expect(seen.content[0]).toBeGreaterThanOrEqual(400);
    expect(seen.placeholder.at(-1)! + 10).toBe(seen.content[0]);
    expect(seen.placeholder.filter((t) => seen.content.includes(t))).toEqual([]);
  });

  it('keeps the placeholder exactly as long as a page slower than the hold takes', async () => {
    const seen = await watchLazy(700);
    expect(seen.placeholder[0]).toBe(200);
    expect(seen.content[0]).toBe(700);
  });
});

describe('the page-top bar', () => {
  const bar = () => document.querySelector<HTMLElement>('[data-progress]');
  const shown = () => Number(bar()?.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'));

  it('creeps while a request runs, fills up when it ends and goes away', async () => {
    const store = createProgressStore();
    render(<ProgressBar store={store} />);
    expect(bar()).toBeNull();
    let end!: (outcome: 'done' | 'failed' | 'cancelled') => void;
    act(() => void (end = store.start()));
    expect(bar()?.dataset.progress).toBe('running');
    expect(bar()?.dataset.source).toBe('time');
    const values: number[] = [];
    for (let i = 0; i < 25; i++) {
      await act(async () => void vi.advanceTimersByTime(200));
      values.push(shown());
    }
    // Rising, slowing, about 90 % after 5 s, never full while running.
    expect(values[0]).toBe(Math.round(creep(200) * 100));
    expect(values.at(-1)).toBe(Math.round(creep(5000) * 100));
    expect(values.at(-1)).toBeGreaterThan(85);
    expect(values.every((v, i) => i === 0 || v >= values[i - 1])).toBe(true);
    // Fast at first, slowing: the first second moves the bar more than the last two.
    expect(values[4] - values[0]).toBeGreaterThan(values[24] - values[14]);
    expect(values.at(-1)!).toBeLessThan(100);
    act(() => end('done'));
    await act(async () => void vi.advanceTimersByTime(200));
    expect(bar()?.dataset.progress).toBe('done');
    expect(shown()).toBe(100);
    await act(async () => void vi.advanceTimersByTime(1000));
    expect(bar()).toBeNull();
  });

  it('follows the bytes of a transfer of known size', async () => {
    const store = createProgressStore();
    render(<ProgressBar store={store} />);
    const upload = store.startUpload();
    act(() => upload.progress(300, 1000));
    await act(async () => void vi.advanceTimersByTime(200));
    expect(bar()?.dataset.source).toBe('bytes');
    expect(shown()).toBe(30);
    act(() => upload.end('done'));
  });

  it('turns red for a failed request, not for a cancelled one', async () => {
    const store = createProgressStore();
    render(<ProgressBar store={store} />);
    act(() => store.start()('cancelled'));
    await act(async () => void vi.advanceTimersByTime(200));
    expect(bar()?.dataset.progress).toBe('done');
    await act(async () => void vi.advanceTimersByTime(2000));
    act(() => store.start()('failed'));
    await act(async () => void vi.advanceTimersByTime(200));
    expect(bar()?.dataset.progress).toBe('failed');
    expect(bar()?.querySelector('.MuiLinearProgress-colorError')).not.toBeNull();
  });

  it('shows the end of a batch it never saw run, a failure in red (a busy page renders late)', async () => {
    const store = createProgressStore();
    render(<ProgressBar store={store} />);
    act(() => store.start()('done'));
    await act(async () => void vi.advanceTimersByTime(200));
    expect(bar()?.dataset.progress).toBe('done');
    await act(async () => void vi.advanceTimersByTime(1000));
    expect(bar()).toBeNull();
    // One render for the whole batch: it starts, fails and its end is published before React renders.
    act(() => {
      store.start()('failed');
      vi.advanceTimersByTime(200);
    });
    expect(bar()?.dataset.progress).toBe('failed');
  });

  it('keeps a failure the bar has not drawn when the next call starts before it could', async () => {
    const store = createProgressStore();
    render(<ProgressBar store={store} />);
    let retry!: (outcome: 'done' | 'failed' | 'cancelled') => void;
    // The failure is published, and the retry starts, before React renders.
    act(() => {
      store.start()('failed');
      vi.advanceTimersByTime(200);
      retry = store.start();
      vi.advanceTimersByTime(200);
    });
    expect(bar()?.dataset.progress).toBe('running');
    act(() => retry('done'));
    await act(async () => void vi.advanceTimersByTime(200));
    expect(bar()?.dataset.progress).toBe('failed');
    // Drawn once: the next batch is not red.
    await act(async () => void vi.advanceTimersByTime(2000));
    let next!: (outcome: 'done' | 'failed' | 'cancelled') => void;
    act(() => void (next = store.start()));
    expect(bar()?.querySelector('.MuiLinearProgress-colorError')).toBeNull();
    act(() => next('done'));
    await act(async () => void vi.advanceTimersByTime(200));
    expect(bar()?.dataset.progress).toBe('done');
  });
});
