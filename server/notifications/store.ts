// Notifications in the database: each admin's list, unread count and queue
// name, and the one way a notification is made (stored, the rules of read
// receipts and replacing messages applied, then published to its receiver).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  type Notification,
  type NotificationContent,
  type NotificationMessage,
  type NotificationType,
} from '../../src/engine/notifications';
import { NOTIFICATION_KINDS } from '../../schemas/app';
import type { Broker } from '../broker';
import { toCount, type Db } from '../db';

/** What a new notification says; the receiver is an admin user's id. */
export interface NotificationInput {
  receiver_id: number;
  notification_type: NotificationType;
  content?: NotificationContent | null;
  objectable_id?: number | null;
  objectable_type?: string | null;
  name?: string | null;
  message?: NotificationMessage | null;
  sender_ids?: readonly number[];
}

const COLUMNS = [
  'id',
  'receiver_id',
  'notification_type',
  'content',
  'objectable_id',
  'objectable_type',
  'name',
  'message',
  'message_id',
  'sender_ids',
  'read',
  'created_at',
] as const;
const READ_RECEIPT_TYPES = Object.keys(NOTIFICATION_KINDS.readReceipts);

/** A row as the API and the broker send it: created_at in milliseconds, the first sender as sender_id. */
export function toNotification(row: Record<string, unknown>): Notification {
  const senders = ((row.sender_ids as number[] | null) ?? []).map(Number);
  const message = (
    typeof row.message === 'string' ? JSON.parse(row.message) : row.message
  ) as NotificationMessage | null;
  return {
    id: Number(row.id),
    message_id:
      row.message_id === null || row.message_id === undefined ? (message?.id ?? null) : Number(row.message_id),
    notification_type: row.notification_type as NotificationType,
    content: (row.content as NotificationContent | null) ?? null,
    objectable_id: row.objectable_id === null ? null : Number(row.objectable_id),
    objectable_type: (row.objectable_type as string | null) ?? null,
    sender_id: senders[0] ?? null,
    sender_ids: senders,
    receiver_id: Number(row.receiver_id),
    name: (row.name as string | null) ?? null,
    message: message ?? null,
    read: Boolean(row.read),
    created_at: new Date(row.created_at as string | Date).getTime(),
  };
}

/** The broker destination of an admin's notifications, made on first use. */
export async function queueOf(db: Db, userId: number): Promise<string> {
  const row = await db
    .selectFrom('admin_users')
    .select('notification_queue')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new Error(`No admin user ${userId}`);
  if (row.notification_queue) return row.notification_queue as string;
  const made = `/queue/admin-notifications.${randomBytes(24).toString('base64url')}`;
  // Two first calls at once: the one stored first wins, both answer it.
  await db
    .updateTable('admin_users')
    .set({ notification_queue: made })
    .where('id', '=', userId)
    .where('notification_queue', 'is', null)
    .execute();
  const stored = await db
    .selectFrom('admin_users')
    .select('notification_queue')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return stored.notification_queue as string;
}

export interface NotificationPage {
  data: Notification[];
  meta: { page: number; paging: number; total: number; total_pages: number };
}

/** One page of an admin's notifications, newest first; read receipts are signals, not entries. */
export async function listNotifications(
  db: Db,
  receiverId: number,
  page: number,
  paging: number,
): Promise<NotificationPage> {
  const base = db
    .selectFrom('notifications')
    .where('receiver_id', '=', receiverId)
    .where('notification_type', 'not in', READ_RECEIPT_TYPES);
  const [rows, count] = await Promise.all([
    base
      .select([...COLUMNS])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(paging)
      .offset((page - 1) * paging)
      .execute(),
    base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  const total = toCount(count.total);
  return { data: rows.map(toNotification), meta: { page, paging, total, total_pages: Math.ceil(total / paging) } };
}

export async function unreadCount(db: Db, receiverId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<number>`count(*)`.as('amount'))
    .where('receiver_id', '=', receiverId)
    .where('read', '=', false)
    .executeTakeFirstOrThrow();
  return toCount(row.amount);
}

export async function markAllRead(db: Db, receiverId: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read: true })
    .where('receiver_id', '=', receiverId)
    .where('read', '=', false)
    .execute();
}

/** Marks one of the admin's notifications read; null when it is not theirs (or does not exist). */
export async function markRead(db: Db, receiverId: number, id: number): Promise<Notification | null> {
  const row = await db
    .updateTable('notifications')
    .set({ read: true })
    .where('id', '=', id)
    .where('receiver_id', '=', receiverId)
    .returning([...COLUMNS])
    .executeTakeFirst();
  return row ? toNotification(row) : null;
}

/**
 * Stores a notification and publishes it to its receiver's queue. A read
 * receipt reads the receiver's unread messages of its kind about the same
 * object and is itself stored read; a message replaces the receiver's older
 * one of the same kind about the same object. The database is the record:
 * a broker outage loses nothing (the browser reloads the list on reconnect).
 */
export async function createNotification(db: Db, broker: Broker, input: NotificationInput): Promise<Notification> {
  const type = input.notification_type;
  const readKind = NOTIFICATION_KINDS.readReceipts[type];
  const objectId = input.objectable_id ?? null;
  const row = await db.transaction().execute(async (trx) => {
    if (objectId !== null && readKind) {
      await trx
        .updateTable('notifications')
        .set({ read: true })
        .where('receiver_id', '=', input.receiver_id)
        .where('notification_type', '=', readKind)
        .where('objectable_id', '=', objectId)
        .where('read', '=', false)
        .execute();
    }
    if (objectId !== null && NOTIFICATION_KINDS.replacing.includes(type)) {
      await trx
        .deleteFrom('notifications')
        .where('receiver_id', '=', input.receiver_id)
        .where('notification_type', '=', type)
        .where('objectable_id', '=', objectId)
        .execute();
    }
    return trx
      .insertInto('notifications')
      .values({
        receiver_id: input.receiver_id,
        notification_type: type,
        content: input.content ?? null,
        objectable_id: objectId,
        objectable_type: input.objectable_type ?? null,
        name: input.name ?? null,
        message: input.message ? sql`CAST(${JSON.stringify(input.message)} AS jsonb)` : null,
        message_id: input.message?.id ?? null,
        sender_ids: sql`CAST(${`{${(input.sender_ids ?? []).map(Number).join(',')}}`} AS integer[])`,
        read: Boolean(readKind),
      })
      .returning([...COLUMNS])
      .executeTakeFirstOrThrow();
  });
  const notification = toNotification(row);
  await broker.publish(await queueOf(db, input.receiver_id), JSON.stringify(notification), {
    'content-type': 'application/json',
  });
  return notification;
}
