// A record's history (GET <path>/{id}/history): its state actions (record_transitions, with their
// reasons) and its other writes from the audit trail (server/audit.ts), newest first. A change shows the
// fields its entity keeps, each before and after, but none that names a record of an entity the caller
// may not view (a past reference says more than the record page's bare id).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { targetOf } from '../src/engine/kinds';
import { can } from '../src/engine/permissions';
import type { EntitySchema } from '../src/engine/schema';
import { schemas as registry } from '../schemas';
import { auditedFields } from './audit';
import { requirePrivilege } from './auth';
import type { Db } from './db';
import { fail } from './http';
import { parseId } from './params';
import { serializeRecord } from './records';
import { entityOperations } from './openapi/entity';
import { describe } from './openapi/operation';

/** Entries of each kind a history answers at most. */
export const MAX_HISTORY = 200;
/**
 * Bytes of changes, as stored, a history answers at most (always its newest change): a record edited often
 * with long texts (100,000 characters of rich text, before and after) would otherwise answer tens of
 * megabytes to every reader, and hold as much in the server's memory while it does.
 */
export const MAX_HISTORY_CHANGE_BYTES = 1024 * 1024;

export function registerHistoryRoutes(app: FastifyInstance, db: Db, list: readonly EntitySchema[] = registry): void {
  const byName = new Map(list.map((schema) => [schema.name, schema]));
  for (const schema of list.filter((s) => !s.variant)) {
    const kept = auditedFields(schema);
    app.get<{ Params: { id: string } }>(
      `/${schema.path}/:id/history`,
      describe(entityOperations(schema).history()),
      async (request) => {
        await requirePrivilege(request, schema.permission, 'VIEW');
        const id = parseId(request);
        const grants = request.auth!.grants;
        const readable = new Set(
          kept.filter((name) => {
            const target = targetOf(schema.fields[name]);
            const entity = target && byName.get(target.entity);
            return !entity || can(grants, entity.permission, 'VIEW');
          }),
        );
        const [exists, actions, writes] = await Promise.all([
          db.selectFrom(schema.table).select('id').where('id', '=', id).executeTakeFirst(),
          db
            .selectFrom('record_transitions')
            .select(['id', 'action', 'field', 'from_state', 'to_state', 'reason', 'admin_name', 'created_at'])
            .where('entity', '=', schema.name)
            .where('record_id', '=', id)
            .orderBy('id', 'desc')
            .limit(MAX_HISTORY)
            .execute(),
          // A state action's own write is told by its entry above, with its reason. The newest writes' sizes
          // first, then the changes of those within the budget alone.
          db
            .with('newest', (db) =>
              db
                .selectFrom('audit_entries')
                .select(['id', sql<number>`pg_column_size(changes)`.as('size')])
                .where('entity', '=', schema.name)
                .where('record_id', '=', id)
                .where('action', 'is', null)
                .orderBy('id', 'desc')
                .limit(MAX_HISTORY),
            )
            .with('kept', (db) =>
              db.selectFrom('newest').select(['id', sql<number>`sum(size) OVER (ORDER BY id DESC) - size`.as('newer')]),
            )
            .selectFrom('audit_entries as a')
            .innerJoin('kept as k', 'k.id', 'a.id')
            .select(['a.id', 'a.operation', 'a.changes', 'a.admin_name', 'a.created_at'])
            .where('k.newer', '<', MAX_HISTORY_CHANGE_BYTES)
            .orderBy('a.id', 'desc')
            .execute(),
        ]);
        // Gone records keep their history in the trail, read by the audit log, not here.
        if (!exists) throw fail(request, 404, 'server.not_found');
        const entries: Record<string, unknown>[] = [
          ...actions.map((row) => ({ type: 'action', ...serializeRecord(row) })),
          ...writes.map((row) => {
            const changes = (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as Record<
              string,
              [unknown, unknown]
            >;
            return {
              type: 'change',
              ...serializeRecord({ ...row, changes: undefined }),
              changes: Object.entries(changes)
                .filter(([field]) => readable.has(field))
                .map(([field, [before, after]]) => ({ field, before, after })),
            };
          }),
        ];
        entries.sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
        return { data: entries.slice(0, MAX_HISTORY) };
      },
    );
  }
}
