// Logins, bearer tokens and the current admin's grants. Tokens are random and
// only their sha256 lives in the database, so a leaked table grants nothing.
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { FUNCTION_TYPES, can, type FunctionType, type Grants, type Privilege } from '../src/engine/permissions';
import type { Config } from './config';
import type { Db } from './db';
import { HttpError, fail, languageOf, objectBody } from './http';
import { translate } from './messages';

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
  pairId: string;
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
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return timingSafeEqual(key, expected);
}

// Compared against when the email is unknown, so both failures take as long.
const decoyHash = hashPassword(randomBytes(16).toString('hex'));

// ---- tokens -----------------------------------------------------------------

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface TokenPair {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
}

export async function issueTokens(db: Db, userId: number, accessTtl: number): Promise<TokenPair> {
  const access = newToken();
  const refresh = newToken();
  const pairId = newToken();
  const now = Date.now();
  await db
    .insertInto('auth_tokens')
    .values([
      { token_hash: hashToken(access), kind: 'access', user_id: userId, pair_id: pairId, expires_at: new Date(now + accessTtl * 1000) },
      { token_hash: hashToken(refresh), kind: 'refresh', user_id: userId, pair_id: pairId, expires_at: new Date(now + REFRESH_TOKEN_TTL * 1000) },
    ])
    .execute();
  return { access_token: access, token_type: 'Bearer', expires_in: accessTtl, refresh_token: refresh };
}

/** onRequest hook: a valid access token or 401. */
export function authenticate(db: Db) {
  return async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match) throw fail(request, 401, 'server.unauthenticated');
    const row = await db
      .selectFrom('auth_tokens as t')
      .innerJoin('admin_users as u', 'u.id', 't.user_id')
      .select(['t.id as token_id', 't.pair_id', 'u.id', 'u.name', 'u.email', 'u.permission_id'])
      .where('t.token_hash', '=', hashToken(match[1]))
      .where('t.kind', '=', 'access')
      .where('t.revoked_at', 'is', null)
      .where('t.expires_at', '>', sql<Date>`now()`)
      .where('u.active', '=', true)
      .executeTakeFirst();
    if (!row) throw fail(request, 401, 'server.token_invalid');
    request.auth = {
      user: { id: row.id, name: row.name, email: row.email, permission_id: row.permission_id },
      tokenId: row.token_id,
      pairId: row.pair_id,
    };
  };
}

/** Privileges per function type of a permission, in one query. */
export async function loadGrants(db: Db, permissionId: number | null): Promise<Grants> {
  if (permissionId === null) return {};
  const rows = await db.selectFrom('permission_functions').select(['function_type', 'privileges']).where('permission_id', '=', permissionId).execute();
  const grants: Grants = {};
  for (const row of rows) grants[row.function_type as FunctionType] = row.privileges as Privilege[];
  return grants;
}

/** 403 unless the current admin holds the privilege. */
export async function requirePrivilege(db: Db, request: FastifyRequest, type: FunctionType, privilege: Privilege): Promise<void> {
  const grants = await loadGrants(db, request.auth!.user.permission_id);
  if (!can(grants, type, privilege)) throw fail(request, 403, 'server.forbidden');
}

// ---- routes -----------------------------------------------------------------

function requiredStrings(request: FastifyRequest, body: Record<string, unknown>, names: string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = body[name];
    if (typeof value !== 'string' || value.trim() === '') errors[name] = translate(languageOf(request), 'ra.validation.required');
    else values[name] = value;
  }
  if (Object.keys(errors).length) throw fail(request, 400, 'server.validation_failed', {}, errors);
  return values;
}

/** Calls that work without a token: login and refresh. */
export function registerTokenRoutes(app: FastifyInstance, db: Db, config: Config): void {
  app.post('/admin/oauth/token', async (request) => {
    const body = objectBody(request);
    if (body.grant_type !== undefined && body.grant_type !== 'password') {
      const message = translate(languageOf(request), 'server.unsupported_grant');
      throw new HttpError(400, message, { grant_type: message });
    }
    const { email, password } = requiredStrings(request, body, ['email', 'password']);
    const user = await db
      .selectFrom('admin_users')
      .select(['id', 'password_hash', 'active'])
      .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
      .executeTakeFirst();
    const ok = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
    if (!user || !ok || !user.active) throw fail(request, 401, 'app.login.failed');
    // Old rows are useless; dropping them here keeps the table small without a timer.
    await db.deleteFrom('auth_tokens').where('expires_at', '<', sql<Date>`now() - interval '1 day'`).execute();
    return { data: await issueTokens(db, user.id, config.ACCESS_TOKEN_TTL) };
  });

  app.post('/admin/refresh_tokens', async (request) => {
    const { refresh_token } = requiredStrings(request, objectBody(request), ['refresh_token']);
    const pair = await db.transaction().execute(async (trx) => {
      // Revoking in the same statement as the check lets a refresh token be used only once.
      const old = await trx
        .updateTable('auth_tokens')
        .set({ revoked_at: sql`now()` })
        .where('token_hash', '=', hashToken(refresh_token))
        .where('kind', '=', 'refresh')
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .where('user_id', 'in', trx.selectFrom('admin_users').select('id').where('active', '=', true))
        .returning(['user_id'])
        .executeTakeFirst();
      return old ? issueTokens(trx, old.user_id, config.ACCESS_TOKEN_TTL) : null;
    });
    if (!pair) throw fail(request, 401, 'server.token_invalid');
    return { data: pair };
  });
}

/** Calls about the signed-in admin; the caller has already authenticated. */
export function registerSessionRoutes(app: FastifyInstance, db: Db): void {
  app.post('/oauth/revoke', async (request) => {
    // Ends this session: its access token and the refresh token issued with it.
    await db
      .updateTable('auth_tokens')
      .set({ revoked_at: sql`now()` })
      .where('pair_id', '=', request.auth!.pairId)
      .where('revoked_at', 'is', null)
      .execute();
    return { data: { revoked: true } };
  });

  app.get('/user', async (request) => ({ data: request.auth!.user }));

  app.get<{ Params: { id: string } }>('/admin/permissions/:id/detail', async (request) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
    if (id === null) throw fail(request, 404, 'server.not_found');
    // Everyone may read their own permission (the menu is built from it).
    if (id !== request.auth!.user.permission_id) await requirePrivilege(db, request, 'SETTING_MODERATOR', 'VIEW');
    const permission = await db.selectFrom('permissions').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    if (!permission) throw fail(request, 404, 'server.not_found');
    const grants = await loadGrants(db, id);
    const functions = FUNCTION_TYPES.filter((type) => grants[type]).map((type) => ({ function: { type }, privileges: grants[type] }));
    return { data: { id: permission.id, name: permission.name, functions } };
  });
}
