// The one place that talks to the API: a call goes over the wire (./httpWire.ts) with the session's
// token, refreshed when needed (./tokenRefresh.ts) and retried once on a 401, or takes an answer
// fetched ahead (./prefetch.ts); every call shows on the progress bar.
import { HttpError } from 'ra-core';
import { createAheadCache, type Ahead } from './prefetch';
import { progress, type TransferTracker } from './progress';
import { createTokenRefresh, REFRESH_MARGIN_MS } from './tokenRefresh';
import { hasUsableRefreshToken, isAccessTokenFresh, type TokenAnswer, type TokenStore } from './tokenStore';
import { buildUrl, createWire, outcomeOf, type HttpMethod, type RequestOptions } from './httpWire';

export {
  ACCEPT,
  API_PREFIX,
  buildQuery,
  buildUrl,
  outcomeOf,
  readBody,
  type HttpMethod,
  type Query,
  type RequestOptions,
} from './httpWire';
export { PREFETCH_KEEP_MS } from './prefetch';
export { REFRESH_MARGIN_MS } from './tokenRefresh';

export interface HttpClient {
  /** Sends one call and resolves with the parsed JSON answer (null when empty). */
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /** Refreshes the access token; concurrent callers share one refresh. */
  refresh(): Promise<void>;
  /**
   * Sends a signed-in GET ahead of the page that will ask for it: the first
   * identical GET (same address, same session) within PREFETCH_KEEP_MS takes
   * its answer instead of sending again. A write forgets what was fetched
   * ahead (it may have changed what the answer would be), and nothing is
   * fetched ahead while a write is unanswered. A new prefetch cancels the
   * ones no call has taken: the admin has gone on to another page.
   */
  prefetch(path: string, options?: Pick<RequestOptions, 'query'>): void;
  /**
   * Ends the signed-in session (logout): the stored tokens go at once, so no
   * new call sends them; the calls already sent with them get up to
   * SESSION_END_WAIT_MS to come back; then the server revokes the token. A
   * call answered after the revoke would fail with a 401, which the browser
   * logs as an error. A failing revoke is ignored: the local session ends.
   */
  endSession(): Promise<void>;
}

/** The message of a signed-in call not sent: another tab signed in since this tab's calls began. */
export const SIGNED_IN_ELSEWHERE = 'app.signed_in_elsewhere.message';

/** How long logout waits for the session's calls in flight before revoking its token. */
export const SESSION_END_WAIT_MS = 1_500;

export interface HttpClientOptions {
  /** API origin ('' = same origin), read on every call so a late config load applies. */
  getApiUrl: () => string;
  tokens: TokenStore;
  fetchFn?: typeof fetch;
  now?: () => number;
  /** Told after a refresh succeeded, e.g. to reschedule anything token-bound. */
  onRefresh?: (answer: TokenAnswer) => void;
  /** Told when a refresh was refused and the session ended. */
  onSessionEnd?: () => void;
  /** The interface language, sent as Accept-Language so server messages (field errors) come in it. */
  getLanguage?: () => string | undefined;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { getApiUrl, tokens } = options;
  const now = options.now ?? (() => Date.now());
  const wire = createWire(options);
  const tokenRefresh = createTokenRefresh({ ...options, wire, now });
  const { refresh } = tokenRefresh;
  const ahead = createAheadCache({
    now,
    keyOf(path, query) {
      const token = tokens.read()?.accessToken;
      return token ? `${buildUrl(getApiUrl(), path, query)} ${token}` : null;
    },
    send: (path, query, signal) => requestOnce('GET', path, { query, signal }),
  });

  /** The answer fetched ahead, as the call that took it: cancelled with it, sent again if it failed. */
  async function answerAhead<T>(
    early: Ahead,
    method: HttpMethod,
    path: string,
    opts: RequestOptions,
    transfer: TransferTracker,
  ): Promise<T> {
    const { signal } = opts;
    if (signal?.aborted) early.controller.abort();
    else signal?.addEventListener('abort', () => early.controller.abort(), { once: true });
    try {
      return (await early.answer) as T;
    } catch (error) {
      if (signal?.aborted) throw error;
      return requestOnce<T>(method, path, opts, transfer);
    }
  }

  /** Every call shows on the page-top progress bar until it ends. */
  async function request<T = unknown>(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<T> {
    const transfer = progress.startTransfer();
    const write = method !== 'GET';
    if (write) ahead.writing(1);
    try {
      const early = ahead.take(method, path, opts);
      const answer = early
        ? await answerAhead<T>(early, method, path, opts, transfer)
        : await requestOnce<T>(method, path, opts, transfer);
      transfer.end('done');
      return answer;
    } catch (error) {
      transfer.end(outcomeOf(error, opts));
      throw error;
    } finally {
      if (write) ahead.writing(-1);
    }
  }

  async function requestOnce<T>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions,
    transfer?: TransferTracker,
  ): Promise<T> {
    const parse = <R>(response: Response, path: string) => wire.parse<R>(response, path, transfer, opts.signal);
    const send = (bearer: string | null) => wire.send(method, path, opts, bearer);
    const mode = opts.auth ?? 'session';
    if (mode === 'none') return parse<T>(await send(null), path);

    if (mode === 'session') {
      // Wait for a refresh someone else started, then check our own need.
      const pending = tokenRefresh.pending();
      if (pending) await pending;
      const stored = sessionTokens();
      if (!isAccessTokenFresh(stored, now(), REFRESH_MARGIN_MS) && hasUsableRefreshToken(stored, now())) {
        await refresh();
      }
    }

    const sentWith = typeof mode === 'object' ? mode.bearer : (sessionTokens()?.accessToken ?? null);
    // No session at all (signed out in another tab, tokens cleared): the server's answer is known,
    // so the call fails here, as a 401, without a request the browser would log as failed.
    if (mode === 'session' && !sentWith)
      throw new HttpError('ra.auth.auth_check_error', 401, { message: 'Session expired.' });
    const response = await send(sentWith);
    if (response.status !== 401 || mode !== 'session') return parse<T>(response, path);

    // 401: refresh once (unless another call already replaced the token) and retry once.
    const latest = sessionTokens();
    if (latest?.accessToken && latest.accessToken !== sentWith) {
      return parse<T>(await send(latest.accessToken), path);
    }
    if (!hasUsableRefreshToken(latest, now())) return parse<T>(response, path);
    await response.body?.cancel().catch(() => undefined);
    await refresh();
    return parse<T>(await send(sessionTokens()?.accessToken ?? null), path);
  }

  /**
   * The stored tokens, for a signed-in call of this tab: read at each step of the call (before it, for its
   * retry), since another tab may sign in meanwhile. Its tokens may be another account's: nothing goes
   * with them from a page built for this one. Not a 401, which would sign the other tab out; no answer,
   * as when the network is down.
   */
  function sessionTokens() {
    if (tokens.signedInElsewhere()) throw new HttpError(SIGNED_IN_ELSEWHERE, 0, { message: SIGNED_IN_ELSEWHERE });
    return tokens.read();
  }

  async function endSession(): Promise<void> {
    // A refresh under way replaces the pair (the old access token stops working): the revoke needs the new one.
    await tokenRefresh.pending()?.catch(() => undefined);
    // Another tab's later sign-in is not this one's to revoke (the store keeps its tokens too).
    const bearer = tokens.signedInElsewhere() ? undefined : tokens.read()?.accessToken;
    tokens.clear();
    ahead.drop();
    if (!bearer) return;
    let waited: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.allSettled(wire.signedInFlight()),
      new Promise((resolve) => (waited = setTimeout(resolve, SESSION_END_WAIT_MS))),
    ]);
    clearTimeout(waited);
    await request('POST', 'oauth/revoke', { auth: { bearer } }).catch(() => undefined);
  }

  const client = {
    request,
    refresh,
    prefetch: (path: string, opts: Pick<RequestOptions, 'query'> = {}) => ahead.prefetch(path, opts.query),
    endSession,
  };
  appClient = client;
  return client;
}

let appClient: HttpClient | null = null;
/** The client the app made last (main.tsx makes one): for callers outside react-admin's providers, such as uploads. */
export const currentHttpClient = (): HttpClient | null => appClient;
