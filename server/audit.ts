// The audit trail: every write through the API keeps who (account, session, address), when, what (entity,
// record, create / update / delete, the state action when it was one) and each field's value before and
// after. A trigger on every entity table writes it (AUDIT_DDL, auditTriggerDdl), so no write path can leave a
// field out; the server names the actor at the start of each write's transaction (`asActor`). Writes with no
// actor named (the demo data, migrations, a psql session) are not kept. Nothing in the API writes or
// changes an entry.
import type { FastifyRequest } from 'fastify';
import type { EntityChange } from './broker/live';
import { sql } from 'kysely';
import type { EntitySchema } from '../src/engine/schema';
import type { Db } from './db';
import { scheduleSweep } from './sweeps';

/** Who writes, as the trigger reads it from the transaction's `admin.actor` setting. */
export interface Actor {
  id: number;
  name: string;
  session: string;
  address: string;
  /** The state action this write is (its history entry is the action's own). */
  action?: string;
}

const actorOf = (request: FastifyRequest, action?: string): Actor => ({
  id: request.auth!.user.id,
  name: request.auth!.user.name,
  session: request.auth!.sessionId,
  address: request.ip,
  ...(action && { action }),
});

/** Names the caller as the actor of the transaction's writes (until it ends). */
export async function asActor(trx: Db, request: FastifyRequest, action?: string): Promise<void> {
  // A write no admin signed in for (a public form) has no actor, and is not kept.
  if (!request.auth) return;
  await sql`SELECT set_config('admin.actor', ${JSON.stringify(actorOf(request, action))}, true)`.execute(trx);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells the admins viewing an entity of a committed write (the broker's live topic; server/app.ts). */
    publishChange?: (change: EntityChange) => void;
  }
}

/** The records a transaction's audited writes touched so far, as the trigger lists them in `admin.written`. */
async function writtenRecords(trx: Db): Promise<string> {
  const { rows } = await sql<{
    written: string | null;
  }>`SELECT current_setting('admin.written', true) AS written`.execute(trx);
  return rows[0]?.written ?? '';
}

/** One change per entity and operation of what a transaction wrote (lines `entity id operation version`). */
export function changesOf(written: string, actor: Actor, at: Date): EntityChange[] {
  const changes = new Map<string, EntityChange>();
  for (const line of written.split('\n')) {
    const [entity, id, operation, version] = line.split(' ');
    if (!entity || (operation !== 'create' && operation !== 'update' && operation !== 'delete')) continue;
    const key = `${entity} ${operation}`;
    let change = changes.get(key);
    if (!change) {
      change = { entity, operation, ids: [], by: { id: actor.id, name: actor.name }, at: at.toISOString() };
      if (actor.action) change.action = actor.action;
      changes.set(key, change);
    }
    if (id === '*') change.more = true;
    if (id === '*' || change.ids.includes(Number(id))) continue;
    change.ids.push(Number(id));
    // The version the write left: a form that saved it knows the change is its own.
    if (version) (change.versions ??= {})[id] = Number(version);
  }
  return [...changes.values()];
}

/** `work` in a transaction whose writes are the caller's; once it commits, their viewers hear of them. */
export async function audited<T>(db: Db, request: FastifyRequest, work: (trx: Db) => Promise<T>, action?: string) {
  let written = '';
  const result = await db.transaction().execute(async (trx) => {
    await asActor(trx, request, action);
    const done = await work(trx);
    if (request.auth && request.server.publishChange) written = await writtenRecords(trx);
    return done;
  });
  if (written) {
    const at = new Date();
    for (const change of changesOf(written, actorOf(request, action), at)) request.server.publishChange!(change);
  }
  return result;
}

/** Characters of written records a transaction lists one by one (about 2,000 records). */
const WRITTEN_LIMIT = 48_000;

/** The table of entries and the trigger function every entity table calls (server/migrate.ts runs them). */
export const AUDIT_DDL = [
  `CREATE TABLE IF NOT EXISTS audit_entries (
    id bigserial PRIMARY KEY,
    entity text NOT NULL,
    record_id integer NOT NULL,
    operation text NOT NULL,
    action text,
    changes jsonb NOT NULL,
    admin_user_id integer,
    admin_name text NOT NULL,
    session_id text,
    address text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX IF NOT EXISTS audit_entries_record_idx ON audit_entries (entity, record_id, id)`,
  `CREATE INDEX IF NOT EXISTS audit_entries_created_at_idx ON audit_entries (created_at)`,
  // Arguments: the entity's name and the fields kept (its stored fields: never a password's hash, a
  // generated search key, the version or the time of the last change). `changes`: {field: [before, after]}.
  `CREATE OR REPLACE FUNCTION admin_audit() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    actor jsonb := nullif(current_setting('admin.actor', true), '')::jsonb;
    before jsonb;
    after jsonb;
    changes jsonb;
    operation text := CASE TG_OP WHEN 'INSERT' THEN 'create' ELSE lower(TG_OP) END;
    written text;
    line text;
  BEGIN
    IF actor IS NULL THEN RETURN NULL; END IF;
    IF TG_OP <> 'INSERT' THEN before := to_jsonb(OLD); END IF;
    IF TG_OP <> 'DELETE' THEN after := to_jsonb(NEW); END IF;
    SELECT coalesce(jsonb_object_agg(field, jsonb_build_array(before -> field, after -> field)), '{}'::jsonb)
      INTO changes
      FROM unnest(TG_ARGV[1]::text[]) AS field
     WHERE coalesce(before -> field, 'null') IS DISTINCT FROM coalesce(after -> field, 'null');
    IF TG_OP = 'UPDATE' AND changes = '{}'::jsonb THEN RETURN NULL; END IF;
    INSERT INTO audit_entries (entity, record_id, operation, action, changes, admin_user_id, admin_name, session_id, address)
    VALUES (TG_ARGV[0], (coalesce(after, before) ->> 'id')::integer, operation, actor ->> 'action', changes,
            (actor ->> 'id')::integer, actor ->> 'name', actor ->> 'session', actor ->> 'address');
    -- The records written, for the server to tell their viewers once the transaction commits; past
    -- WRITTEN_LIMIT characters, one line with the id '*' stands for the rest of the entity's.
    written := coalesce(current_setting('admin.written', true), '');
    line := TG_ARGV[0] || ' ' || (coalesce(after, before) ->> 'id') || ' ' || operation || ' '
      || coalesce(after ->> 'version', '') || E'\\n';
    IF length(written) >= ${WRITTEN_LIMIT} THEN
      line := TG_ARGV[0] || ' * ' || operation || E'\\n';
      IF position(line IN written) > 0 THEN RETURN NULL; END IF;
    END IF;
    PERFORM set_config('admin.written', written || line, true);
    RETURN NULL;
  END $$`,
];

/** The fields of a record the trail keeps. */
export const auditedFields = (schema: EntitySchema) =>
  Object.entries(schema.fields)
    .filter(([, field]) => !field.virtual)
    .map(([name]) => name);

/** The trigger arguments of an entity, as PostgreSQL keeps them (pg_trigger.tgargs, NUL after each). */
export const auditTriggerArgs = (schema: EntitySchema) => [schema.name, `{${auditedFields(schema).join(',')}}`];

/** The statement that (re)makes an entity's trigger. */
export function auditTriggerDdl(schema: EntitySchema, quote: (name: string) => string): string {
  const args = auditTriggerArgs(schema).map((arg) => `'${arg.replace(/'/g, "''")}'`);
  return `CREATE OR REPLACE TRIGGER admin_audit AFTER INSERT OR UPDATE OR DELETE ON ${quote(schema.table)}
    FOR EACH ROW EXECUTE FUNCTION admin_audit(${args.join(', ')})`;
}

/** Entries removed per sweep at most: a long backlog goes in several runs, none holding the table long. */
export const AUDIT_SWEEP_BATCH = 10_000;
/** The advisory lock a replica holds while it sweeps the trail. */
export const AUDIT_SWEEP_LOCK = 'marketplace_admin.audit_sweep';
const HOUR_MS = 3_600_000;

/** Removes up to AUDIT_SWEEP_BATCH entries older than `cutoff`, oldest first; how many it removed. */
export async function sweepAuditTrail(db: Db, cutoff: Date): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    DELETE FROM audit_entries WHERE id IN (
      SELECT id FROM audit_entries WHERE created_at < ${cutoff} ORDER BY created_at LIMIT ${AUDIT_SWEEP_BATCH}
    ) RETURNING id`.execute(db);
  return rows.length;
}

/** Every hour (and once at start), entries older than `days` go (server/sweeps.ts); `now` injectable for tests. */
export function scheduleAuditSweep(
  db: Db,
  days: number,
  onError: (error: unknown) => void,
  now: () => Date = () => new Date(),
  everyMs = HOUR_MS,
): () => Promise<void> {
  return scheduleSweep(
    db,
    AUDIT_SWEEP_LOCK,
    everyMs,
    (trx) => sweepAuditTrail(trx, new Date(now().getTime() - days * 24 * HOUR_MS)),
    onError,
  );
}
