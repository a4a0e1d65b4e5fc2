// What the page-top progress bar shows: whether API requests are under way,
// how far along they are, and whether the last batch failed. Changes reach
// the bar at most every 200 ms, so a burst of calls does not re-render it
// dozens of times.
//
// How far along: while transfers with a known size run (an upload, an answer
// with a Content-Length), their bytes; otherwise a creep driven by time, fast
// at first and slowing, that never reaches the end (about 90 % after 5 s).
// Within a batch the value never goes back, and it stays below 100 % until
// every request has ended.

export type Outcome = 'done' | 'failed' | 'cancelled';

export interface ProgressState {
  /** Requests or uploads are under way. */
  active: boolean;
  /** 0..1: how far the bar is. 1 once a batch has ended, 0 before the first one. */
  value: number;
  /** The value follows the bytes of transfers whose size is known (else it creeps with time). */
  measured: boolean;
  /** A request of the current or last batch failed (a cancelled one does not count). */
  failed: boolean;
  /** How many batches have started: 0 before the first. Tells one ended batch from the next. */
  batch: number;
}

export interface TransferTracker {
  /** Bytes moved so far of `total` (0: unknown, the transfer then does not count towards the bytes). */
  progress(loaded: number, total: number): void;
  /** Once, with how the transfer ended; later calls are ignored. */
  end(outcome: Outcome): void;
}
/** @deprecated the same as TransferTracker */
export type UploadTracker = TransferTracker;

export interface ProgressStore {
  getSnapshot(): ProgressState;
  subscribe(listener: () => void): () => void;
  /** One request started; call the returned function once with how it ended. */
  start(): (outcome: Outcome) => void;
  /** One request or upload whose bytes may become known. */
  startTransfer(): TransferTracker;
  /** The same as startTransfer (uploads report the bytes sent). */
  startUpload(): TransferTracker;
  /** The bar has drawn the last batch's failure: the next batch may start clean. */
  failureShown(): void;
}

export interface ProgressStoreOptions {
  throttleMs?: number;
  durationMs?: number;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** Spec section 9: loading bar throttle 200 ms, duration 5000 ms. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
/** Where the time-driven creep tends to and never reaches. */
export const CREEP_CEILING = 0.95;
/** The highest value while anything still runs: full means finished. */
export const RUNNING_CEILING = 0.99;

/**
 * The time-driven value after `elapsed` ms: 0 at the start, fast at first,
 * slowing, about 0.9 after `duration` and never CREEP_CEILING.
 */
export function creep(elapsed: number, duration = PROGRESS_DURATION_MS): number {
  const t = Math.max(0, elapsed) / duration;
  return CREEP_CEILING * (1 - Math.exp(-3 * t));
}

const INITIAL: ProgressState = Object.freeze({ active: false, value: 0, measured: false, failed: false, batch: 0 });

export function createProgressStore(options: ProgressStoreOptions = {}): ProgressStore {
  const throttleMs = options.throttleMs ?? PROGRESS_THROTTLE_MS;
  const durationMs = options.durationMs ?? PROGRESS_DURATION_MS;
  const now = options.now ?? (() => Date.now());
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));

  const transfers = new Set<{ loaded: number; total: number }>();
  let failed = false;
  let failureDrawn = false;
  let batch = 0;
  let batchStart = 0;
  /** The highest value given in the current batch. */
  let reached = 0;
  let snapshot: ProgressState = INITIAL;
  const listeners = new Set<() => void>();
  let lastPublished = -Infinity;
  let timer: unknown = null;

  function compute(): ProgressState {
    if (!transfers.size) return { active: false, value: batch > 0 ? 1 : 0, measured: false, failed, batch };
    let loaded = 0;
    let total = 0;
    for (const transfer of transfers) {
      if (transfer.total <= 0) continue;
      loaded += Math.min(transfer.loaded, transfer.total);
      total += transfer.total;
    }
    const measured = total > 0;
    const target = measured ? loaded / total : creep(now() - batchStart, durationMs);
    reached = Math.min(RUNNING_CEILING, Math.max(reached, target));
    return { active: true, value: reached, measured, failed, batch };
  }

  function same(a: ProgressState, b: ProgressState) {
    return (
      a.active === b.active &&
      a.value === b.value &&
      a.measured === b.measured &&
      a.failed === b.failed &&
      a.batch === b.batch
    );
  }

  function publish() {
    timer = null;
    lastPublished = now();
    const next = compute();
    // Time moves the bar while nothing measures it: look again after a throttle window.
    if (next.active && !next.measured && listeners.size) timer = setTimer(publish, throttleMs);
    if (same(next, snapshot)) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  }

  /** Publishes now, or once the throttle window has passed. */
  function changed() {
    // Nobody watching: keep the snapshot current without timers.
    if (!listeners.size) {
      snapshot = compute();
      return;
    }
    if (timer !== null) return;
    const wait = lastPublished + throttleMs - now();
    if (wait <= 0) publish();
    else timer = setTimer(publish, wait);
  }

  /**
   * A new batch after an idle moment starts from zero. It forgets the last batch's failure only once a
   * bar has drawn it (or when no bar watches): a retry that starts before the bar's next render, or
   * within the throttle window, would otherwise hide it.
   */
  function beginning() {
    if (transfers.size) return;
    if (failed && (failureDrawn || !listeners.size)) {
      failed = false;
      failureDrawn = false;
    }
    batch += 1;
    batchStart = now();
    reached = 0;
  }

  function startTransfer(): TransferTracker {
    beginning();
    const transfer = { loaded: 0, total: 0 };
    transfers.add(transfer);
    changed();
    return {
      progress(loaded, total) {
        if (!transfers.has(transfer)) return;
        transfer.loaded = loaded;
        transfer.total = total;
        changed();
      },
      end(outcome) {
        if (!transfers.delete(transfer)) return;
        if (outcome === 'failed') {
          failed = true;
          failureDrawn = false;
        }
        changed();
      },
    };
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      // A bar that appears mid-batch still sees the creep move.
      if (timer === null && transfers.size) timer = setTimer(publish, throttleMs);
      return () => {
        listeners.delete(listener);
        if (!listeners.size && timer !== null) {
          clearTimer(timer);
          timer = null;
        }
      };
    },
    start() {
      const transfer = startTransfer();
      return (outcome) => transfer.end(outcome);
    },
    startTransfer,
    startUpload: startTransfer,
    failureShown() {
      if (failed && !snapshot.active) failureDrawn = true;
    },
  };
}

/** The app's one store: http.ts feeds it, the layout's ProgressBar shows it. */
export const progress = createProgressStore();
