// First-start data: two permissions, two admins and demo records. Runs only
// on a database without any admin, so a restart never duplicates anything.
import { sql, type SqlBool } from 'kysely';
import { FUNCTION_TYPES, PRIVILEGES, type FunctionType, type Grants, type Privilege } from '../src/engine/permissions';
import type { EntitySchema } from '../src/engine/schema';
import { validateInput, validateRecord } from '../src/engine/validation';
import { schemas as registry } from '../schemas';
import { hashPassword } from './auth';
import type { Config } from './config';
import type { Db } from './db';
import { orderByDependencies } from './migrate';
import { toColumns } from './records';
import { DEMO_DATA, type DemoRecord, type Lookup } from './seed-data/index';

const ADMINISTRATOR: Grants = Object.fromEntries(FUNCTION_TYPES.map((type) => [type, [...PRIVILEGES]]));

const view: Privilege[] = ['VIEW'];
const viewUpdate: Privilege[] = ['VIEW', 'UPDATE'];
const MODERATOR: Grants = {
  MASTER: view,
  ...Object.fromEntries((['COMPANIES', 'CANDIDATES', 'TRANSLATORS', 'JOBS', 'JOB_APPLICATIONS'] as FunctionType[]).map((t) => [t, viewUpdate])),
  ...Object.fromEntries((['ARTICLES', 'NEWS', 'COMMUNITY', 'CONTACT', 'REPORT'] as FunctionType[]).map((t) => [t, view])),
};

const ACCOUNTS = [
  { email: 'admin@example.com', password: 'admin', name: 'Admin', permission: 'Administrator', grants: ADMINISTRATOR },
  { email: 'moderator@example.com', password: 'moderator', name: 'Moderator', permission: 'Moderator', grants: MODERATOR },
];

interface Account {
  email: string;
  name: string;
  password_hash: string;
  permission: string;
  grants: Grants;
}

/** An admin user with a named permission (created, or reused when that name exists). */
async function createAccount(trx: Db, account: Account): Promise<void> {
  // A permission of that name made by hand before is reused, not duplicated.
  const { id } = await trx
    .insertInto('permissions')
    .values({ name: account.permission })
    .onConflict((oc) => oc.column('name').doUpdateSet({ name: account.permission }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('permission_functions')
    .values(Object.entries(account.grants).map(([function_type, privileges]) => ({ permission_id: id, function_type, privileges })))
    .onConflict((oc) => oc.columns(['permission_id', 'function_type']).doNothing())
    .execute();
  await trx.insertInto('admin_users').values({ email: account.email, name: account.name, password_hash: account.password_hash, permission_id: id }).execute();
}

/**
 * The first administrator of a production database (ADMIN_EMAIL and
 * ADMIN_PASSWORD): created when no user has that email, never changed after,
 * so the variables can stay set across restarts. Returns whether it created one.
 */
export async function bootstrapAdmin(db: Db, email: string, password: string): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  const exists = async (q: Db) => q.selectFrom('admin_users').select('id').where(sql`lower(email)`, '=', normalized).executeTakeFirst();
  if (await exists(db)) return false;
  const password_hash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('marketplace_admin.seed'))`.execute(trx);
    if (await exists(trx)) return false;
    await createAccount(trx, { email: normalized, name: 'Administrator', password_hash, permission: 'Administrator', grants: ADMINISTRATOR });
    return true;
  });
}

const isLookup = (value: unknown): value is Lookup => typeof value === 'object' && value !== null && '$lookup' in value;

/** The id a {$lookup} names; a translated-names column matches its English name. */
async function resolveLookup(trx: Db, target: EntitySchema, lookup: Lookup): Promise<number | null> {
  let query = trx.selectFrom(target.table).select('id');
  for (const [column, wanted] of Object.entries(lookup.$lookup)) {
    query = target.fields[column]?.kind === 'translations'
      ? query.where(sql<SqlBool>`${sql.ref(column)} @> ${JSON.stringify([{ language_code: 'en', name: wanted }])}::jsonb`)
      : query.where(column, '=', wanted);
  }
  return (await query.executeTakeFirst())?.id ?? null;
}

/**
 * Inserts one entity's demo records. Each passes the same rules as the API,
 * so the data never holds what a form would refuse. A hierarchy's children are
 * inserted after their parent, with the parent field set.
 */
async function seedEntity(trx: Db, schema: EntitySchema, byName: Map<string, EntitySchema>, records: readonly DemoRecord[], warn: (message: string) => void): Promise<void> {
  const rows: Record<string, unknown>[] = [];
  const toRow = async (record: DemoRecord): Promise<Record<string, unknown> | undefined> => {
    const resolved: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(record)) {
      if (name === '$children') continue;
      const field = schema.fields[name];
      resolved[name] = isLookup(value) && field?.kind === 'reference' ? await resolveLookup(trx, byName.get(field.reference)!, value) : value;
    }
    const { values, errors } = validateInput(schema, resolved, 'create', { includeReadOnly: true });
    const issues = { ...errors, ...validateRecord(schema, { ...resolved, ...values }) };
    if (Object.keys(issues).length) {
      warn(`Demo ${schema.name} record skipped: ${JSON.stringify(issues)}`);
      return undefined;
    }
    return toColumns(schema, values);
  };
  for (const record of records) {
    const row = await toRow(record);
    if (!row) continue;
    const parentField = schema.hierarchy?.parent;
    if (!parentField || !record.$children?.length) {
      rows.push(row);
      continue;
    }
    const { id } = await trx.insertInto(schema.table).values(row).returning('id').executeTakeFirstOrThrow();
    for (const child of record.$children) {
      const childRow = await toRow({ ...child, [parentField]: id });
      if (childRow) rows.push(childRow);
    }
  }
  if (rows.length) await trx.insertInto(schema.table).values(rows).execute();
}

/** Seeds an empty database; returns whether it did. */
export async function seed(db: Db, config: Pick<Config, 'SEED_DEMO'>, list: readonly EntitySchema[] = registry, warn: (message: string) => void = console.warn): Promise<boolean> {
  if (!config.SEED_DEMO) return false;
  // Cheap check first, so a normal start does not pay for hashing passwords.
  if (await db.selectFrom('admin_users').select('id').limit(1).executeTakeFirst()) return false;
  const hashes = await Promise.all(ACCOUNTS.map((a) => hashPassword(a.password)));
  return db.transaction().execute(async (trx) => {
    // Two replicas starting on one empty database must not both seed.
    await sql`SELECT pg_advisory_xact_lock(hashtext('marketplace_admin.seed'))`.execute(trx);
    if (await trx.selectFrom('admin_users').select('id').limit(1).executeTakeFirst()) return false;

    for (const [i, account] of ACCOUNTS.entries()) await createAccount(trx, { ...account, password_hash: hashes[i] });

    const byName = new Map(list.map((s) => [s.name, s]));
    for (const schema of orderByDependencies(list)) {
      const records = DEMO_DATA[schema.name];
      if (records) await seedEntity(trx, schema, byName, records, warn);
    }
    return true;
  });
}
