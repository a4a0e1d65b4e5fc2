// State actions declared in the schemas (activate, deny with a reason…): one
// route per action, at its exact call. A record moves only from the states
// its action allows; every move is kept with its reason, admin and time, and
// GET {path}/{id}/history reads them back.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Issue } from '../src/engine/kinds';
import { storedColumns, type ActionDefinition, type EntitySchema } from '../src/engine/schema';
import { schemas as registry } from '../schemas';
import { requirePrivilege } from './auth';
import { parseId } from './params';
import type { Db } from './db';
import { HttpError, fail, languageOf } from './http';
import { translate } from './messages';
import { NO_EVENTS, type DomainEvents } from './notifications/events';
import { serializeRecord } from './records';

/** Longest reason kept; the dialog stops at the same length. */
export const MAX_REASON = 1000;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The reason the action asks for, trimmed, or a 422 on the field `reason`. */
function reasonOf(request: FastifyRequest, action: ActionDefinition): string | null {
  if (!action.reason) return null;
  const body =
    request.body && typeof request.body === 'object' && !Array.isArray(request.body)
      ? (request.body as Record<string, unknown>)
      : {};
  const raw = Object.hasOwn(body, 'reason') ? body.reason : undefined;
  const reason = typeof raw === 'string' ? raw.trim() : '';
  let issue: Issue | undefined;
  if (!reason) issue = { message: 'ra.validation.required' };
  else if (reason.length > MAX_REASON) issue = { message: 'ra.validation.maxLength', args: { max: MAX_REASON } };
  else if (reason.includes('\u0000')) issue = { message: 'validation.invalidCharacter' };
  if (issue) throw fail(request, 422, 'server.validation_failed', {}, { reason: issue });
  return reason;
}

export function registerActionRoutes(
  app: FastifyInstance,
  db: Db,
  list: readonly EntitySchema[] = registry,
  events: DomainEvents = NO_EVENTS,
): void {
  for (const schema of list.filter((s) => !s.variant)) {
    const moves = schema.actions.filter((a) => a.transition);
    if (!moves.length) continue;
    const label = (request: FastifyRequest, key: string) => translate(languageOf(request), key);

    for (const action of moves) {
      const { field = 'status', from, to } = action.transition!;
      const [method, path] = action.call.split(' ') as [Method, string];
      app.route<{ Params: { id: string } }>({
        method,
        url: `/${path.replace('{id}', ':id')}`,
        handler: async (request) => {
          await requirePrivilege(request, schema.permission, 'UPDATE');
          const id = parseId(request);
          const reason = reasonOf(request, action);
          const user = request.auth!.user;
          const row = await db.transaction().execute(async (trx) => {
            const current = await trx
              .selectFrom(schema.table)
              .select(field)
              .where('id', '=', id)
              .forUpdate()
              .executeTakeFirst();
            if (!current) throw fail(request, 404, 'server.not_found');
            const state = String(current[field]);
            if (!from.includes(state)) {
              throw new HttpError(
                409,
                translate(languageOf(request), 'server.transition_refused', {
                  action: label(request, `resources.${schema.name}.actions.${action.name}`),
                  state: label(request, `resources.${schema.name}.choices.${field}.${state}`),
                }),
                undefined,
                { meta: { state } },
              );
            }
            const updated = await trx
              .updateTable(schema.table)
              .set({ [field]: to, updated_at: sql`now()`, version: sql`version + 1` })
              .where('id', '=', id)
              .returning(storedColumns(schema))
              .executeTakeFirstOrThrow();
            await trx
              .insertInto('record_transitions')
              .values({
                entity: schema.name,
                record_id: id,
                action: action.name,
                field,
                from_state: state,
                to_state: to,
                reason,
                admin_user_id: user.id,
                admin_name: user.name,
              })
              .execute();
            return updated;
          });
          await events.transitioned(request, schema, row, action);
          return { data: serializeRecord(row) };
        },
      });
    }

    app.get<{ Params: { id: string } }>(`/${schema.path}/:id/history`, async (request) => {
      await requirePrivilege(request, schema.permission, 'VIEW');
      const id = parseId(request);
      const exists = await db.selectFrom(schema.table).select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) throw fail(request, 404, 'server.not_found');
      const rows = await db
        .selectFrom('record_transitions')
        .select(['id', 'action', 'field', 'from_state', 'to_state', 'reason', 'admin_name', 'created_at'])
        .where('entity', '=', schema.name)
        .where('record_id', '=', id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      return { data: rows.map(serializeRecord) };
    });
  }
}
