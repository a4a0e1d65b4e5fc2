// What the page-top progress bar shows: whether API requests are under way,
// how far the running uploads are, and whether the last batch failed. Changes
// reach the bar at most every 200 ms, so a burst of calls does not re-render
// it dozens of times.

export type Outcome = 'done' | 'failed' | 'cancelled';

export interface ProgressState {
  /** Requests or uploads are under way. */
  active: boolean;
  /** 0..1 while an upload with a known size runs; null otherwise (the bar runs without a value). */
  value: number | null;
  /** A request of the current or last batch failed (a cancelled one does not count). */
  failed: boolean;
}

export interface UploadTracker {
  /** Bytes sent so far of `total` (0: unknown). */
  progress(loaded: number, total: number): void;
  end(outcome: Outcome): void;
}

export interface ProgressStore {
  getSnapshot(): ProgressState;
  subscribe(listener: () => void): () => void;
  /** One request started; call the returned function once with how it ended. */
  start(): (outcome: Outcome) => void;
  /** An upload whose progress is known. */
  startUpload(): UploadTracker;
}

export interface ProgressStoreOptions {
  throttleMs?: number;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export const PROGRESS_THROTTLE_MS = 200;
const IDLE: ProgressState = Object.freeze({ active: false, value: null, failed: false });

export function createProgressStore(options: ProgressStoreOptions = {}): ProgressStore {
  const throttleMs = options.throttleMs ?? PROGRESS_THROTTLE_MS;
  const now = options.now ?? (() => Date.now());
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));

  let requests = 0;
  const uploads = new Set<{ loaded: number; total: number }>();
  let failed = false;
  let snapshot: ProgressState = IDLE;
  const listeners = new Set<() => void>();
  let lastPublished = -Infinity;
  let timer: unknown = null;

  function compute(): ProgressState {
    const active = requests > 0 || uploads.size > 0;
    let loaded = 0;
    let total = 0;
    for (const upload of uploads) {
      if (upload.total <= 0) continue;
      loaded += Math.min(upload.loaded, upload.total);
      total += upload.total;
    }
    return { active, value: uploads.size && total ? loaded / total : null, failed };
  }

  function publish() {
    timer = null;
    lastPublished = now();
    const next = compute();
    if (next.active === snapshot.active && next.value === snapshot.value && next.failed === snapshot.failed) return;
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

  /** A new batch after an idle moment forgets the last batch's failure. */
  function beginning() {
    if (requests === 0 && uploads.size === 0) failed = false;
  }

  function ending(outcome: Outcome) {
    if (outcome === 'failed') failed = true;
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (!listeners.size && timer !== null) {
          clearTimer(timer);
          timer = null;
        }
      };
    },
    start() {
      beginning();
      requests++;
      changed();
      let ended = false;
      return (outcome) => {
        if (ended) return;
        ended = true;
        requests--;
        ending(outcome);
        changed();
      };
    },
    startUpload() {
      beginning();
      const upload = { loaded: 0, total: 0 };
      uploads.add(upload);
      changed();
      return {
        progress(loaded, total) {
          if (!uploads.has(upload)) return;
          upload.loaded = loaded;
          upload.total = total;
          changed();
        },
        end(outcome) {
          if (!uploads.delete(upload)) return;
          ending(outcome);
          changed();
        },
      };
    },
  };
}

/** The app's one store: http.ts feeds it, the layout's ProgressBar shows it. */
export const progress = createProgressStore();
