// The seeded store's hand-over between workers: the first caller makes it (walked by every server
// test), the others wait for it, and give up at once on a failed make or after their wait.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seededStore } from './seededTemplate';

let folder: string;

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'admin-template-test-'));
  // Another worker has begun to make the store.
  mkdirSync(path.join(folder, 'store'));
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('a test waiting for the seeded store', () => {
  it('takes it once its maker says it is ready', async () => {
    setTimeout(() => writeFileSync(path.join(folder, 'ready'), ''), 300);
    const started = Date.now();
    await expect(seededStore(folder, 5_000)).resolves.toBe(path.join(folder, 'store'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('makes its own at once when the maker failed', async () => {
    setTimeout(() => writeFileSync(path.join(folder, 'failed'), 'Error: no disk'), 200);
    const started = Date.now();
    await expect(seededStore(folder, 5_000)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('makes its own when the maker takes longer than the wait', async () => {
    const started = Date.now();
    await expect(seededStore(folder, 400)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });
});
