// The notification calls of spec section 7, the sender profiles, and two
// development calls (404 in production): post a notification, restart the
// embedded broker. Every call is about the signed-in admin's own notifications.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { can } from '../../src/engine/permissions';
import type { Issue } from '../../src/engine/kinds';
import { NOTIFICATION_PAGE_SIZE, type NotificationMessage } from '../../src/engine/notifications';
import { NOTIFICATION_KINDS } from '../../schemas/app';
import { requirePrivilege } from '../auth';
import type { Broker } from '../broker';
import type { Config } from '../config';
import { parseId } from '../params';
import type { Db } from '../db';
import { fail, objectBody } from '../http';
import {
  createNotification,
  listNotifications,
  markAllRead,
  markRead,
  queueOf,
  unreadCount,
  type NotificationInput,
} from './store';
import { dataOf, describe, id, integer, listOf, object, text } from '../openapi/operation';

/** Most entries a page may ask for, and most profiles one call may ask for. */
const MAX_PAGING = 100;
const MAX_PROFILE_IDS = 100;
const MAX_MESSAGE_LENGTH = 5000;

function positiveQueryInt(request: FastifyRequest, name: string, fallback: number, max: number): number {
  const raw = (request.query as Record<string, unknown>)[name];
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw) || Number(raw) < 1)
    throw fail(request, 400, 'server.invalid_query', { name });
  return Math.min(Number(raw), max);
}

const isId = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647;

/** The chat message a notification carries, or field errors. */
function messageOf(value: unknown, issues: Record<string, Issue>): NotificationMessage | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value) || !isId((value as Record<string, unknown>).id)) {
    issues.message = { message: 'validation.invalidValue' };
    return null;
  }
  const { id, body } = value as Record<string, unknown>;
  if (body !== undefined && body !== null && (typeof body !== 'string' || body.length > MAX_MESSAGE_LENGTH)) {
    issues.message = { message: 'ra.validation.maxLength', args: { max: MAX_MESSAGE_LENGTH } };
    return null;
  }
  return { id: id as number, body: (body as string | undefined) ?? null, parent: null, files: [] };
}

/** A development notification's fields, checked like any form: 422 with the field at fault. */
async function devInput(db: Db, request: FastifyRequest): Promise<NotificationInput> {
  const body = objectBody(request);
  const issues: Record<string, Issue> = {};
  const type = body.notification_type;
  if (type === undefined || type === null || type === '')
    issues.notification_type = { message: 'ra.validation.required' };
  else if (!NOTIFICATION_KINDS.isType(type)) issues.notification_type = { message: 'validation.invalidValue' };
  const content = body.content ?? null;
  if (content !== null && !NOTIFICATION_KINDS.isContent(content))
    issues.content = { message: 'validation.invalidValue' };
  const objectId = body.objectable_id ?? null;
  if (objectId !== null && !isId(objectId)) issues.objectable_id = { message: 'validation.integer' };
  const objectType = body.objectable_type ?? null;
  if (objectType !== null && (typeof objectType !== 'string' || !/^[a-z_]{1,64}$/.test(objectType)))
    issues.objectable_type = { message: 'validation.invalidValue' };
  const message = messageOf(body.message, issues);
  const senders = body.sender_ids ?? [request.auth!.user.id];
  if (!Array.isArray(senders) || senders.length > 20 || !senders.every(isId))
    issues.sender_ids = { message: 'validation.invalidValue' };
  const email = body.receiver_email ?? request.auth!.user.email;
  let receiver: number | undefined;
  if (typeof email !== 'string' || email.length > 254) issues.receiver_email = { message: 'validation.invalidValue' };
  else {
    const row = await db
      .selectFrom('admin_users')
      .select('id')
      .where(db.fn('lower', ['email']), '=', email.toLowerCase())
      .executeTakeFirst();
    if (row) receiver = Number(row.id);
    else issues.receiver_email = { message: 'validation.reference' };
  }
  if (Object.keys(issues).length || receiver === undefined)
    throw fail(request, 422, 'server.validation_failed', {}, issues);
  return {
    receiver_id: receiver,
    notification_type: type as NotificationInput['notification_type'],
    content: content as NotificationInput['content'],
    objectable_id: objectId as number | null,
    objectable_type: objectType as string | null,
    message,
    sender_ids: senders as number[],
  };
}

/** A notification as answered (and as the broker sends it). */
const NOTIFICATION = {
  type: 'object',
  required: ['id', 'notification_type', 'read', 'created_at'],
  properties: {
    id,
    notification_type: text(),
    content: { type: ['string', 'null'], description: 'What it is about, within its type.' },
    objectable_id: { type: ['integer', 'null'] },
    objectable_type: { type: ['string', 'null'] },
    sender_ids: listOf(id),
    receiver_id: id,
    read: { type: 'boolean' },
    created_at: integer('Milliseconds since 1970.'),
  },
};

export function registerNotificationRoutes(
  app: FastifyInstance,
  db: Db,
  broker: Broker,
  config: Pick<Config, 'DEV_ENDPOINTS'>,
): void {
  const me = (request: FastifyRequest) => request.auth!.user.id;

  app.get(
    '/admin/notifications',
    describe({
      summary: "List the signed-in admin's notifications, newest first",
      tag: 'Notifications',
      access: 'self',
      query: [
        { name: 'page', schema: { type: 'integer', minimum: 1 } },
        { name: 'paging', schema: { type: 'integer', minimum: 1, maximum: MAX_PAGING } },
      ],
      answer: object({ data: listOf(NOTIFICATION), meta: { type: 'object' } }),
    }),
    async (request) => {
      const page = positiveQueryInt(request, 'page', 1, 1_000_000);
      const paging = positiveQueryInt(request, 'paging', NOTIFICATION_PAGE_SIZE, MAX_PAGING);
      return listNotifications(db, me(request), page, paging);
    },
  );

  app.get(
    '/admin/notifications/endpoint',
    describe({
      summary: "Read the STOMP destination the admin's notifications arrive on (over /ws)",
      tag: 'Notifications',
      access: 'self',
      answer: dataOf(text()),
    }),
    async (request) => ({ data: await queueOf(db, me(request)) }),
  );

  app.get(
    '/admin/notifications/unread_number',
    describe({
      summary: "Count the admin's unread notifications",
      tag: 'Notifications',
      access: 'self',
      answer: dataOf(object({ amount: integer() })),
    }),
    async (request) => ({
      data: { amount: await unreadCount(db, me(request)) },
    }),
  );

  app.patch(
    '/admin/notifications/mark_all_read',
    describe({
      summary: 'Mark every notification of the admin read',
      tag: 'Notifications',
      access: 'self',
      answer: dataOf(object({ amount: { const: 0 } })),
    }),
    async (request) => {
      await markAllRead(db, me(request));
      return { data: { amount: 0 } };
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/notifications/:id',
    describe({
      summary: "Mark one of the admin's notifications read",
      tag: 'Notifications',
      access: 'self',
      answer: dataOf(NOTIFICATION),
    }),
    async (request) => {
      const notification = await markRead(db, me(request), parseId(request));
      // Another admin's notification is as unknown as a missing one.
      if (!notification) throw fail(request, 404, 'server.not_found');
      return { data: notification };
    },
  );

  app.get(
    '/user/profile',
    describe({
      summary: "Read the names of admins by id (the senders of one's notifications)",
      tag: 'Notifications',
      access: 'self',
      query: [
        {
          name: 'ids',
          schema: { type: 'string', pattern: '^\\d+(,\\d+)*$' },
          required: true,
          description: 'Up to 100 ids, comma separated.',
        },
      ],
      answer: dataOf(listOf(object({ user_id: id, name: text(), avatar: { type: 'null' } }))),
    }),
    async (request) => {
      const raw = (request.query as Record<string, unknown>).ids;
      const parts = typeof raw === 'string' && raw !== '' ? raw.split(',') : [];
      if (
        typeof raw !== 'string' ||
        parts.length > MAX_PROFILE_IDS ||
        !parts.every((p) => /^\d{1,9}$/.test(p.trim()))
      ) {
        throw fail(request, 400, 'server.invalid_query', { name: 'ids' });
      }
      const ids = [...new Set(parts.map((p) => Number(p.trim())))];
      if (!ids.length) return { data: [] };
      // Admin names are people's names: the same in every language, so `language` changes nothing here.
      let query = db.selectFrom('admin_users as u').select(['u.id', 'u.name']).where('u.id', 'in', ids);
      // Who may see every account (the moderators screen) may ask for any; others, for themselves and for the
      // senders of their own notifications, which is what the bell shows.
      if (!can(request.auth!.grants, 'SETTING_MODERATOR', 'VIEW'))
        query = query.where(
          (eb) =>
            sql<SqlBool>`${eb.ref('u.id')} = ${me(request)} OR EXISTS (SELECT 1 FROM notifications n
            WHERE n.receiver_id = ${me(request)} AND ${eb.ref('u.id')} = ANY (n.sender_ids))`,
        );
      const rows = await query.orderBy('u.id').execute();
      return { data: rows.map((row) => ({ user_id: Number(row.id), name: row.name as string, avatar: null })) };
    },
  );

  if (!config.DEV_ENDPOINTS) return;

  // The one who manages moderators is the administrator.
  const requireAdmin = (request: FastifyRequest) => requirePrivilege(request, 'SETTING_MODERATOR', 'UPDATE');

  app.post(
    '/admin/dev/notifications',
    describe({
      summary: 'Send a notification (development servers only)',
      tag: 'Development',
      access: { area: 'SETTING_MODERATOR', privilege: 'UPDATE' },
      body: object({ notification_type: text() }),
      answer: dataOf(NOTIFICATION),
      status: 201,
    }),
    async (request, reply) => {
      await requireAdmin(request);
      const notification = await createNotification(db, broker, await devInput(db, request));
      reply.code(201);
      return { data: notification };
    },
  );

  app.post(
    '/admin/dev/broker/restart',
    describe({
      summary: 'Restart the embedded message broker (development servers only)',
      tag: 'Development',
      access: { area: 'SETTING_MODERATOR', privilege: 'UPDATE' },
      body: object({ down_ms: { type: 'integer', minimum: 0, maximum: 60000 } }, ['down_ms']),
      answer: dataOf({ type: 'object' }),
    }),
    async (request) => {
      await requireAdmin(request);
      const body = request.body === undefined || request.body === null ? {} : objectBody(request);
      const down = body.down_ms ?? 0;
      if (!Number.isInteger(down) || (down as number) < 0 || (down as number) > 60_000) {
        throw fail(request, 422, 'server.validation_failed', {}, { down_ms: { message: 'validation.integer' } });
      }
      try {
        await broker.restart(down as number);
      } catch {
        // RabbitMQ is restarted where it runs, not through the app.
        throw fail(request, 409, 'server.broker_not_restartable');
      }
      return { data: { restarted: true } };
    },
  );
}
