// Domain events → notifications. An entity's schema says what its records
// cause (`notify`); the admins who may view that entity hear of it, except
// the one who acted.
import type { FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import type { NotifyDefinition } from '../../src/engine/notifications';
import type { ActionDefinition, EntitySchema } from '../../src/engine/schema';
import type { Broker } from '../broker';
import type { Db } from '../db';
import { createNotification } from './store';

export interface DomainEvents {
  /** A record was created through the API. */
  created(request: FastifyRequest, schema: EntitySchema, row: Record<string, unknown>): Promise<void>;
  /** A state action moved a record. */
  transitioned(
    request: FastifyRequest,
    schema: EntitySchema,
    row: Record<string, unknown>,
    action: ActionDefinition,
  ): Promise<void>;
}

type NotifyEvent = NonNullable<NotifyDefinition['created']>;

export const NO_EVENTS: DomainEvents = { created: async () => undefined, transitioned: async () => undefined };

/** Active admins holding VIEW on the entity's function type, but the actor. */
async function receiversOf(db: Db, schema: EntitySchema, actorId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('admin_users as u')
    .innerJoin('permission_functions as f', 'f.permission_id', 'u.permission_id')
    .select('u.id')
    .where('u.active', '=', true)
    .where('u.id', '<>', actorId)
    .where('f.function_type', '=', schema.permission)
    .where(sql<SqlBool>`'VIEW' = ANY(f.privileges)`)
    .orderBy('u.id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/** The record's title when it is plain text (a translated or referenced title is left to the screen). */
function titleOf(schema: EntitySchema, row: Record<string, unknown>): string | null {
  const value = row[schema.recordTitle];
  return typeof value === 'string' && value.trim() ? value.slice(0, 200) : null;
}

export function domainEvents(db: Db, broker: Broker): DomainEvents {
  async function notify(
    request: FastifyRequest,
    schema: EntitySchema,
    row: Record<string, unknown>,
    what: NotifyEvent,
  ) {
    const actor = request.auth!.user;
    try {
      for (const receiver of await receiversOf(db, schema, actor.id)) {
        await createNotification(db, broker, {
          receiver_id: receiver,
          notification_type: what.type,
          content: what.content ?? null,
          objectable_id: Number(row.id),
          objectable_type: schema.name,
          name: titleOf(schema, row),
          sender_ids: [actor.id],
        });
      }
    } catch (error) {
      // The record is saved; a notification that could not be made is logged, not the caller's failure.
      request.log.error(error, 'notification not created');
    }
  }
  return {
    async created(request, schema, row) {
      if (schema.notify?.created) await notify(request, schema, row, schema.notify.created);
    },
    async transitioned(request, schema, row) {
      if (schema.notify?.transitioned) await notify(request, schema, row, schema.notify.transitioned);
    },
  };
}
