// Logins, bearer tokens and the current admin's grants. Tokens are random and
// only their sha256 lives in the database, so a leaked table grants nothing.
// A session (auth_tokens.pair_id) lives from login to logout across refreshes;
// failed logins are counted in the database, so every replica sees them.
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { can, type Area, type FunctionType, type Grants, type Privilege } from '../src/engine/permissions';
import type { Config } from './config';
import { toCount, type Db } from './db';
import type { Issue } from '../src/engine/kinds';
import { bodyField, HttpError, fail, languageOf, objectBody } from './http';
import { translate } from './messages';
import { Limiter } from './limiter';
import { dataOf, describe, id, integer, object, orNull, text, type ApiOperation } from './openapi/operation';

export const REFRESH_TOKEN_TTL = 2_592_000;

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  permission_id: number | null;
}

export interface AuthContext {
  user: AuthUser;
  tokenId: number;
  /** The session: every token issued from one login, across refreshes. */
  sessionId: string;
  /** Whether the session's last use was recorded long enough ago (or never) to record this one. */
  touchDue?: boolean;
  /** The admin's grants, read with the token in the same statement. */
  grants: Grants;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

// ---- passwords --------------------------------------------------------------

const SCRYPT = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions, length = KEY_LENGTH): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** 'scrypt$N$r$p$salt$hash' with base64url salt and hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return timingSafeEqual(key, expected);
}

// Compared against when the email is unknown, so both failures take as long.
const decoyHash = hashPassword(randomBytes(16).toString('hex'));

// ---- tokens -----------------------------------------------------------------

export const newToken = () => randomBytes(32).toString('base64url');
/** What every token looks like (32 random bytes in base64url): anything else is refused without a look-up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/**
 * A token is found by its sha256 through the database's index, never compared
 * itself: how long a lookup takes can only depend on the digest of the token
 * sent, and a guess cannot be improved a byte at a time through its digest.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface TokenPair {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
}

/** Where a session is used from, as the admin's session list shows it. */
export interface SessionClient {
  userAgent?: string;
  ip?: string;
}

/** The longest user agent kept: real ones are a few hundred characters. */
export const MAX_USER_AGENT = 512;
/** A session's last use is written at most this often, so requests do not each write. */
export const SESSION_TOUCH_SECONDS = 60;

/** The client of a request, for the session list. */
export const clientOf = (request: FastifyRequest): SessionClient => {
  const agent = request.headers['user-agent'];
  return { userAgent: typeof agent === 'string' && agent ? agent.slice(0, MAX_USER_AGENT) : undefined, ip: request.ip };
};

/**
 * Records a session's use: its row (created if missing, e.g. for tokens issued before the table
 * existed) gets the time and the address; the user agent of its start stays. `onlyIfStale` skips
 * a row written within SESSION_TOUCH_SECONDS, in the same statement, so replicas do not race.
 */
export async function touchSession(
  db: Db,
  sessionId: string,
  userId: number,
  client: SessionClient,
  onlyIfStale = false,
): Promise<void> {
  const stale = onlyIfStale
    ? sql`WHERE admin_sessions.last_used_at < now() - CAST(${SESSION_TOUCH_SECONDS} AS integer) * interval '1 second'`
    : sql``;
  await sql`
    INSERT INTO admin_sessions (id, user_id, user_agent, ip) VALUES (${sessionId}, ${userId}, ${client.userAgent ?? null}, ${client.ip ?? null})
    ON CONFLICT (id) DO UPDATE SET last_used_at = now(), ip = COALESCE(EXCLUDED.ip, admin_sessions.ip),
      user_agent = COALESCE(admin_sessions.user_agent, EXCLUDED.user_agent)
    ${stale}`.execute(db);
}

/** A new access and refresh token in a session: a new session at login, the same one at a refresh. */
export async function issueTokens(
  db: Db,
  userId: number,
  accessTtl: number,
  sessionId: string = newToken(),
  client: SessionClient = {},
): Promise<TokenPair> {
  const access = newToken();
  const refresh = newToken();
  const now = Date.now();
  await db
    .insertInto('auth_tokens')
    .values([
      {
        token_hash: hashToken(access),
        kind: 'access',
        user_id: userId,
        pair_id: sessionId,
        expires_at: new Date(now + accessTtl * 1000),
      },
      {
        token_hash: hashToken(refresh),
        kind: 'refresh',
        user_id: userId,
        pair_id: sessionId,
        expires_at: new Date(now + REFRESH_TOKEN_TTL * 1000),
      },
    ])
    .execute();
  // After the tokens: a login's clean-up removes rows without tokens.
  await touchSession(db, sessionId, userId, client);
  return { access_token: access, token_type: 'Bearer', expires_in: accessTtl, refresh_token: refresh };
}

/** The session a bearer token opens, or null when it is unknown, revoked, expired or its admin inactive. */
export async function sessionOfToken(db: Db, token: string): Promise<AuthContext | null> {
  return (await readSession(db, token))?.context ?? null;
}

/** The session a bearer token opens, and when the token expires (ms since the epoch); null as above. */
export async function readSession(db: Db, token: string): Promise<{ context: AuthContext; expiresAt: number } | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const row = await db
    .selectFrom('auth_tokens as t')
    .innerJoin('admin_users as u', 'u.id', 't.user_id')
    .leftJoin('admin_sessions as s', 's.id', 't.pair_id')
    .select(['t.id as token_id', 't.pair_id', 't.expires_at', 'u.id', 'u.name', 'u.email', 'u.permission_id'])
    // Judged by the database's clock, the one last_used_at was written with.
    .select(
      sql<boolean>`s.id IS NULL OR s.last_used_at < now() - CAST(${SESSION_TOUCH_SECONDS} AS integer) * interval '1 second'`.as(
        'touch_due',
      ),
    )
    // The grants in the same statement: every request reads them fresh, without a second round trip.
    .select(
      sql<
        Grants | string | null
      >`(SELECT json_object_agg(pf.function_type, pf.privileges) FROM permission_functions pf WHERE pf.permission_id = u.permission_id)`.as(
        'grants',
      ),
    )
    .where('t.token_hash', '=', hashToken(token))
    .where('t.kind', '=', 'access')
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .where('u.active', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  const context: AuthContext = {
    user: { id: row.id, name: row.name, email: row.email, permission_id: row.permission_id },
    tokenId: row.token_id,
    sessionId: row.pair_id,
    touchDue: row.touch_due === true,
    grants: (typeof row.grants === 'string' ? JSON.parse(row.grants) : row.grants) ?? {},
  };
  return { context, expiresAt: new Date(row.expires_at).getTime() };
}

/**
 * How long a token's session, admin and grants are reused without reading the
 * database again. A write through the routes that can end a session or change
 * what an admin holds (tokens, sessions, permissions and admins:
 * `forgetSessionsOnWrites`) forgets them all at once, so on one server the
 * change counts from the next request; another replica, or a change made in
 * the database by hand, is seen within this time.
 */
export const SESSION_CACHE_MS = 2_000;
const MAX_CACHED_SESSIONS = 10_000;
const cachedSessions = new WeakMap<Db, Map<string, { context: AuthContext; until: number }>>();
/**
 * Tokens found unknown, kept a while: an unknown token never becomes valid (tokens are random and new), so
 * a client repeating one costs no database work. Bounded, oldest forgotten first.
 */
const REFUSED_CACHE_MS = 60_000;
const refusedTokens = new WeakMap<Db, Map<string, number>>();

/** Forgets every session read so far on this database handle. */
export function forgetSessions(db: Db): void {
  cachedSessions.get(db)?.clear();
}

/** Whose grants changed: one account (another permission), or every holder of a permission (its grants). */
export type Holders = { userId: number } | { permissionId: number };

/** Sessions (`s`) still in use: not ended, with a token neither expired nor revoked. */
export const sessionsInUse = (db: Db) =>
  db
    .selectFrom('admin_sessions as s')
    .where('s.ended_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('auth_tokens as t')
          .select('t.id')
          .whereRef('t.pair_id', '=', 's.id')
          .where('t.revoked_at', 'is', null)
          .where('t.expires_at', '>', sql<Date>`now()`),
      ),
    );

/** The ids of the sessions in use of some accounts. */
export async function activeSessionIds(db: Db, holders: Holders): Promise<string[]> {
  const [column, value] =
    'userId' in holders ? (['u.id', holders.userId] as const) : (['u.permission_id', holders.permissionId] as const);
  const rows = await sessionsInUse(db)
    .innerJoin('admin_users as u', 'u.id', 's.user_id')
    .select('s.id')
    .where(column, '=', value)
    .execute();
  return rows.map((row) => row.id);
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** After every write through these routes, the kept sessions are forgotten before its answer leaves. */
export function forgetSessionsOnWrites(routes: FastifyInstance, db: Db): void {
  routes.addHook('onSend', async (request, _reply, payload) => {
    if (!READ_ONLY_METHODS.has(request.method)) forgetSessions(db);
    return payload;
  });
}

/** The token's session as `sessionOfToken` reads it, reused for up to SESSION_CACHE_MS. */
export async function recentSessionOfToken(db: Db, token: string, now = Date.now()): Promise<AuthContext | null> {
  let cache = cachedSessions.get(db);
  if (!cache) cachedSessions.set(db, (cache = new Map()));
  const key = hashToken(token);
  const kept = cache.get(key);
  // A reused session was recorded as used when it was read.
  if (kept && now < kept.until) return { ...kept.context, touchDue: false };
  cache.delete(key);
  let refused = refusedTokens.get(db);
  if (!refused) refusedTokens.set(db, (refused = new Map()));
  if ((refused.get(key) ?? 0) > now) return null;
  const read = await readSession(db, token);
  if (!read) {
    refused.delete(key);
    refused.set(key, now + REFUSED_CACHE_MS);
    if (refused.size > MAX_CACHED_SESSIONS) refused.delete(refused.keys().next().value!);
    return null;
  }
  cache.set(key, { context: read.context, until: Math.min(now + SESSION_CACHE_MS, read.expiresAt) });
  if (cache.size > MAX_CACHED_SESSIONS) cache.delete(cache.keys().next().value!);
  return read.context;
}

/** onRequest hook: a valid access token or 401. */
export function authenticate(db: Db) {
  return async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match) throw fail(request, 401, 'server.unauthenticated');
    const session = await recentSessionOfToken(db, match[1]);
    if (!session) throw fail(request, 401, 'server.token_invalid');
    request.auth = session;
    // About once a minute per session, not at every request.
    if (session.touchDue) await touchSession(db, session.sessionId, session.user.id, clientOf(request), true);
  };
}

/** Privileges per function type of a permission, in one query. */
export async function loadGrants(db: Db, permissionId: number | null): Promise<Grants> {
  if (permissionId === null) return {};
  const rows = await db
    .selectFrom('permission_functions')
    .select(['function_type', 'privileges'])
    .where('permission_id', '=', permissionId)
    .execute();
  const grants: Grants = {};
  for (const row of rows) grants[row.function_type as FunctionType] = row.privileges as Privilege[];
  return grants;
}

/** 403 unless the current admin holds the privilege. */
export async function requirePrivilege(request: FastifyRequest, type: Area, privilege: Privilege): Promise<void> {
  if (!can(request.auth!.grants, type, privilege)) throw fail(request, 403, 'server.forbidden');
}

// ---- routes -----------------------------------------------------------------

/** Longest email (RFC 5321) and password a login reads; longer ones are refused before any work. */
const MAX_EMAIL = 254;
export const MAX_PASSWORD = 1024;

/** What is wrong with a required text of a body (absent, blank, over `max` characters, holding NUL), or null. */
export function requiredStringIssue(value: unknown, max: number): Issue | null {
  if (typeof value !== 'string' || value.trim() === '') return { message: 'ra.validation.required' };
  if (value.length > max) return { message: 'ra.validation.maxLength', args: { max } };
  // PostgreSQL text cannot hold NUL: refused here rather than by the database (a 500).
  if (value.includes('\u0000')) return { message: 'validation.invalidCharacter' };
  return null;
}

function requiredStrings(
  request: FastifyRequest,
  body: Record<string, unknown>,
  limits: Record<string, number>,
): Record<string, string> {
  const errors: Record<string, Issue> = {};
  const values: Record<string, string> = {};
  for (const [name, max] of Object.entries(limits)) {
    const value = bodyField(body, name);
    const issue = requiredStringIssue(value, max);
    if (issue) errors[name] = issue;
    else values[name] = value as string;
  }
  if (Object.keys(errors).length) throw fail(request, 400, 'server.validation_failed', {}, errors);
  return values;
}

/** Ends a session: every token issued since its login. */
export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  // The session's row before its tokens, as endSessionsIn: the tokens of a refresh under way are revoked too.
  await db
    .updateTable('admin_sessions')
    .set({ ended_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: sql`now()` })
    .where('pair_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** How long an address an account signed in from stays known to it. */
const KNOWN_LOGIN_DAYS = 90;
/** The longest wait the account-wide limit asks of an address it does not know, in seconds. */
const MAX_PROGRESSIVE_WAIT = 300;

interface EarlierFailures {
  /** From this address for this account. */
  pair: number;
  pairSince: number | null;
  /** For this account, from anywhere. */
  account: number;
  accountLatest: number | null;
  /** From this address, for any account. */
  address: number;
  addressSince: number | null;
  /** Whether this account signed in from this address lately: then only its own failures here count. */
  known: boolean;
}

/** Failed logins recorded before this attempt within the window, and whether the account knows the address. */
async function earlierFailures(
  db: Db,
  attemptId: number,
  email: string,
  ip: string,
  since: Date,
): Promise<EarlierFailures> {
  const row = await db
    .selectFrom('login_attempts')
    .select([
      sql<number>`count(*) FILTER (WHERE email = ${email} AND ip = ${ip})`.as('pair'),
      sql<number>`count(*) FILTER (WHERE email = ${email})`.as('account'),
      sql<number>`count(*) FILTER (WHERE ip = ${ip})`.as('address'),
      sql<Date | null>`min(created_at) FILTER (WHERE email = ${email} AND ip = ${ip})`.as('pair_since'),
      sql<Date | null>`max(created_at) FILTER (WHERE email = ${email})`.as('account_latest'),
      sql<Date | null>`min(created_at) FILTER (WHERE ip = ${ip})`.as('address_since'),
    ])
    .where('id', '<', attemptId)
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  const known = await db
    .selectFrom('known_logins')
    .select('ip')
    .where('email', '=', email)
    .where('ip', '=', ip)
    .where('last_at', '>', new Date(since.getTime() - KNOWN_LOGIN_DAYS * 86_400_000))
    .executeTakeFirst();
  const time = (value: unknown) =>
    value === null || value === undefined ? null : new Date(value as string | Date).getTime();
  return {
    pair: toCount(row.pair),
    pairSince: time(row.pair_since),
    account: toCount(row.account),
    accountLatest: time(row.account_latest),
    address: toCount(row.address),
    addressSince: time(row.address_since),
    known: Boolean(known),
  };
}

/**
 * Seconds until this attempt may be tried, 0 when it may go on now. Limits that slow a guesser without
 * locking the owner out:
 * - the account from this address: LOGIN_MAX_FAILURES_PER_ACCOUNT failures lock this pair until the
 *   oldest of them leaves the window (the owner mistyping at home, or a guesser at one address);
 * - from an address the account has not signed in from lately, the account's failures from anywhere: past
 *   the same number, each further try waits twice as long as the one before (1 s, 2 s, 4 s… at most 5
 *   minutes) after the account's latest failure; and LOGIN_MAX_FAILURES_PER_IP failures from the address,
 *   for any admins, lock it for the emails it does not know (one guesser behind a shared proxy does
 *   not lock out the others behind it, who signed in from there before).
 */
function lockedFor(earlier: EarlierFailures, config: Config, now: number): number {
  const window = config.LOGIN_FAILURE_WINDOW;
  const until = (at: number) => Math.max(0, Math.ceil((at - now) / 1000));
  // Until the oldest counted failure leaves the window.
  const left = (since: number | null) => Math.max(1, until((since ?? now) + window * 1000));
  const limit = config.LOGIN_MAX_FAILURES_PER_ACCOUNT;
  let wait = 0;
  if (earlier.pair >= limit) wait = left(earlier.pairSince);
  if (earlier.known) return wait;
  if (earlier.account >= limit && earlier.accountLatest !== null) {
    const step = Math.min(MAX_PROGRESSIVE_WAIT, 2 ** (earlier.account - limit));
    wait = Math.max(wait, until(earlier.accountLatest + step * 1000));
  }
  if (earlier.address >= config.LOGIN_MAX_FAILURES_PER_IP) wait = Math.max(wait, left(earlier.addressSince));
  return wait;
}

/**
 * Every check of a password against the login limits, with the hash queue they share: a login, and a
 * password change's current password. One per server, so guesses through either call count together.
 */
export class PasswordChecks {
  /**
   * Password hashes at once: each scrypt holds a libuv thread for tens of milliseconds, so a burst of logins
   * must not take every thread, and a login for an account without recent failures goes ahead of the guesses
   * queued for one that has them.
   */
  private readonly hashing: Limiter;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    /** The limits' clock (ms since the epoch): the process's, or a test's. */
    private readonly now: () => number = Date.now,
  ) {
    this.hashing = new Limiter(config.LOGIN_HASH_CONCURRENCY);
  }

  /**
   * Whether `password` is the account's, tried from the request's address: recorded as an attempt
   * first (so simultaneous ones count each other), a 429 while the limits hold the try back (not
   * counted), a failure that stays counted, or a success that forgives this address's failures for the
   * account. `storedHash` is read once the limits let the try go on; null (no such account, or an
   * inactive one) is compared against a decoy and fails the same way. `at`: the attempt's time.
   */
  async verify(
    request: FastifyRequest,
    email: string,
    password: string,
    storedHash: () => Promise<string | null>,
    /** Whether a success forgives the address's failures (not while a second step is still to come). */
    forgive: () => boolean = () => true,
  ): Promise<{ ok: boolean; at: number }> {
    return this.attempt(
      request,
      email,
      async (priority) => {
        const stored = await storedHash();
        // Guesses queue behind checks for emails and addresses without recent failures.
        return this.hashing.run(priority, async () => verifyPassword(password, stored ?? (await decoyHash)));
      },
      forgive,
    );
  }

  /**
   * Any secret of a sign-in (a password, a two-factor code) tried under the login limits: recorded as an
   * attempt first (so simultaneous ones count each other), a 429 while the limits hold the try back (not
   * counted), a failure (`check` false) that stays counted, or a success that forgives this address's
   * failures for the account (unless `forgive` says not yet). `check` gets the try's priority in the hash
   * queue (its recent failures). `at`: the attempt's time.
   */
  async attempt(
    request: FastifyRequest,
    email: string,
    check: (priority: number) => Promise<boolean>,
    forgive: () => boolean = () => true,
  ): Promise<{ ok: boolean; at: number }> {
    const { db, config } = this;
    const ip = request.ip;
    const at = this.now();
    const since = new Date(at - config.LOGIN_FAILURE_WINDOW * 1000);
    // Recorded first, so simultaneous attempts count each other; a success removes it.
    const attempt = await db
      .insertInto('login_attempts')
      .values({ email, ip, created_at: new Date(at) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const earlier = await earlierFailures(db, attempt.id, email, ip, since);
    const wait = lockedFor(earlier, config, at);
    if (wait > 0) {
      // A refused attempt is not a failure: the lock ends a window after the failures that caused it.
      await db.deleteFrom('login_attempts').where('id', '=', attempt.id).execute();
      throw new HttpError(
        429,
        translate(languageOf(request), 'server.too_many_attempts', { minutes: Math.ceil(wait / 60) }),
        undefined,
        {
          headers: { 'Retry-After': String(wait) },
        },
      );
    }
    const ok = await check(earlier.known ? earlier.pair : earlier.account + earlier.address);
    if (!ok) {
      await db.deleteFrom('login_attempts').where('created_at', '<', since).execute();
      return { ok, at };
    }
    // A right password with a second step to come is neither a failure nor yet a success: its row goes, the
    // failures before it stay (else each right password would buy another round of code guesses).
    if (!forgive()) {
      await db.deleteFrom('login_attempts').where('id', '=', attempt.id).execute();
      return { ok, at };
    }
    // This address's failures for the account are forgiven; failures elsewhere still count against strangers.
    await db.deleteFrom('login_attempts').where('email', '=', email).where('ip', '=', ip).execute();
    return { ok, at };
  }
}

/** What an account needs after its password: nothing more, a code, or an enrolment first. */
export type SecondStepNeed = 'none' | 'code' | 'enrol';

/**
 * The login's second step (server/twoFactor.ts): after a right password an account with two-factor (or
 * whose permission requires it) is answered a challenge instead of tokens; `grant_type: "two_factor"`
 * with the challenge and a code ends the login through `signIn`.
 */
export interface LoginSecondStep {
  begin(request: FastifyRequest, userId: number, email: string, need: Exclude<SecondStepNeed, 'none'>): Promise<object>;
  finish(
    request: FastifyRequest,
    body: Record<string, unknown>,
    signIn: (userId: number, email: string, at: number) => Promise<TokenPair>,
  ): Promise<object>;
}

/** Calls that work without a token: login and refresh. */
export interface TokenRouteOptions {
  /** Hears of each session a reused refresh token ends (its live connections close). */
  onSessionEnd?: (sessionId: string) => void;
  /** The login limits' clock (ms since the epoch): the process's, or a test's. */
  now?: () => number;
  /** The server's password checks, shared with the password change; made here from `now` when not given. */
  passwords?: PasswordChecks;
  /** Two-factor sign-in; without it every account signs in with its password alone. */
  secondStep?: LoginSecondStep;
}

/** A pair of tokens: the access token for calls, the refresh token for the next pair. */
const TOKENS = object({
  access_token: text(),
  token_type: { const: 'Bearer' },
  expires_in: integer('Seconds the access token lasts.'),
  refresh_token: text(),
});

const SIGN_IN: ApiOperation = {
  summary: 'Sign in: trade an email and password (then, with two-factor, a code) for tokens',
  tag: 'Session',
  access: 'public',
  description:
    'grant_type password (the default) checks the email and password. An account with two-factor sign-in ' +
    'answers a challenge instead of tokens; grant_type two_factor with that challenge and a code (or a ' +
    'recovery code) finishes. Failed attempts are limited per account and per address (429).',
  body: {
    oneOf: [
      object({ grant_type: { const: 'password' }, email: text(), password: text() }, ['grant_type']),
      object({ grant_type: { const: 'two_factor' }, challenge: text(), code: text() }),
    ],
  },
  answer: dataOf({
    oneOf: [
      {
        ...TOKENS,
        properties: {
          ...(TOKENS.properties as object),
          recovery_codes: { type: 'array', items: text(), description: 'After enrolling at sign-in: keep them.' },
        },
      },
      object(
        {
          two_factor: { enum: ['code', 'enrol'] },
          challenge: text(),
          expires_in: integer(),
          secret: text(),
          otpauth_url: text(),
          qr: text('The QR code as an SVG data URL.'),
        },
        ['secret', 'otpauth_url', 'qr'],
      ),
    ],
  }),
  refusals: [401, 429],
};

export function registerTokenRoutes(
  app: FastifyInstance,
  db: Db,
  config: Config,
  {
    onSessionEnd = () => undefined,
    now = Date.now,
    passwords = new PasswordChecks(db, config, now),
    secondStep,
  }: TokenRouteOptions = {},
): void {
  /** Ends a login whose every step passed: the address becomes known to the account, and a session starts. */
  async function signIn(request: FastifyRequest, userId: number, email: string, at: number): Promise<TokenPair> {
    const ip = request.ip;
    await db
      .insertInto('known_logins')
      .values({ email, ip, last_at: new Date(at) })
      .onConflict((oc) => oc.columns(['email', 'ip']).doUpdateSet({ last_at: new Date(at) }))
      .execute();
    await db
      .deleteFrom('known_logins')
      .where('last_at', '<', new Date(at - KNOWN_LOGIN_DAYS * 86_400_000))
      .execute();
    // Old rows are useless; dropping them here keeps the table small without a timer.
    await db
      .deleteFrom('auth_tokens')
      .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
    await db
      .deleteFrom('admin_sessions')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('auth_tokens as t').select('t.id').whereRef('t.pair_id', '=', 'admin_sessions.id'))),
      )
      .execute();
    return issueTokens(db, userId, config.ACCESS_TOKEN_TTL, newToken(), clientOf(request));
  }

  app.post('/admin/oauth/token', describe(SIGN_IN), async (request) => {
    const body = objectBody(request);
    if (secondStep && body.grant_type === 'two_factor')
      return secondStep.finish(request, body, (userId, email, at) => signIn(request, userId, email, at));
    if (body.grant_type !== undefined && body.grant_type !== 'password') {
      throw fail(request, 400, 'server.unsupported_grant', {}, { grant_type: { message: 'server.unsupported_grant' } });
    }
    const values = requiredStrings(request, body, { email: MAX_EMAIL, password: MAX_PASSWORD });
    const email = values.email.trim().toLowerCase();
    let userId: number | undefined;
    let need: SecondStepNeed = 'none';
    // An unknown email is hashed against a decoy and counted like a wrong password: the answers are the same.
    const { ok, at } = await passwords.verify(
      request,
      email,
      values.password,
      async () => {
        const user = await db
          .selectFrom('admin_users as u')
          .leftJoin('permissions as p', 'p.id', 'u.permission_id')
          .select(['u.id', 'u.password_hash', 'u.active'])
          .select(sql<boolean>`u.two_factor_secret IS NOT NULL`.as('two_factor'))
          .select(sql<boolean>`COALESCE(p.two_factor_required, false)`.as('required'))
          .where(sql<string>`lower(u.email)`, '=', email)
          .executeTakeFirst();
        userId = user?.active ? user.id : undefined;
        if (user?.active && secondStep)
          need = user.two_factor === true ? 'code' : user.required === true ? 'enrol' : 'none';
        return user?.active ? user.password_hash : null;
      },
      () => need === 'none',
    );
    if (!ok || userId === undefined) throw fail(request, 401, 'app.login.failed');
    if (need !== 'none') return { data: await secondStep!.begin(request, userId, email, need) };
    return { data: await signIn(request, userId, email, at) };
  });

  app.post(
    '/admin/refresh_tokens',
    describe({
      summary: 'Trade a refresh token for a new pair of tokens',
      tag: 'Session',
      access: 'public',
      description: 'A refresh token works once: one used again ends its session.',
      body: object({ refresh_token: text() }),
      answer: dataOf(TOKENS),
      refusals: [401],
    }),
    async (request) => {
      const { refresh_token } = requiredStrings(request, objectBody(request), { refresh_token: MAX_PASSWORD });
      const tokenHash = hashToken(refresh_token);
      const pair = await db.transaction().execute(async (trx) => {
        // The session's row first, locked as endSessionsIn locks it: a password change or a logout
        // everywhere under way ends it before this refresh issues tokens in it, or after, revoking them.
        const session = await trx
          .selectFrom('admin_sessions')
          .select('ended_at')
          .where('id', '=', trx.selectFrom('auth_tokens').select('pair_id').where('token_hash', '=', tokenHash))
          .forUpdate()
          .executeTakeFirst();
        if (session?.ended_at) return null;
        // Revoking in the same statement as the check lets a refresh token be used only once.
        const old = await trx
          .updateTable('auth_tokens')
          .set({ revoked_at: sql`now()` })
          .where('token_hash', '=', tokenHash)
          .where('kind', '=', 'refresh')
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .where('user_id', 'in', trx.selectFrom('admin_users').select('id').where('active', '=', true))
          .returning(['user_id', 'pair_id'])
          .executeTakeFirst();
        if (!old) return null;
        // The access token this refresh replaces stops working with it.
        await trx
          .updateTable('auth_tokens')
          .set({ revoked_at: sql`now()` })
          .where('pair_id', '=', old.pair_id)
          .where('kind', '=', 'access')
          .where('revoked_at', 'is', null)
          .execute();
        return issueTokens(trx, old.user_id, config.ACCESS_TOKEN_TTL, old.pair_id, clientOf(request));
      });
      if (pair) return { data: pair };
      // A refresh token used before has been copied: whoever holds the session now, it ends.
      const reused = await db
        .selectFrom('auth_tokens')
        .select('pair_id')
        .where('token_hash', '=', tokenHash)
        .where('kind', '=', 'refresh')
        .where('revoked_at', 'is not', null)
        .executeTakeFirst();
      if (reused) {
        await revokeSession(db, reused.pair_id);
        onSessionEnd(reused.pair_id);
      }
      throw fail(request, 401, 'server.token_invalid');
    },
  );
}

/** Calls about the signed-in admin; the caller has already authenticated. */
export function registerSessionRoutes(
  app: FastifyInstance,
  db: Db,
  onLogout: (sessionId: string) => void = () => undefined,
): void {
  app.post(
    '/oauth/revoke',
    describe({
      summary: 'Sign out: end the session of the token',
      tag: 'Session',
      access: 'self',
      answer: dataOf(object({ revoked: { const: true } })),
    }),
    async (request) => {
      await revokeSession(db, request.auth!.sessionId);
      onLogout(request.auth!.sessionId);
      return { data: { revoked: true } };
    },
  );

  app.get(
    '/user',
    describe({
      summary: 'Read the signed-in admin',
      tag: 'Session',
      access: 'self',
      answer: dataOf(object({ id, name: text(), email: text(), permission_id: orNull(id) })),
    }),
    async (request) => ({ data: request.auth!.user }),
  );
}
