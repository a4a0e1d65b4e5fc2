// Permission administration: the function types and privileges, permissions
// and their grants, and the admin accounts holding them. Grants are read at
// every request (auth.ts requirePrivilege), so a change applies at the
// affected admin's next request. No change may leave the back office without
// an administrator: an active account holding VIEW and UPDATE on SETTING_MODERATOR.
// Nobody grants what they do not hold: a permission's privileges, and the permission
// an account is given or taken from, must lie within the caller's own grants.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { KINDS, type Field, type Issue } from '../src/engine/kinds';
import { can, PRIVILEGES, type FunctionType, type Grants, type Privilege } from '../src/engine/permissions';
import { validateField } from '../src/engine/validation';
import { MAX_PASSWORD, hashPassword, loadGrants, requirePrivilege } from './auth';
import { intParam, likePattern, parseId, searchText, single } from './params';
import { toCount, type Db } from './db';
import { HttpError, fail, invalidFields, languageOf, objectBody } from './http';
import { translate } from './messages';
import { serializeRecord } from './records';
import { FUNCTION_TYPES } from '../schemas/app';

type Query = Record<string, string | string[] | undefined>;
type Body = Record<string, unknown>;

const MAX_PAGING = 100;
const DEFAULT_PAGING = 20;
/** More entries than function types can only be a mistake; refused before any work. */
const MAX_FUNCTION_ENTRIES = 100;
/** The shortest password an account may have (at creation, a change or a reset). */
const MIN_PASSWORD = 8;
/** How much of an unknown value a message quotes. */
const QUOTED = 30;
/** Writes that could change who is an administrator wait for each other, so two of them cannot each remove one of the last two. */
const LOCK = sql`SELECT pg_advisory_xact_lock(hashtext('marketplace_admin.permissions'))`;

const NAME: Field = { kind: 'text', required: true, max: 100 };
const EMAIL: Field = { kind: 'email', required: true };
// Only the id's form is read from the field; the permission's existence is checked in the database.
const PERMISSION: Field = { kind: 'reference', required: true, reference: 'permissions' };
const ACTIVE: Field = { kind: 'boolean', required: true };

const quote = (value: string) => (value.length > QUOTED ? `${value.slice(0, QUOTED)}…` : value);
const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ---- input -------------------------------------------------------------------

function rejectIssues(request: FastifyRequest, errors: Record<string, Issue>): void {
  if (Object.keys(errors).length) throw invalidFields(request, errors);
}

/** The given fields of the body, normalised as their kinds say (texts trimmed), and the issue of each wrong one. */
function readFields(
  body: Body,
  fields: Record<string, Field>,
  mode: 'create' | 'update',
): { values: Body; errors: Record<string, Issue> } {
  const values: Body = {};
  const errors: Record<string, Issue> = {};
  for (const [name, field] of Object.entries(fields)) {
    const given = Object.hasOwn(body, name);
    if (!given && mode === 'update') continue;
    const raw = given ? body[name] : undefined;
    const issue = validateField(field, raw);
    if (issue) errors[name] = issue;
    else values[name] = KINDS[field.kind].normalize(raw, field);
  }
  return { values, errors };
}

/** A password as given (not trimmed: it is hashed as typed), or its issue. */
export function passwordIssue(raw: unknown): Issue | null {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === ''))
    return { message: 'ra.validation.required' };
  if (typeof raw !== 'string') return { message: 'validation.text' };
  if (raw.length > MAX_PASSWORD) return { message: 'ra.validation.maxLength', args: { max: MAX_PASSWORD } };
  if (raw.length < MIN_PASSWORD) return { message: 'ra.validation.minLength', args: { min: MIN_PASSWORD } };
  return null;
}

/** The function type an entry names by function.type, function.id or function_id; all it gives must agree. */
function functionOf(entry: Body): FunctionType | Issue {
  const named: unknown[] = [];
  if (entry.function !== undefined) {
    if (!isObject(entry.function)) return { message: 'server.functions_invalid' };
    if (entry.function.type !== undefined) named.push(entry.function.type);
    if (entry.function.id !== undefined) named.push(entry.function.id);
  }
  if (entry.function_id !== undefined) named.push(entry.function_id);
  if (!named.length) return { message: 'server.functions_invalid' };
  const types = new Set<FunctionType>();
  for (const value of named) {
    if (typeof value === 'string' && (FUNCTION_TYPES as readonly string[]).includes(value))
      types.add(value as FunctionType);
    else if (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= FUNCTION_TYPES.length)
      types.add(FUNCTION_TYPES[(value as number) - 1]);
    else if (typeof value === 'string' || typeof value === 'number')
      return { message: 'server.unknown_function', args: { name: quote(String(value)) } };
    else return { message: 'server.functions_invalid' };
  }
  return types.size === 1 ? [...types][0] : { message: 'server.functions_invalid' };
}

type GrantList = Map<FunctionType, Privilege[]>;

/**
 * The grants a body's `functions` list gives, in the vocabulary's order, or
 * what is wrong with it: CREATE, UPDATE and DELETE bring VIEW with them, and
 * entries without privileges are dropped.
 */
function readGrants(raw: unknown): GrantList | Issue {
  if (!Array.isArray(raw)) return { message: 'server.functions_invalid' };
  if (raw.length > MAX_FUNCTION_ENTRIES) return { message: 'validation.maxItems', args: { max: MAX_FUNCTION_ENTRIES } };
  const grants: GrantList = new Map();
  const seen = new Set<FunctionType>();
  for (const entry of raw as unknown[]) {
    if (!isObject(entry) || !Array.isArray(entry.privileges)) return { message: 'server.functions_invalid' };
    const type = functionOf(entry);
    if (typeof type !== 'string') return type;
    if (seen.has(type)) return { message: 'server.function_twice', args: { name: type } };
    seen.add(type);
    const held = new Set<Privilege>();
    for (const privilege of entry.privileges as unknown[]) {
      if (typeof privilege === 'string' && (PRIVILEGES as readonly string[]).includes(privilege))
        held.add(privilege as Privilege);
      else
        return {
          message: 'server.unknown_privilege',
          args: { name: quote(typeof privilege === 'string' ? privilege : String(JSON.stringify(privilege))) },
        };
    }
    if (held.size)
      grants.set(
        type,
        PRIVILEGES.filter((p) => p === 'VIEW' || held.has(p)),
      );
  }
  return new Map(FUNCTION_TYPES.filter((type) => grants.has(type)).map((type) => [type, grants.get(type)!]));
}

// ---- lists -------------------------------------------------------------------

interface Page {
  page: number;
  paging: number;
  offset: number;
}

/** page (from 1) and paging (1 to 100, 20 by default) of a list, or a 400 naming the parameter. */
function pageOf(request: FastifyRequest): Page {
  const query = (request.query ?? {}) as Query;
  const page = intParam(request, query, 'page', 1);
  const paging = intParam(request, query, 'paging', DEFAULT_PAGING);
  if (paging > MAX_PAGING) throw fail(request, 400, 'server.invalid_query', { name: 'paging' });
  return { page, paging, offset: (page - 1) * paging };
}

const metaOf = ({ page, paging }: Page, total: number) => ({
  page,
  paging,
  total,
  total_pages: Math.ceil(total / paging),
});

/** The trimmed `q` of a list, if any. */
function searchOf(request: FastifyRequest): string | undefined {
  const q = single(request, (request.query ?? {}) as Query, 'q')?.trim();
  return q ? searchText(request, 'q', q) : undefined;
}

// ---- reads -------------------------------------------------------------------

export interface PermissionDetail {
  id: number;
  name: string;
  functions: { function: { id: number; type: FunctionType }; privileges: Privilege[] }[];
}

async function detailOf(db: Db, id: number): Promise<PermissionDetail | undefined> {
  const permission = await db.selectFrom('permissions').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!permission) return undefined;
  const grants = await loadGrants(db, id);
  const functions = FUNCTION_TYPES.flatMap((type, index) => {
    const privileges = PRIVILEGES.filter((p) => grants[type]?.includes(p));
    return privileges.length ? [{ function: { id: index + 1, type }, privileges }] : [];
  });
  return { id: permission.id, name: permission.name, functions };
}

const accounts = (db: Db) =>
  db
    .selectFrom('admin_users as u')
    .leftJoin('permissions as p', 'p.id', 'u.permission_id')
    .select(['u.id', 'u.name', 'u.email', 'u.permission_id', 'p.name as permission_name', 'u.active', 'u.created_at']);

async function accountOf(db: Db, id: number): Promise<Body | undefined> {
  const row = await accounts(db).where('u.id', '=', id).executeTakeFirst();
  return row && serializeRecord(row);
}

/** Active accounts whose permission holds VIEW and UPDATE on SETTING_MODERATOR. */
async function administrators(db: Db): Promise<number> {
  const row = await db
    .selectFrom('admin_users as u')
    .innerJoin('permission_functions as f', 'f.permission_id', 'u.permission_id')
    .select(sql<number>`count(*)`.as('n'))
    .where('u.active', '=', true)
    .where('f.function_type', '=', 'SETTING_MODERATOR')
    .where(sql<SqlBool>`f.privileges @> ARRAY['VIEW', 'UPDATE']::text[]`)
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

// ---- what the caller may grant ----------------------------------------------

/** The privileges of `grants` the caller does not hold, in the caller's language ('' when none). */
function beyondCaller(request: FastifyRequest, grants: GrantList | Grants): string {
  const held = request.auth!.grants;
  const language = languageOf(request);
  const entries = grants instanceof Map ? [...grants] : (Object.entries(grants) as [FunctionType, Privilege[]][]);
  return entries
    .map(([type, privileges]) => {
      const lacking = privileges.filter((privilege) => !can(held, type, privilege));
      if (!lacking.length) return '';
      const names = lacking.map((privilege) => translate(language, `app.privileges.${privilege}`));
      return `${translate(language, `app.functions.${type}`)}: ${names.join(', ')}`;
    })
    .filter(Boolean)
    .join('; ');
}

/** 403 on `field` when `grants` hold a privilege the caller does not: nobody grants what they do not hold. */
function checkGrantable(request: FastifyRequest, grants: GrantList | Grants, field: string): void {
  const privileges = beyondCaller(request, grants);
  if (!privileges) return;
  const issue = { message: 'server.grant_beyond_own', args: { privileges } };
  throw fail(request, 403, issue.message, issue.args, { [field]: issue });
}

/**
 * 403 on `field` when the permission `id` holds a privilege the caller does not: it, and the accounts
 * holding it, are changed only by someone holding at least as much.
 */
export async function checkWithinCaller(
  db: Db,
  request: FastifyRequest,
  id: number | null,
  field: string,
): Promise<void> {
  if (id === null) return;
  const privileges = beyondCaller(request, await loadGrants(db, id));
  if (!privileges) return;
  const issue = { message: 'server.permission_beyond_own', args: { privileges } };
  throw fail(request, 403, issue.message, issue.args, { [field]: issue });
}

// ---- writes ------------------------------------------------------------------

/**
 * Runs a write that may change who is an administrator in one transaction,
 * refusing it (and so undoing it) when it takes away the last one. `fields`
 * are the body fields the refusal is reported on.
 */
async function guarded<T>(
  db: Db,
  request: FastifyRequest,
  fields: string[],
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await LOCK.execute(trx);
    const before = await administrators(trx);
    const result = await work(trx);
    // A database that already had none is not made worse.
    if (before > 0 && (await administrators(trx)) === 0) {
      const issue = { message: 'server.last_administrator' };
      throw fail(
        request,
        409,
        'server.last_administrator',
        {},
        Object.fromEntries(fields.map((field) => [field, issue])),
      );
    }
    return result;
  });
}

async function replaceGrants(trx: Db, id: number, grants: Map<FunctionType, Privilege[]>): Promise<void> {
  await trx.deleteFrom('permission_functions').where('permission_id', '=', id).execute();
  if (!grants.size) return;
  await trx
    .insertInto('permission_functions')
    .values([...grants].map(([function_type, privileges]) => ({ permission_id: id, function_type, privileges })))
    .execute();
}

/** 409 on `name` when another permission has it in any case. */
async function checkNameFree(trx: Db, request: FastifyRequest, name: string, id?: number): Promise<void> {
  let query = trx
    .selectFrom('permissions')
    .select('id')
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (id !== undefined) query = query.where('id', '<>', id);
  if (await query.executeTakeFirst())
    throw fail(request, 409, 'server.permission_name_taken', {}, { name: { message: 'server.permission_name_taken' } });
}

/** 422 on `permission_id` unless that permission exists. */
async function checkPermissionExists(db: Db, request: FastifyRequest, id: number): Promise<void> {
  if (!(await db.selectFrom('permissions').select('id').where('id', '=', id).executeTakeFirst())) {
    throw invalidFields(request, { permission_id: { message: 'validation.reference' } });
  }
}

/** Constraint violations a race can still cause, as the answers the checks before them give. */
function constraintError(request: FastifyRequest, error: unknown): unknown {
  const e = error as { code?: string; constraint?: string };
  if (error instanceof HttpError || typeof e?.code !== 'string') return error;
  const issue = (field: string, key: string, status: number) =>
    new HttpError(status, translate(languageOf(request), key), { [field]: { message: key } });
  if (e.code === '23505' && e.constraint?.startsWith('admin_users_email'))
    return issue('email', 'server.email_taken', 409);
  if (e.code === '23505' && e.constraint?.startsWith('permissions_name'))
    return issue('name', 'server.permission_name_taken', 409);
  if (e.code === '23503') return issue('permission_id', 'validation.reference', 422);
  return error;
}

async function mapped<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw constraintError(request, error);
  }
}

// ---- routes ------------------------------------------------------------------

/**
 * The calls of permission administration; the caller has already
 * authenticated. `onSessionEnd` hears of every session a deactivation ends.
 */
export function registerPermissionRoutes(
  app: FastifyInstance,
  db: Db,
  onSessionEnd: (sessionId: string) => void = () => undefined,
): void {
  const need = (request: FastifyRequest, privilege: Privilege) =>
    requirePrivilege(request, 'SETTING_MODERATOR', privilege);
  const detailOr404 = async (request: FastifyRequest, id: number) => {
    const detail = await detailOf(db, id);
    if (!detail) throw fail(request, 404, 'server.not_found');
    return detail;
  };

  app.get('/admin/functions', async (request) => {
    const page = pageOf(request);
    const all = FUNCTION_TYPES.map((type, index) => ({ id: index + 1, type }));
    return { data: all.slice(page.offset, page.offset + page.paging), meta: metaOf(page, all.length) };
  });

  app.get('/admin/privileges', async () => ({ data: PRIVILEGES.map((name, index) => ({ id: index + 1, name })) }));

  app.get('/admin/permissions', async (request) => {
    await need(request, 'VIEW');
    const page = pageOf(request);
    const q = searchOf(request);
    const where = q ? sql<SqlBool>`p.name ILIKE ${likePattern(q)}` : sql<SqlBool>`true`;
    const [rows, counted] = await Promise.all([
      db
        .selectFrom('permissions as p')
        .select([
          'p.id',
          'p.name',
          sql<number>`(SELECT count(*) FROM admin_users u WHERE u.permission_id = p.id)`.as('accounts'),
          'p.created_at',
        ])
        .where(where)
        // Names are unique without case, so this order is total.
        .orderBy(sql`lower(p.name)`)
        .orderBy('p.id')
        .limit(page.paging)
        .offset(page.offset)
        .execute(),
      db
        .selectFrom('permissions as p')
        .select(sql<number>`count(*)`.as('n'))
        .where(where)
        .executeTakeFirstOrThrow(),
    ]);
    // Whether the caller may give each permission to an account or change it (nobody grants what they do not hold).
    const beyond = new Set<number>();
    if (rows.length) {
      const held = request.auth!.grants;
      const functions = await db
        .selectFrom('permission_functions')
        .select(['permission_id', 'function_type', 'privileges'])
        .where(
          'permission_id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      for (const row of functions) {
        const type = row.function_type as FunctionType;
        if ((row.privileges as Privilege[]).some((privilege) => !can(held, type, privilege)))
          beyond.add(row.permission_id);
      }
    }
    const data = rows.map((row) =>
      serializeRecord({ ...row, accounts: toCount(row.accounts), grantable: !beyond.has(row.id) }),
    );
    return { data, meta: metaOf(page, toCount(counted.n)) };
  });

  app.post('/admin/permissions', async (request, reply) => {
    await need(request, 'CREATE');
    const body = objectBody(request);
    const { values, errors } = readFields(body, { name: NAME }, 'create');
    const grants = body.functions === undefined ? new Map() : readGrants(body.functions);
    if (!(grants instanceof Map)) errors.functions = grants;
    rejectIssues(request, errors);
    checkGrantable(request, grants as GrantList, 'functions');
    const name = values.name as string;
    const id = await mapped(request, () =>
      db.transaction().execute(async (trx) => {
        await LOCK.execute(trx);
        await checkNameFree(trx, request, name);
        const { id } = await trx.insertInto('permissions').values({ name }).returning('id').executeTakeFirstOrThrow();
        await replaceGrants(trx, id, grants as GrantList);
        return id as number;
      }),
    );
    reply.code(201);
    return { data: await detailOr404(request, id) };
  });

  app.put<{ Params: { id: string } }>('/admin/permissions/:id', async (request) => {
    await need(request, 'UPDATE');
    const id = parseId(request);
    const { values, errors } = readFields(objectBody(request), { name: NAME }, 'create');
    rejectIssues(request, errors);
    await checkWithinCaller(db, request, id, 'name');
    const name = values.name as string;
    const renamed = await mapped(request, () =>
      db.transaction().execute(async (trx) => {
        await LOCK.execute(trx);
        await checkNameFree(trx, request, name, id);
        return trx.updateTable('permissions').set({ name }).where('id', '=', id).returning('id').executeTakeFirst();
      }),
    );
    if (!renamed) throw fail(request, 404, 'server.not_found');
    return { data: await detailOr404(request, id) };
  });

  app.delete<{ Params: { id: string } }>('/admin/permissions/:id', async (request) => {
    await need(request, 'DELETE');
    const id = parseId(request);
    const inUse = (count: number) =>
      new HttpError(409, translate(languageOf(request), 'server.permission_in_use', { count }), undefined, {
        meta: { accounts: count },
      });
    const removed = await db.transaction().execute(async (trx) => {
      await LOCK.execute(trx);
      const held = await trx
        .selectFrom('admin_users')
        .select(sql<number>`count(*)`.as('n'))
        .where('permission_id', '=', id)
        .executeTakeFirstOrThrow();
      if (toCount(held.n) > 0) throw inUse(toCount(held.n));
      return trx.deleteFrom('permissions').where('id', '=', id).returning('id').executeTakeFirst();
    });
    if (!removed) throw fail(request, 404, 'server.not_found');
    return { data: { id } };
  });

  app.get<{ Params: { id: string } }>('/admin/permissions/:id/detail', async (request) => {
    const id = parseId(request);
    // Everyone may read their own permission (the menu is built from it).
    if (id !== request.auth!.user.permission_id) await need(request, 'VIEW');
    return { data: await detailOr404(request, id) };
  });

  app.post<{ Params: { id: string } }>('/admin/permissions/:id/detail', async (request) => {
    await need(request, 'UPDATE');
    const id = parseId(request);
    const grants = readGrants(objectBody(request).functions);
    if (!(grants instanceof Map)) throw invalidFields(request, { functions: grants });
    await checkWithinCaller(db, request, id, 'functions');
    checkGrantable(request, grants, 'functions');
    const found = await guarded(db, request, ['functions'], async (trx) => {
      if (!(await trx.selectFrom('permissions').select('id').where('id', '=', id).executeTakeFirst())) return false;
      await replaceGrants(trx, id, grants);
      return true;
    });
    if (!found) throw fail(request, 404, 'server.not_found');
    return { data: await detailOr404(request, id) };
  });

  app.get('/admin/moderators', async (request) => {
    await need(request, 'VIEW');
    const page = pageOf(request);
    const query = (request.query ?? {}) as Query;
    const q = searchOf(request);
    const conditions: RawBuilder<SqlBool>[] = [];
    if (q) conditions.push(sql<SqlBool>`(u.name ILIKE ${likePattern(q)} OR u.email ILIKE ${likePattern(q)})`);
    if (single(request, query, 'permission_id') !== undefined)
      conditions.push(sql<SqlBool>`u.permission_id = ${intParam(request, query, 'permission_id', 0)}`);
    const active = single(request, query, 'active');
    if (active !== undefined) {
      if (active !== 'true' && active !== 'false') throw fail(request, 400, 'server.invalid_query', { name: 'active' });
      conditions.push(sql<SqlBool>`u.active = ${active === 'true'}`);
    }
    const where = conditions.length ? sql<SqlBool>`${sql.join(conditions, sql` AND `)}` : sql<SqlBool>`true`;
    const [rows, counted] = await Promise.all([
      accounts(db)
        // Whether it signs in with a second factor (never the secret itself): the list's own column.
        .select(sql<boolean>`u.two_factor_secret IS NOT NULL`.as('two_factor'))
        .where(where)
        .orderBy('u.created_at', 'desc')
        .orderBy('u.id', 'desc')
        .limit(page.paging)
        .offset(page.offset)
        .execute(),
      db
        .selectFrom('admin_users as u')
        .select(sql<number>`count(*)`.as('n'))
        .where(where)
        .executeTakeFirstOrThrow(),
    ]);
    return { data: rows.map(serializeRecord), meta: metaOf(page, toCount(counted.n)) };
  });

  app.post('/user/register/manager', async (request, reply) => {
    await need(request, 'CREATE');
    const body = objectBody(request);
    const { values, errors } = readFields(body, { name: NAME, email: EMAIL, permission_id: PERMISSION }, 'create');
    const passwordError = passwordIssue(Object.hasOwn(body, 'password') ? body.password : undefined);
    if (passwordError) errors.password = passwordError;
    rejectIssues(request, errors);
    const email = String(values.email).toLowerCase();
    await checkPermissionExists(db, request, values.permission_id as number);
    await checkWithinCaller(db, request, values.permission_id as number, 'permission_id');
    const taken = await db
      .selectFrom('admin_users')
      .select('id')
      .where(sql`lower(email)`, '=', email)
      .executeTakeFirst();
    if (taken) throw fail(request, 409, 'server.email_taken', {}, { email: { message: 'server.email_taken' } });
    const password_hash = await hashPassword(body.password as string);
    const { id } = await mapped(request, () =>
      db
        .insertInto('admin_users')
        .values({ name: values.name, email, password_hash, permission_id: values.permission_id, active: true })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    reply.code(201);
    return { data: await accountOf(db, id) };
  });

  app.patch<{ Params: { id: string } }>('/admin/moderators/:id', async (request) => {
    await need(request, 'UPDATE');
    const id = parseId(request);
    const { values, errors } = readFields(
      objectBody(request),
      { name: NAME, permission_id: PERMISSION, active: ACTIVE },
      'update',
    );
    rejectIssues(request, errors);
    if (values.active === false && id === request.auth!.user.id)
      rejectIssues(request, { active: { message: 'server.deactivate_self' } });
    if (values.permission_id !== undefined) await checkPermissionExists(db, request, values.permission_id as number);
    // The account as it is and as it would be: both within the caller's grants.
    const current = await db.selectFrom('admin_users').select('permission_id').where('id', '=', id).executeTakeFirst();
    if (!current) throw fail(request, 404, 'server.not_found');
    const changing = Object.keys(values)[0] ?? 'permission_id';
    await checkWithinCaller(db, request, current.permission_id, changing);
    if (values.permission_id !== undefined)
      await checkWithinCaller(db, request, values.permission_id as number, 'permission_id');
    const fields = ['permission_id', 'active'].filter((name) => name in values);
    const ended = await mapped(request, () =>
      guarded(db, request, fields, async (trx) => {
        const changed = Object.keys(values).length
          ? await trx.updateTable('admin_users').set(values).where('id', '=', id).returning('id').executeTakeFirst()
          : await trx.selectFrom('admin_users').select('id').where('id', '=', id).executeTakeFirst();
        if (!changed) return undefined;
        if (values.active !== false) return [];
        // A deactivated account's tokens stop working now, not at their expiry.
        const revoked = await trx
          .updateTable('auth_tokens')
          .set({ revoked_at: sql`now()` })
          .where('user_id', '=', id)
          .where('revoked_at', 'is', null)
          .returning('pair_id')
          .execute();
        return [...new Set(revoked.map((row) => row.pair_id as string))];
      }),
    );
    if (!ended) throw fail(request, 404, 'server.not_found');
    for (const sessionId of ended) onSessionEnd(sessionId);
    return { data: await accountOf(db, id) };
  });
}
