// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FunctionType } from '../../src/engine/permissions';
import {
  LOGIN_FAILED,
  PERMISSIONS_KEY,
  createAuthProvider,
  grantsFromDetail,
  holdsSession,
  privilegeForAction,
} from '../../src/providers/authProvider';
import { SESSION_END_WAIT_MS, SIGNED_IN_ELSEWHERE, createHttpClient } from '../../src/providers/http';
import {
  SIGN_IN_KEY,
  TOKEN_KEYS,
  forgetTabSignIn,
  readTokens,
  saveTokens,
  tokenStore,
} from '../../src/providers/tokenStore';
import { clearAllCookies, fakeFetch, json, tick, type Route } from './helpers';

const RESOURCES: Record<string, FunctionType> = { cities: 'MASTER', companies: 'COMPANIES', jobs: 'JOBS' };

const DETAIL = {
  data: {
    id: 7,
    name: 'Moderator',
    functions: [
      { function: { type: 'MASTER' }, privileges: ['VIEW', 'CREATE', 'UPDATE'] },
      { function: { type: 'COMPANIES' }, privileges: ['VIEW'] },
      { function: { type: 'NOT_A_TYPE' }, privileges: ['VIEW'] },
    ],
  },
};

/** The API as the auth provider sees it. */
const api: Route = async (call) => {
  switch (`${call.method} ${call.path}`) {
    case 'POST admin/oauth/token': {
      const body = call.body as { email: string; password: string };
      if (body.email === 'admin@example.test' && body.password === 'secret') {
        return json(200, {
          data: { access_token: 'acc-1', token_type: 'Bearer', expires_in: 3600, refresh_token: 'ref-1' },
        });
      }
      return json(401, { message: 'Invalid credentials' });
    }
    case 'POST oauth/revoke':
      return json(200, { data: null });
    case 'GET user':
      await tick();
      return json(200, { data: { id: 3, name: 'Ada Admin', email: 'admin@example.test', permission_id: 7 } });
    case 'GET admin/permissions/7/detail':
      await tick();
      return json(200, DETAIL);
    default:
      return json(404, { message: 'Not found' });
  }
};

function setup(route: Route = api) {
  const fake = fakeFetch(route);
  const http = createHttpClient({ getApiUrl: () => '', tokens: tokenStore, fetchFn: fake.fn });
  const auth = createAuthProvider({ http, tokens: tokenStore, resolvePermission: (resource) => RESOURCES[resource] });
  return { auth, http, calls: fake.calls };
}

/** The API, with the answer to one path held until `answer` is called. */
function holding(path: string) {
  let answer: (response: Response) => void = () => undefined;
  const route: Route = (call) =>
    call.path === path ? new Promise<Response>((resolve) => (answer = resolve)) : api(call);
  return { route, answer: (response: Response) => answer(response) };
}

/** After the call held, the revoke went, with that bearer token, and nothing is stored any more. */
function expectRevokedAfter(calls: { path: string; headers: Headers }[], held: string, token: string) {
  expect(calls.map((c) => c.path)).toEqual([held, 'oauth/revoke']);
  expect(calls[1].headers.get('Authorization')).toBe(`Bearer ${token}`);
  expect(readTokens()).toBeNull();
}

const signIn = () => tokenStore.save({ access_token: 'acc-1', expires_in: 3600, refresh_token: 'ref-1' });

afterEach(() => {
  clearAllCookies();
  localStorage.clear();
  forgetTabSignIn();
});

describe('login', () => {
  it('posts the password grant and stores the tokens', async () => {
    const { auth, calls } = setup();
    await auth.login({ email: 'admin@example.test', password: 'secret' });
    expect(calls[0].url.pathname).toBe('/api/v1/admin/oauth/token');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].body).toEqual({ grant_type: 'password', email: 'admin@example.test', password: 'secret' });
    expect(calls[0].headers.has('Authorization')).toBe(false);
    expect(readTokens()).toMatchObject({ accessToken: 'acc-1', refreshToken: 'ref-1' });
    expect(localStorage.getItem(TOKEN_KEYS.strategy)).toBe('local');
  });

  it('rejects wrong credentials with the app.login.failed key', async () => {
    const { auth } = setup();
    await expect(auth.login({ email: 'admin@example.test', password: 'wrong' })).rejects.toThrow(LOGIN_FAILED);
    expect(LOGIN_FAILED).toBe('app.login.failed');
    expect(readTokens()).toBeNull();
  });

  it('keeps other failures as they are', async () => {
    const { auth } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(auth.login({ email: 'a', password: 'b' })).rejects.toMatchObject({ status: 0 });
  });
});

describe('a sign-in made in another tab', () => {
  /** Another tab's login: its tokens in the cookies every tab reads, under its own mark. */
  function signInElsewhere() {
    saveTokens({ access_token: 'acc-other', expires_in: 3600, refresh_token: 'ref-other' });
    localStorage.setItem(SIGN_IN_KEY, 'other');
  }

  it('gets nothing sent from this page, and is neither revoked nor cleared by its sign-out', async () => {
    const { auth, http, calls } = setup();
    await auth.login({ email: 'admin@example.test', password: 'secret' });
    await auth.getIdentity!();
    signInElsewhere();
    const before = calls.length;

    await expect(http.request('GET', 'admin/companies')).rejects.toMatchObject({
      status: 0,
      message: SIGNED_IN_ELSEWHERE,
    });
    await auth.logout({});
    expect(calls.slice(before)).toEqual([]);
    expect(readTokens()?.accessToken).toBe('acc-other');
    expect(localStorage.getItem(SIGN_IN_KEY)).toBe('other');
  });

  it('made while a call of this page is under way gets no retry of that call', async () => {
    const { auth, http, calls } = setup(async (call) => {
      if (call.path !== 'admin/companies') return api(call);
      // Refused as the other tab's login replaces the tokens: the retry would carry the new ones.
      signInElsewhere();
      return json(401, { message: 'Unauthenticated' });
    });
    await auth.login({ email: 'admin@example.test', password: 'secret' });
    await expect(http.request('GET', 'admin/companies')).rejects.toMatchObject({ status: 0 });
    expect(calls.filter((c) => c.path === 'admin/companies')).toHaveLength(1);
    expect(readTokens()?.accessToken).toBe('acc-other');
  });

  it('is this tab’s to use once it signs in again here', async () => {
    const { auth, http, calls } = setup();
    await auth.login({ email: 'admin@example.test', password: 'secret' });
    signInElsewhere();
    await auth.login({ email: 'admin@example.test', password: 'secret' });
    await http.request('GET', 'user');
    expect(calls.at(-1)?.headers.get('Authorization')).toBe('Bearer acc-1');
  });
});

describe('logout', () => {
  it('revokes the token, clears tokens and cached permissions and identity', async () => {
    signIn();
    const { auth, calls } = setup();
    await auth.getPermissions!({});
    await auth.getIdentity!();
    expect(localStorage.getItem(PERMISSIONS_KEY)).not.toBeNull();

    await auth.logout({});
    const revoke = calls.find((c) => c.path === 'oauth/revoke');
    expect(revoke?.method).toBe('POST');
    expect(revoke?.headers.get('Authorization')).toBe('Bearer acc-1');
    expect(readTokens()).toBeNull();
    expect(document.cookie).not.toContain('auth_admin.');
    expect(localStorage.getItem(PERMISSIONS_KEY)).toBeNull();

    // A new session loads its own permissions and identity.
    signIn();
    const before = calls.length;
    await auth.getPermissions!({});
    await auth.getIdentity!();
    expect(calls.slice(before).map((c) => c.path)).toEqual(['user', 'admin/permissions/7/detail']);
  });

  it('ignores a failing revoke', async () => {
    signIn();
    const { auth } = setup(() => json(500, { message: 'boom' }));
    await expect(auth.logout({})).resolves.toBeUndefined();
    expect(readTokens()).toBeNull();
  });

  it('lets the calls in flight come back before revoking, and sends no new call meanwhile', async () => {
    signIn();
    const jobsHeld = holding('jobs');
    const { auth, http, calls } = setup(jobsHeld.route);
    const jobs = http.request('GET', 'jobs');
    await tick();
    const loggingOut = auth.logout({});
    await tick();
    // The tokens are gone at once: a call started now fails here, without a request.
    await expect(http.request('GET', 'user')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.path)).toEqual(['jobs']);
    // The revoke waits for the call sent with the token.
    jobsHeld.answer(json(200, { data: [] }));
    await expect(jobs).resolves.toEqual({ data: [] });
    await loggingOut;
    expectRevokedAfter(calls, 'jobs', 'acc-1');
  });

  it('lets a refresh under way finish and revokes with the token it brought', async () => {
    signIn();
    const refreshHeld = holding('admin/refresh_tokens');
    const { auth, http, calls } = setup(refreshHeld.route);
    const refreshed = http.refresh();
    await tick();
    const loggingOut = auth.logout({});
    await tick();
    expect(calls.map((c) => c.path)).toEqual(['admin/refresh_tokens']);
    refreshHeld.answer(
      json(200, { data: { access_token: 'acc-2', token_type: 'Bearer', expires_in: 3600, refresh_token: 'ref-2' } }),
    );
    await refreshed;
    await loggingOut;
    expectRevokedAfter(calls, 'admin/refresh_tokens', 'acc-2');
  });

  it('revokes after a while whatever is still in flight', async () => {
    signIn();
    const { auth, http, calls } = setup((call) =>
      call.path === 'upload' ? new Promise<Response>(() => undefined) : api(call),
    );
    vi.useFakeTimers();
    try {
      void http.request('POST', 'upload', { body: {} }).catch(() => undefined);
      await vi.advanceTimersByTimeAsync(10);
      const loggingOut = auth.logout({});
      await vi.advanceTimersByTimeAsync(SESSION_END_WAIT_MS - 100);
      expect(calls.map((c) => c.path)).toEqual(['upload']);
      await vi.advanceTimersByTimeAsync(200);
      await loggingOut;
      expect(calls.map((c) => c.path)).toEqual(['upload', 'oauth/revoke']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('makes no call without a token', async () => {
    const { auth, calls } = setup();
    await auth.logout({});
    expect(calls).toHaveLength(0);
  });
});

describe('checkAuth and checkError', () => {
  it('rejects without a token, quietly', async () => {
    const { auth } = setup();
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('accepts a fresh access token or a usable refresh token', async () => {
    const { auth } = setup();
    signIn();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    tokenStore.save({ access_token: 'old', expires_in: 60, refresh_token: 'ref' }, Date.now() - 3_600_000);
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('rejects an expired access token without a refresh token', async () => {
    const { auth } = setup();
    tokenStore.save({ access_token: 'old', expires_in: 60 }, Date.now() - 3_600_000);
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('logs out on 401 only: a 403 fails its call and the session goes on', async () => {
    const { auth } = setup();
    await expect(auth.checkError({ status: 401 })).rejects.toBeDefined();
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 404 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 422 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 0 })).resolves.toBeUndefined();
    await expect(auth.checkError(new Error('x'))).resolves.toBeUndefined();
  });
});

describe('holdsSession', () => {
  // The router reads it synchronously to send a guest's link straight to the login page.
  it('holds with a fresh access token or a usable refresh token, not without', () => {
    expect(holdsSession(tokenStore)).toBe(false);
    signIn();
    expect(holdsSession(tokenStore)).toBe(true);
    tokenStore.save({ access_token: 'old', expires_in: 60, refresh_token: 'ref' }, Date.now() - 3_600_000);
    expect(holdsSession(tokenStore)).toBe(true);
    tokenStore.clear();
    tokenStore.save({ access_token: 'old', expires_in: 60 }, Date.now() - 3_600_000);
    expect(holdsSession(tokenStore)).toBe(false);
  });
});

describe('identity and permissions', () => {
  it('maps the current user to an identity, cached', async () => {
    signIn();
    const { auth, calls } = setup();
    const identity = await auth.getIdentity!();
    expect(identity).toMatchObject({ id: 3, fullName: 'Ada Admin', email: 'admin@example.test', permission_id: 7 });
    await auth.getIdentity!();
    expect(calls.filter((c) => c.path === 'user')).toHaveLength(1);
  });

  it('builds Grants from the permission detail, once for concurrent loads', async () => {
    signIn();
    const { auth, calls } = setup();
    const results = await Promise.all([auth.getPermissions!({}), auth.getPermissions!({}), auth.getIdentity!()]);
    expect(results[0]).toEqual({ MASTER: ['VIEW', 'CREATE', 'UPDATE'], COMPANIES: ['VIEW'] });
    expect(results[1]).toBe(results[0]);
    expect(calls.map((c) => c.path)).toEqual(['user', 'admin/permissions/7/detail']);
    expect(JSON.parse(localStorage.getItem(PERMISSIONS_KEY)!)).toEqual(results[0]);
  });

  it('reads the permissions again at each page load, so a change made meanwhile shows', async () => {
    signIn();
    localStorage.setItem(PERMISSIONS_KEY, JSON.stringify({ JOBS: ['VIEW'] }));
    const { auth, calls } = setup();
    await expect(auth.getPermissions!({})).resolves.toEqual({
      MASTER: ['VIEW', 'CREATE', 'UPDATE'],
      COMPANIES: ['VIEW'],
    });
    expect(calls.map((c) => c.path)).toEqual(['user', 'admin/permissions/7/detail']);
    expect(JSON.parse(localStorage.getItem(PERMISSIONS_KEY)!)).toEqual({
      MASTER: ['VIEW', 'CREATE', 'UPDATE'],
      COMPANIES: ['VIEW'],
    });
  });

  it('falls back to the stored permissions when the server cannot be read', async () => {
    signIn();
    localStorage.setItem(PERMISSIONS_KEY, JSON.stringify({ JOBS: ['VIEW'] }));
    const { auth } = setup(async () => json(503, { message: 'Down' }));
    await expect(auth.getPermissions!({})).resolves.toEqual({ JOBS: ['VIEW'] });
    await expect(auth.canAccess!({ action: 'list', resource: 'jobs' })).resolves.toBe(true);
    await expect(auth.canAccess!({ action: 'list', resource: 'cities' })).resolves.toBe(false);
  });

  it('fails without a stored copy when the server cannot be read', async () => {
    signIn();
    const { auth } = setup(async () => json(503, { message: 'Down' }));
    await expect(auth.getPermissions!({})).rejects.toBeDefined();
  });

  it('ignores garbage in stored permissions', async () => {
    signIn();
    localStorage.setItem(PERMISSIONS_KEY, '{not json');
    const { auth } = setup();
    await expect(auth.getPermissions!({})).resolves.toEqual({
      MASTER: ['VIEW', 'CREATE', 'UPDATE'],
      COMPANIES: ['VIEW'],
    });
  });

  it('gives guests no permissions without calling the API', async () => {
    const { auth, calls } = setup();
    await expect(auth.getPermissions!({})).resolves.toEqual({});
    expect(calls).toHaveLength(0);
  });

  it('drops unknown types and privileges from a detail', () => {
    expect(
      grantsFromDetail({
        functions: [
          { function: { type: 'JOBS' }, privileges: ['VIEW', 'FLY', 'VIEW'] },
          { function: { type: 'JOBS' }, privileges: ['DELETE'] },
          { privileges: ['VIEW'] },
        ],
      }),
    ).toEqual({ JOBS: ['VIEW', 'DELETE'] });
  });
});

describe('canAccess', () => {
  it('maps actions to privileges', () => {
    expect(['list', 'show', 'export', 'create', 'edit', 'delete', 'activate'].map(privilegeForAction)).toEqual([
      'VIEW',
      'VIEW',
      'VIEW',
      'CREATE',
      'UPDATE',
      'DELETE',
      'UPDATE',
    ]);
  });

  it('answers from the grants, with two calls in all however many checks', async () => {
    signIn();
    const { auth, calls } = setup();
    const ask = (action: string, resource: string) => auth.canAccess!({ action, resource });
    const answers = await Promise.all([
      ask('list', 'cities'),
      ask('show', 'cities'),
      ask('create', 'cities'),
      ask('edit', 'cities'),
      ask('delete', 'cities'),
      ask('export', 'cities'),
      ask('list', 'companies'),
      ask('edit', 'companies'),
      ask('activate', 'companies'),
      ask('list', 'jobs'),
      ask('list', 'unknown'),
      ...Array.from({ length: 20 }, () => ask('edit', 'cities')),
    ]);
    expect(answers.slice(0, 11)).toEqual([true, true, true, true, false, true, true, false, false, false, false]);
    expect(answers.slice(11).every(Boolean)).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('denies guests', async () => {
    const { auth, calls } = setup();
    await expect(auth.canAccess!({ action: 'list', resource: 'cities' })).resolves.toBe(false);
    expect(auth.canAccessNow({ action: 'list', resource: 'cities' })).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('keeps answering from the grants when the tokens go under an open page, until the logout', async () => {
    signIn();
    const { auth } = setup();
    await auth.getPermissions!({});
    // A refused refresh takes the tokens: the page is not denied, its failing call signs out.
    localStorage.clear();
    document.cookie.split(';').forEach((entry) => {
      document.cookie = `${entry.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
    expect(auth.canAccessNow({ action: 'list', resource: 'cities' })).toBe(true);
    await expect(auth.canAccess!({ action: 'list', resource: 'cities' })).resolves.toBe(true);
    await auth.logout!({});
    expect(auth.canAccessNow({ action: 'list', resource: 'cities' })).toBe(false);
    await expect(auth.canAccess!({ action: 'list', resource: 'cities' })).resolves.toBe(false);
  });

  it('answers at once once the grants have loaded, and not before (nor after a logout)', async () => {
    signIn();
    const { auth, calls } = setup();
    expect(auth.canAccessNow({ action: 'list', resource: 'cities' })).toBeUndefined();
    await auth.getPermissions!({});
    expect(auth.canAccessNow({ action: 'list', resource: 'cities' })).toBe(true);
    expect(auth.canAccessNow({ action: 'delete', resource: 'cities' })).toBe(false);
    expect(auth.canAccessNow({ action: 'list', resource: 'jobs' })).toBe(false);
    expect(auth.canAccessNow({ action: 'list', resource: 'unknown' })).toBe(false);
    expect(calls).toHaveLength(2);
    await auth.logout!({});
    expect(auth.canAccessNow({ action: 'list', resource: 'cities' })).toBe(false);
    signIn();
    expect(auth.canAccessNow({ action: 'list', resource: 'cities' })).toBeUndefined();
  });
});
