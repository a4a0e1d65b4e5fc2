// First-start data: the first administrator of a production database, and a demo set (accounts,
// permissions, records and their files) for an empty one. The demo set is handed in (demo/index.ts):
// nothing here knows what it holds. Seeding runs only on a database without any admin, so a restart
// never duplicates anything.
import { sql, type SqlBool } from 'kysely';
import { EXTRA_PRIVILEGES, PRIVILEGES, privilegesOn, type Grants } from '../src/engine/permissions';
import { KINDS, targetOf, type Issue } from '../src/engine/kinds';
import type { NotificationContent, NotificationType } from '../src/engine/notifications';
import type { EntitySchema } from '../src/engine/schema';
import { validateInput, validateRecord } from '../src/engine/validation';
import { schemas as registry } from '../schemas';
import { hashPassword, verifyPassword } from './auth';
import type { Db } from './db';
import { orderByDependencies } from './migrate';
import { toColumns } from './records';
import { sanitizeRichTextValues } from './richText';
import { EXTRA_PRIVILEGE_TYPES, FUNCTION_TYPES } from '../schemas/app';

/** Every privilege on every function type. */
export const ADMINISTRATOR: Grants = Object.fromEntries(
  FUNCTION_TYPES.map((type) => [type, privilegesOn(type, EXTRA_PRIVILEGE_TYPES)]),
);

// The shapes demo records are written in. A reference is {$lookup: {column: value}}, resolved to the id
// of the matching record of the referenced entity (a translated-names column matches its English name),
// so the data never depends on ids. {$index: n} names the n-th demo record of the referenced entity, for
// generated data. In a hierarchical entity, $children lists the specific records under a general one.
export interface Lookup {
  $lookup: Record<string, unknown>;
}

/** A reference to the n-th (0-based) demo record of the referenced entity. */
export interface IndexRef {
  $index: number;
}

export type DemoRecord = Record<string, unknown> & { $children?: DemoRecord[] };

/** An admin account a demo set creates, with its published password. */
export interface DemoAccount {
  email: string;
  password: string;
  name: string;
  /** The name of its permission: reused when one of that name exists, else made with `grants`. */
  permission: string;
  grants: Grants;
  active?: boolean;
}

/** A notification a demo set leaves in a seeded admin's bell. */
export interface DemoNotification {
  /** A seeded admin, by the local part of their email. */
  receiver: string;
  notification_type: NotificationType;
  content: NotificationContent | null;
  /** The entity and the index of its demo record. */
  object: { entity: string; index: number };
  sender: string;
  read: boolean;
  /** Minutes before the start. */
  minutesAgo: number;
  /** A chat message the notification carries, with an id of its own. */
  message?: { id: number; body: string };
}

/** Ids of the demo records inserted so far, per entity, in the order of their data (null: skipped). */
export type InsertedIds = Map<string, (number | null)[]>;

/** What seeding an empty database creates (demo/index.ts, `loadDemo`). */
export interface DemoSet {
  /** Created first, in this order. */
  accounts: readonly DemoAccount[];
  /** Records per entity name, inserted in the order of the entities' references (orderByDependencies). */
  data: Readonly<Record<string, readonly DemoRecord[]>>;
  /** Those whose records exist are added (a test's own schemas may lack some). */
  notifications: readonly DemoNotification[];
  /**
   * The day the data is written as of (YYYY-MM-DD), its "today": seeding moves every day and moment of
   * the data, and every YYYY-MM-DD day in its texts, by the days from this one to the day it runs.
   */
  today: string;
  /** Stores what the inserted records point at (their pictures and documents), `days` as above. */
  store(trx: Db, inserted: InsertedIds, days: number): Promise<void>;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;
const ISO_DAYS_IN_TEXT = /\b(\d{4}-\d{2}-\d{2})\b/g;

/** The days from `today` (YYYY-MM-DD) to `now`'s day (UTC). */
export const daysSince = (today: string, now: Date): number =>
  Math.round((Date.parse(now.toISOString().slice(0, 10)) - Date.parse(today)) / DAY_MS);

const moveDay = (day: string, days: number) => new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A day (YYYY-MM-DD) or a moment (YYYY-MM-DDTHH:MM…, its time of day and offset kept) `days` days
 * later; with `inText`, every YYYY-MM-DD day written in a text (a listing's "available from 2026-11-16").
 */
export function movedBy(value: string, days: number, inText = false): string {
  if (!days) return value;
  if (inText)
    return value.replace(ISO_DAYS_IN_TEXT, (day) => (Number.isNaN(Date.parse(day)) ? day : moveDay(day, days)));
  return ISO_DAY.test(value) ? moveDay(value.slice(0, 10), days) + value.slice(10) : value;
}

/** The active demo accounts that still sign in with their published passwords (a demo, not a production database). */
export async function openDemoAccounts(
  db: Db,
  accounts: readonly Pick<DemoAccount, 'email' | 'password'>[],
): Promise<{ email: string; password: string }[]> {
  if (!accounts.length) return [];
  const rows = await db
    .selectFrom('admin_users')
    .select(['email', 'password_hash'])
    .where('active', '=', true)
    .where(
      'email',
      'in',
      accounts.map((account) => account.email),
    )
    .execute();
  const open: { email: string; password: string }[] = [];
  for (const account of accounts) {
    const row = rows.find((r) => r.email === account.email);
    if (row && (await verifyPassword(account.password, row.password_hash as string)))
      open.push({ email: account.email, password: account.password });
  }
  return open;
}

interface Account {
  email: string;
  name: string;
  password_hash: string;
  permission: string;
  grants: Grants;
  active?: boolean;
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
    .values(
      Object.entries(account.grants).map(([function_type, privileges]) => ({
        permission_id: id,
        function_type,
        privileges,
      })),
    )
    // A permission of that name keeps what it holds and gains what is missing: a new ADMIN_EMAIL is the
    // operator's way back to every privilege when an administrator's permission was narrowed, which no
    // account can undo for privileges nobody holds (permissions.ts: nobody grants what they do not hold).
    .onConflict((oc) =>
      oc.columns(['permission_id', 'function_type']).doUpdateSet({
        privileges: sql`ARRAY(SELECT p FROM unnest(ARRAY[${sql.join([...PRIVILEGES, ...EXTRA_PRIVILEGES].map((p) => sql.lit(p)))}]) AS p
          WHERE p = ANY (permission_functions.privileges || excluded.privileges))`,
      }),
    )
    .execute();
  await trx
    .insertInto('admin_users')
    .values({
      email: account.email,
      name: account.name,
      password_hash: account.password_hash,
      permission_id: id,
      active: account.active ?? true,
    })
    .execute();
}

/**
 * The first administrator of a production database (ADMIN_EMAIL and
 * ADMIN_PASSWORD): created when no user has that email, never changed after,
 * so the variables can stay set across restarts. Returns whether it created one.
 */
export async function bootstrapAdmin(db: Db, email: string, password: string): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  const exists = async (q: Db) =>
    q
      .selectFrom('admin_users')
      .select('id')
      .where(sql`lower(email)`, '=', normalized)
      .executeTakeFirst();
  if (await exists(db)) return false;
  const password_hash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('marketplace_admin.seed'))`.execute(trx);
    if (await exists(trx)) return false;
    await createAccount(trx, {
      email: normalized,
      name: 'Administrator',
      password_hash,
      permission: 'Administrator',
      grants: ADMINISTRATOR,
    });
    return true;
  });
}

const isLookup = (value: unknown): value is Lookup => typeof value === 'object' && value !== null && '$lookup' in value;
const isIndexRef = (value: unknown): value is IndexRef =>
  typeof value === 'object' && value !== null && '$index' in value;

/** The id a {$lookup} names; a translated-names column matches its English name. */
async function resolveLookup(trx: Db, target: EntitySchema, lookup: Lookup): Promise<number | null> {
  let query = trx.selectFrom(target.table).select('id');
  for (const [column, wanted] of Object.entries(lookup.$lookup)) {
    const field = target.fields[column];
    query =
      field && KINDS[field.kind].translated
        ? query.where(
            sql<SqlBool>`${sql.ref(column)} @> ${JSON.stringify([{ language_code: 'en', name: wanted }])}::jsonb`,
          )
        : query.where(column, '=', wanted);
  }
  return (await query.executeTakeFirst())?.id ?? null;
}

/**
 * A record the server writes itself (demo data, default settings) as the columns of its row, after the
 * same checks as a create through the API (read-only fields included); no row when it breaks a rule.
 */
export function checkedRow(
  schema: EntitySchema,
  record: Record<string, unknown>,
): { row?: Record<string, unknown>; issues: Record<string, Issue> } {
  const { values, errors } = validateInput(schema, record, 'create', { includeReadOnly: true });
  const issues = {
    ...errors,
    ...sanitizeRichTextValues(schema, values),
    ...validateRecord(schema, { ...record, ...values }),
  };
  return Object.keys(issues).length ? { issues } : { row: toColumns(schema, values), issues };
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for wide tables. */
const INSERT_CHUNK = 500;

/**
 * Inserts one entity's demo records. Each passes the same rules as the API,
 * so the data never holds what a form would refuse. A hierarchy's children are
 * inserted after their parent, with the parent field set. Days and moments,
 * also days written in texts, are moved by `days` (DemoSet.today).
 */
async function seedEntity(
  trx: Db,
  schema: EntitySchema,
  byName: Map<string, EntitySchema>,
  records: readonly DemoRecord[],
  inserted: InsertedIds,
  warn: (message: string) => void,
  days: number,
): Promise<void> {
  // Generated data names the same master many times: one query per name.
  const lookups = new Map<string, number | null>();
  const resolve = async (target: EntitySchema, value: Lookup | IndexRef): Promise<number | null> => {
    if (isIndexRef(value)) return inserted.get(target.name)?.[value.$index] ?? null;
    const key = `${target.name}:${JSON.stringify(value.$lookup)}`;
    if (!lookups.has(key)) lookups.set(key, await resolveLookup(trx, target, value));
    return lookups.get(key)!;
  };
  const toRow = async (record: DemoRecord): Promise<Record<string, unknown> | undefined> => {
    const resolved: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(record)) {
      if (name === '$children') continue;
      const field = schema.fields[name];
      const named = field && targetOf(field);
      if (named?.many && Array.isArray(value)) {
        // A list of ids names its lookup records the same way.
        const target = byName.get(named.entity)!;
        const ids: unknown[] = [];
        for (const item of value) ids.push(isLookup(item) || isIndexRef(item) ? await resolve(target, item) : item);
        resolved[name] = ids;
        continue;
      }
      // Days and moments move with the day of seeding, and so do days written in a text.
      const kind = field && KINDS[field.kind];
      resolved[name] =
        (isLookup(value) || isIndexRef(value)) && named && !named.many
          ? await resolve(byName.get(named.entity)!, value)
          : typeof value === 'string' && kind && (kind.time || kind.prose)
            ? movedBy(value, days, Boolean(kind.prose))
            : value;
    }
    const { row, issues } = checkedRow(schema, resolved);
    if (!row) warn(`Demo ${schema.name} record skipped: ${JSON.stringify(issues)}`);
    return row;
  };
  const ids: (number | null)[] = [];
  /** Rows waiting to be inserted, with their places in `ids`. */
  let pending: { row: Record<string, unknown>; at: number }[] = [];
  const flush = async () => {
    for (let i = 0; i < pending.length; i += INSERT_CHUNK) {
      const chunk = pending.slice(i, i + INSERT_CHUNK);
      const rows = await trx
        .insertInto(schema.table)
        .values(chunk.map((p) => p.row))
        .returning('id')
        .execute();
      // Serial ids follow the order of the VALUES list.
      const sorted = rows.map((r) => r.id as number).sort((a, b) => a - b);
      chunk.forEach((p, j) => (ids[p.at] = sorted[j]));
    }
    pending = [];
  };
  for (const record of records) {
    const at = ids.push(null) - 1;
    const row = await toRow(record);
    if (!row) continue;
    const parentField = schema.hierarchy?.parent;
    if (!parentField || !record.$children?.length) {
      pending.push({ row, at });
      continue;
    }
    const { id } = await trx.insertInto(schema.table).values(row).returning('id').executeTakeFirstOrThrow();
    ids[at] = id as number;
    for (const child of record.$children) {
      const childRow = await toRow({ ...child, [parentField]: id });
      if (childRow) pending.push({ row: childRow, at: ids.push(null) - 1 });
    }
  }
  await flush();
  inserted.set(schema.name, ids);
}

/** The demo notifications whose records exist (a test's own schemas may lack them). */
async function seedNotifications(
  trx: Db,
  notifications: readonly DemoNotification[],
  inserted: InsertedIds,
): Promise<void> {
  const admins = new Map(
    (await trx.selectFrom('admin_users').select(['id', 'email']).execute()).map((row) => [
      String(row.email).split('@')[0],
      Number(row.id),
    ]),
  );
  const rows = notifications.flatMap((n) => {
    const objectId = inserted.get(n.object.entity)?.[n.object.index];
    const receiver = admins.get(n.receiver);
    const sender = admins.get(n.sender);
    if (!objectId || !receiver || !sender) return [];
    const message = n.message ? { ...n.message, parent: null, files: [] } : null;
    return [
      {
        receiver_id: receiver,
        notification_type: n.notification_type,
        content: n.content,
        objectable_id: objectId,
        objectable_type: n.object.entity,
        message: message && sql`CAST(${JSON.stringify(message)} AS jsonb)`,
        message_id: message?.id ?? null,
        sender_ids: sql`ARRAY[${sender}]::integer[]`,
        read: n.read,
        created_at: sql`now() - CAST(${n.minutesAgo} AS integer) * interval '1 minute'`,
      },
    ];
  });
  if (rows.length) await trx.insertInto('notifications').values(rows).execute();
}

/** Whether the database has an admin account: seeding is for one without any. */
export async function hasAccounts(db: Db): Promise<boolean> {
  return !!(await db.selectFrom('admin_users').select('id').limit(1).executeTakeFirst());
}

/**
 * Seeds an empty database with a demo set; returns whether it did. The demo data's days end on the day
 * of `now` (DemoSet.today); all else about it is the same on every run.
 */
export async function seed(
  db: Db,
  demo: DemoSet,
  list: readonly EntitySchema[] = registry,
  warn: (message: string) => void = console.warn,
  now: Date = new Date(),
): Promise<boolean> {
  // Cheap check first, so a normal start does not pay for hashing passwords.
  if (await hasAccounts(db)) return false;
  const hashes = await Promise.all(demo.accounts.map((a) => hashPassword(a.password)));
  return db.transaction().execute(async (trx) => {
    // Two replicas starting on one empty database must not both seed.
    await sql`SELECT pg_advisory_xact_lock(hashtext('marketplace_admin.seed'))`.execute(trx);
    if (await hasAccounts(trx)) return false;

    for (const [i, account] of demo.accounts.entries())
      await createAccount(trx, { ...account, password_hash: hashes[i] });

    const byName = new Map(list.map((s) => [s.name, s]));
    const inserted: InsertedIds = new Map();
    const days = daysSince(demo.today, now);
    for (const schema of orderByDependencies(list)) {
      const records = demo.data[schema.name];
      if (records) await seedEntity(trx, schema, byName, records, inserted, warn, days);
    }
    // The pictures and the documents the demo records point at.
    await demo.store(trx, inserted, days);
    await seedNotifications(trx, demo.notifications, inserted);
    return true;
  });
}
