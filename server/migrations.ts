// Changes to a store's data kept as numbered SQL files (migrations/NNNN-name.sql), and the plan that
// compares the schemas with a store: what the next start adds by itself (server/migrate.ts), and what
// only a migration may do because it touches stored data (a renamed field, a field of another kind).
// The server refuses to start while either is pending and names the command that settles it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { storedFields, SYSTEM_FIELDS, type EntitySchema } from '../src/engine/schema';
import { schemas as registry } from '../schemas';
import type { Db } from './db';
import {
  ident,
  isFreshStore,
  migrate,
  migrationFiles,
  MIGRATIONS_DIR,
  MIGRATIONS_TABLE_DDL,
  storedType,
  tableEntities,
  type MigrationFile,
} from './migrate';

/** A change a person confirms: why, and the SQL proposed for the migration file. */
export interface SchemaChange {
  note: string;
  sql: string;
}

export interface SchemaPlan {
  /** Migration files not yet applied to the store. */
  pending: string[];
  /** What the next start creates by itself: new tables and columns. */
  additions: string[];
  /** What needs a migration file before the server starts. */
  changes: SchemaChange[];
  /** Columns no field names any more: kept, with their data, until a migration drops them. */
  unused: string[];
}

/** The migration files applied to the store (none on a store from before they were kept). */
async function appliedNames(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ present: boolean }>`
    SELECT to_regclass('schema_migrations') IS NOT NULL AS present`.execute(db);
  if (!rows[0].present) return new Set();
  const applied = await db.selectFrom('schema_migrations').select('name').execute();
  return new Set(applied.map((row) => String(row.name)));
}

async function pendingFiles(db: Db, dir: string): Promise<MigrationFile[]> {
  if (await isFreshStore(db)) return [];
  const applied = await appliedNames(db);
  return migrationFiles(dir).filter((file) => !applied.has(file.name));
}

/** The store's columns and their types as PostgreSQL writes them (format_type), by table. */
async function storedColumns(db: Db): Promise<Map<string, Map<string, string>>> {
  const { rows } = await sql<{ table_name: string; column_name: string; type: string }>`
    SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
      -- Generated columns (the global search's keys) are the server's own, not fields'.
      AND a.attgenerated = ''
    ORDER BY c.relname, a.attnum`.execute(db);
  const tables = new Map<string, Map<string, string>>();
  for (const row of rows) {
    if (!tables.has(row.table_name)) tables.set(row.table_name, new Map());
    tables.get(row.table_name)!.set(row.column_name, row.type);
  }
  return tables;
}

/**
 * The kinds' column types as PostgreSQL writes them ('timestamptz' is 'timestamp with time zone'),
 * read from a temporary table of one column per type, so that any kind's type compares as stored.
 */
async function canonicalTypes(db: Db, types: string[]): Promise<Map<string, string>> {
  if (!types.length) return new Map();
  return db.transaction().execute(async (trx) => {
    const columns = types.map((type, i) => `c${i} ${type}`).join(', ');
    await sql.raw(`CREATE TEMPORARY TABLE schema_type_probe (${columns}) ON COMMIT DROP`).execute(trx);
    const { rows } = await sql<{ name: string; type: string }>`
      SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
      WHERE attrelid = 'pg_temp.schema_type_probe'::regclass AND attnum > 0`.execute(trx);
    const byColumn = new Map(rows.map((row) => [row.name, row.type]));
    return new Map(types.map((type, i) => [type, byColumn.get(`c${i}`)!]));
  });
}

/** What the schemas need of the store (a fresh store needs nothing: the start builds it whole). */
export async function planSchema(
  db: Db,
  list: readonly EntitySchema[] = registry,
  dir: string = MIGRATIONS_DIR,
): Promise<SchemaPlan> {
  const plan: SchemaPlan = { pending: [], additions: [], changes: [], unused: [] };
  if (await isFreshStore(db)) return plan;
  plan.pending = (await pendingFiles(db, dir)).map((file) => file.name);
  // The server's own tables are its DDL's to keep (server/migrate.ts), not the schemas'.
  const entities = tableEntities(list).filter((schema) => !schema.serverTable);
  const canonical = await canonicalTypes(db, [
    ...new Set(entities.flatMap((schema) => storedFields(schema).map(([, field]) => storedType(field)))),
  ]);
  const stored = await storedColumns(db);
  for (const schema of entities) {
    const columns = stored.get(schema.table);
    if (!columns) {
      plan.additions.push(`table ${schema.table} (${schema.name})`);
      continue;
    }
    const table = ident(schema.table);
    const fields = storedFields(schema);
    const missing = fields.filter(([name]) => !columns.has(name));
    const unused = [...columns.keys()].filter(
      (name) => !(name in schema.fields) && !(SYSTEM_FIELDS as readonly string[]).includes(name),
    );
    for (const [name, field] of fields) {
      const was = columns.get(name);
      const wanted = canonical.get(storedType(field))!;
      if (was && was !== wanted)
        plan.changes.push({
          note: `${schema.table}.${name} is stored as ${was}; its kind (${field.kind}) stores ${wanted}`,
          sql: `ALTER TABLE ${table} ALTER COLUMN ${ident(name)} TYPE ${wanted} USING ${ident(name)}::${wanted};`,
        });
    }
    // A new field beside a column no field names is most likely a rename: adding an empty column
    // would leave the data behind. Each pairs with the first such column, which a person confirms.
    for (const [name, field] of missing) {
      const old = unused.shift();
      if (old === undefined) {
        plan.additions.push(`column ${schema.table}.${name}`);
        continue;
      }
      const was = columns.get(old)!;
      const wanted = canonical.get(storedType(field))!;
      plan.changes.push({
        note: `${schema.table}: the field ${name} has no column and the column ${old} no field: renamed?`,
        sql: [
          `ALTER TABLE ${table} RENAME COLUMN ${ident(old)} TO ${ident(name)};`,
          ...(was === wanted
            ? []
            : [`ALTER TABLE ${table} ALTER COLUMN ${ident(name)} TYPE ${wanted} USING ${ident(name)}::${wanted};`]),
        ].join('\n'),
      });
    }
    plan.unused.push(...unused.map((name) => `${schema.table}.${name}`));
  }
  return plan;
}

/** Whether the server may start: nothing pending that only a person may settle. */
export const planBlocksStart = (plan: SchemaPlan) => plan.pending.length > 0 || plan.changes.length > 0;

/** The server's refusal to start on a store a person must migrate first (its message says how). */
export class StoreNeedsMigration extends Error {}

/** Why the server does not start on a store, and the command that settles it. */
export function startRefusal(plan: SchemaPlan): StoreNeedsMigration {
  const lines = ['The database is not as the schemas need it, and the server does not change stored data by itself:'];
  if (plan.pending.length)
    lines.push(`- migration files not applied: ${plan.pending.join(', ')}. Run: npm run db:migrate`);
  if (plan.changes.length)
    lines.push(
      ...plan.changes.map((change) => `- ${change.note}`),
      '  Run `npm run db:plan` to see the SQL, `npm run db:plan -- --write <name>` to keep it as a migration file, then `npm run db:migrate`.',
    );
  return new StoreNeedsMigration(lines.join('\n'));
}

/** A plan as the `db:plan` command prints it. */
export function planText(plan: SchemaPlan): string {
  const out: string[] = [];
  if (plan.pending.length)
    out.push('Migration files to apply (npm run db:migrate):', ...plan.pending.map((n) => `  ${n}`));
  if (plan.additions.length)
    out.push('Added by the next start or db:migrate (nothing stored changes):', ...plan.additions.map((a) => `  ${a}`));
  if (plan.changes.length)
    out.push(
      'Needs a migration file (check it, then: npm run db:plan -- --write <name>):',
      ...plan.changes.flatMap((change) => [
        `  -- ${change.note}`,
        ...change.sql.split('\n').map((line) => `  ${line}`),
      ]),
    );
  if (plan.unused.length)
    out.push(
      'Columns no field names (kept with their data; a migration may drop them):',
      ...plan.unused.map((c) => `  ${c}`),
    );
  return out.length ? out.join('\n') : 'The database is as the schemas need it.';
}

/** Writes the plan's changes as the next numbered migration file; returns its path. */
export function writeMigration(plan: SchemaPlan, name: string, dir: string = MIGRATIONS_DIR): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  if (!slug) throw new Error('A migration needs a name of letters or digits, e.g. rename-job-title');
  if (!plan.changes.length) throw new Error('The plan has no change that needs a migration file');
  const last = migrationFiles(dir).at(-1)?.name.slice(0, 4) ?? '0000';
  const file = path.join(dir, `${String(Number(last) + 1).padStart(4, '0')}-${slug}.sql`);
  const body = plan.changes.map((change) => `-- ${change.note}\n${change.sql}\n`).join('\n');
  writeFileSync(file, body, { flag: 'wx' });
  return file;
}

/**
 * A migration file's statements. Each ends with a semicolon at the end of its line; a `$$` block
 * (a function body) is kept whole. Lines of comments alone are left out.
 */
export function statementsOf(text: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inBlock = false;
  for (const line of text.split('\n')) {
    current.push(line);
    if ((line.match(/\$[A-Za-z_]*\$/g)?.length ?? 0) % 2 === 1) inBlock = !inBlock;
    if (!inBlock && /;\s*$/.test(line)) {
      statements.push(current.join('\n'));
      current = [];
    }
  }
  statements.push(current.join('\n'));
  return statements.filter((statement) => statement.split('\n').some((line) => line.trim() && !/^\s*--/.test(line)));
}

/**
 * Applies the pending migration files in order, each in its own transaction with its record, then
 * what the schemas add. Returns the names applied.
 */
export async function applyMigrations(
  db: Db,
  list: readonly EntitySchema[] = registry,
  dir: string = MIGRATIONS_DIR,
): Promise<string[]> {
  const applied: string[] = [];
  if (!(await isFreshStore(db))) {
    // The table of applied files, on a store from before they were kept.
    await sql.raw(MIGRATIONS_TABLE_DDL).execute(db);
    for (const file of await pendingFiles(db, dir)) {
      await db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtext('marketplace_admin.migrate'))`.execute(trx);
        const done = await trx.selectFrom('schema_migrations').select('name').where('name', '=', file.name).execute();
        if (done.length) return;
        for (const statement of statementsOf(file.sql)) await sql.raw(statement).execute(trx);
        await trx.insertInto('schema_migrations').values({ name: file.name }).execute();
        applied.push(file.name);
      });
    }
  }
  await migrate(db, list, dir);
  return applied;
}
