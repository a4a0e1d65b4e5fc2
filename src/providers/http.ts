// The one place that talks to the API: URL building, headers, JSON parsing,
// error mapping to ra-core's HttpError, and access-token refresh.
import { HttpError } from 'ra-core';
import { progress, type Outcome, type TransferTracker } from './progress';
import { hasUsableRefreshToken, isAccessTokenFresh, type TokenAnswer, type TokenStore } from './tokenStore';
import { fetchWithUploadProgress } from './uploadProgress';

export const API_PREFIX = '/api/v1/';
export const ACCEPT = 'application/json, text/plain, */*';
/** Refresh ahead of expiry so a call does not race the token's end. */
export const REFRESH_MARGIN_MS = 30_000;

/** Query parameters: scalars, arrays (comma-joined) or empty values (dropped). */
export type Query = Record<string, unknown>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * 'session' (default): bearer token, refreshed when needed and retried once on 401.
   * 'none': no bearer token (login, refresh).
   * { bearer }: that token as is, no refresh (the revoke at logout, the stored tokens already gone).
   */
  auth?: 'session' | 'none' | { bearer: string };
  /** With a FormData body: told the bytes sent so far of the total (0: unknown); the call then runs over XMLHttpRequest. */
  onUploadProgress?: (loaded: number, total: number) => void;
}

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

/** How long logout waits for the session's calls in flight before revoking its token. */
export const SESSION_END_WAIT_MS = 1_500;

/** How long an answer fetched ahead waits for the call it was fetched for. */
export const PREFETCH_KEEP_MS = 3_000;

/** A GET sent ahead: its answer, when it left, and how to cancel it with the call that takes it. */
interface Ahead {
  answer: Promise<unknown>;
  at: number;
  controller: AbortController;
}

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

/** Query string from a plain object: empty values dropped, arrays comma-joined. */
export function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.append(key, value.map(String).join(','));
    } else if (typeof value === 'object') {
      params.append(key, JSON.stringify(value));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function buildUrl(apiUrl: string, path: string, query?: Query): string {
  const origin = apiUrl.replace(/\/+$/, '');
  return `${origin}${API_PREFIX}${path.replace(/^\/+/, '')}${buildQuery(query)}`;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function errorMessage(body: unknown, text: string, response: Response): string {
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    return (body as { message: string }).message;
  }
  const plain = text.trim();
  if (plain && plain.length < 300 && !plain.startsWith('<')) return plain;
  return response.statusText || `HTTP error ${response.status}`;
}

/**
 * The server sends each field error as text and as its message key with
 * arguments (`issues`). Forms get the key, in the form react-admin's own
 * validators use (a prefixed JSON string, since react-hook-form keeps strings),
 * so the error is translated when shown and follows a language switch.
 */
const RA_ERROR_PREFIX = '@@react-admin@@';
function withTranslatableErrors(body: Record<string, unknown>): Record<string, unknown> {
  const issues = body.issues;
  if (!issues || typeof issues !== 'object') return body;
  const errors = Object.fromEntries(
    Object.entries(issues as Record<string, unknown>).map(([field, issue]) => [
      field,
      `${RA_ERROR_PREFIX}${JSON.stringify(issue)}`,
    ]),
  );
  return { ...body, errors };
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return !!signal?.aborted || (error instanceof Error && error.name === 'AbortError');
}

/**
 * How a call counts on the progress bar. Cancelled (aborted) calls never fail
 * it. Failed: no answer (network), an answer that is not JSON, and every error
 * status except a 401 of a signed-in call, which the refresh could not cure:
 * the session is over and the login page says so.
 */
export function outcomeOf(error: unknown, opts: Pick<RequestOptions, 'signal' | 'auth'> = {}): Outcome {
  if (isAbort(error, opts.signal)) return 'cancelled';
  if (error instanceof HttpError && error.status === 401 && (opts.auth ?? 'session') !== 'none') return 'done';
  return 'failed';
}

/**
 * The answer's text. With a Content-Length, the body is read as a stream and
 * the bytes received go to the progress bar as they come.
 */
export async function readBody(response: Response, transfer?: TransferTracker): Promise<string> {
  const total = Number(response.headers.get('Content-Length'));
  if (!transfer || !response.body || !(total > 0)) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let loaded = 0;
  transfer.progress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    loaded += value.byteLength;
    text += decoder.decode(value, { stream: true });
    // A compressed answer's length counts compressed bytes: never past the end.
    transfer.progress(Math.min(loaded, total), total);
  }
  return text + decoder.decode();
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { getApiUrl, tokens, onRefresh, onSessionEnd, getLanguage } = options;
  const now = options.now ?? (() => Date.now());
  // Resolved lazily so tests (and late polyfills) can replace the global fetch.
  const fetchFn: typeof fetch = options.fetchFn ?? ((input, init) => fetch(input, init));

  // The refresh in flight, shared by every caller that needs a new token.
  let refreshing: Promise<void> | null = null;
  // Calls sent with a bearer token and not yet answered (until their headers arrive).
  const signedInFlight = new Set<Promise<unknown>>();

  async function send(
    method: HttpMethod,
    path: string,
    opts: RequestOptions,
    bearer: string | null,
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: ACCEPT };
    const language = getLanguage?.();
    if (language) headers['Accept-Language'] = language;
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    let body: BodyInit | undefined;
    if (opts.body !== undefined) {
      if (typeof FormData !== 'undefined' && opts.body instanceof FormData) {
        body = opts.body; // the browser sets the multipart boundary itself
      } else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(opts.body);
      }
    }
    try {
      const url = buildUrl(getApiUrl(), path, opts.query);
      const init = { method, headers, body, signal: opts.signal };
      const sent =
        opts.onUploadProgress && typeof FormData !== 'undefined' && opts.body instanceof FormData
          ? fetchWithUploadProgress(url, init, opts.onUploadProgress)
          : fetchFn(url, init);
      if (bearer) {
        signedInFlight.add(sent);
        const done = () => signedInFlight.delete(sent);
        sent.then(done, done);
      }
      return await sent;
    } catch (error) {
      // Cancellation is not a failure: react-admin ignores AbortErrors.
      if (isAbort(error, opts.signal)) throw error;
      throw new HttpError('ra.notification.http_error', 0, {
        message: 'Network error: the server could not be reached.',
      });
    }
  }

  async function parseAnswer<T>(
    response: Response,
    path: string,
    transfer?: TransferTracker,
    signal?: AbortSignal,
  ): Promise<T> {
    let text: string;
    try {
      text = await readBody(response, transfer);
    } catch (error) {
      if (isAbort(error, signal)) throw error;
      throw new HttpError('ra.notification.http_error', 0, { message: 'Network error: the answer was cut off.' });
    }
    const parsed = parseJson(text);
    if (response.ok) {
      if (!parsed.ok)
        throw new HttpError(`Invalid answer from ${path}: not JSON`, response.status, { message: text.slice(0, 200) });
      return parsed.value as T;
    }
    const json =
      parsed.ok && parsed.value && typeof parsed.value === 'object' ? (parsed.value as Record<string, unknown>) : null;
    const message = errorMessage(json, text, response);
    // react-admin shows body.errors on the form fields.
    throw new HttpError(message, response.status, json ? withTranslatableErrors(json) : { message });
  }

  /**
   * Tabs share the tokens (cookies and local storage) and the server treats a
   * refresh token used twice as theft: one refresh at a time across tabs
   * (Web Locks), and a tab that waited takes the token the other one got.
   */
  async function doRefresh(): Promise<void> {
    const startedWith = tokens.read()?.refreshToken;
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return refreshNow();
    return locks.request('marketplace-admin.token-refresh', async () => {
      const latest = tokens.read();
      if (
        latest?.refreshToken &&
        latest.refreshToken !== startedWith &&
        isAccessTokenFresh(latest, now(), REFRESH_MARGIN_MS)
      )
        return;
      await refreshNow();
    });
  }

  async function refreshNow(): Promise<void> {
    const current = tokens.read();
    const refreshToken = hasUsableRefreshToken(current, now()) ? current?.refreshToken : null;
    if (!refreshToken) {
      tokens.clear();
      onSessionEnd?.();
      throw new HttpError('ra.auth.auth_check_error', 401, { message: 'Session expired.' });
    }
    let answer: { data?: TokenAnswer } | null;
    try {
      const response = await send('POST', 'admin/refresh_tokens', { body: { refresh_token: refreshToken } }, null);
      answer = await parseAnswer<{ data?: TokenAnswer } | null>(response, 'admin/refresh_tokens');
    } catch (error) {
      // A network failure says nothing about the session: keep the tokens.
      if (error instanceof HttpError && error.status === 0) throw error;
      tokens.clear();
      onSessionEnd?.();
      throw new HttpError('ra.auth.auth_check_error', 401, { message: 'Session expired.' });
    }
    if (!answer?.data?.access_token) {
      tokens.clear();
      onSessionEnd?.();
      throw new HttpError('ra.auth.auth_check_error', 401, { message: 'Session expired.' });
    }
    tokens.save(answer.data, now());
    onRefresh?.(answer.data);
  }

  function refresh(): Promise<void> {
    if (!refreshing) {
      refreshing = doRefresh().finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  // Signed-in GETs sent ahead, by address and session, until their call takes them.
  const ahead = new Map<string, Ahead>();
  // Writes sent and not yet answered: nothing is fetched ahead meanwhile, as the answer could be read
  // before the write lands.
  let writesInFlight = 0;
  const aheadKey = (path: string, query: Query | undefined) => {
    const token = tokens.read()?.accessToken;
    return token ? `${buildUrl(getApiUrl(), path, query)} ${token}` : null;
  };

  function prefetch(path: string, opts: Pick<RequestOptions, 'query'> = {}): void {
    const key = aheadKey(path, opts.query);
    if (!key || ahead.has(key) || writesInFlight > 0) return;
    // The page these were fetched for has been left before it asked: the server need not finish them.
    dropAhead();
    const controller = new AbortController();
    const answer = requestOnce('GET', path, { query: opts.query, signal: controller.signal });
    // A failure is the real call's to meet (it sends again); nothing to report here.
    answer.catch(() => undefined);
    ahead.set(key, { answer, at: now(), controller });
  }

  /** Forgets every answer fetched ahead, cancelling those still on their way. */
  function dropAhead(): void {
    for (const kept of ahead.values()) kept.controller.abort();
    ahead.clear();
  }

  /** The answer fetched ahead for this call, taken once; undefined when there is none (or it is too old). */
  function takeAhead(method: HttpMethod, path: string, opts: RequestOptions): Ahead | undefined {
    if (method !== 'GET') {
      dropAhead();
      return undefined;
    }
    if (ahead.size === 0 || (opts.auth ?? 'session') !== 'session') return undefined;
    const key = aheadKey(path, opts.query);
    const kept = key ? ahead.get(key) : undefined;
    if (!kept || !key) return undefined;
    ahead.delete(key);
    if (now() - kept.at <= PREFETCH_KEEP_MS) return kept;
    kept.controller.abort();
    return undefined;
  }

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
    if (write) writesInFlight += 1;
    try {
      const early = takeAhead(method, path, opts);
      const answer = early
        ? await answerAhead<T>(early, method, path, opts, transfer)
        : await requestOnce<T>(method, path, opts, transfer);
      transfer.end('done');
      return answer;
    } catch (error) {
      transfer.end(outcomeOf(error, opts));
      throw error;
    } finally {
      if (write) writesInFlight -= 1;
    }
  }

  async function requestOnce<T>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions,
    transfer?: TransferTracker,
  ): Promise<T> {
    const parse = <R>(response: Response, path: string) => parseAnswer<R>(response, path, transfer, opts.signal);
    const mode = opts.auth ?? 'session';
    if (mode === 'none') return parse<T>(await send(method, path, opts, null), path);

    if (mode === 'session') {
      // Wait for a refresh someone else started, then check our own need.
      if (refreshing) await refreshing;
      const stored = tokens.read();
      if (!isAccessTokenFresh(stored, now(), REFRESH_MARGIN_MS) && hasUsableRefreshToken(stored, now())) {
        await refresh();
      }
    }

    const sentWith = typeof mode === 'object' ? mode.bearer : (tokens.read()?.accessToken ?? null);
    // No session at all (signed out in another tab, tokens cleared): the server's answer is known,
    // so the call fails here, as a 401, without a request the browser would log as failed.
    if (mode === 'session' && !sentWith)
      throw new HttpError('ra.auth.auth_check_error', 401, { message: 'Session expired.' });
    const response = await send(method, path, opts, sentWith);
    if (response.status !== 401 || mode !== 'session') return parse<T>(response, path);

    // 401: refresh once (unless another call already replaced the token) and retry once.
    const latest = tokens.read();
    if (latest?.accessToken && latest.accessToken !== sentWith) {
      return parse<T>(await send(method, path, opts, latest.accessToken), path);
    }
    if (!hasUsableRefreshToken(latest, now())) return parse<T>(response, path);
    await response.body?.cancel().catch(() => undefined);
    await refresh();
    return parse<T>(await send(method, path, opts, tokens.read()?.accessToken ?? null), path);
  }

  async function endSession(): Promise<void> {
    // A refresh under way replaces the pair (the old access token stops working): the revoke needs the new one.
    if (refreshing) await refreshing.catch(() => undefined);
    const bearer = tokens.read()?.accessToken;
    tokens.clear();
    dropAhead();
    if (!bearer) return;
    let waited: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.allSettled([...signedInFlight]),
      new Promise((resolve) => (waited = setTimeout(resolve, SESSION_END_WAIT_MS))),
    ]);
    clearTimeout(waited);
    await request('POST', 'oauth/revoke', { auth: { bearer } }).catch(() => undefined);
  }

  const client = { request, refresh, prefetch, endSession };
  appClient = client;
  return client;
}

let appClient: HttpClient | null = null;
/** The client the app made last (main.tsx makes one): for callers outside react-admin's providers, such as uploads. */
export const currentHttpClient = (): HttpClient | null => appClient;
