// State actions declared in the schemas (activate, deny with a reason…): one
// route per action, at its exact call. A record moves only from the states
// its action allows; every move is kept with its reason, admin and time, and
// GET {path}/{id}/history reads them back (server/history.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Issue } from '../src/engine/kinds';
import { MAX_REASON, storedColumns, type ActionDefinition, type EntitySchema } from '../src/engine/schema';
import { schemas as registry } from '../schemas';
import { audited } from './audit';
import { requirePrivilege } from './auth';
import { idsOf } from './bulk';
import { parseId } from './params';
import type { Db } from './db';
import { HttpError, fail, languageOf } from './http';
import { translate } from './messages';
import { NO_EVENTS, type DomainEvents } from './notifications/events';
import { serializeRecord } from './records';
import { entityOperations } from './openapi/entity';
import { describe } from './openapi/operation';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The reason the action asks for, trimmed (null when it may go without and has none), or a 422 on `reason`. */
function reasonOf(request: FastifyRequest, action: ActionDefinition): string | null {
  if (!action.reason) return null;
  const body =
    request.body && typeof request.body === 'object' && !Array.isArray(request.body)
      ? (request.body as Record<string, unknown>)
      : {};
  const raw = Object.hasOwn(body, 'reason') ? body.reason : undefined;
  const reason = typeof raw === 'string' ? raw.trim() : '';
  const given = raw !== undefined && raw !== null;
  if (!reason && action.reason === 'optional' && (!given || typeof raw === 'string')) return null;
  let issue: Issue | undefined;
  if (given && typeof raw !== 'string') issue = { message: 'validation.invalidValue' };
  else if (!reason) issue = { message: 'ra.validation.required' };
  else if (reason.length > MAX_REASON) issue = { message: 'ra.validation.maxLength', args: { max: MAX_REASON } };
  else if (reason.includes('\u0000')) issue = { message: 'validation.invalidCharacter' };
  if (issue) throw fail(request, 422, 'server.validation_failed', {}, { reason: issue });
  return reason;
}

type Row = Record<string, unknown>;

/** What a decision on some records came to: those moved (as stored now) and the others with their state (null: not there). */
interface Decision {
  moved: Row[];
  skipped: { id: number; state: string | null }[];
}

/**
 * Moves the records of `ids` that the action may leave, each with its own history entry, within the
 * caller's transaction; the rows are locked first (in id order, so two batches never wait on each other
 * in a circle), so a record decided meanwhile is judged by its state as it is now.
 */
async function decide(
  trx: Db,
  schema: EntitySchema,
  action: ActionDefinition,
  ids: number[],
  reason: string | null,
  user: { id: number; name: string },
): Promise<Decision> {
  const { field = 'status', from, to } = action.transition!;
  const current = await trx
    .selectFrom(schema.table)
    .select(['id', field])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  const states = new Map(current.map((row) => [Number(row.id), String(row[field])]));
  const movable = ids.filter((id) => from.includes(states.get(id) ?? ''));
  const moved = movable.length
    ? await trx
        .updateTable(schema.table)
        .set({ [field]: to, updated_at: sql`now()`, version: sql`version + 1` })
        .where('id', 'in', movable)
        .returning(storedColumns(schema))
        .execute()
    : [];
  if (moved.length)
    await trx
      .insertInto('record_transitions')
      .values(
        moved.map((row) => ({
          entity: schema.name,
          record_id: Number(row.id),
          action: action.name,
          field,
          from_state: states.get(Number(row.id))!,
          to_state: to,
          reason,
          admin_user_id: user.id,
          admin_name: user.name,
        })),
      )
      .execute();
  const order = new Map(ids.map((id, index) => [id, index]));
  moved.sort((a, b) => order.get(Number(a.id))! - order.get(Number(b.id))!);
  const skipped = ids.filter((id) => !movable.includes(id)).map((id) => ({ id, state: states.get(id) ?? null }));
  return { moved, skipped };
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
    /** "Accept is not possible: the record is Accepted", in the caller's language. */
    const refusal = (request: FastifyRequest, action: ActionDefinition, state: string) =>
      translate(languageOf(request), 'server.transition_refused', {
        action: label(request, `resources.${schema.name}.actions.${action.name}`),
        state: label(request, `resources.${schema.name}.choices.${action.transition!.field ?? 'status'}.${state}`),
      });

    for (const action of moves) {
      const [method, path] = action.call.split(' ') as [Method, string];
      app.route<{ Params: { id: string } }>({
        method,
        url: `/${path.replace('{id}', ':id')}`,
        ...describe(entityOperations(schema).action(action)),
        handler: async (request) => {
          await requirePrivilege(request, schema.permission, 'UPDATE');
          const id = parseId(request);
          const reason = reasonOf(request, action);
          const { moved, skipped } = await audited(
            db,
            request,
            (trx) => decide(trx, schema, action, [id], reason, request.auth!.user),
            action.name,
          );
          const state = skipped[0]?.state;
          if (state === null) throw fail(request, 404, 'server.not_found');
          if (state !== undefined)
            throw new HttpError(409, refusal(request, action, state), undefined, { meta: { state } });
          await events.transitioned(request, schema, moved[0], action);
          return { data: serializeRecord(moved[0]) };
        },
      });

      // The same action on many records at once: each is decided on its own, in one transaction; a
      // record no longer in a state the action leaves is reported, not a failure of the batch.
      app.post(
        `/${schema.path}/actions/${action.name}`,
        describe(entityOperations(schema).bulkAction(action)),
        async (request) => {
          await requirePrivilege(request, schema.permission, 'UPDATE');
          const ids = idsOf(request);
          const reason = reasonOf(request, action);
          const { moved, skipped } = await audited(
            db,
            request,
            (trx) => decide(trx, schema, action, ids, reason, request.auth!.user),
            action.name,
          );
          for (const row of moved) await events.transitioned(request, schema, row, action);
          return {
            data: {
              done: moved.map((row) => Number(row.id)),
              skipped: skipped.map(({ id, state }) => ({
                id,
                state,
                message: state === null ? label(request, 'server.not_found') : refusal(request, action, state),
              })),
            },
          };
        },
      );
    }
  }
}
