// The seeded store's hand-over between workers: the first caller makes it (walked by every server
// test), the others wait for it as long as it takes, and make their own at once when the make
// failed or its maker's process is gone.
import { spawnSync } from 'node:child_process';
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

/** A process id that is no longer anyone's: a child that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('a test waiting for the seeded store', () => {
  it('takes it once its maker says it is ready', async () => {
    writeFileSync(path.join(folder, 'maker'), String(process.pid));
    const waiting = seededStore(folder);
    writeFileSync(path.join(folder, 'ready'), '');
    expect(await waiting).toBe(path.join(folder, 'store'));
  });

  it('makes its own at once when the maker failed', async () => {
    const waiting = seededStore(folder);
    writeFileSync(path.join(folder, 'failed'), 'Error: no disk');
    expect(await waiting).toBeUndefined();
  });

  it('makes its own when the maker is gone without a word', async () => {
    writeFileSync(path.join(folder, 'maker'), String(deadPid()));
    expect(await seededStore(folder)).toBeUndefined();
  });

  // On the test's own clock: however long the making takes, a live maker is waited for.
  describe('on a fake clock', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
    afterEach(() => vi.useRealTimers());

    it('waits for a live maker, however long it takes', async () => {
      writeFileSync(path.join(folder, 'maker'), String(process.pid));
      const waiting = watch(seededStore(folder));
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(waiting.settled).toBe(false);
      writeFileSync(path.join(folder, 'ready'), '');
      await vi.advanceTimersByTimeAsync(1_000);
      expect(waiting).toEqual({ settled: true, value: path.join(folder, 'store') });
    });

    it('notices a maker that dies while it waits', async () => {
      writeFileSync(path.join(folder, 'maker'), String(process.pid));
      const waiting = watch(seededStore(folder));
      await vi.advanceTimersByTimeAsync(5_000);
      expect(waiting.settled).toBe(false);
      writeFileSync(path.join(folder, 'maker'), String(deadPid()));
      await vi.advanceTimersByTimeAsync(1_000);
      expect(waiting).toEqual({ settled: true, value: undefined });
    });
  });
});
