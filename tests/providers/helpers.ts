// Test doubles for the providers: a scripted fetch that records every call.
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  url: URL;
  path: string;
  headers: Headers;
  body: unknown;
}

export type Route = (call: RecordedCall) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch double; `path` is the URL path without the /api/v1/ prefix. */
export function fakeFetch(route: Route) {
  const calls: RecordedCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const raw = init?.body;
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      url,
      path: url.pathname.replace(/^\/api\/v1\//, ''),
      headers: new Headers(init?.headers),
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    };
    calls.push(call);
    return route(call);
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

/**
 * One turn of the event loop: the fakes here answer in promise callbacks alone, so whatever they were
 * asked meanwhile has been answered (or is held on purpose). An order, not a time.
 */
export const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Removes every cookie visible to the page. */
export function clearAllCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}
