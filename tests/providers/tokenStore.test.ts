// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REFRESH_TOKEN_MAX_AGE_S,
  SIGN_IN_KEY,
  TOKEN_KEYS,
  clearTokens,
  forgetTabSignIn,
  hasUsableRefreshToken,
  isAccessTokenFresh,
  readTokens,
  saveTokens,
  signedInElsewhere,
  tokenEntries,
} from '../../src/providers/tokenStore';
import { clearAllCookies } from './helpers';

const NOW = 1_700_000_000_000;
const answer = { access_token: 'acc-1', token_type: 'Bearer', expires_in: 3600, refresh_token: 'ref-1' };

// Records raw cookie writes so the attributes (max-age, SameSite) can be checked.
const cookieDescriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
let writes: string[] = [];

beforeEach(() => {
  writes = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookieDescriptor.get!.call(document),
    set: (value: string) => {
      writes.push(value);
      cookieDescriptor.set!.call(document, value);
    },
  });
});

afterEach(() => {
  delete (document as unknown as Record<string, unknown>).cookie;
  clearAllCookies();
  localStorage.clear();
  forgetTabSignIn();
});

function writeFor(key: string): string {
  const found = writes.filter((w) => w.startsWith(`${key}=`)).at(-1);
  if (!found) throw new Error(`no cookie written for ${key}`);
  return found;
}

describe('token store', () => {
  it('uses the exact key names', () => {
    expect(TOKEN_KEYS).toEqual({
      access: 'auth_admin._token_admin.local',
      accessExpiration: 'auth_admin._token_expiration_admin.local',
      refresh: 'auth_admin._refresh_token_admin.local',
      refreshExpiration: 'auth_admin._refresh_token_expiration_admin.local',
      strategy: 'auth_admin.strategy',
    });
  });

  it('saves every value in both cookies and localStorage', () => {
    saveTokens(answer, NOW);
    const expected: Record<string, string> = {
      'auth_admin._token_admin.local': 'Bearer acc-1',
      'auth_admin._token_expiration_admin.local': String(NOW + 3600 * 1000),
      'auth_admin._refresh_token_admin.local': 'ref-1',
      'auth_admin._refresh_token_expiration_admin.local': String(NOW + 2_592_000 * 1000),
      'auth_admin.strategy': 'local',
    };
    for (const [key, value] of Object.entries(expected)) {
      expect(localStorage.getItem(key), key).toBe(value);
      expect(Cookies.get(key), key).toBe(value);
    }
  });

  it('sets cookie lifetimes, path, SameSite and no Secure on http', () => {
    saveTokens(answer, NOW);
    const access = writeFor(TOKEN_KEYS.access);
    expect(access).toMatch(/; max-age=3600(;|$)/);
    expect(access).toMatch(/; path=\/(;|$)/);
    expect(access).toMatch(/; sameSite=Lax(;|$)/i);
    expect(access).not.toMatch(/secure/i);
    expect(REFRESH_TOKEN_MAX_AGE_S).toBe(2_592_000);
    expect(writeFor(TOKEN_KEYS.refresh)).toMatch(/; max-age=2592000(;|$)/);
  });

  it('reads the cookie first', () => {
    saveTokens(answer, NOW);
    localStorage.setItem(TOKEN_KEYS.access, 'Bearer stale');
    expect(readTokens()).toEqual({
      accessToken: 'acc-1',
      accessExpiresAt: NOW + 3_600_000,
      refreshToken: 'ref-1',
      refreshExpiresAt: NOW + 2_592_000_000,
    });
  });

  it('falls back to localStorage when the cookies are gone', () => {
    saveTokens(answer, NOW);
    clearAllCookies();
    expect(Cookies.get(TOKEN_KEYS.access)).toBeUndefined();
    expect(readTokens()?.accessToken).toBe('acc-1');
    expect(readTokens()?.refreshToken).toBe('ref-1');
  });

  it('keeps a read until the running task is done, and forgets it at a write of its own', async () => {
    saveTokens(answer, NOW);
    expect(readTokens()?.accessToken).toBe('acc-1');
    // Changed behind the store's back within the same task: the kept read still answers.
    Cookies.set(TOKEN_KEYS.access, 'Bearer other', { path: '/' });
    expect(readTokens()?.accessToken).toBe('acc-1');
    await Promise.resolve();
    expect(readTokens()?.accessToken).toBe('other');
    // The store's own writes are seen at once.
    clearTokens();
    expect(readTokens()).toBeNull();
    saveTokens({ ...answer, access_token: 'acc-2' }, NOW);
    expect(readTokens()?.accessToken).toBe('acc-2');
  });

  it('tolerates garbage', async () => {
    localStorage.setItem(TOKEN_KEYS.access, 'not-a-bearer');
    localStorage.setItem(TOKEN_KEYS.refresh, 'ref-x');
    localStorage.setItem(TOKEN_KEYS.refreshExpiration, 'soon');
    expect(readTokens()).toEqual({
      accessToken: null,
      accessExpiresAt: 0,
      refreshToken: 'ref-x',
      refreshExpiresAt: null,
    });

    // Written from outside (another tab): seen from the next task on.
    localStorage.setItem(TOKEN_KEYS.access, 'Bearer acc');
    localStorage.setItem(TOKEN_KEYS.accessExpiration, '{}');
    await Promise.resolve();
    const tokens = readTokens();
    expect(tokens?.accessToken).toBe('acc');
    // An unknown expiry counts as expired so the client refreshes first.
    expect(isAccessTokenFresh(tokens, NOW)).toBe(false);
    expect(hasUsableRefreshToken(tokens, NOW)).toBe(true);

    localStorage.clear();
    await Promise.resolve();
    expect(readTokens()).toBeNull();
  });

  it('clears both copies', () => {
    saveTokens(answer, NOW);
    clearTokens();
    for (const key of Object.values(TOKEN_KEYS)) {
      expect(localStorage.getItem(key), key).toBeNull();
      expect(Cookies.get(key), key).toBeUndefined();
    }
    expect(readTokens()).toBeNull();
  });

  it('judges freshness with a margin', () => {
    saveTokens(answer, NOW);
    const tokens = readTokens();
    expect(isAccessTokenFresh(tokens, NOW, 30_000)).toBe(true);
    expect(isAccessTokenFresh(tokens, NOW + 3_600_000 - 20_000, 30_000)).toBe(false);
    expect(hasUsableRefreshToken(tokens, NOW + 2_592_000_000 + 1)).toBe(false);
  });
});

// What a session stores, listed once: saveTokens writes it, and the browser tests store a session from it.
describe('a sign-in in another tab', () => {
  /** What another tab's login leaves: its own tokens, under a mark of its own. */
  function signInElsewhere(access: string) {
    saveTokens({ ...answer, access_token: access }, NOW);
    localStorage.setItem(SIGN_IN_KEY, `other-${access}`);
  }

  it('is told from this tab’s own login and from a refresh of it', () => {
    saveTokens(answer, NOW, true);
    expect(signedInElsewhere()).toBe(false);
    // A refresh (in any tab) keeps the sign-in.
    saveTokens({ ...answer, access_token: 'acc-2' }, NOW);
    expect(signedInElsewhere()).toBe(false);
    signInElsewhere('acc-3');
    expect(signedInElsewhere()).toBe(true);
  });

  it('is fixed at this tab’s first ask: a page loaded after the login belongs to it', () => {
    signInElsewhere('acc-1');
    expect(signedInElsewhere()).toBe(false);
    signInElsewhere('acc-2');
    expect(signedInElsewhere()).toBe(true);
  });

  it('counts tokens without a mark (stored before marks) as a sign-in of their own', () => {
    saveTokens(answer, NOW);
    expect(signedInElsewhere()).toBe(false);
    signInElsewhere('acc-2');
    expect(signedInElsewhere()).toBe(true);
  });

  it('is not a sign-out in another tab: the calls then fail as signed out', () => {
    saveTokens(answer, NOW, true);
    expect(signedInElsewhere()).toBe(false);
    localStorage.clear();
    clearAllCookies();
    expect(signedInElsewhere()).toBe(false);
  });

  it('keeps its tokens when this tab signs out, and this tab then follows it', () => {
    saveTokens(answer, NOW, true);
    expect(signedInElsewhere()).toBe(false);
    signInElsewhere('acc-2');
    clearTokens();
    expect(readTokens()?.accessToken).toBe('acc-2');
    expect(localStorage.getItem(SIGN_IN_KEY)).toBe('other-acc-2');
    expect(signedInElsewhere()).toBe(false);
  });

  it('does not stop this tab’s own login whose mark cannot be written', () => {
    localStorage.setItem(SIGN_IN_KEY, 'an-earlier-sign-in');
    const setItem = Storage.prototype.setItem;
    const refuseMarks = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === SIGN_IN_KEY) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    try {
      saveTokens(answer, NOW, true);
      expect(signedInElsewhere()).toBe(false);
    } finally {
      refuseMarks.mockRestore();
    }
  });

  it('goes with this tab’s own sign-out', () => {
    saveTokens(answer, NOW, true);
    clearTokens();
    expect(localStorage.getItem(SIGN_IN_KEY)).toBeNull();
    expect(readTokens()).toBeNull();
  });
});

describe('tokenEntries', () => {
  it('lists every value with its cookie lifetime', () => {
    expect(tokenEntries(answer, NOW)).toEqual([
      { key: TOKEN_KEYS.access, value: 'Bearer acc-1', maxAgeSeconds: 3600 },
      { key: TOKEN_KEYS.accessExpiration, value: String(NOW + 3_600_000), maxAgeSeconds: REFRESH_TOKEN_MAX_AGE_S },
      { key: TOKEN_KEYS.refresh, value: 'ref-1', maxAgeSeconds: REFRESH_TOKEN_MAX_AGE_S },
      {
        key: TOKEN_KEYS.refreshExpiration,
        value: String(NOW + REFRESH_TOKEN_MAX_AGE_S * 1000),
        maxAgeSeconds: REFRESH_TOKEN_MAX_AGE_S,
      },
      { key: TOKEN_KEYS.strategy, value: 'local', maxAgeSeconds: REFRESH_TOKEN_MAX_AGE_S },
    ]);
  });

  it('leaves the refresh token out when the answer has none', () => {
    const keys = tokenEntries({ access_token: 'acc-1', expires_in: 60 }, NOW).map((entry) => entry.key);
    expect(keys).toEqual([TOKEN_KEYS.access, TOKEN_KEYS.accessExpiration, TOKEN_KEYS.strategy]);
  });

  it.each([0, -5, Number.NaN, '3600x'])(
    'treats a lifetime of %s as already over: a session cookie, expired now',
    (expiresIn) => {
      const [access, expiration] = tokenEntries({ access_token: 'acc-1', expires_in: expiresIn as number }, NOW);
      expect(access).toEqual({ key: TOKEN_KEYS.access, value: 'Bearer acc-1', maxAgeSeconds: undefined });
      expect(expiration.value).toBe(String(NOW));
    },
  );

  it('is what saveTokens writes, value for value', () => {
    saveTokens(answer, NOW);
    for (const { key, value } of tokenEntries(answer, NOW)) {
      expect(Cookies.get(key)).toBe(value);
      expect(localStorage.getItem(key)).toBe(value);
      expect(writeFor(key)).toMatch(/;\s*max-age=\d+/i);
    }
  });
});
