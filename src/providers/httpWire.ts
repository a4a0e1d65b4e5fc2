// The API's wire: addresses, headers and bodies of a call, and its answer read as JSON or as an
// HttpError that react-admin understands (field errors as translatable keys).
import { HttpError } from 'ra-core';
import type { Outcome, TransferTracker } from './progress';
import { fetchWithUploadProgress } from './uploadProgress';

export const API_PREFIX = '/api/v1/';
export const ACCEPT = 'application/json, text/plain, */*';
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

export function isAbort(error: unknown, signal?: AbortSignal): boolean {
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

export interface WireOptions {
  /** API origin ('' = same origin), read on every call so a late config load applies. */
  getApiUrl: () => string;
  fetchFn?: typeof fetch;
  /** The interface language, sent as Accept-Language so server messages (field errors) come in it. */
  getLanguage?: () => string | undefined;
}

export interface Wire {
  /** Sends one call with `bearer` (none: unsigned); a network failure is an HttpError of status 0. */
  send(method: HttpMethod, path: string, opts: RequestOptions, bearer: string | null): Promise<Response>;
  /** The answer's JSON, or its error as an HttpError. */
  parse<T>(response: Response, path: string, transfer?: TransferTracker, signal?: AbortSignal): Promise<T>;
  /** Calls sent with a bearer token and not yet answered (until their headers arrive). */
  signedInFlight(): Promise<unknown>[];
}

export function createWire(options: WireOptions): Wire {
  const { getApiUrl, getLanguage } = options;
  // Resolved lazily so tests (and late polyfills) can replace the global fetch.
  const fetchFn: typeof fetch = options.fetchFn ?? ((input, init) => fetch(input, init));
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

  return { send, parse: parseAnswer, signedInFlight: () => [...signedInFlight] };
}
