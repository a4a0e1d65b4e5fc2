// Permission administration: the function types and privileges, the permissions'
// own rules (their grants), and the checks the admins' rules share
// (server/admins.ts). Grants are read at
// every request (auth.ts requirePrivilege), so a change applies at the
// affected admin's next request. No change may leave the back office without
// an administrator: an active account holding VIEW and UPDATE on SETTING_MODERATOR.
// Nobody grants what they do not hold: a permission's privileges, and the permission
// an account is given or taken from, must lie within the caller's own grants.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import type { Issue } from '../src/engine/kinds';
import {
  can,
  PRIVILEGES,
  privilegesOn,
  type FunctionType,
  type Grants,
  type Privilege,
} from '../src/engine/permissions';
import { MAX_PASSWORD, forgetSessions, loadGrants, requirePrivilege, type Holders } from './auth';
import { intParam, parseId } from './params';
import { toCount, type Db } from './db';
import type { EntityRules, RecordWrite } from './entityRules';
import { HttpError, fail, invalidFields, languageOf, objectBody } from './http';
import { translate } from './messages';
import { EXTRA_PRIVILEGE_TYPES, FUNCTION_TYPES } from '../schemas/app';
import { dataOf, describe, id, listOf, object, text } from './openapi/operation';

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

const quote = (value: string) => (value.length > QUOTED ? `${value.slice(0, QUOTED)}…` : value);
const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ---- input -------------------------------------------------------------------

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
      if (typeof privilege === 'string' && (privilegesOn(type, EXTRA_PRIVILEGE_TYPES) as string[]).includes(privilege))
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
        privilegesOn(type, EXTRA_PRIVILEGE_TYPES).filter((p) => p === 'VIEW' || held.has(p)),
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

// ---- reads -------------------------------------------------------------------

export interface PermissionDetail {
  id: number;
  name: string;
  functions: { function: { id: number; type: FunctionType }; privileges: Privilege[] }[];
}

async function detailOf(db: Db, id: number): Promise<PermissionDetail | undefined> {
  const permission = await db.selectFrom('permissions').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!permission) return undefined;
  const functions = (await grantsOf(db, [id])).get(id) ?? [];
  return { id: permission.id, name: permission.name, functions };
}

/** Active admins whose permission holds VIEW and UPDATE on SETTING_MODERATOR. */
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
 * 403 on `field` when the permission `id` holds a privilege the caller does not: it, and the admins
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
  return db.transaction().execute((trx) => keepingAnAdministrator(trx, request, fields, () => work(trx)));
}

/** Within a transaction: `work`, refused (409 on `fields`) when it takes away the last administrator. */
export async function keepingAnAdministrator<T>(
  trx: Db,
  request: FastifyRequest,
  fields: string[],
  work: () => Promise<T>,
): Promise<T> {
  await LOCK.execute(trx);
  const before = await administrators(trx);
  const result = await work();
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

// ---- the permissions entity --------------------------------------------------

/** The grants of each permission, as the API gives them, by permission id. */
async function grantsOf(db: Db, ids: number[]): Promise<Map<number, PermissionDetail['functions']>> {
  const rows = ids.length
    ? await db
        .selectFrom('permission_functions')
        .select(['permission_id', 'function_type', 'privileges'])
        .where('permission_id', 'in', ids)
        .execute()
    : [];
  const byPermission = new Map<number, Map<string, Privilege[]>>();
  for (const row of rows) {
    const held = byPermission.get(row.permission_id) ?? new Map<string, Privilege[]>();
    held.set(row.function_type, row.privileges as Privilege[]);
    byPermission.set(row.permission_id, held);
  }
  return new Map(
    ids.map((id) => {
      const held = byPermission.get(id);
      const functions = FUNCTION_TYPES.flatMap((type, index) => {
        const privileges = privilegesOn(type, EXTRA_PRIVILEGE_TYPES).filter((p) => held?.get(type)?.includes(p));
        return privileges.length ? [{ function: { id: index + 1, type }, privileges }] : [];
      });
      return [id, functions];
    }),
  );
}

/**
 * The permissions' own rules: their grants (the virtual `functions`) and holder counts on every read, and
 * whether the caller may give each (`grantable`: it holds nothing they lack); nobody grants what they do
 * not hold, names are unique without regard to case, a permission held by admins is not deleted, and
 * no change of grants takes away the last administrator.
 */
export const permissionRules = (db: Db, onGrantsChanged: GrantsChanged = () => undefined): EntityRules => {
  const regranted = new WeakSet<RecordWrite>();
  return {
    committed(_request, change) {
      // What an admin holds is kept with their session for a moment (auth.ts): a change applies at the next request.
      forgetSessions(db);
      if (regranted.has(change)) onGrantsChanged({ permissionId: change.id! });
    },

    async read(db, request, rows) {
      const ids = rows.map((row) => row.id as number);
      if (!ids.length) return;
      const [grants, holders] = await Promise.all([
        grantsOf(db, ids),
        db
          .selectFrom('admin_users')
          .select(['permission_id', sql<number>`count(*)`.as('n')])
          .where('permission_id', 'in', ids)
          .groupBy('permission_id')
          .execute(),
      ]);
      const held = request.auth!.grants;
      for (const row of rows) {
        const functions = grants.get(row.id as number) ?? [];
        row.functions = functions;
        row.holders = toCount(holders.find((h) => h.permission_id === row.id)?.n ?? 0);
        row.grantable = functions.every(({ function: f, privileges }) => privileges.every((p) => can(held, f.type, p)));
      }
    },

    async write(trx, request, change, write) {
      const { operation, id, values } = change;
      if (operation === 'delete') {
        await LOCK.execute(trx);
        const held = await trx
          .selectFrom('admin_users')
          .select(sql<number>`count(*)`.as('n'))
          .where('permission_id', '=', id!)
          .executeTakeFirstOrThrow();
        const count = toCount(held.n);
        if (count > 0)
          throw new HttpError(409, translate(languageOf(request), 'server.permission_in_use', { count }), undefined, {
            meta: { holders: count },
          });
        return write();
      }
      const given =
        values.functions !== undefined && (operation === 'create' || Object.hasOwn(change.body, 'functions'));
      const grants = given ? readGrants(values.functions) : new Map<FunctionType, Privilege[]>();
      if (!(grants instanceof Map)) throw invalidFields(request, { functions: grants });
      if (operation === 'edit') await checkWithinCaller(trx, request, id!, Object.keys(values)[0] ?? 'name');
      checkGrantable(request, grants, 'functions');
      const work = async () => {
        await LOCK.execute(trx);
        if (typeof values.name === 'string') await checkNameFree(trx, request, values.name, id);
        const row = await write();
        if (row && (given || operation === 'create')) await replaceGrants(trx, row.id as number, grants);
        if (row && given && operation === 'edit') regranted.add(change);
        return row;
      };
      return operation === 'edit' && given ? keepingAnAdministrator(trx, request, ['functions'], work) : work();
    },
  };
};

// ---- routes ------------------------------------------------------------------

/** A permission and what it grants, per function type. */
const PERMISSION_DETAIL = object({
  id,
  name: text(),
  functions: listOf(
    object({
      function: object({ id, type: { type: 'string', enum: [...FUNCTION_TYPES] } }),
      privileges: listOf({ type: 'string' }),
    }),
  ),
});

/**
 * Told after a change of what some accounts hold has committed (their live connections were made with
 * the grants before it).
 */
export type GrantsChanged = (holders: Holders) => void;

/**
 * The calls of permission administration; the caller has already authenticated. `onGrantsChanged` hears
 * of each permission whose grants were replaced.
 */
export function registerPermissionRoutes(
  app: FastifyInstance,
  db: Db,
  onGrantsChanged: GrantsChanged = () => undefined,
): void {
  const need = (request: FastifyRequest, privilege: Privilege) =>
    requirePrivilege(request, 'SETTING_MODERATOR', privilege);
  const detailOr404 = async (request: FastifyRequest, id: number) => {
    const detail = await detailOf(db, id);
    if (!detail) throw fail(request, 404, 'server.not_found');
    return detail;
  };

  app.get(
    '/admin/functions',
    describe({
      summary: 'List the function types a permission grants privileges on',
      tag: 'admin/permissions',
      access: 'self',
      query: [
        { name: 'page', schema: { type: 'integer', minimum: 1 } },
        { name: 'paging', schema: { type: 'integer', minimum: 1, maximum: 100 } },
      ],
      answer: object({ data: listOf(object({ id, type: text() })), meta: { type: 'object' } }),
    }),
    async (request) => {
      const page = pageOf(request);
      const all = FUNCTION_TYPES.map((type, index) => ({ id: index + 1, type }));
      return { data: all.slice(page.offset, page.offset + page.paging), meta: metaOf(page, all.length) };
    },
  );

  // The spec's four, offered on every function; an extra privilege shows in the grid of its function only.
  app.get(
    '/admin/privileges',
    describe({
      summary: 'List the privileges (VIEW, CREATE, UPDATE, DELETE)',
      tag: 'admin/permissions',
      access: 'self',
      answer: dataOf(listOf(object({ id, name: text() }))),
    }),
    async () => ({ data: PRIVILEGES.map((name, index) => ({ id: index + 1, name })) }),
  );

  app.get<{ Params: { id: string } }>(
    '/admin/permissions/:id/detail',
    describe({
      summary: 'Read a permission with its privileges per function type',
      tag: 'admin/permissions',
      access: { area: 'SETTING_MODERATOR', privilege: 'VIEW' },
      description: 'Every admin may read their own permission.',
      answer: dataOf(PERMISSION_DETAIL),
    }),
    async (request) => {
      const id = parseId(request);
      // Everyone may read their own permission (the menu is built from it).
      if (id !== request.auth!.user.permission_id) await need(request, 'VIEW');
      return { data: await detailOr404(request, id) };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/admin/permissions/:id/detail',
    describe({
      summary: 'Replace the privileges a permission grants',
      tag: 'admin/permissions',
      access: { area: 'SETTING_MODERATOR', privilege: 'UPDATE' },
      body: object({
        functions: listOf(
          object(
            {
              function: object({ id, type: text() }, ['id', 'type']),
              function_id: id,
              privileges: listOf(text()),
            },
            ['function', 'function_id'],
          ),
        ),
      }),
      answer: dataOf(PERMISSION_DETAIL),
      refusals: [409],
    }),
    async (request) => {
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
      onGrantsChanged({ permissionId: id });
      return { data: await detailOr404(request, id) };
    },
  );
}
