// The data directory's lock (server/db.ts): one process per DATA_DIR; a lock left by a process that is gone
// is taken over, and two processes taking over one stale lock at once cannot both win.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../server/db';

const GONE = 999_001;
const alive =
  (...pids: number[]) =>
  (pid: number) =>
    pids.includes(pid);

describe('the DATA_DIR lock', () => {
  let dir: string;
  const lockFile = () => path.join(dir, 'owner.pid');
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is held by one process, refused to another while it lives, and freed on release', () => {
    const release = lockDataDir(dir, { pid: 101, isRunning: alive(101) });
    expect(readFileSync(lockFile(), 'utf8')).toBe('101');
    expect(() => lockDataDir(dir, { pid: 102, isRunning: alive(101, 102) })).toThrow(/in use by process 101/);
    release();
    lockDataDir(dir, { pid: 102, isRunning: alive(102) });
    expect(readFileSync(lockFile(), 'utf8')).toBe('102');
    // Only the lock is left: no drafts, nothing moved aside.
    expect(readdirSync(dir)).toEqual(['owner.pid']);
  });

  it('takes over a lock whose process is gone', () => {
    writeFileSync(lockFile(), String(GONE));
    lockDataDir(dir, { pid: 201, isRunning: alive(201) });
    expect(readFileSync(lockFile(), 'utf8')).toBe('201');
    expect(readdirSync(dir)).toEqual(['owner.pid']);
  });

  it('lets one of two processes win when both find the same stale lock', () => {
    writeFileSync(lockFile(), String(GONE));
    const running = alive(301, 302);
    // 301 judges the lock stale; before it takes it over, 302 does the same and wins.
    let second: (() => void) | undefined;
    expect(() =>
      lockDataDir(dir, {
        pid: 301,
        isRunning: running,
        judgedStale: () => {
          second ??= lockDataDir(dir, { pid: 302, isRunning: running });
        },
      }),
    ).toThrow(/in use by process 302/);
    expect(second).toBeDefined();
    expect(readFileSync(lockFile(), 'utf8')).toBe('302');
    expect(readdirSync(dir)).toEqual(['owner.pid']);
  });
});
