// @vitest-environment jsdom
// The API reference page (src/apiDocs/showApiDocs.ts): what it says of the session, and the token each
// "Try it out" call carries: the stored one while fresh, a refreshed one when it is about to expire and
// the refresh token still holds, none signed out; the document itself is asked without one.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredTokens, TokenStore } from '../../src/providers/tokenStore';

const swagger = vi.hoisted(() => ({ options: [] as { requestInterceptor?: (r: Request) => Promise<Request> }[] }));
type Request = { url: string; headers: Record<string, string> };
vi.mock('swagger-ui-dist/swagger-ui-es-bundle.js', () => ({
  default: (options: (typeof swagger.options)[number]) => swagger.options.push(options),
}));
vi.mock('swagger-ui-dist/swagger-ui.css', () => ({}));

const { showApiDocs } = await import('../../src/apiDocs/showApiDocs');

const NOW = 1_800_000_000_000;
const MINUTE = 60_000;

/** A token store holding `tokens`; a refresh replaces the access token with `refreshed`. */
function session(tokens: StoredTokens | null) {
  let held = tokens;
  const store: TokenStore = {
    save: () => undefined,
    read: () => held,
    clear: () => (held = null),
    signedInElsewhere: () => false,
  };
  const refresh = vi.fn(async () => {
    held = { ...held!, accessToken: 'refreshed', accessExpiresAt: NOW + 15 * MINUTE };
  });
  return { store, refresh };
}

async function open(tokens: StoredTokens | null) {
  const { store, refresh } = session(tokens);
  const root = document.createElement('div');
  await showApiDocs(root, { http: { refresh }, tokens: store, apiUrl: '', now: () => NOW });
  const call = (url: string) => swagger.options.at(-1)!.requestInterceptor!({ url, headers: {} });
  return { root, refresh, call };
}

const held = (accessExpiresAt: number, refreshExpiresAt: number | null = NOW + 60 * MINUTE): StoredTokens => ({
  accessToken: 'stored',
  accessExpiresAt,
  refreshToken: 'refresh',
  refreshExpiresAt,
});

beforeEach(() => {
  swagger.options = [];
});

describe('the API reference page', () => {
  it('sends a fresh session token with each call, and none with the document', async () => {
    const { root, refresh, call } = await open(held(NOW + 10 * MINUTE));
    expect(root.querySelector('[data-api-docs-session]')?.getAttribute('data-api-docs-session')).toBe('signed-in');
    expect((await call('/api/v1/admin/jobs')).headers.Authorization).toBe('Bearer stored');
    expect((await call('/api/v1/openapi.json')).headers.Authorization).toBeUndefined();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes an access token about to expire before the call, while the refresh token holds', async () => {
    const { refresh, call } = await open(held(NOW + 10_000));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect((await call('/api/v1/admin/jobs')).headers.Authorization).toBe('Bearer refreshed');
  });

  it('counts a session whose tokens have both expired as signed out: no dead token is sent', async () => {
    const { root, refresh, call } = await open(held(NOW - MINUTE, NOW - MINUTE));
    expect(refresh).not.toHaveBeenCalled();
    expect(root.querySelector('[data-api-docs-session]')?.getAttribute('data-api-docs-session')).toBe('signed-out');
    expect((await call('/api/v1/admin/jobs')).headers.Authorization).toBeUndefined();
  });

  it('counts a session whose refresh fails as signed out once its access token has expired', async () => {
    const { store } = session(held(NOW - MINUTE));
    const refresh = vi.fn(async () => Promise.reject(new Error('offline')));
    const root = document.createElement('div');
    await showApiDocs(root, { http: { refresh }, tokens: store, apiUrl: '', now: () => NOW });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(root.querySelector('[data-api-docs-session]')?.getAttribute('data-api-docs-session')).toBe('signed-out');
  });

  it('signed out, says how to sign in and sends no token', async () => {
    const { root, call } = await open(null);
    expect(root.querySelector('[data-api-docs-session]')?.getAttribute('data-api-docs-session')).toBe('signed-out');
    expect(root.textContent).toContain('/login');
    expect((await call('/api/v1/admin/jobs')).headers.Authorization).toBeUndefined();
  });
});
