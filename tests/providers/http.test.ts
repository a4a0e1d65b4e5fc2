// @vitest-environment jsdom
import { HttpError } from 'ra-core';
import { afterEach, describe, expect, it } from 'vitest';
import { buildQuery, buildUrl, createHttpClient, PREFETCH_KEEP_MS } from '../../src/providers/http';
import { TOKEN_KEYS, forgetTabSignIn, readTokens, tokenStore } from '../../src/providers/tokenStore';
import { clearAllCookies, fakeFetch, json, tick, type Route } from './helpers';

const HOUR = 3_600_000;

function login(
  accessToken: string,
  expiresInSeconds: number,
  refreshToken: string | undefined = 'ref-old',
  issuedAt = Date.now(),
) {
  tokenStore.save({ access_token: accessToken, expires_in: expiresInSeconds, refresh_token: refreshToken }, issuedAt);
}

function client(route: Route, apiUrl = 'https://api.test') {
  const fake = fakeFetch(route);
  const http = createHttpClient({ getApiUrl: () => apiUrl, tokens: tokenStore, fetchFn: fake.fn });
  return { http, calls: fake.calls };
}

/** A server that knows one valid access token and rotates on refresh. */
function server(opts: { refreshStatus?: number } = {}) {
  let valid = 'acc-old';
  let refreshes = 0;
  const route: Route = async (call) => {
    if (call.path === 'admin/refresh_tokens') {
      refreshes += 1;
      // The refresh answers a turn later, as a server would.
      await tick();
      if (opts.refreshStatus) return json(opts.refreshStatus, { message: 'Invalid refresh token' });
      valid = `acc-new-${refreshes}`;
      return json(200, {
        data: { access_token: valid, token_type: 'Bearer', expires_in: 3600, refresh_token: `ref-new-${refreshes}` },
      });
    }
    if (call.headers.get('Authorization') !== `Bearer ${valid}`) return json(401, { message: 'Unauthenticated' });
    return json(200, { data: { path: call.path, token: valid } });
  };
  return { route, refreshCount: () => refreshes, setValid: (token: string) => (valid = token) };
}

afterEach(() => {
  clearAllCookies();
  localStorage.clear();
  forgetTabSignIn();
});

describe('URL and query building', () => {
  it('joins the API origin, /api/v1/ and the path', () => {
    expect(buildUrl('', 'cities')).toBe('/api/v1/cities');
    expect(buildUrl('https://api.test/', '/admin/companies/3')).toBe('https://api.test/api/v1/admin/companies/3');
  });

  it('drops empty values and comma-joins arrays', () => {
    expect(buildQuery({ a: 1, b: '', c: undefined, d: null, e: [1, 2, 3], f: [], g: false, h: 'x y' })).toBe(
      '?a=1&e=1%2C2%2C3&g=false&h=x+y',
    );
    expect(buildQuery({})).toBe('');
  });
});

describe('request', () => {
  it('sends method, URL, Accept, bearer token and a JSON body', async () => {
    login('acc-1', 3600);
    const { http, calls } = client(() => json(201, { data: { id: 9 } }));
    const answer = await http.request('POST', 'cities', { body: { name: 'Hanoi' }, query: { language: 'ja' } });
    expect(answer).toEqual({ data: { id: 9 } });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call.method).toBe('POST');
    expect(call.url.href).toBe('https://api.test/api/v1/cities?language=ja');
    expect(call.headers.get('Accept')).toBe('application/json, text/plain, */*');
    expect(call.headers.get('Authorization')).toBe('Bearer acc-1');
    expect(call.headers.get('Content-Type')).toBe('application/json');
    expect(call.body).toEqual({ name: 'Hanoi' });
  });

  it('sends no Authorization header with auth "none", and no signed-in call at all without a session', async () => {
    const { http, calls } = client(() => json(200, { data: [] }));
    // Signed out: the answer would be a 401, so it is one, without a request.
    const refused = (await http.request('GET', 'cities').catch((e) => e)) as HttpError;
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused.status).toBe(401);
    expect(calls).toHaveLength(0);
    await http.request('GET', 'cities', { auth: 'none' });
    login('acc-1', 3600);
    await http.request('POST', 'admin/oauth/token', { auth: 'none', body: {} });
    expect(calls[0].headers.has('Authorization')).toBe(false);
    expect(calls[0].headers.has('Content-Type')).toBe(false);
    expect(calls[1].headers.has('Authorization')).toBe(false);
  });

  it('resolves null for an empty answer', async () => {
    login('acc-1', 3600);
    const { http } = client(() => new Response(null, { status: 204 }));
    await expect(http.request('DELETE', 'cities/1')).resolves.toBeNull();
  });

  it('throws an HttpError that keeps body.errors on 422', async () => {
    login('acc-1', 3600);
    const body = { message: 'The given data was invalid.', errors: { name: 'The name has already been taken.' } };
    const { http } = client(() => json(422, body));
    const error = await http.request('POST', 'cities', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 422, message: 'The given data was invalid.', body });
    expect((error as HttpError).body.errors.name).toBe('The name has already been taken.');
  });

  it('hands a form the message keys of field errors, so they are translated when shown', async () => {
    const body = {
      message: 'Validation failed',
      errors: { code: 'Must be 5 characters or less', name: 'Required' },
      issues: {
        code: { message: 'ra.validation.maxLength', args: { max: 5 } },
        name: { message: 'ra.validation.required' },
      },
    };
    login('acc-1', 3600);
    const { http } = client(() => json(422, body));
    const error = (await http.request('POST', 'admin/things', { body: {} }).catch((e) => e)) as HttpError;
    expect(error.status).toBe(422);
    // react-admin's own form for an error with arguments: the prefix, then the JSON of {message, args}.
    expect(error.body.errors).toEqual({
      code: '@@react-admin@@{"message":"ra.validation.maxLength","args":{"max":5}}',
      name: '@@react-admin@@{"message":"ra.validation.required"}',
    });
  });

  it('uses the status text when the error answer is not JSON', async () => {
    login('acc-1', 3600);
    const { http } = client(
      () => new Response('<html>oops</html>', { status: 500, statusText: 'Internal Server Error' }),
    );
    await expect(http.request('GET', 'cities')).rejects.toMatchObject({
      status: 500,
      message: 'Internal Server Error',
    });
  });

  it('turns a network failure into an HttpError with status 0', async () => {
    login('acc-1', 3600);
    const { http } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await http.request('GET', 'cities').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 0, message: 'ra.notification.http_error' });
  });

  it('passes an abort through untouched', async () => {
    login('acc-1', 3600);
    const controller = new AbortController();
    const { http } = client(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await expect(http.request('GET', 'cities', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('token refresh', () => {
  it('refreshes once for 5 concurrent calls with an expired token, then all succeed with the new token', async () => {
    login('acc-old', 60, 'ref-old', Date.now() - HOUR);
    const api = server();
    const { http, calls } = client(api.route);
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => http.request<{ data: { token: string } }>('GET', `cities/${n}`)),
    );
    expect(api.refreshCount()).toBe(1);
    const refreshCalls = calls.filter((c) => c.path === 'admin/refresh_tokens');
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0].method).toBe('POST');
    expect(refreshCalls[0].body).toEqual({ refresh_token: 'ref-old' });
    expect(refreshCalls[0].headers.has('Authorization')).toBe(false);
    expect(results.map((r) => r.data.token)).toEqual(Array(5).fill('acc-new-1'));
    // The refresh happened before any of the 5 calls went out.
    expect(calls[0].path).toBe('admin/refresh_tokens');
    expect(
      calls
        .filter((c) => c.path.startsWith('cities/'))
        .every((c) => c.headers.get('Authorization') === 'Bearer acc-new-1'),
    ).toBe(true);
    expect(readTokens()).toMatchObject({ accessToken: 'acc-new-1', refreshToken: 'ref-new-1' });
    expect(localStorage.getItem(TOKEN_KEYS.access)).toBe('Bearer acc-new-1');
  });

  it("two tabs refreshing at once use the refresh token once: the second takes the first one's token", async () => {
    // A minimal Web Locks: one holder per name, the others queue (as in a browser, across tabs).
    const queues = new Map<string, Promise<unknown>>();
    const locks = {
      request: (name: string, work: () => Promise<unknown>) => {
        const run = (queues.get(name) ?? Promise.resolve()).then(work, work);
        queues.set(
          name,
          run.catch(() => undefined),
        );
        return run;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      login('acc-old', 60, 'ref-old', Date.now() - HOUR);
      const api = server();
      const tabA = client(api.route);
      const tabB = client(api.route);
      const [a, b] = await Promise.all([
        tabA.http.request<{ data: { token: string } }>('GET', 'cities/1'),
        tabB.http.request<{ data: { token: string } }>('GET', 'cities/2'),
      ]);
      expect(api.refreshCount()).toBe(1);
      expect([a.data.token, b.data.token]).toEqual(['acc-new-1', 'acc-new-1']);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('refreshes when the token expires within 30 s', async () => {
    login('acc-old', 20);
    const api = server();
    const { http } = client(api.route);
    await http.request('GET', 'user');
    expect(api.refreshCount()).toBe(1);
  });

  it('does not refresh a token with more than 30 s left', async () => {
    login('acc-old', 45);
    const api = server();
    const { http, calls } = client(api.route);
    await http.request('GET', 'user');
    expect(api.refreshCount()).toBe(0);
    expect(calls).toHaveLength(1);
  });

  it('on a 401 refreshes once and retries once', async () => {
    login('acc-revoked', 3600);
    const api = server();
    const { http, calls } = client(api.route);
    const answer = await http.request<{ data: { token: string } }>('GET', 'user');
    expect(answer.data.token).toBe('acc-new-1');
    expect(calls.map((c) => `${c.method} ${c.path} ${c.headers.get('Authorization') ?? ''}`)).toEqual([
      'GET user Bearer acc-revoked',
      'POST admin/refresh_tokens ',
      'GET user Bearer acc-new-1',
    ]);
  });

  it('does not loop when the retry is refused too', async () => {
    login('acc-old', 3600);
    let refreshes = 0;
    const { http, calls } = client((call) => {
      if (call.path === 'admin/refresh_tokens') {
        refreshes += 1;
        return json(200, { data: { access_token: 'acc-new', expires_in: 3600, refresh_token: 'ref-new' } });
      }
      return json(401, { message: 'Unauthenticated' });
    });
    await expect(http.request('GET', 'user')).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toBe(1);
    expect(calls).toHaveLength(3);
  });

  it('shares one refresh between concurrent 401 answers', async () => {
    login('acc-revoked', 3600);
    const api = server();
    const { http } = client(api.route);
    const results = await Promise.all([1, 2, 3].map(() => http.request<{ data: { token: string } }>('GET', 'user')));
    expect(api.refreshCount()).toBe(1);
    expect(results.every((r) => r.data.token === 'acc-new-1')).toBe(true);
  });

  it('a refused refresh rejects every waiter with 401 and clears the tokens', async () => {
    login('acc-old', 60, 'ref-old', Date.now() - HOUR);
    const api = server({ refreshStatus: 401 });
    const { http, calls } = client(api.route);
    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => http.request('GET', `cities/${n}`)));
    expect(api.refreshCount()).toBe(1);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(HttpError);
      expect(reason.status).toBe(401);
    }
    // None of the calls went out with the dead token.
    expect(calls.map((c) => c.path)).toEqual(['admin/refresh_tokens']);
    expect(readTokens()).toBeNull();
    for (const key of Object.values(TOKEN_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(document.cookie).not.toContain('auth_admin.');
  });

  it('keeps the tokens when the refresh fails for want of a network', async () => {
    login('acc-old', 60, 'ref-old', Date.now() - HOUR);
    const { http } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(http.request('GET', 'user')).rejects.toMatchObject({ status: 0 });
    expect(readTokens()?.refreshToken).toBe('ref-old');
  });

  it('sends an expired token as is when there is no refresh token (the server decides)', async () => {
    login('acc-old', 60, '', Date.now() - HOUR);
    const { http, calls } = client(() => json(401, { message: 'Unauthenticated' }));
    await expect(http.request('GET', 'user')).rejects.toMatchObject({ status: 401, message: 'Unauthenticated' });
    expect(calls.map((c) => c.path)).toEqual(['user']);
  });
});

describe('interface language', () => {
  it('sends the current interface language as Accept-Language, and none when there is none', async () => {
    const fake = fakeFetch(() => json(200, { data: null }));
    let language: string | undefined = 'ja';
    const http = createHttpClient({
      getApiUrl: () => '',
      tokens: tokenStore,
      fetchFn: fake.fn,
      getLanguage: () => language,
    });
    await http.request('GET', 'cities', { auth: 'none' });
    language = undefined;
    await http.request('GET', 'cities', { auth: 'none' });
    expect(fake.calls.map((c) => c.headers.get('Accept-Language'))).toEqual(['ja', null]);
  });
});

describe('prefetch', () => {
  it('lets the first identical signed-in GET take the answer fetched ahead, once', async () => {
    login('acc-1', 3600);
    let n = 0;
    const { http, calls } = client(() => json(200, { data: { n: ++n } }));
    http.prefetch('admin/jobs', { query: { page: 1, paging: 20 } });
    await tick();
    expect(await http.request('GET', 'admin/jobs', { query: { page: 1, paging: 20 } })).toEqual({ data: { n: 1 } });
    expect(calls).toHaveLength(1);
    // Taken once: the next call asks again; another address never takes it.
    expect(await http.request('GET', 'admin/jobs', { query: { page: 1, paging: 20 } })).toEqual({ data: { n: 2 } });
    http.prefetch('admin/jobs', { query: { page: 1, paging: 20 } });
    expect(await http.request('GET', 'admin/jobs', { query: { page: 2, paging: 20 } })).toEqual({ data: { n: 4 } });
    expect(calls.map((c) => c.url.search)).toEqual([
      '?page=1&paging=20',
      '?page=1&paging=20',
      '?page=1&paging=20',
      '?page=2&paging=20',
    ]);
  });

  it('sends again when the answer fetched ahead failed, is too old, or a write came between', async () => {
    login('acc-1', 3600);
    let fail = true;
    const { http, calls } = client(() => (fail ? json(500, { message: 'down' }) : json(200, { data: 'fresh' })));
    http.prefetch('admin/jobs');
    await tick();
    fail = false;
    await expect(http.request('GET', 'admin/jobs')).resolves.toEqual({ data: 'fresh' });
    expect(calls).toHaveLength(2);

    http.prefetch('admin/jobs');
    await http.request('PATCH', 'admin/jobs/1', { body: { title: 'x' } });
    await http.request('GET', 'admin/jobs');
    expect(calls.map((c) => c.method)).toEqual(['GET', 'GET', 'GET', 'PATCH', 'GET']);
  });

  it('fetches nothing ahead while a write is unanswered: the list asks itself once the write has landed', async () => {
    login('acc-1', 3600);
    let land!: () => void;
    const landed = new Promise<void>((resolve) => (land = resolve));
    const { http, calls } = client(async (call) =>
      call.method === 'PATCH' ? (await landed, json(200, { data: 'saved' })) : json(200, { data: 'rows' }),
    );
    const saving = http.request('PATCH', 'admin/jobs/1', { body: { title: 'x' } });
    await tick();
    http.prefetch('admin/jobs');
    await tick();
    expect(calls.map((c) => c.method)).toEqual(['PATCH']);
    land();
    await saving;
    await http.request('GET', 'admin/jobs');
    expect(calls.map((c) => c.method)).toEqual(['PATCH', 'GET']);
    // Answered (or failed), the write no longer holds anything back.
    http.prefetch('admin/jobs');
    await tick();
    expect(calls).toHaveLength(3);
  });

  it('cancels the call sent ahead with the call that took it', async () => {
    login('acc-1', 3600);
    const seen: AbortSignal[] = [];
    const fetchFn = ((_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.signal) seen.push(init.signal);
      // No answer but the abort: the call is cancelled while it is under way.
      return new Promise<Response>((_, reject) => {
        const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
        if (init?.signal?.aborted) abort();
        init?.signal?.addEventListener('abort', abort);
      });
    }) as typeof fetch;
    const http = createHttpClient({ getApiUrl: () => '', tokens: tokenStore, fetchFn });
    http.prefetch('admin/jobs');
    const leaving = new AbortController();
    const call = http.request('GET', 'admin/jobs', { signal: leaving.signal });
    leaving.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(1);
    expect(seen[0].aborted).toBe(true);
  });

  it('cancels what no call took when the admin goes on to another page, or a write comes', async () => {
    login('acc-1', 3600);
    // Answers that never come: only a cancel ends them.
    const sent: { path: string; signal?: AbortSignal | null }[] = [];
    const fetchFn = ((input: RequestInfo | URL, init?: RequestInit) => {
      const signal = init?.signal;
      sent.push({ path: new URL(String(input), 'http://x').pathname.replace('/api/v1/', ''), signal });
      return new Promise<Response>((resolve, reject) => {
        if (init?.method === 'PATCH') resolve(json(200, { data: 'saved' }));
        signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });
    }) as typeof fetch;
    const http = createHttpClient({ getApiUrl: () => '', tokens: tokenStore, fetchFn });
    const aborted = () => sent.map((s) => `${s.path} ${s.signal?.aborted ?? false}`);
    http.prefetch('admin/jobs');
    http.prefetch('admin/jobs');
    http.prefetch('admin/cities');
    expect(aborted()).toEqual(['admin/jobs true', 'admin/cities false']);
    await http.request('PATCH', 'admin/jobs/1', { body: { title: 'x' } });
    expect(aborted()).toEqual(['admin/jobs true', 'admin/cities true', 'admin/jobs/1 false']);
  });

  it('lets an answer fetched ahead go once PREFETCH_KEEP_MS have passed', async () => {
    login('acc-1', 3600);
    let clock = Date.now();
    const fake = fakeFetch(() => json(200, { data: 1 }));
    const http = createHttpClient({ getApiUrl: () => '', tokens: tokenStore, fetchFn: fake.fn, now: () => clock });
    http.prefetch('admin/jobs');
    clock += PREFETCH_KEEP_MS + 1;
    await http.request('GET', 'admin/jobs');
    expect(fake.calls).toHaveLength(2);
  });

  it('keeps an answer fetched ahead for its session only, and fetches nothing signed out', async () => {
    const { http, calls } = client(() => json(200, { data: 1 }));
    http.prefetch('admin/jobs');
    expect(calls).toHaveLength(0);
    login('acc-1', 3600);
    http.prefetch('admin/jobs');
    login('acc-2', 3600);
    await http.request('GET', 'admin/jobs');
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual(['Bearer acc-1', 'Bearer acc-2']);
  });
});
