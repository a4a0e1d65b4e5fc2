// Creates and extends tables from the schema registry: what is only added (tables, columns, indexes).
// Every statement is idempotent, so it runs at each start; an advisory lock keeps two replicas
// starting together from racing. What changes data already stored (a rename, a new column type) is a
// numbered migration file instead (migrations/, server/migrations.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { KINDS, targetOf, type Field } from '../src/engine/kinds';
import { searchFields, storedFields, type EntitySchema } from '../src/engine/schema';
import { schemas as registry } from '../schemas';
import { AUDIT_DDL, auditTriggerArgs, auditTriggerDdl } from './audit';
import type { Db } from './db';

/** Tables the server owns; an entity may not use these names. */
export const SYSTEM_TABLES = [
  'permissions',
  'permission_functions',
  'admin_users',
  'auth_tokens',
  'login_attempts',
  'known_logins',
  'record_transitions',
  'files',
  'file_chunks',
  'notifications',
  'admin_sessions',
  'admin_session_records',
  'admin_audit_records',
  'two_factor_recovery_codes',
  'login_challenges',
  'schema_migrations',
  'audit_entries',
] as const;

/** The numbered migration files kept in the repository (NNNN-name.sql). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));
const MIGRATION_FILE = /^\d{4}-[a-z0-9-]+\.sql$/;

export interface MigrationFile {
  name: string;
  sql: string;
}

/** The migration files of `dir` in the order they apply (their number); none when it does not exist. */
export function migrationFiles(dir: string = MIGRATIONS_DIR): MigrationFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));
}

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Name of the unique index of a field; also how a 23505 is traced back to it. */
export const uniqueIndexName = (table: string, field: string) => `${table}_${field}_key`;

/** The migration files applied to this store (npm run db:migrate), by name. */
export const MIGRATIONS_TABLE_DDL = `CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`;

/** Latin letters with Vietnamese diacritics, either case, and the letters without them. */
const MARKED_LETTERS =
  'àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđÀÁẢÃẠĂẰẮẲẴẶÂẦẤẨẪẬÈÉẺẼẸÊỀẾỂỄỆÌÍỈĨỊÒÓỎÕỌÔỒỐỔỖỘƠỜỚỞỠỢÙÚỦŨỤƯỪỨỬỮỰỲÝỶỸỴĐ';
const PLAIN_LETTERS =
  'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyydaaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyyd';

/**
 * How the global search compares texts, in SQL so that a column's index and a query agree: compatible
 * forms folded (full-width Ａ１ and half-width ｱ as A1 and ア), lower case, no spaces, dashes, brackets,
 * dots or middle dots (a phone number typed without its dashes). `admin_search_key` also drops the
 * Vietnamese diacritics: what a query without any is matched against, and what is indexed (trigrams).
 */
const SEARCH_TEXT = `regexp_replace(lower(normalize(value, NFKC)), '[[:space:]()（）.・‐‑‒–—―−-]+', '', 'g')`;

// Each function holds its whole expression: an index expression runs with only pg_catalog on the search
// path (PostgreSQL 17), where one of these calling the other would not be found.
const SEARCH_DDL = [
  // In public where there is one: a store kept in a schema of its own (tests, the bench) is dropped with
  // its schema, and an extension made there would go with it, and every other store's indexes on it.
  `DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
      IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'public') THEN CREATE EXTENSION pg_trgm SCHEMA public;
      ELSE CREATE EXTENSION pg_trgm;
      END IF;
    END IF;
  END $$`,
  `CREATE OR REPLACE FUNCTION admin_search_text(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT ${SEARCH_TEXT}
  $$`,
  `CREATE OR REPLACE FUNCTION admin_search_key(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT translate(${SEARCH_TEXT}, '${MARKED_LETTERS}', '${PLAIN_LETTERS}')
  $$`,
];

const SYSTEM_DDL = [
  ...SEARCH_DDL,
  ...AUDIT_DDL,
  `CREATE TABLE IF NOT EXISTS permissions (
    id serial PRIMARY KEY,
    name text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE IF NOT EXISTS permission_functions (
    permission_id integer NOT NULL REFERENCES permissions(id) ON DELETE CASCADE,
    function_type text NOT NULL,
    privileges text[] NOT NULL DEFAULT '{}',
    PRIMARY KEY (permission_id, function_type)
  )`,
  `CREATE TABLE IF NOT EXISTS admin_users (
    id serial PRIMARY KEY,
    email text NOT NULL UNIQUE,
    name text NOT NULL,
    password_hash text NOT NULL,
    permission_id integer REFERENCES permissions(id) ON DELETE RESTRICT,
    active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  // Logins match emails without case, so uniqueness ignores case too.
  `CREATE UNIQUE INDEX IF NOT EXISTS admin_users_email_lower_key ON admin_users (lower(email))`,
  // pair_id is the session: every token from one login, kept across refreshes,
  // so a logout or a reused refresh token revokes exactly that session.
  `CREATE TABLE IF NOT EXISTS auth_tokens (
    id serial PRIMARY KEY,
    token_hash text NOT NULL UNIQUE,
    kind text NOT NULL CHECK (kind IN ('access', 'refresh')),
    user_id integer NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
    pair_id text NOT NULL,
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX IF NOT EXISTS auth_tokens_pair_id_idx ON auth_tokens (pair_id)`,
  `CREATE INDEX IF NOT EXISTS auth_tokens_user_id_idx ON auth_tokens (user_id)`,
  `CREATE INDEX IF NOT EXISTS auth_tokens_expires_at_idx ON auth_tokens (expires_at)`,
  // What an admin sees of each session (id = auth_tokens.pair_id): where it signed in from and when it
  // was last used. Whether it still works is the tokens' business; ended_at only records an ending.
  `CREATE TABLE IF NOT EXISTS admin_sessions (
    id text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
    user_agent text,
    ip text,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz NOT NULL DEFAULT now(),
    ended_at timestamptz
  )`,
  `CREATE INDEX IF NOT EXISTS admin_sessions_user_idx ON admin_sessions (user_id, last_used_at DESC)`,
  // A session's public number: its id is a secret of its own browser, never shown to another admin.
  `CREATE SEQUENCE IF NOT EXISTS admin_sessions_number_seq`,
  `ALTER TABLE admin_sessions ADD COLUMN IF NOT EXISTS number integer NOT NULL DEFAULT nextval('admin_sessions_number_seq')`,
  `CREATE UNIQUE INDEX IF NOT EXISTS admin_sessions_number_key ON admin_sessions (number)`,
  `ALTER SEQUENCE admin_sessions_number_seq OWNED BY admin_sessions.number`,
  // The sessions as records of the engine (schemas/settings/session.ts): numbered, with whether each is
  // still active (not ended, one of its tokens still valid). Read only: sessions are ended, not edited.
  `CREATE OR REPLACE VIEW admin_session_records AS
    SELECT s.number AS id, s.user_id, s.ip, s.user_agent, s.last_used_at, s.ended_at,
      (s.ended_at IS NULL AND EXISTS (
        SELECT 1 FROM auth_tokens t WHERE t.pair_id = s.id AND t.revoked_at IS NULL AND t.expires_at > now()
      )) AS active,
      s.created_at, COALESCE(s.ended_at, s.last_used_at) AS updated_at, 1 AS version
    FROM admin_sessions s`,
  // The audit trail as records of the engine (the audit log, src/engine/auditLog.ts): one per write, its
  // state action or operation, the fields it changed, and the session by its public number. Read only.
  `CREATE OR REPLACE VIEW admin_audit_records AS
    SELECT a.id::integer AS id, a.created_at AS at, a.admin_user_id, a.admin_name, a.entity, a.record_id,
      CASE WHEN a.action IS NULL THEN a.operation ELSE 'action' END AS operation, a.action,
      ARRAY(SELECT jsonb_object_keys(a.changes) ORDER BY 1) AS changed_fields, a.address, s.number AS session_number,
      a.created_at, a.created_at AS updated_at, 1 AS version
    FROM audit_entries a LEFT JOIN admin_sessions s ON s.id = a.session_id`,
  // Login attempts within the failure window (a success deletes its account's rows).
  `CREATE TABLE IF NOT EXISTS login_attempts (
    id serial PRIMARY KEY,
    email text NOT NULL,
    ip text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX IF NOT EXISTS login_attempts_email_idx ON login_attempts (email, created_at)`,
  `CREATE INDEX IF NOT EXISTS login_attempts_ip_idx ON login_attempts (ip, created_at)`,
  `CREATE INDEX IF NOT EXISTS login_attempts_created_at_idx ON login_attempts (created_at)`,
  // Addresses an account signed in from: failures elsewhere neither lock nor slow it there.
  `CREATE TABLE IF NOT EXISTS known_logins (
    email text NOT NULL,
    ip text NOT NULL,
    last_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (email, ip)
  )`,
  // The history of state actions: which record moved from which state to
  // which, why, by whom and when. The admin's name is kept for when the admin is gone.
  `CREATE TABLE IF NOT EXISTS record_transitions (
    id serial PRIMARY KEY,
    entity text NOT NULL,
    record_id integer NOT NULL,
    action text NOT NULL,
    field text NOT NULL,
    from_state text,
    to_state text NOT NULL,
    reason text,
    admin_user_id integer REFERENCES admin_users(id) ON DELETE SET NULL,
    admin_name text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX IF NOT EXISTS record_transitions_record_idx ON record_transitions (entity, record_id, created_at)`,
  // Uploaded files, bytes included (server/files.ts): every replica serves every file.
  // Each admin's broker queue: a random name, since on RabbitMQ knowing it is what lets one read it.
  `ALTER TABLE admin_users ADD COLUMN IF NOT EXISTS notification_queue text UNIQUE`,
  // Two-factor sign-in (server/twoFactor.ts): secrets encrypted (AES-256-GCM), the last time step a code
  // was used (a code works once), a secret awaiting its confirming code, and whether a permission requires it.
  `ALTER TABLE admin_users ADD COLUMN IF NOT EXISTS two_factor_secret text`,
  `ALTER TABLE admin_users ADD COLUMN IF NOT EXISTS two_factor_pending text`,
  `ALTER TABLE admin_users ADD COLUMN IF NOT EXISTS two_factor_last_step bigint`,
  `ALTER TABLE admin_users ADD COLUMN IF NOT EXISTS two_factor_enabled_at timestamptz`,
  `ALTER TABLE permissions ADD COLUMN IF NOT EXISTS two_factor_required boolean NOT NULL DEFAULT false`,
  // Permissions and admins are records of the engine too (schemas/settings/): each write counts.
  `ALTER TABLE permissions ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now()`,
  `ALTER TABLE permissions ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1`,
  `ALTER TABLE admin_users ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now()`,
  `ALTER TABLE admin_users ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1`,
  // Recovery codes only as hashes; a used one keeps its row (used_at) until the next enrolment.
  `CREATE TABLE IF NOT EXISTS two_factor_recovery_codes (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
    code_hash text NOT NULL,
    used_at timestamptz
  )`,
  `CREATE INDEX IF NOT EXISTS two_factor_recovery_codes_user_idx ON two_factor_recovery_codes (user_id, code_hash)`,
  // A login between its password and its code: the challenge only as its hash, an enrolment's new secret encrypted.
  `CREATE TABLE IF NOT EXISTS login_challenges (
    token_hash text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
    email text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('code', 'enrol')),
    secret text,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX IF NOT EXISTS login_challenges_expires_at_idx ON login_challenges (expires_at)`,
  `CREATE TABLE IF NOT EXISTS notifications (
    id serial PRIMARY KEY,
    receiver_id integer NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
    notification_type text NOT NULL,
    content text,
    objectable_id integer,
    objectable_type text,
    name text,
    message jsonb,
    message_id integer,
    sender_ids integer[] NOT NULL DEFAULT '{}',
    read boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX IF NOT EXISTS notifications_receiver_idx ON notifications (receiver_id, created_at DESC, id DESC)`,
  `CREATE INDEX IF NOT EXISTS notifications_unread_idx ON notifications (receiver_id, notification_type, objectable_id) WHERE NOT read`,
  `CREATE TABLE IF NOT EXISTS files (
    id text PRIMARY KEY,
    name text NOT NULL,
    mime text NOT NULL,
    size integer NOT NULL,
    data bytea,
    created_by integer REFERENCES admin_users(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  // A file's bytes in chunks of FILE_CHUNK_BYTES (server/fileStore.ts), read one at a time as a client takes them.
  `CREATE TABLE IF NOT EXISTS file_chunks (
    file_id text NOT NULL REFERENCES files(id) ON DELETE CASCADE,
    seq integer NOT NULL,
    data bytea NOT NULL,
    PRIMARY KEY (file_id, seq)
  )`,
  // An account's uploads of the last hour (its quota), and the oldest files first (the sweep of unused ones).
  `CREATE INDEX IF NOT EXISTS files_created_by_idx ON files (created_by, created_at)`,
  `CREATE INDEX IF NOT EXISTS files_created_at_idx ON files (created_at)`,
  MIGRATIONS_TABLE_DDL,
  // Lists' saved views, per admin (server/savedViews.ts).
  `CREATE TABLE IF NOT EXISTS saved_views (
    id serial PRIMARY KEY,
    owner_id integer NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
    route text NOT NULL,
    name text NOT NULL,
    filter jsonb NOT NULL DEFAULT '{}',
    sort text,
    per_page integer,
    columns jsonb,
    shared_permission_id integer REFERENCES permissions(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX IF NOT EXISTS saved_views_owner_idx ON saved_views (owner_id)`,
  `CREATE INDEX IF NOT EXISTS saved_views_shared_idx ON saved_views (shared_permission_id) WHERE shared_permission_id IS NOT NULL`,
];

/** The entities with a table of their own: every one but the variants. */
export const tableEntities = (list: readonly EntitySchema[]) => list.filter((s) => !s.variant);

/** Orders schemas so that every referenced table is created before its users (variants left out). */
export function orderByDependencies(all: readonly EntitySchema[]): EntitySchema[] {
  const list = tableEntities(all);
  const byName = new Map(list.map((s) => [s.name, s]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const ordered: EntitySchema[] = [];
  const visit = (schema: EntitySchema) => {
    if (done.has(schema.name)) return;
    if (visiting.has(schema.name)) throw new Error(`Circular references between entities involving "${schema.name}"`);
    visiting.add(schema.name);
    // A list of ids (referenceList) needs its lookup first too, so demo records can name its records.
    for (const field of Object.values(schema.fields)) {
      const named = targetOf(field)?.entity;
      if (named === undefined || named === schema.name) continue;
      const target = byName.get(named);
      if (!target) throw new Error(`Entity "${schema.name}" references unknown entity "${named}"`);
      visit(target);
    }
    visiting.delete(schema.name);
    done.add(schema.name);
    ordered.push(schema);
  };
  list.forEach(visit);
  return ordered;
}

/** A reference to one record: its column is a foreign key, indexed. */
const isForeignKey = (field: Field | undefined) => {
  const named = field && targetOf(field);
  return Boolean(named && !named.many);
};

function columnType(field: Field, byName: Map<string, EntitySchema>): string {
  const kind = KINDS[field.kind];
  const named = targetOf(field);
  if (named && !named.many)
    return `${kind.sqlType(field)} REFERENCES ${ident(byName.get(named.entity)!.table)}(id) ON DELETE RESTRICT`;
  const fallback = kind.columnDefault?.(field);
  return fallback === undefined ? kind.sqlType(field) : `${kind.sqlType(field)} DEFAULT ${fallback}`;
}

/** The statements for one entity, in order. */
export function entityDdl(
  schema: EntitySchema,
  byName: Map<string, EntitySchema>,
  /** pg_trgm's operator class, named in the schema the extension lives in (trigramOps). */
  trigramOps = 'gin_trgm_ops',
): string[] {
  const table = ident(schema.table);
  const fields = storedFields(schema);
  // NOT NULL only on a fresh table: added to a filled one it would fail.
  const columns = fields.map(
    ([name, field]) => `${ident(name)} ${columnType(field, byName)}${field.required ? ' NOT NULL' : ''}`,
  );
  const statements = [
    `CREATE TABLE IF NOT EXISTS ${table} (
      id serial PRIMARY KEY,
      ${columns.map((c) => `${c},`).join('\n      ')}
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      version integer NOT NULL DEFAULT 1
    )`,
    ...fields.map(
      ([name, field]) => `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${ident(name)} ${columnType(field, byName)}`,
    ),
    `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS created_at timestamptz NOT NULL DEFAULT now()`,
    `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now()`,
    // Optimistic concurrency: every write bumps it, and a save naming an older one is refused (server/crud.ts).
    `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1`,
  ];
  const indexed = new Set<string>(['id']);
  for (const [name, field] of fields) {
    if (field.unique) {
      statements.push(
        `CREATE UNIQUE INDEX IF NOT EXISTS ${ident(uniqueIndexName(schema.table, name))} ON ${table} (${ident(name)})`,
      );
      indexed.add(name);
    }
  }
  for (const fieldSet of schema.uniqueTogether ?? []) {
    statements.push(
      `CREATE UNIQUE INDEX IF NOT EXISTS ${ident(uniqueIndexName(schema.table, fieldSet.join('_')))} ON ${table} (${fieldSet.map(ident).join(', ')})`,
    );
  }
  // jsonb columns get no btree index: they sort by an expression, not the column.
  const isJson = (name: string) =>
    !!schema.fields[name] && KINDS[schema.fields[name].kind].sqlType(schema.fields[name]) === 'jsonb';
  // The list's sort goes with `id`, as its page is ordered (server/crud.ts): with the sort column
  // alone, rows that share a value (a whole import made in one transaction has one created_at) are
  // all read and sorted again for a page of 20. Earlier versions made the one-column index.
  const sort = schema.list.sort.replace(/^-/, '');
  if (!indexed.has(sort) && !isJson(sort)) {
    statements.push(
      `CREATE INDEX IF NOT EXISTS ${ident(`${schema.table}_${sort}_id_idx`)} ON ${table} (${ident(sort)}, id)`,
    );
    if (!isForeignKey(schema.fields[sort]))
      statements.push(`DROP INDEX IF EXISTS ${ident(`${schema.table}_${sort}_idx`)}`);
    indexed.add(sort);
  }
  // A reference with `id`: the rows pointing at one record in id order, as a sort by the reference's title
  // reads them (server/listSql.ts pageStatement). Earlier versions made the one-column index.
  for (const [name, field] of fields) {
    if (!isForeignKey(field) || indexed.has(name)) continue;
    statements.push(
      `CREATE INDEX IF NOT EXISTS ${ident(`${schema.table}_${name}_id_idx`)} ON ${table} (${ident(name)}, id)`,
      `DROP INDEX IF EXISTS ${ident(`${schema.table}_${name}_idx`)}`,
    );
    indexed.add(name);
  }
  // The global search's keys, folded once when a record is written (not at every search), and indexed by
  // trigrams so that a fragment anywhere in them is found without reading the table; beside each, the
  // text with its diacritics, folded once too. A change of
  // admin_search_key needs a migration that drops these columns, so that they are made again.
  for (const name of searchFields(schema)) {
    const text = KINDS[schema.fields[name].kind].searchText!(ident(name));
    const key = ident(searchKeyColumn(name));
    statements.push(
      `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${key} text GENERATED ALWAYS AS (admin_search_key(${text})) STORED`,
      `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${ident(searchTextColumn(name))} text GENERATED ALWAYS AS (admin_search_text(${text})) STORED`,
      `CREATE INDEX IF NOT EXISTS ${ident(`${schema.table}_${name}_search_idx`)} ON ${table} USING gin (${key} ${trigramOps})`,
    );
    // A whole value (key = '"word"') and a value's start (key LIKE '"word%'), exactly, in any collation.
    if (KINDS[schema.fields[name].kind].searchOneValue)
      statements.push(
        `CREATE INDEX IF NOT EXISTS ${ident(`${schema.table}_${name}_search_start_idx`)} ON ${table} (${key} text_pattern_ops)`,
      );
  }
  // A filter on a few values (a state, a flag, a language) and the list's sort go together: one index
  // gives the filtered page in order without reading past it, and bounds the count (server/counts.ts).
  if (!isJson(sort)) {
    for (const name of schema.list.filters ?? []) {
      const field = schema.fields[name];
      if (!field || !KINDS[field.kind].fewValues || name === sort || isJson(name)) continue;
      statements.push(
        `CREATE INDEX IF NOT EXISTS ${ident(`${schema.table}_${name}_${sort}_idx`)} ON ${table} (${ident(name)}, ${ident(sort)}, id)`,
      );
    }
  }
  return statements;
}

/** The generated column holding a searched field's key (admin_search_key of its text). */
export const searchKeyColumn = (field: string) => `${field}_search_key`;

/**
 * The generated column holding a searched field's text with its diacritics (admin_search_text): what a
 * query with diacritics must also match, read only on the rows its key found (not indexed).
 */
export const searchTextColumn = (field: string) => `${field}_search_text`;

/** The column type a field's kind stores it in, without constraints. */
export const storedType = (field: Field): string => KINDS[field.kind].sqlType(field);

/**
 * pg_trgm's GIN operator class, qualified by the schema the extension was made in: a database holds it
 * once, and a store in another schema (one per test or bench store) does not find it unqualified.
 */
async function trigramOps(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`
    SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm'`.execute(db);
  return `${ident(rows[0].schema)}.gin_trgm_ops`;
}

/** Whether the store has none of the server's tables yet. */
export async function isFreshStore(db: Db): Promise<boolean> {
  const { rows } = await sql<{ fresh: boolean }>`SELECT to_regclass('admin_users') IS NULL AS fresh`.execute(db);
  return rows[0].fresh;
}

/**
 * Creates what the schemas add. A fresh store is built as the schemas are now, so it counts every
 * migration file of `dir` as applied: they describe changes to stores made before them.
 */
export async function migrate(
  db: Db,
  list: readonly EntitySchema[] = registry,
  dir: string = MIGRATIONS_DIR,
): Promise<void> {
  for (const schema of list) {
    if ((SYSTEM_TABLES as readonly string[]).includes(schema.table) && !schema.serverTable) {
      throw new Error(`Entity "${schema.name}" uses the reserved table name "${schema.table}"`);
    }
  }
  const byName = new Map(list.map((s) => [s.name, s]));
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('marketplace_admin.migrate'))`.execute(trx);
    const fresh = await isFreshStore(trx);
    for (const statement of SYSTEM_DDL) await sql.raw(statement).execute(trx);
    const ops = await trigramOps(trx);
    const statements = orderByDependencies(list)
      .filter((s) => !s.serverTable)
      .flatMap((s) => entityDdl(s, byName, ops));
    for (const statement of statements) await sql.raw(statement).execute(trx);
    await syncAuditTriggers(trx, list);
    const files = migrationFiles(dir);
    if (fresh && files.length)
      await trx
        .insertInto('schema_migrations')
        .values(files.map((file) => ({ name: file.name })))
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
  });
}

/**
 * Each entity table's audit trigger (server/audit.ts), made again only where it is missing or keeps other
 * fields than the schema's: at every start, most tables need nothing, and nothing is locked for them.
 */
async function syncAuditTriggers(trx: Db, list: readonly EntitySchema[]): Promise<void> {
  // Tables only: an entity may be read from a view (the sessions).
  const { rows } = await sql<{ table: string; args: string | null }>`
    SELECT c.relname AS table, encode(t.tgargs, 'escape') AS args
    FROM pg_class c LEFT JOIN pg_trigger t ON t.tgrelid = c.oid AND t.tgname = 'admin_audit'
    WHERE c.relkind IN ('r', 'p') AND c.relnamespace = current_schema()::regnamespace`.execute(trx);
  const kept = new Map(rows.map((row) => [row.table, row.args]));
  for (const schema of list.filter((s) => !s.variant)) {
    const args = auditTriggerArgs(schema)
      .map((arg) => `${arg}\\000`)
      .join('');
    if (kept.has(schema.table) && kept.get(schema.table) !== args)
      await sql.raw(auditTriggerDdl(schema, ident)).execute(trx);
  }
}
