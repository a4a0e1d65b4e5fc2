// react-admin AuthProvider for the admin token API. Permissions are the
// admin's Grants (function type → privileges) and every access check is
// answered locally from them, so lists never cost one call per row.
import type { AuthProvider, UserIdentity } from 'ra-core';
import { HttpError } from 'ra-core';
import {
  can,
  EXTRA_PRIVILEGES,
  PRIVILEGES,
  type Area,
  type FunctionType,
  type Grants,
  type InstantAccessCheck,
  type Privilege,
} from '../engine/permissions';
import type { HttpClient } from './http';
import { hasUsableRefreshToken, isAccessTokenFresh, type TokenStore } from './tokenStore';
import { FUNCTION_TYPES } from '../../schemas/app';
import { apiCall, type Answer } from './api';

export const PERMISSIONS_KEY = 'auth_admin.permissions';
export const LOGIN_FAILED = 'app.login.failed';

export interface AuthProviderOptions {
  http: HttpClient;
  tokens: TokenStore;
  /** The function type guarding a react-admin resource (undefined: unknown resource). */
  resolvePermission: (resource: string) => Area | undefined;
  now?: () => number;
  /** Called when a session starts or ends (login, logout): session caches such as lookups go. */
  onSessionChange?: () => void;
}

interface CurrentUser {
  id: number | string;
  name?: string;
  email?: string;
  permission_id?: number | string | null;
  [key: string]: unknown;
}

interface PermissionDetail {
  functions?: { function?: { type?: string }; privileges?: string[] }[];
}

const FUNCTION_SET = new Set<string>(FUNCTION_TYPES);
const PRIVILEGE_SET = new Set<string>([...PRIVILEGES, ...EXTRA_PRIVILEGES]);

/** Grants from a permission detail; unknown types and privileges are ignored. */
export function grantsFromDetail(detail: PermissionDetail | null | undefined): Grants {
  const grants: Partial<Record<FunctionType, Privilege[]>> = {};
  for (const entry of detail?.functions ?? []) {
    const type = entry?.function?.type;
    if (!type || !FUNCTION_SET.has(type)) continue;
    const held = (grants[type as FunctionType] ??= []);
    for (const privilege of entry.privileges ?? []) {
      if (PRIVILEGE_SET.has(privilege) && !held.includes(privilege as Privilege)) held.push(privilege as Privilege);
    }
  }
  return grants;
}

/** The privilege a react-admin action needs; custom actions change data, so UPDATE. */
export function privilegeForAction(action: string): Privilege {
  switch (action) {
    case 'list':
    case 'show':
    case 'export':
      return 'VIEW';
    case 'create':
    case 'clone':
      return 'CREATE';
    case 'edit':
      return 'UPDATE';
    case 'delete':
      return 'DELETE';
    default:
      return 'UPDATE';
  }
}

function parseStoredGrants(raw: string | null): Grants | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const grants: Partial<Record<FunctionType, Privilege[]>> = {};
    for (const [type, privileges] of Object.entries(value)) {
      if (!FUNCTION_SET.has(type) || !Array.isArray(privileges)) continue;
      grants[type as FunctionType] = privileges.filter(
        (p): p is Privilege => typeof p === 'string' && PRIVILEGE_SET.has(p),
      );
    }
    return grants;
  } catch {
    return null;
  }
}

function storageGet(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

function storageSet(key: string, value: string): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(key, value);
  } catch {
    // Memory cache still holds the value for this page.
  }
}

function storageRemove(key: string): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.removeItem(key);
  } catch {
    // Nothing more can be done.
  }
}

/** Whether the stored tokens can still make calls: a fresh access token, or a refresh token to get one. */
export function holdsSession(tokens: TokenStore, now: number = Date.now()): boolean {
  const stored = tokens.read();
  return isAccessTokenFresh(stored, now) || hasUsableRefreshToken(stored, now);
}

/**
 * A login's second step (docs/API.md, Two-factor sign-in): a code for an account with two-factor, or an
 * enrolment (the new secret and its QR code) for one whose permission requires it.
 */
export interface TwoFactorChallenge {
  two_factor: 'code' | 'enrol';
  challenge: string;
  expires_in?: number;
  secret?: string;
  otpauth_url?: string;
  qr?: string;
}

/** react-admin's provider, and the access check answered at once when the grants are already here. */
export interface AdminAuthProvider extends AuthProvider, InstantAccessCheck {
  canAccess(params: { action: string; resource: string }): Promise<boolean>;
  /** Ends a login that answered a challenge: the tokens are kept; an enrolment's recovery codes are returned. */
  loginWithCode(params: { challenge: string; code: string }): Promise<{ recoveryCodes?: string[] }>;
}

export function createAuthProvider(options: AuthProviderOptions): AdminAuthProvider {
  const { http, tokens, resolvePermission } = options;
  const now = options.now ?? (() => Date.now());

  // In-memory caches; a session generation guards against a load that
  // started before logout landing in the next session's cache.
  let generation = 0;
  let userPromise: Promise<CurrentUser> | null = null;
  let grants: Grants | null = null;
  let grantsPromise: Promise<Grants> | null = null;

  function resetCaches(): void {
    generation += 1;
    userPromise = null;
    grants = null;
    grantsPromise = null;
    storageRemove(PERMISSIONS_KEY);
    options.onSessionChange?.();
  }

  const hasSession = () => holdsSession(tokens, now());

  function loadUser(): Promise<CurrentUser> {
    if (!userPromise) {
      const started = generation;
      const pending = apiCall(http, 'get', '/user').then((answer) => {
        if (!answer?.data || answer.data.id === undefined) throw new HttpError('Invalid answer from user', 500, answer);
        return answer.data;
      });
      userPromise = pending;
      // A failed load is not cached, so the next call tries again.
      pending.catch(() => {
        if (generation === started && userPromise === pending) userPromise = null;
      });
    }
    return userPromise;
  }

  // Grants are read from the server once per page load, so a permission changed by an administrator
  // reaches a signed-in admin at their next page load at the latest. The stored copy serves only
  // when that read fails (the server out of reach), keeping the menu of the last good read.
  function loadGrants(): Promise<Grants> {
    if (grants) return Promise.resolve(grants);
    if (!grantsPromise) {
      const started = generation;
      const pending = (async () => {
        const user = await loadUser();
        // An admin without a permission set holds nothing.
        const loaded =
          user.permission_id === undefined || user.permission_id === null || user.permission_id === ''
            ? {}
            : grantsFromDetail(
                (
                  await apiCall(http, 'get', '/admin/permissions/{id}/detail', {
                    params: { id: user.permission_id },
                  })
                )?.data,
              );
        if (generation === started) {
          grants = loaded;
          storageSet(PERMISSIONS_KEY, JSON.stringify(loaded));
        }
        return loaded;
      })().catch((error: unknown) => {
        const stored = generation === started ? parseStoredGrants(storageGet(PERMISSIONS_KEY)) : null;
        if (stored) return stored;
        throw error;
      });
      grantsPromise = pending;
      pending.then(
        () => {
          if (grantsPromise === pending) grantsPromise = null;
        },
        () => {
          if (grantsPromise === pending) grantsPromise = null;
        },
      );
    }
    return grantsPromise;
  }

  return {
    async login(params: { email?: string; username?: string; password?: string }) {
      const email = params?.email ?? params?.username ?? '';
      resetCaches();
      let answer: Answer<'/admin/oauth/token', 'post'> | null | undefined;
      try {
        answer = await apiCall(http, 'post', '/admin/oauth/token', {
          body: { grant_type: 'password', email, password: params?.password ?? '' },
          auth: 'none',
        });
      } catch (error) {
        // Wrong credentials get a translatable key; anything else keeps its own message.
        if (error instanceof HttpError && (error.status === 401 || error.status === 400 || error.status === 422)) {
          throw new Error(LOGIN_FAILED, { cause: error });
        }
        throw error;
      }
      const data = answer?.data;
      // A second step to come: the page asks for the code (or shows the QR code first).
      if (data && 'two_factor' in data && data.challenge) return { twoFactor: data };
      if (!data || !('access_token' in data) || !data.access_token) throw new Error(LOGIN_FAILED);
      tokens.save(data, now(), true);
    },

    async loginWithCode({ challenge, code }) {
      resetCaches();
      const answer = await apiCall(http, 'post', '/admin/oauth/token', {
        body: { grant_type: 'two_factor', challenge, code: code.trim() },
        auth: 'none',
      });
      const data = answer?.data;
      if (!data || !('access_token' in data) || !data.access_token) throw new Error(LOGIN_FAILED);
      tokens.save(data, now(), true);
      return { recoveryCodes: data.recovery_codes };
    },

    async logout() {
      await http.endSession();
      resetCaches();
      // Several requests of a session that ended fail one after another: the first
      // leads to the login page, the later ones must not lead there again.
      if (typeof window !== 'undefined' && /\/login\/?$/.test(window.location.pathname)) return false;
    },

    async checkAuth() {
      // message: false — a guest reaching a page is sent to /login without a toast.
      if (!hasSession()) throw { message: false };
    },

    async checkError(error: { status?: number } | null | undefined) {
      const status = error?.status;
      if (status === 401) {
        // The HTTP client already tried a refresh; the session is over.
        throw {};
      }
      // A 403 is not the session's end: the call fails like any other, so a page's data shows the
      // access-denied page in place and a form keeps what was typed beside the server's message.
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = await loadUser();
      return { ...user, id: user.id, fullName: user.name ?? user.email ?? String(user.id) };
    },

    async getPermissions(): Promise<Grants> {
      // Guests (the login page) hold nothing; no call is made.
      if (!hasSession()) return {};
      return loadGrants();
    },

    // Grants in hand answer even once the tokens are gone (a refused refresh): the page's own call then
    // fails with 401 and the logout leads to the login page; a denial would show "access denied" there
    // instead, and hide the page whose failing call signs out. The logout forgets the grants.
    async canAccess({ action, resource }: { action: string; resource: string }) {
      const type = resolvePermission(resource);
      if (!type) return false;
      if (grants) return can(grants, type, privilegeForAction(action));
      if (!hasSession()) return false;
      return can(await loadGrants(), type, privilegeForAction(action));
    },

    canAccessNow({ action, resource }: { action: string; resource: string }) {
      const type = resolvePermission(resource);
      if (!type) return false;
      if (grants) return can(grants, type, privilegeForAction(action));
      return hasSession() ? undefined : false;
    },
  };
}
