// Signed-in GETs sent ahead of the page that will ask for them, kept by address and session until the
// first identical call takes its answer (within PREFETCH_KEEP_MS). A write forgets them, and nothing is
// fetched ahead while a write is unanswered: the answer could be read before the write lands.
import type { HttpMethod, Query, RequestOptions } from './httpWire';

/** How long an answer fetched ahead waits for the call it was fetched for. */
export const PREFETCH_KEEP_MS = 3_000;

/** A GET sent ahead: its answer, when it left, and how to cancel it with the call that takes it. */
export interface Ahead {
  answer: Promise<unknown>;
  at: number;
  controller: AbortController;
}

export interface PrefetchOptions {
  now: () => number;
  /** The key of a signed-in GET: its address and session; null without a session. */
  keyOf: (path: string, query: Query | undefined) => string | null;
  /** Sends the GET once, cancelled by `signal`. */
  send: (path: string, query: Query | undefined, signal: AbortSignal) => Promise<unknown>;
}

export interface AheadCache {
  prefetch(path: string, query: Query | undefined): void;
  /** The answer fetched ahead for this call, taken once; undefined when none (or too old). A write drops all. */
  take(method: HttpMethod, path: string, opts: RequestOptions): Ahead | undefined;
  /** Forgets every answer fetched ahead, cancelling those still on their way. */
  drop(): void;
  /** A write starts or ends. */
  writing(delta: 1 | -1): void;
}

export function createAheadCache({ now, keyOf, send }: PrefetchOptions): AheadCache {
  const ahead = new Map<string, Ahead>();
  let writesInFlight = 0;

  function drop(): void {
    for (const kept of ahead.values()) kept.controller.abort();
    ahead.clear();
  }

  return {
    prefetch(path, query) {
      const key = keyOf(path, query);
      if (!key || ahead.has(key) || writesInFlight > 0) return;
      // The page these were fetched for has been left before it asked: the server need not finish them.
      drop();
      const controller = new AbortController();
      const answer = send(path, query, controller.signal);
      // A failure is the real call's to meet (it sends again); nothing to report here.
      answer.catch(() => undefined);
      ahead.set(key, { answer, at: now(), controller });
    },
    take(method, path, opts) {
      if (method !== 'GET') {
        drop();
        return undefined;
      }
      if (ahead.size === 0 || (opts.auth ?? 'session') !== 'session') return undefined;
      const key = keyOf(path, opts.query);
      const kept = key ? ahead.get(key) : undefined;
      if (!kept || !key) return undefined;
      ahead.delete(key);
      if (now() - kept.at <= PREFETCH_KEEP_MS) return kept;
      kept.controller.abort();
      return undefined;
    },
    drop,
    writing(delta) {
      writesInFlight += delta;
    },
  };
}
