// Two-factor sign-in: TOTP (RFC 6238, 6 digits, 30 s steps, SHA-1, as every
// authenticator app reads it) through otpauth, and ten single-use recovery
// codes. Secrets are kept encrypted (AES-256-GCM, the key from TWO_FACTOR_KEY
// or, outside production, a key made once in DATA_DIR); recovery codes only as
// hashes. A code is accepted one step early or late, and never twice: the last
// step used is remembered, and a code must be of a later one.
//
// The admin's own calls (turn on with a confirmation code, turn off with a code
// or the password) and an administrator's reset are here; the login's second
// step is in auth.ts (registerTokenRoutes), which asks this module.
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Issue } from '../src/engine/kinds';
import {
  MAX_PASSWORD,
  hashToken,
  newToken,
  requiredStringIssue,
  requirePrivilege,
  type LoginSecondStep,
  type PasswordChecks,
} from './auth';
import { audited } from './audit';
import type { Config } from './config';
import { parseId } from './params';
import type { Db } from './db';
import { bodyField, fail, invalidFields, objectBody } from './http';
import { checkWithinCaller } from './permissions';
import { endSessionsIn } from './sessions';
import { dataOf, describe, EMPTY, flag, id, integer, listOf, object, text } from './openapi/operation';

/** The name authenticator apps show above the account's email. */
export const TWO_FACTOR_ISSUER = 'Marketplace admin';
/** How many recovery codes an enrolment gives. */
export const RECOVERY_CODES = 10;
/** Steps of 30 s a code may be early or late (clocks of phones drift). */
const WINDOW = 1;
const PERIOD = 30;
/** The key file kept in DATA_DIR when TWO_FACTOR_KEY is unset outside production. */
export const KEY_FILE = 'two-factor.key';
/** Longest code read: a TOTP code is 6 digits, a recovery code 11 characters; spaces are allowed. */
const MAX_CODE = 64;
/** Recovery codes: 10 characters of this alphabet (no 0/O, 1/l/I), shown as two groups of five. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

// ---- the key and the secrets' encryption ----------------------------------------

/** 32 bytes from 64 hex digits or base64 (standard or url-safe); anything else is refused. */
export function parseKey(raw: string): Buffer {
  const value = raw.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32 || (!/^[0-9a-fA-F]{64}$/.test(value) && !/^[A-Za-z0-9+/_-]{43}=?$/.test(value)))
    throw new Error('TWO_FACTOR_KEY must be 32 bytes, as 64 hex digits or base64 (e.g. `openssl rand -base64 32`)');
  return key;
}

/**
 * The secrets' key: TWO_FACTOR_KEY; else, outside production, one made once and kept in
 * DATA_DIR/two-factor.key (so `npm start` works, and a restart reads the secrets it wrote); else
 * (production without the variable) none: two-factor cannot be turned on, and the server does not
 * start while an account has it (checkTwoFactorKey).
 */
export function twoFactorKey(config: Pick<Config, 'TWO_FACTOR_KEY' | 'NODE_ENV' | 'DATA_DIR'>): Buffer | null {
  if (config.TWO_FACTOR_KEY) return parseKey(config.TWO_FACTOR_KEY);
  if (config.NODE_ENV === 'production') return null;
  const file = path.join(config.DATA_DIR, KEY_FILE);
  if (existsSync(file)) return parseKey(readFileSync(file, 'utf8'));
  mkdirSync(config.DATA_DIR, { recursive: true });
  try {
    // 'wx': two servers starting at once on one DATA_DIR do not each write a key.
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  return parseKey(readFileSync(file, 'utf8'));
}

/** Refuses to start without a key while an account has two-factor (or is enrolling) or a permission requires it. */
export async function checkTwoFactorKey(db: Db, key: Buffer | null): Promise<void> {
  if (key) return;
  const row = await sql<{ n: number }>`SELECT
      (SELECT count(*) FROM admin_users WHERE two_factor_secret IS NOT NULL OR two_factor_pending IS NOT NULL)
    + (SELECT count(*) FROM permissions WHERE two_factor_required) AS n`.execute(db);
  if (Number(row.rows[0].n) > 0)
    throw new Error(
      'NODE_ENV=production does not start without TWO_FACTOR_KEY while admins use two-factor sign-in or a permission requires it: set it to the key their secrets were encrypted with',
    );
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/** 'v1.iv.tag.ciphertext' (base64url), bound to `context` (e.g. the account) so a value cannot be moved to another row. */
export function encryptSecret(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', b64(iv), b64(cipher.getAuthTag()), b64(data)].join('.');
}

export function decryptSecret(key: Buffer, stored: string, context: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unknown two-factor secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

// ---- codes ---------------------------------------------------------------------------

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: TWO_FACTOR_ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret });

/** A code as typed, without spaces or dashes, lower-case. */
const normalized = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** The time step a 6-digit code belongs to, at `now`, or null when it is none of the window's. */
function stepOf(secret: string, code: string, now: number): number | null {
  const token = normalized(code);
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

export const hashRecoveryCode = (code: string) => createHash('sha256').update(normalized(code)).digest('hex');

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** What a page needs to enrol: the secret for manual entry, the otpauth address, and its QR code as an SVG data URL. */
export interface Enrolment {
  secret: string;
  otpauth_url: string;
  qr: string;
}

async function enrolmentOf(secret: string, email: string): Promise<Enrolment> {
  const otpauth_url = totpOf(secret, email).toString();
  const svg = await QRCode.toString(otpauth_url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauth_url, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

// ---- the service ---------------------------------------------------------------------

const userContext = (userId: number) => `admin_users:${userId}`;

/**
 * Two-factor state and checks over the database. `now` is the clock codes are judged by (the
 * login limits' clock: a test steps it).
 */
export class TwoFactor {
  constructor(
    private readonly db: Db,
    readonly key: Buffer | null,
    readonly now: () => number = Date.now,
  ) {}

  private requireKey(request: FastifyRequest): Buffer {
    if (!this.key) throw fail(request, 503, 'server.two_factor_unconfigured');
    return this.key;
  }

  /** A new secret, encrypted for the account, and what the page shows of it. */
  async newSecret(request: FastifyRequest, userId: number, email: string) {
    const key = this.requireKey(request);
    const secret = new Secret({ size: 20 }).base32;
    return { stored: encryptSecret(key, secret, userContext(userId)), enrolment: await enrolmentOf(secret, email) };
  }

  /** The plain secret of a stored one, or null when it cannot be read (no key, another key). */
  private open(stored: string | null, userId: number): string | null {
    if (!stored || !this.key) return null;
    try {
      return decryptSecret(this.key, stored, userContext(userId));
    } catch {
      return null;
    }
  }

  /** Whether `code` is right for a stored secret now: the step it names, or null. */
  stepFor(stored: string | null, userId: number, code: string): number | null {
    const secret = this.open(stored, userId);
    return secret === null ? null : stepOf(secret, code, this.now());
  }

  /**
   * Checks a code of an account with two-factor on: a TOTP code of a later step than the last one
   * used (remembered in the same statement, so one code works once even when sent twice at once),
   * or an unused recovery code (used up in the same statement). True when it was right.
   */
  async useCode(userId: number, code: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('admin_users')
      .select(['two_factor_secret'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row?.two_factor_secret) return false;
    const step = this.stepFor(row.two_factor_secret, userId, code);
    if (step !== null) {
      const used = await this.db
        .updateTable('admin_users')
        .set({ two_factor_last_step: step })
        .where('id', '=', userId)
        .where('two_factor_secret', '=', row.two_factor_secret)
        .where((eb) => eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]))
        .returning('id')
        .executeTakeFirst();
      return Boolean(used);
    }
    if (!/^[a-z0-9]{10}$/.test(normalized(code))) return false;
    const recovered = await this.db
      .updateTable('two_factor_recovery_codes')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('code_hash', '=', hashRecoveryCode(code))
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return Boolean(recovered);
  }

  /**
   * Turns two-factor on with a confirmed secret (the step of the confirming code remembered) and
   * gives ten new recovery codes, in one transaction; undefined when it was on already.
   */
  async turnOn(userId: number, stored: string, step: number): Promise<string[] | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('admin_users')
        .set({
          two_factor_secret: stored,
          two_factor_pending: null,
          two_factor_last_step: step,
          two_factor_enabled_at: sql`now()`,
        })
        .where('id', '=', userId)
        .where('two_factor_secret', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!changed) return undefined;
      return storeRecoveryCodes(trx, userId);
    });
  }

  /** Ten new recovery codes in place of the old ones, if two-factor is on (undefined otherwise). */
  async replaceRecoveryCodes(userId: number): Promise<string[] | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const on = await trx
        .selectFrom('admin_users')
        .select('id')
        .where('id', '=', userId)
        .where('two_factor_secret', 'is not', null)
        .forUpdate()
        .executeTakeFirst();
      return on ? storeRecoveryCodes(trx, userId) : undefined;
    });
  }

  /** Turns two-factor off (secret, pending enrolment and recovery codes gone) within the caller's transaction. */
  async turnOffIn(trx: Db, userId: number): Promise<boolean> {
    const changed = await trx
      .updateTable('admin_users')
      .set({
        two_factor_secret: null,
        two_factor_pending: null,
        two_factor_last_step: null,
        two_factor_enabled_at: null,
      })
      .where('id', '=', userId)
      .returning(sql<boolean>`true`.as('found'))
      .executeTakeFirst();
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    return Boolean(changed);
  }

  /** Whether the account has two-factor on, whether its permission requires it, and how many recovery codes are left. */
  async stateOf(userId: number) {
    const row = await this.db
      .selectFrom('admin_users as u')
      .leftJoin('permissions as p', 'p.id', 'u.permission_id')
      .select([
        sql<boolean>`u.two_factor_secret IS NOT NULL`.as('enabled'),
        sql<boolean>`COALESCE(p.two_factor_required, false)`.as('required'),
        sql<number>`(SELECT count(*) FROM two_factor_recovery_codes c WHERE c.user_id = u.id AND c.used_at IS NULL)`.as(
          'left',
        ),
      ])
      .where('u.id', '=', userId)
      .executeTakeFirst();
    return {
      enabled: row?.enabled === true,
      required: row?.required === true,
      recovery_codes_left: Number(row?.left ?? 0),
    };
  }
}

/** Replaces an account's recovery codes with ten new ones, within the caller's transaction; the codes, once. */
async function storeRecoveryCodes(trx: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('two_factor_recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code) })))
    .execute();
  return codes;
}

// ---- the login's second step -----------------------------------------------------------

/** Seconds a login challenge lives: time to open the app and type a code, or to scan a QR code first. */
export const CHALLENGE_TTL = 300;
/** Longest challenge read (they are 43 characters). */
const MAX_CHALLENGE = 100;

/**
 * After a right password: a challenge (random, kept only as its hash, usable until CHALLENGE_TTL or one
 * success) instead of tokens; for an account that must enrol, with a new secret and its QR code. The
 * challenge and a code end the login: each code is tried under the login limits (a wrong one is a failed
 * login of the account from this address), and enrolling gives the recovery codes beside the tokens.
 */
export function loginSecondStep(db: Db, twoFactor: TwoFactor, passwords: PasswordChecks): LoginSecondStep {
  return {
    async begin(request, userId, email, need) {
      const now = twoFactor.now();
      await db.deleteFrom('login_challenges').where('expires_at', '<', new Date(now)).execute();
      const fresh = need === 'enrol' ? await twoFactor.newSecret(request, userId, email) : undefined;
      const challenge = newToken();
      await db
        .insertInto('login_challenges')
        .values({
          token_hash: hashToken(challenge),
          user_id: userId,
          email,
          kind: need,
          secret: fresh?.stored ?? null,
          expires_at: new Date(now + CHALLENGE_TTL * 1000),
        })
        .execute();
      return { two_factor: need, challenge, expires_in: CHALLENGE_TTL, ...fresh?.enrolment };
    },

    async finish(request, body, signIn) {
      const errors: Record<string, Issue> = {};
      const challenge = bodyField(body, 'challenge');
      const challengeIssue = requiredStringIssue(challenge, MAX_CHALLENGE);
      if (challengeIssue) errors.challenge = challengeIssue;
      const issue = codeIssue(bodyField(body, 'code'));
      if (issue) errors.code = issue;
      if (Object.keys(errors).length) throw fail(request, 400, 'server.validation_failed', {}, errors);
      const code = body.code as string;
      const hash = hashToken(challenge as string);
      const found = await db
        .selectFrom('login_challenges as c')
        .innerJoin('admin_users as u', 'u.id', 'c.user_id')
        .select(['c.user_id', 'c.email', 'c.kind', 'c.secret'])
        .where('c.token_hash', '=', hash)
        .where('c.expires_at', '>', new Date(twoFactor.now()))
        .where('u.active', '=', true)
        .executeTakeFirst();
      if (!found) throw fail(request, 401, 'server.challenge_invalid');
      const userId = Number(found.user_id);
      let recovery: string[] | undefined;
      const { ok, at } = await passwords.attempt(request, found.email, async () => {
        if (found.kind === 'code') return twoFactor.useCode(userId, code);
        const step = twoFactor.stepFor(found.secret, userId, code);
        if (step === null) return false;
        recovery = await twoFactor.turnOn(userId, found.secret, step);
        return recovery !== undefined;
      });
      if (!ok)
        throw fail(
          request,
          401,
          'server.two_factor_code_wrong',
          {},
          { code: { message: 'server.two_factor_code_wrong' } },
        );
      // One success per challenge: a second, even with another right code, finds it gone.
      const used = await db
        .deleteFrom('login_challenges')
        .where('token_hash', '=', hash)
        .returning('user_id')
        .executeTakeFirst();
      if (!used) throw fail(request, 401, 'server.challenge_invalid');
      const tokens = await signIn(userId, found.email, at);
      return { data: { ...tokens, ...(recovery && { recovery_codes: recovery }) } };
    },
  };
}

// ---- routes --------------------------------------------------------------------------

/** A code field: required, at most MAX_CODE characters. */
const codeIssue = (raw: unknown): Issue | null => requiredStringIssue(raw, MAX_CODE);

/** A new secret: as text, as an otpauth:// address, and as a QR code (an SVG data URL). */
const ENROLMENT = object({ secret: text(), otpauth_url: text(), qr: text() });
const PERMISSION_OPTION = dataOf(object({ id, two_factor_required: flag() }));

/**
 * The two-factor calls; the caller has already authenticated. `passwords` are the login checks (a code
 * or password that turns two-factor off is counted like a login); `onSessionEnd` closes ended sessions.
 */
export function registerTwoFactorRoutes(
  app: FastifyInstance,
  db: Db,
  twoFactor: TwoFactor,
  passwords: PasswordChecks,
  onSessionEnd: (sessionId: string) => void = () => undefined,
): void {
  app.get(
    '/user/two-factor',
    describe({
      summary: 'Read whether two-factor sign-in is on for the signed-in admin',
      tag: 'Two-factor sign-in',
      access: 'self',
      answer: dataOf(
        object({ enabled: flag(), required: flag('Its permission requires it.'), recovery_codes_left: integer() }),
      ),
    }),
    async (request) => ({ data: await twoFactor.stateOf(request.auth!.user.id) }),
  );

  // A new secret for the account, kept aside until a code confirms it: the one on stays until then.
  app.post(
    '/user/two-factor/setup',
    describe({
      summary: 'Start turning two-factor sign-in on: a new secret and its QR code',
      tag: 'Two-factor sign-in',
      access: 'self',
      body: EMPTY,
      answer: dataOf(ENROLMENT),
      refusals: [409],
    }),
    async (request) => {
      const { user } = request.auth!;
      if ((await twoFactor.stateOf(user.id)).enabled) throw fail(request, 409, 'server.two_factor_on');
      const { stored, enrolment } = await twoFactor.newSecret(request, user.id, user.email);
      await db.updateTable('admin_users').set({ two_factor_pending: stored }).where('id', '=', user.id).execute();
      return { data: enrolment };
    },
  );

  app.post(
    '/user/two-factor/enable',
    describe({
      summary: 'Turn two-factor sign-in on with a code of the new secret',
      tag: 'Two-factor sign-in',
      access: 'self',
      body: object({ code: text() }),
      answer: dataOf(object({ enabled: { const: true }, recovery_codes: listOf(text()) })),
      refusals: [409],
    }),
    async (request) => {
      const { user } = request.auth!;
      const body = objectBody(request);
      const issue = codeIssue(bodyField(body, 'code'));
      if (issue) throw invalidFields(request, { code: issue });
      const row = await db
        .selectFrom('admin_users')
        .select(['two_factor_pending', 'two_factor_secret'])
        .where('id', '=', user.id)
        .executeTakeFirst();
      if (row?.two_factor_secret) throw fail(request, 409, 'server.two_factor_on');
      if (!row?.two_factor_pending) throw invalidFields(request, { code: { message: 'server.two_factor_no_setup' } });
      const step = twoFactor.stepFor(row.two_factor_pending, user.id, body.code as string);
      if (step === null) throw invalidFields(request, { code: { message: 'server.two_factor_code_wrong' } });
      const codes = await twoFactor.turnOn(user.id, row.two_factor_pending, step);
      if (!codes) throw fail(request, 409, 'server.two_factor_on');
      return { data: { enabled: true, recovery_codes: codes } };
    },
  );

  // Ten new recovery codes, the old ones void, with a current code (or a recovery code) counted like a login.
  app.post(
    '/user/two-factor/recovery-codes',
    describe({
      summary: 'Replace the recovery codes, with a current code',
      tag: 'Two-factor sign-in',
      access: 'self',
      body: object({ code: text() }),
      answer: dataOf(object({ recovery_codes: listOf(text()) })),
      refusals: [409],
    }),
    async (request) => {
      const { user } = request.auth!;
      const code = bodyField(objectBody(request), 'code');
      const issue = codeIssue(code);
      if (issue) throw invalidFields(request, { code: issue });
      if (!(await twoFactor.stateOf(user.id)).enabled) throw fail(request, 409, 'server.two_factor_off');
      const email = user.email.trim().toLowerCase();
      const { ok } = await passwords.attempt(request, email, () => twoFactor.useCode(user.id, code as string));
      if (!ok) throw invalidFields(request, { code: { message: 'server.two_factor_code_wrong' } });
      const codes = await twoFactor.replaceRecoveryCodes(user.id);
      if (!codes) throw fail(request, 409, 'server.two_factor_off');
      return { data: { recovery_codes: codes } };
    },
  );

  // With a current code (or a recovery code) or the password, each checked and counted like a login.
  app.post(
    '/user/two-factor/disable',
    describe({
      summary: 'Turn two-factor sign-in off, with a current code or the password',
      tag: 'Two-factor sign-in',
      access: 'self',
      body: object({ code: text(), password: text() }, ['code', 'password']),
      answer: dataOf(object({ enabled: { const: false } })),
      refusals: [409],
    }),
    async (request) => {
      const { user } = request.auth!;
      const body = objectBody(request);
      const code = bodyField(body, 'code');
      const password = bodyField(body, 'password');
      const field = code !== undefined ? 'code' : 'password';
      // A password is held to the password's own limit, not a code's: a long one must still turn it off.
      const issue = field === 'code' ? codeIssue(code) : requiredStringIssue(password, MAX_PASSWORD);
      if (issue) throw invalidFields(request, { [field]: issue });
      const state = await twoFactor.stateOf(user.id);
      if (!state.enabled) throw fail(request, 409, 'server.two_factor_off');
      if (state.required) throw fail(request, 409, 'server.two_factor_required_here');
      const email = user.email.trim().toLowerCase();
      const { ok } =
        field === 'code'
          ? await passwords.attempt(request, email, () => twoFactor.useCode(user.id, code as string))
          : await passwords.verify(request, email, password as string, async () => {
              const row = await db
                .selectFrom('admin_users')
                .select(['password_hash', 'active'])
                .where('id', '=', user.id)
                .executeTakeFirst();
              return row?.active ? row.password_hash : null;
            });
      if (!ok)
        throw invalidFields(request, {
          [field]: { message: field === 'code' ? 'server.two_factor_code_wrong' : 'server.current_password_wrong' },
        });
      await db.transaction().execute((trx) => twoFactor.turnOffIn(trx, user.id));
      return { data: { enabled: false } };
    },
  );

  // A permission's option "two-factor required": its admins without two-factor enrol at their next sign-in.
  const permissionOption = async (request: FastifyRequest<{ Params: { id: string } }>, id: number) => {
    const row = await db
      .selectFrom('permissions')
      .select(['id', 'two_factor_required'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw fail(request, 404, 'server.not_found');
    return { data: { id, two_factor_required: row.two_factor_required === true } };
  };

  app.get<{ Params: { id: string } }>(
    '/admin/permissions/:id/two-factor',
    describe({
      summary: 'Read whether a permission requires two-factor sign-in',
      tag: 'Two-factor sign-in',
      access: { area: 'SETTING_MODERATOR', privilege: 'VIEW' },
      answer: PERMISSION_OPTION,
    }),
    async (request) => {
      await requirePrivilege(request, 'SETTING_MODERATOR', 'VIEW');
      return permissionOption(request, parseId(request));
    },
  );

  app.put<{ Params: { id: string } }>(
    '/admin/permissions/:id/two-factor',
    describe({
      summary: "Require two-factor sign-in of a permission's admins, or not",
      tag: 'Two-factor sign-in',
      access: { area: 'SETTING_MODERATOR', privilege: 'UPDATE' },
      body: object({ two_factor_required: flag() }),
      answer: PERMISSION_OPTION,
    }),
    async (request) => {
      await requirePrivilege(request, 'SETTING_MODERATOR', 'UPDATE');
      const id = parseId(request);
      const value = bodyField(objectBody(request), 'two_factor_required');
      if (typeof value !== 'boolean')
        throw invalidFields(request, {
          two_factor_required: { message: value === undefined ? 'ra.validation.required' : 'validation.boolean' },
        });
      await permissionOption(request, id);
      // Nobody changes a permission holding more than they do, this option included.
      await checkWithinCaller(db, request, id, 'two_factor_required');
      // A field of the permission: kept in the audit trail like any save of it.
      await audited(db, request, (trx) =>
        trx.updateTable('permissions').set({ two_factor_required: value }).where('id', '=', id).execute(),
      );
      return permissionOption(request, id);
    },
  );

  // An administrator's reset for a lost phone: off, and every session of the account ends.
  app.delete<{ Params: { id: string } }>(
    '/admin/moderators/:id/two-factor',
    describe({
      summary: "Turn an admin's two-factor sign-in off (a lost phone) and end their sessions",
      tag: 'Two-factor sign-in',
      access: { area: 'SETTING_MODERATOR', privilege: 'UPDATE' },
      answer: dataOf(object({ id, ended: integer('Sessions ended.') })),
      refusals: [409],
    }),
    async (request) => {
      await requirePrivilege(request, 'SETTING_MODERATOR', 'UPDATE');
      const id = parseId(request);
      const account = await db
        .selectFrom('admin_users')
        .select('permission_id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!account) throw fail(request, 404, 'server.not_found');
      // A session left open must not be enough to remove one's own second factor.
      if (id === request.auth!.user.id)
        throw invalidFields(request, { two_factor: { message: 'server.reset_own_two_factor' } });
      await checkWithinCaller(db, request, account.permission_id, 'two_factor');
      if (!(await twoFactor.stateOf(id)).enabled) throw fail(request, 409, 'server.two_factor_off');
      const ended = await db.transaction().execute(async (trx) => {
        if (!(await twoFactor.turnOffIn(trx, id))) return undefined;
        return endSessionsIn(trx, id, { except: null });
      });
      if (!ended) throw fail(request, 404, 'server.not_found');
      for (const sessionId of ended) onSessionEnd(sessionId);
      return { data: { id, ended: ended.length } };
    },
  );
}
