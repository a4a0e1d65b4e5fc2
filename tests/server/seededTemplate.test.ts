// The seeded store's hand-over between workers: the first caller makes it (walked by every server
// test), the others wait for it, and give up at once on a failed make or after their wait.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededStore } from './seededTemplate';

let folder: string;

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'admin-template-test-'));
  // Another worker has begun to make the store.
  mkdirSync(path.join(folder, 'store'));
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** Settles `promise` into a readable state, so a test can tell "still waiting" from an answer. */
function watch<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T } = { settled: false };
  void promise.then((value) => Object.assign(state, { settled: true, value }));
  return state;
}

// On the test's own clock, so that "at once" and "after the wait" do not depend on the machine's speed.
describe('a test waiting for the seeded store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes it once its maker says it is ready', async () => {
    const waiting = watch(seededStore(folder, 5_000));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(waiting.settled).toBe(false);
    writeFileSync(path.join(folder, 'ready'), '');
    await vi.advanceTimersByTimeAsync(100);
    expect(waiting).toEqual({ settled: true, value: path.join(folder, 'store') });
  });

  it('makes its own at once when the maker failed', async () => {
    const waiting = watch(seededStore(folder, 5_000));
    await vi.advanceTimersByTimeAsync(200);
    expect(waiting.settled).toBe(false);
    writeFileSync(path.join(folder, 'failed'), 'Error: no disk');
    await vi.advanceTimersByTimeAsync(100);
    expect(waiting).toEqual({ settled: true, value: undefined });
  });

  it('makes its own when the maker takes longer than the wait', async () => {
    const waiting = watch(seededStore(folder, 400));
    await vi.advanceTimersByTimeAsync(300);
    expect(waiting.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(waiting).toEqual({ settled: true, value: undefined });
  });
});
