// Auth token storage (spec section 9): every value is written both as a
// cookie (path '/') and to localStorage, under the admin app's prefixed keys.
import Cookies from 'js-cookie';

export const TOKEN_KEYS = Object.freeze({
  access: 'auth_admin._token_admin.local',
  accessExpiration: 'auth_admin._token_expiration_admin.local',
  refresh: 'auth_admin._refresh_token_admin.local',
  refreshExpiration: 'auth_admin._refresh_token_expiration_admin.local',
  strategy: 'auth_admin.strategy',
});

/** Refresh token lifetime (spec section 9): 30 days. */
export const REFRESH_TOKEN_MAX_AGE_S = 2_592_000;

const BEARER = 'Bearer ';

/** The `data` of admin/oauth/token and admin/refresh_tokens. */
export interface TokenAnswer {
  access_token: string;
  token_type?: string;
  expires_in: number;
  refresh_token?: string;
}

export interface StoredTokens {
  /** The raw access token, without the 'Bearer ' prefix. */
  accessToken: string | null;
  /** Epoch ms; 0 when unknown (treated as expired). */
  accessExpiresAt: number;
  refreshToken: string | null;
  /** Epoch ms; null when unknown (left to the server to judge). */
  refreshExpiresAt: number | null;
}

export interface TokenStore {
  /** Stores a token answer; `signIn` when it starts a new sign-in (a login), not a refresh of one. */
  save(answer: TokenAnswer, now?: number, signIn?: boolean): void;
  read(): StoredTokens | null;
  /** Ends this tab's sign-in; another tab's later sign-in is not this tab's to end. */
  clear(): void;
  /**
   * Whether the stored tokens are of a sign-in made in another tab since this tab's calls began (the
   * account may not be this page's): this tab must not send them. Asked before each signed-in call;
   * the first ask fixes the sign-in this tab's calls belong to.
   */
  signedInElsewhere(): boolean;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Access to localStorage can throw (disabled storage, sandboxed frames).
    return null;
  }
}

/**
 * The last read, kept until the running task's microtasks are done (or a
 * write): a page's first render and its effects read the tokens a few dozen
 * times, and each read of document.cookie costs. What another tab writes is
 * seen from the next task on.
 */
let lastRead: { tokens: StoredTokens | null } | undefined;
const forgetLastRead = () => void (lastRead = undefined);

function cookieOptions(maxAgeSeconds?: number): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  const options: Cookies.CookieAttributes = { path: '/', sameSite: 'Lax', secure };
  if (maxAgeSeconds !== undefined) options['max-age'] = String(Math.max(0, Math.floor(maxAgeSeconds)));
  return options;
}

function write(key: string, value: string, maxAgeSeconds?: number): void {
  forgetLastRead();
  if (typeof document !== 'undefined') Cookies.set(key, value, cookieOptions(maxAgeSeconds));
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the cookie copy is enough.
  }
}

/** Every cookie at once: reading document.cookie is slow, and a read of the tokens needs four. */
function cookieJar(): Record<string, string> {
  if (typeof document === 'undefined') return {};
  try {
    return Cookies.get();
  } catch {
    return {};
  }
}

function readValue(key: string, jar: Record<string, string>): string | undefined {
  const value = jar[key];
  if (value) return value;
  try {
    return storage()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function remove(key: string): void {
  forgetLastRead();
  if (typeof document !== 'undefined') Cookies.remove(key, { path: '/' });
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing more can be done.
  }
}

function toEpoch(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** One stored value of a session: its key, its text, and how long its cookie lives (none: a session cookie). */
export interface StoredEntry {
  key: string;
  value: string;
  maxAgeSeconds?: number;
}

/** What saving a token answer stores, each both as a cookie and in localStorage. */
export function tokenEntries(answer: TokenAnswer, now: number): StoredEntry[] {
  const expiresIn = Number(answer.expires_in);
  const validLifetime = Number.isFinite(expiresIn) && expiresIn > 0;
  const entries: StoredEntry[] = [
    {
      key: TOKEN_KEYS.access,
      value: `${BEARER}${answer.access_token}`,
      maxAgeSeconds: validLifetime ? expiresIn : undefined,
    },
    {
      key: TOKEN_KEYS.accessExpiration,
      value: String(now + (validLifetime ? expiresIn * 1000 : 0)),
      maxAgeSeconds: REFRESH_TOKEN_MAX_AGE_S,
    },
  ];
  if (answer.refresh_token) {
    entries.push(
      { key: TOKEN_KEYS.refresh, value: answer.refresh_token, maxAgeSeconds: REFRESH_TOKEN_MAX_AGE_S },
      {
        key: TOKEN_KEYS.refreshExpiration,
        value: String(now + REFRESH_TOKEN_MAX_AGE_S * 1000),
        maxAgeSeconds: REFRESH_TOKEN_MAX_AGE_S,
      },
    );
  }
  entries.push({ key: TOKEN_KEYS.strategy, value: 'local', maxAgeSeconds: REFRESH_TOKEN_MAX_AGE_S });
  return entries;
}

/**
 * Which sign-in the stored tokens are of: a new mark at each login, kept through refreshes, in
 * localStorage where every tab of the app reads it (a cookie would travel with every request).
 */
export const SIGN_IN_KEY = 'auth_admin.sign_in';

/** The sign-in this tab's calls belong to; undefined until its first call (or after its sign-out). */
let tabSignIn: string | null | undefined;

function storedSignIn(): string | null {
  try {
    return storage()?.getItem(SIGN_IN_KEY) ?? null;
  } catch {
    return null;
  }
}

function newSignInMark(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function signedInElsewhere(): boolean {
  const stored = storedSignIn();
  if (tabSignIn === undefined) tabSignIn = stored;
  // Tokens gone (signed out in another tab) are not another sign-in: the calls fail as signed out.
  return stored !== tabSignIn && readTokens() !== null;
}

export function saveTokens(answer: TokenAnswer, now: number = Date.now(), signIn = false): void {
  if (signIn) {
    tabSignIn = newSignInMark();
    try {
      storage()?.setItem(SIGN_IN_KEY, tabSignIn);
    } catch {
      // A mark not written (storage full or blocked) tells no sign-in apart: this tab takes what is there.
      tabSignIn = storedSignIn();
    }
  }
  for (const { key, value, maxAgeSeconds } of tokenEntries(answer, now)) write(key, value, maxAgeSeconds);
}

/** Cookie first, localStorage as fallback; anything malformed counts as absent. */
export function readTokens(): StoredTokens | null {
  if (lastRead) return lastRead.tokens;
  const tokens = readTokensNow();
  lastRead = { tokens };
  queueMicrotask(forgetLastRead);
  return tokens;
}

function readTokensNow(): StoredTokens | null {
  const jar = cookieJar();
  const rawAccess = readValue(TOKEN_KEYS.access, jar);
  const accessToken =
    rawAccess && rawAccess.startsWith(BEARER) && rawAccess.length > BEARER.length
      ? rawAccess.slice(BEARER.length)
      : null;
  const rawRefresh = readValue(TOKEN_KEYS.refresh, jar);
  const refreshToken = rawRefresh && rawRefresh !== 'false' && rawRefresh !== 'undefined' ? rawRefresh : null;
  if (!accessToken && !refreshToken) return null;
  return {
    accessToken,
    accessExpiresAt: accessToken ? (toEpoch(readValue(TOKEN_KEYS.accessExpiration, jar)) ?? 0) : 0,
    refreshToken,
    refreshExpiresAt: refreshToken ? toEpoch(readValue(TOKEN_KEYS.refreshExpiration, jar)) : null,
  };
}

export function clearTokens(): void {
  const elsewhere = signedInElsewhere();
  tabSignIn = undefined;
  if (elsewhere) return;
  for (const key of [...Object.values(TOKEN_KEYS), SIGN_IN_KEY]) remove(key);
}

/** Whether the access token is present and valid for at least `marginMs` more. */
export function isAccessTokenFresh(tokens: StoredTokens | null, now: number, marginMs = 0): boolean {
  return !!tokens?.accessToken && tokens.accessExpiresAt > now + marginMs;
}

/** Whether a refresh token is present and not known to be expired. */
export function hasUsableRefreshToken(tokens: StoredTokens | null, now: number): boolean {
  return !!tokens?.refreshToken && (tokens.refreshExpiresAt === null || tokens.refreshExpiresAt > now);
}

export const tokenStore: TokenStore = { save: saveTokens, read: readTokens, clear: clearTokens, signedInElsewhere };

/** For tests: this document's calls not begun yet, as at a page load. */
export function forgetTabSignIn(): void {
  tabSignIn = undefined;
}
