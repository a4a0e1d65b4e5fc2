// Who may upload, how much, and when a stored file is removed. Derived from the schemas: a field kind
// says whether its values are uploaded files or markup that may link to one (KindDefinition.files).
import { sql } from 'kysely';
import { KINDS } from '../src/engine/kinds';
import { can, type Area, type Grants } from '../src/engine/permissions';
import type { EntitySchema } from '../src/engine/schema';
import type { Db } from './db';
import { scheduleSweep } from './sweeps';
import { ident, tableEntities } from './migrate';

/** The function types of the entities with a field that takes uploads. */
export function uploadingTypes(schemas: readonly EntitySchema[]): Set<Area> {
  return new Set(
    schemas
      .filter((schema) => Object.values(schema.fields).some((field) => KINDS[field.kind].files === 'upload'))
      .map((schema) => schema.permission),
  );
}

/** Uploading is for those who may create or change a record that holds a file. */
export function mayUpload(grants: Grants, types: ReadonlySet<Area>): boolean {
  return [...types].some((type) => can(grants, type, 'CREATE') || can(grants, type, 'UPDATE'));
}

/** What an account uploaded within the last hour, and when the oldest of it leaves that hour. */
export async function uploadedLastHour(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ files: number; bytes: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('files')
    .select([
      sql<string>`count(*)`.as('files'),
      sql<string>`coalesce(sum(size), 0)`.as('bytes'),
      sql<Date | null>`min(created_at)`.as('oldest'),
    ])
    .where('created_by', '=', userId)
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
    .executeTakeFirstOrThrow();
  return { files: Number(row.files), bytes: Number(row.bytes), oldest: row.oldest && new Date(row.oldest) };
}

const HOUR_MS = 60 * 60 * 1000;
/** A file is given this long to be saved into a record before nothing naming it means it is unused. */
export const UNUSED_FILE_GRACE_MS = 24 * HOUR_MS;
/** Files removed per sweep at most: a long backlog goes in several runs, none holding the database long. */
const SWEEP_BATCH = 500;

/** Every column whose values may name a stored file, per table. */
function fileColumns(schemas: readonly EntitySchema[]): { table: string; column: string }[] {
  return tableEntities(schemas).flatMap((schema) =>
    Object.entries(schema.fields)
      .filter(([, field]) => KINDS[field.kind].files)
      .map(([column]) => ({ table: schema.table, column })),
  );
}

/**
 * Removes files uploaded before `cutoff` that no record names (a picture replaced, a form left unsaved),
 * at most SWEEP_BATCH of them; returns how many. Each column is read once, whatever the number of files:
 * the ids are taken out of its text by pattern, which covers one URL, a list of them and markup alike.
 */
export async function sweepUnusedFiles(db: Db, schemas: readonly EntitySchema[], cutoff: Date): Promise<number> {
  const named = fileColumns(schemas).map(
    ({ table, column }) =>
      `SELECT (regexp_matches(${ident(column)}::text, '/api/v1/files/([A-Za-z0-9_-]+)/', 'g'))[1] AS id
       FROM ${ident(table)} WHERE ${ident(column)} IS NOT NULL`,
  );
  const inUse = named.length ? sql`AND id NOT IN (${sql.raw(named.join(' UNION '))})` : sql``;
  const removed = await sql<{ id: string }>`
    DELETE FROM files WHERE id IN (
      SELECT id FROM files WHERE created_at < ${cutoff} ${inUse} ORDER BY created_at LIMIT ${SWEEP_BATCH}
    ) RETURNING id`.execute(db);
  return removed.rows.length;
}

/** The advisory lock a replica holds while it sweeps files. */
export const FILE_SWEEP_LOCK = 'marketplace_admin.file_sweep';

/** Sweeps every `everyMs` (server/sweeps.ts). `now` is the server's clock, injectable for tests. */
export function scheduleFileSweep(
  db: Db,
  schemas: readonly EntitySchema[],
  everyMs: number,
  onError: (error: unknown) => void,
  now: () => Date = () => new Date(),
): () => Promise<void> {
  return scheduleSweep(
    db,
    FILE_SWEEP_LOCK,
    everyMs,
    (trx) => sweepUnusedFiles(trx, schemas, new Date(now().getTime() - UNUSED_FILE_GRACE_MS)),
    onError,
  );
}
