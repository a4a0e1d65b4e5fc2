// The stop on SIGTERM/SIGINT (server/shutdown.ts) without a process: signals
// from an EventEmitter, exits recorded. tests/server/restart.test.ts runs the real server.
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPEAT_WINDOW_MS, handleStopSignals } from '../../server/shutdown';

function setup(timeoutMs = 10_000) {
  const source = new EventEmitter();
  const exits: number[] = [];
  const lines: string[] = [];
  const log = {
    info: (message: string) => lines.push(`info ${message}`),
    warn: (message: string) => lines.push(`warn ${message}`),
    error: (_object: object, message: string) => lines.push(`error ${message}`),
  };
  let finish!: (error?: Error) => void;
  const close = vi.fn(
    () => new Promise<void>((resolve, reject) => (finish = (error) => (error ? reject(error) : resolve()))),
  );
  const shutdown = handleStopSignals({
    timeoutMs,
    exit: (code) => exits.push(code),
    source: source as unknown as NodeJS.Process,
    now: () => Date.now(),
  });
  return { source, exits, lines, log, close, shutdown, finish: (error?: Error) => finish(error) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('stopping on a signal', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes once on SIGTERM, logs it and exits 0 when the close ends', async () => {
    const t = setup();
    t.shutdown.ready(t.close, t.log);
    expect(t.shutdown.requested).toBe(false);
    t.source.emit('SIGTERM', 'SIGTERM');
    expect(t.shutdown.requested).toBe(true);
    expect(t.close).toHaveBeenCalledTimes(1);
    expect(t.lines[0]).toMatch(/^info SIGTERM: stopping; no new connections, waiting up to 10 s/);
    t.finish();
    await settle();
    expect(t.exits).toEqual([0]);
    expect(t.lines.at(-1)).toBe('info Stopped: requests answered, broker and database closed');
  });

  it('takes repeats within a second as the same stop (one Ctrl+C reaches the server several times), a later one exits 1 at once', async () => {
    const t = setup();
    t.shutdown.ready(t.close, t.log);
    t.source.emit('SIGINT', 'SIGINT');
    t.source.emit('SIGINT', 'SIGINT');
    vi.advanceTimersByTime(REPEAT_WINDOW_MS - 10);
    t.source.emit('SIGTERM', 'SIGTERM');
    expect(t.exits).toEqual([]);
    expect(t.close).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20);
    t.source.emit('SIGINT', 'SIGINT');
    expect(t.exits).toEqual([1]);
    expect(t.lines.at(-1)).toBe('warn SIGINT again: exiting at once, without waiting for the requests in flight');
  });

  it('exits 1 when the close has not ended within the timeout', async () => {
    const t = setup(3000);
    t.shutdown.ready(t.close, t.log);
    t.source.emit('SIGTERM', 'SIGTERM');
    vi.advanceTimersByTime(2999);
    expect(t.exits).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(t.exits).toEqual([1]);
    expect(t.lines.at(-1)).toMatch(/^error Not stopped within SHUTDOWN_TIMEOUT \(3 s\)/);
  });

  it('exits 1 when the close fails', async () => {
    const t = setup();
    t.shutdown.ready(t.close, t.log);
    t.source.emit('SIGTERM', 'SIGTERM');
    t.finish(new Error('disk gone'));
    await settle();
    expect(t.exits).toEqual([1]);
    expect(t.lines.at(-1)).toBe('error The stop failed');
  });

  it('a signal while the server starts stops it as soon as it is up', async () => {
    const t = setup();
    t.source.emit('SIGTERM', 'SIGTERM');
    expect(t.shutdown.requested).toBe(true);
    expect(t.close).not.toHaveBeenCalled();
    t.shutdown.ready(t.close, t.log);
    expect(t.close).toHaveBeenCalledTimes(1);
    t.finish();
    await settle();
    expect(t.exits).toEqual([0]);
  });
});
