// The progress bar's store: outstanding requests, a value that creeps with
// time (5000 ms) or follows the bytes of uploads and downloads, failures (not
// cancellations), and at most one update per 200 ms for its watchers. Then how
// the HTTP client feeds it: download bytes from a streamed answer, and which
// endings count as failed.
import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { createHttpClient, outcomeOf, readBody } from '../../src/providers/http';
import {
  creep,
  createProgressStore,
  progress,
  PROGRESS_DURATION_MS,
  RUNNING_CEILING,
  type ProgressStoreOptions,
  type TransferTracker,
} from '../../src/providers/progress';
import { tokenStore } from '../../src/providers/tokenStore';

const IDLE = { active: false, value: 0, measured: false, failed: false };
const ENDED = { active: false, value: 1, measured: false, failed: false };

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
    expect(store.getSnapshot()).toMatchObject(IDLE);
    const first = store.start();
    const second = store.start();
    expect(store.getSnapshot()).toMatchObject({ active: true, value: 0, measured: false });
    first('done');
    advance(200);
    expect(store.getSnapshot().active).toBe(true);
    second('done');
    advance(200);
    // Ended: full, for the bar to fill up and fade.
    expect(store.getSnapshot()).toMatchObject(ENDED);
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
    expect(updates[1]).toMatchObject(ENDED);
  });

  it('follows the bytes while transfers with a known size run, never going back nor reaching the end', () => {
    const { store, advance } = clocked();
    const photo = store.startUpload();
    const request = store.start();
    // Size not known yet: the value creeps with time.
    advance(200);
    expect(store.getSnapshot()).toMatchObject({ active: true, measured: false, value: creep(200) });
    photo.progress(250, 1000);
    advance(200);
    expect(store.getSnapshot()).toMatchObject({ active: true, measured: true, value: 0.25 });
    const scan = store.startUpload();
    scan.progress(750, 1000);
    advance(200);
    expect(store.getSnapshot().value).toBe(0.5);
    // A new transfer lowers the byte fraction: the bar holds where it was.
    const download = store.startTransfer();
    download.progress(0, 2000);
    advance(200);
    expect(store.getSnapshot()).toMatchObject({ measured: true, value: 0.5 });
    download.progress(2000, 2000);
    photo.progress(1000, 1000);
    scan.progress(1000, 1000);
    advance(200);
    // Every byte moved, answers still awaited: almost full, not full.
    expect(store.getSnapshot().value).toBe(RUNNING_CEILING);
    photo.end('done');
    scan.end('done');
    download.end('done');
    advance(200);
    // The request without a size still runs: active, creeping (and never lower than before).
    expect(store.getSnapshot()).toMatchObject({ active: true, measured: false, value: RUNNING_CEILING });
    request('done');
    advance(200);
    expect(store.getSnapshot()).toMatchObject(ENDED);
  });

  it('creeps toward the end over 5000 ms, fast at first and slowing, never reaching it', () => {
    const { store, advance, updates } = clocked();
    const end = store.start();
    const values: number[] = [];
    for (let elapsed = 200; elapsed <= 10_000; elapsed += 200) {
      advance(200);
      values.push(store.getSnapshot().value);
      expect(store.getSnapshot().value).toBeCloseTo(creep(elapsed), 10);
    }
    // One update per throttle window while it creeps.
    expect(updates.length).toBe(1 + values.length);
    const steps = values.slice(1).map((value, i) => value - values[i]);
    expect(steps.every((step) => step > 0)).toBe(true);
    expect(steps.every((step, i) => i === 0 || step < steps[i - 1])).toBe(true);
    expect(values[0]).toBeGreaterThan(0.1); // a visible start after 200 ms
    expect(creep(PROGRESS_DURATION_MS / 2)).toBeGreaterThan(0.7);
    expect(creep(PROGRESS_DURATION_MS)).toBeGreaterThan(0.85);
    expect(creep(PROGRESS_DURATION_MS)).toBeLessThan(0.95);
    expect(values.at(-1)!).toBeLessThan(1);
    end('done');
    advance(200);
    expect(store.getSnapshot()).toMatchObject(ENDED);
  });

  it('starts each batch from zero', () => {
    const { store, advance } = clocked();
    const first = store.start();
    advance(3000);
    advance(200);
    expect(store.getSnapshot().value).toBeGreaterThan(0.5);
    first('done');
    advance(200);
    store.start();
    advance(200);
    expect(store.getSnapshot().value).toBeCloseTo(creep(200), 10);
  });

  it('marks a failed batch, not a cancelled one, and forgets it when the next batch starts once drawn', () => {
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
    expect(store.getSnapshot()).toMatchObject({ ...ENDED, failed: true });
    // Published, not yet drawn: a batch starting now keeps it.
    const early = store.start();
    advance(200);
    expect(store.getSnapshot()).toMatchObject({ active: true, failed: true });
    early('done');
    advance(200);
    store.failureShown();
    const next = store.start();
    advance(200);
    expect(store.getSnapshot()).toMatchObject({ active: true, failed: false });
    next('done');
  });

  it('keeps a failure that ended within the throttle window until it has been shown', () => {
    const { store, advance, updates } = clocked();
    store.start()('done');
    // A batch that fails, and a retry within the window, before the ended state was published.
    const failing = store.start();
    advance(200);
    failing('failed');
    advance(50);
    const retry = store.start();
    advance(200);
    expect(store.getSnapshot()).toMatchObject({ active: true, failed: true });
    retry('done');
    advance(200);
    expect(store.getSnapshot()).toMatchObject({ ...ENDED, failed: true });
    expect(updates).toContainEqual(expect.objectContaining({ ...ENDED, failed: true }));
    // Shown once: the next batch starts clean.
    store.failureShown();
    store.start();
    advance(200);
    expect(store.getSnapshot()).toMatchObject({ active: true, failed: false });
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
    expect(store.getSnapshot()).toMatchObject({ ...ENDED, failed: true });
    expect(timers).toBe(0);
  });

  it('drops its timer when the last watcher leaves', () => {
    const cleared: unknown[] = [];
    let now = 0;
    const store = createProgressStore({
      now: () => now,
      setTimer: () => 'timer',
      clearTimer: (timer) => cleared.push(timer),
    });
    const leave = store.subscribe(() => undefined);
    store.start();
    now = 50;
    // Within the window: waits on a timer.
    store.start();
    leave();
    expect(cleared).toEqual(['timer']);
  });
});

/** A Response whose body arrives in the chunks given, one per `next()`. */
function streamed(chunks: Uint8Array[], init: ResponseInit & { length?: number } = {}) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const length = init.length ?? chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const response = new Response(body, {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(length) },
  });
  let sent = 0;
  return {
    response,
    next() {
      controller.enqueue(chunks[sent++]);
      if (sent === chunks.length) controller.close();
    },
    fail(error: unknown) {
      controller.error(error);
    },
  };
}

function recorder(): TransferTracker & { seen: [number, number][]; outcome?: string } {
  const seen: [number, number][] = [];
  const tracker = {
    seen,
    outcome: undefined as string | undefined,
    progress: (loaded: number, total: number) => void seen.push([loaded, total]),
    end: (outcome: string) => void (tracker.outcome = outcome),
  };
  return tracker;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('download progress', () => {
  it('reads an answer with a Content-Length as a stream and reports the bytes received', async () => {
    // A multi-byte character split across two chunks still decodes.
    const bytes = new TextEncoder().encode(JSON.stringify({ data: [{ name: '東京' }, { name: 'Hà Nội' }] }));
    const cut = bytes.indexOf(0xe4) + 1;
    const { response, next } = streamed([bytes.slice(0, cut), bytes.slice(cut)]);
    const tracker = recorder();
    const reading = readBody(response, tracker);
    next();
    await flush();
    expect(tracker.seen).toEqual([
      [0, bytes.length],
      [cut, bytes.length],
    ]);
    next();
    expect(JSON.parse(await reading)).toEqual({ data: [{ name: '東京' }, { name: 'Hà Nội' }] });
    expect(tracker.seen.at(-1)).toEqual([bytes.length, bytes.length]);
  });

  it('reads an answer without a Content-Length as before, reporting nothing', async () => {
    const tracker = recorder();
    expect(await readBody(new Response('{"a":1}'), tracker)).toBe('{"a":1}');
    expect(tracker.seen).toEqual([]);
  });

  it('moves the app bar by the bytes of a big answer, and the client still parses it', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `city ${i}` }));
    const bytes = new TextEncoder().encode(JSON.stringify({ data: rows }));
    const quarter = Math.floor(bytes.length / 4);
    const stream = streamed([bytes.slice(0, quarter), bytes.slice(quarter)]);
    const http = createHttpClient({ getApiUrl: () => '', tokens: tokenStore, fetchFn: async () => stream.response });
    const answer = http.request<{ data: unknown[] }>('GET', 'city', { auth: 'none' });
    await flush();
    // Nobody watches the app's store here, so its snapshot is current at once.
    // The bar may have crept for a millisecond before the size was known (the
    // store's clock is the real one), and it never goes back: about 0, not 0.
    expect(progress.getSnapshot()).toMatchObject({ active: true, measured: true });
    expect(progress.getSnapshot().value).toBeLessThan(0.01);
    stream.next();
    await flush();
    expect(progress.getSnapshot()).toMatchObject({ active: true, measured: true, value: quarter / bytes.length });
    stream.next();
    expect((await answer).data).toEqual(rows);
    expect(progress.getSnapshot()).toMatchObject({ active: false, value: 1, failed: false });
  });

  it('a download cancelled mid-way does not fail the bar; one cut off by the network does', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ data: 'x'.repeat(1000) }));
    const controller = new AbortController();
    const cancelled = streamed([bytes.slice(0, 100)], { length: bytes.length });
    const http = createHttpClient({ getApiUrl: () => '', tokens: tokenStore, fetchFn: async () => cancelled.response });
    const answer = http.request('GET', 'city', { auth: 'none', signal: controller.signal });
    await flush();
    controller.abort();
    cancelled.fail(new DOMException('The user aborted a request.', 'AbortError'));
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(progress.getSnapshot()).toMatchObject({ active: false, failed: false });

    const cut = streamed([bytes.slice(0, 100)], { length: bytes.length });
    const other = createHttpClient({ getApiUrl: () => '', tokens: tokenStore, fetchFn: async () => cut.response });
    const failing = other.request('GET', 'city', { auth: 'none' });
    await flush();
    cut.fail(new TypeError('network error'));
    await expect(failing).rejects.toBeInstanceOf(HttpError);
    await expect(failing).rejects.toMatchObject({ status: 0 });
    expect(progress.getSnapshot()).toMatchObject({ active: false, failed: true });
  });
});

describe('which endings fail the bar', () => {
  it('counts network errors, error statuses and refused logins; not cancellations nor an ended session', () => {
    const aborted = new DOMException('aborted', 'AbortError');
    expect(outcomeOf(aborted)).toBe('cancelled');
    const controller = new AbortController();
    controller.abort();
    // Whatever the error, a cancelled call is cancelled.
    expect(outcomeOf(new HttpError('x', 500, {}), { signal: controller.signal })).toBe('cancelled');
    expect(outcomeOf(new HttpError('ra.notification.http_error', 0, {}))).toBe('failed');
    expect(outcomeOf(new HttpError('Server error', 500, {}))).toBe('failed');
    expect(outcomeOf(new HttpError('Bad gateway', 502, {}))).toBe('failed');
    expect(outcomeOf(new HttpError('Invalid', 422, {}))).toBe('failed');
    expect(outcomeOf(new HttpError('Forbidden', 403, {}))).toBe('failed');
    expect(outcomeOf(new HttpError('Not found', 404, {}))).toBe('failed');
    expect(outcomeOf(new TypeError('not JSON'))).toBe('failed');
    // The session ended (the refresh could not cure it): the login page follows.
    expect(outcomeOf(new HttpError('ra.auth.auth_check_error', 401, {}))).toBe('done');
    expect(outcomeOf(new HttpError('Unauthenticated', 401, {}), { auth: { bearer: 'acc-1' } })).toBe('done');
    // A refused login is a failure.
    expect(outcomeOf(new HttpError('Wrong password', 401, {}), { auth: 'none' })).toBe('failed');
  });

  it('the client marks a 500 failed and an aborted call not', async () => {
    const http = createHttpClient({
      getApiUrl: () => '',
      tokens: tokenStore,
      fetchFn: async () => new Response('{"message":"boom"}', { status: 500 }),
    });
    await expect(http.request('GET', 'city', { auth: 'none' })).rejects.toMatchObject({ status: 500 });
    expect(progress.getSnapshot()).toMatchObject({ active: false, failed: true });
    const controller = new AbortController();
    const slow = createHttpClient({
      getApiUrl: () => '',
      tokens: tokenStore,
      fetchFn: (_input, init) =>
        new Promise((_, reject) =>
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    });
    const call = slow.request('GET', 'city', { auth: 'none', signal: controller.signal });
    expect(progress.getSnapshot()).toMatchObject({ active: true, failed: false });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(progress.getSnapshot()).toMatchObject({ active: false, failed: false });
  });
});
