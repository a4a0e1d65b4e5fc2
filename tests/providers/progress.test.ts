// The progress bar's store: outstanding requests, upload fractions, failures
// (not cancellations), and at most one update per 200 ms for its watchers.
import { describe, expect, it } from 'vitest';
import { createProgressStore, type ProgressStoreOptions } from '../../src/providers/progress';

/** A store on a hand-driven clock: `advance` runs the timers that fall due. */
function clocked(options: ProgressStoreOptions = {}) {
  let time = 1000;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let nextId = 1;
  const store = createProgressStore({
    now: () => time,
    setTimer: (run, ms) => {
      const id = nextId++;
      timers.push({ at: time + ms, run, id });
      return id;
    },
    clearTimer: (id) => (timers = timers.filter((t) => t.id !== id)),
    ...options,
  });
  const updates: unknown[] = [];
  store.subscribe(() => updates.push(store.getSnapshot()));
  return {
    store,
    updates,
    pending: () => timers.length,
    advance(ms: number) {
      time += ms;
      const due = timers.filter((t) => t.at <= time);
      timers = timers.filter((t) => t.at > time);
      due.forEach((t) => t.run());
    },
  };
}

describe('progress store', () => {
  it('is active while any request runs and idle when all have ended', () => {
    const { store, advance } = clocked();
    expect(store.getSnapshot()).toEqual({ active: false, value: null, failed: false });
    const first = store.start();
    const second = store.start();
    expect(store.getSnapshot()).toMatchObject({ active: true, value: null });
    first('done');
    advance(200);
    expect(store.getSnapshot().active).toBe(true);
    second('done');
    advance(200);
    expect(store.getSnapshot()).toEqual({ active: false, value: null, failed: false });
  });

  it('publishes at most once per 200 ms, the latest state last', () => {
    const { store, updates, advance } = clocked();
    const ends = Array.from({ length: 10 }, () => store.start());
    // The first change goes out at once; the other nine wait for the window.
    expect(updates).toHaveLength(1);
    ends.forEach((end) => end('done'));
    expect(updates).toHaveLength(1);
    advance(199);
    expect(updates).toHaveLength(1);
    advance(1);
    expect(updates).toHaveLength(2);
    expect(updates[1]).toEqual({ active: false, value: null, failed: false });
  });

  it('gives a value while uploads run: their bytes sent over their total', () => {
    const { store, advance } = clocked();
    const photo = store.startUpload();
    const request = store.start();
    advance(200);
    // Size not known yet: no value.
    expect(store.getSnapshot().value).toBeNull();
    photo.progress(250, 1000);
    advance(200);
    expect(store.getSnapshot()).toMatchObject({ active: true, value: 0.25 });
    const scan = store.startUpload();
    scan.progress(750, 1000);
    advance(200);
    expect(store.getSnapshot().value).toBe(0.5);
    photo.end('done');
    scan.end('done');
    advance(200);
    // The request still runs: active, without a value.
    expect(store.getSnapshot()).toMatchObject({ active: true, value: null });
    request('done');
    advance(200);
    expect(store.getSnapshot().active).toBe(false);
  });

  it('marks a failed batch, not a cancelled one, and forgets it when the next batch starts', () => {
    const { store, advance } = clocked();
    store.start()('cancelled');
    advance(200);
    expect(store.getSnapshot().failed).toBe(false);
    const ok = store.start();
    store.start()('failed');
    advance(200);
    expect(store.getSnapshot()).toMatchObject({ active: true, failed: true });
    ok('done');
    advance(200);
    expect(store.getSnapshot()).toEqual({ active: false, value: null, failed: true });
    const next = store.start();
    advance(200);
    expect(store.getSnapshot()).toMatchObject({ active: true, failed: false });
    next('done');
  });

  it('counts each request once however often its end is called', () => {
    const { store, advance } = clocked();
    const end = store.start();
    const other = store.start();
    end('done');
    end('done');
    advance(200);
    expect(store.getSnapshot().active).toBe(true);
    other('done');
    advance(200);
    expect(store.getSnapshot().active).toBe(false);
  });

  it('keeps its state current without timers while nobody watches', () => {
    let timers = 0;
    const store = createProgressStore({ setTimer: () => ++timers });
    const end = store.start();
    expect(store.getSnapshot().active).toBe(true);
    end('failed');
    expect(store.getSnapshot()).toEqual({ active: false, value: null, failed: true });
    expect(timers).toBe(0);
  });

  it('drops its timer when the last watcher leaves', () => {
    const cleared: unknown[] = [];
    let now = 0;
    const store = createProgressStore({ now: () => now, setTimer: () => 'timer', clearTimer: (timer) => cleared.push(timer) });
    const leave = store.subscribe(() => undefined);
    store.start();
    now = 50;
    // Within the window: waits on a timer.
    store.start();
    leave();
    expect(cleared).toEqual(['timer']);
  });
});
