// Notification types and contents of the spec (section 3), the shape the API
// and the broker send, and the rules both the server and the browser apply:
// which read receipt reads which message, and which kinds replace an entry of
// the same object instead of adding one.

export const NOTIFICATION_TYPES = [
  'ADMIN',
  'STATUS_JOB_APPLICATION',
  'STATUS_JOB_BROKER_APPLICATION',
  'MESSAGE_JOB_APPLICATION',
  'STATUS_REQUEST',
  'MESSAGE_REQUEST',
  'MESSAGE',
  'READ_MESSAGE',
  'SELF_READ_MESSAGE',
  'READ_MESSAGE_JOB_APPLICATION',
  'READ_MESSAGE_REQUEST',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_CONTENTS = [
  'RECEIPT',
  'PAYMENT',
  'USER_UPLOAD_RECEIPT',
  'USER_REQUEST_ACTIVE_ACCOUNT',
  'CANDIDATE_JOINED',
  'HELPER_FINISHED',
  'HELPER_JOINED',
] as const;
export type NotificationContent = (typeof NOTIFICATION_CONTENTS)[number];

/** Notification page size (spec section 9). */
export const NOTIFICATION_PAGE_SIZE = 10;
/** STOMP heart-beat both ways, in ms (spec section 9). */
export const NOTIFICATION_HEARTBEAT_MS = 20_000;

/** A message a notification is about (chat messages of the marketplace). */
export interface NotificationMessage {
  id: number;
  body?: string | null;
  parent?: NotificationMessage | null;
  files?: readonly { url: string; name?: string }[];
}

/** One notification as the API lists it and the broker delivers it. */
export interface Notification {
  id: number;
  message_id?: number | null;
  notification_type: NotificationType;
  content?: NotificationContent | null;
  objectable_id?: number | null;
  /** The resource (schema name) the object belongs to, when the server knows it. */
  objectable_type?: string | null;
  sender_id?: number | null;
  sender_ids?: readonly number[];
  receiver_id?: number | null;
  name?: string | null;
  message?: NotificationMessage | null;
  read: boolean;
  /** Milliseconds since the epoch. */
  created_at: number;
}

/** The message kind each read receipt marks read (for the same object). */
export const READ_RECEIPTS: Readonly<Partial<Record<NotificationType, NotificationType>>> = Object.freeze({
  READ_MESSAGE: 'MESSAGE',
  SELF_READ_MESSAGE: 'MESSAGE',
  READ_MESSAGE_JOB_APPLICATION: 'MESSAGE_JOB_APPLICATION',
  READ_MESSAGE_REQUEST: 'MESSAGE_REQUEST',
});

/** Message kinds: a newer one about the same object replaces the older entry (and is unread again). */
export const REPLACING_TYPES: readonly NotificationType[] = ['MESSAGE', 'MESSAGE_JOB_APPLICATION', 'MESSAGE_REQUEST'];

export const isReadReceipt = (type: string): boolean => Object.hasOwn(READ_RECEIPTS, type);
export const isNotificationType = (value: unknown): value is NotificationType =>
  NOTIFICATION_TYPES.includes(value as NotificationType);
export const isNotificationContent = (value: unknown): value is NotificationContent =>
  NOTIFICATION_CONTENTS.includes(value as NotificationContent);

/** What an entity's records cause: a notification to the admins who may view them. */
export interface NotifyDefinition {
  /** A new record (e.g. a receipt uploaded → ADMIN / USER_UPLOAD_RECEIPT). */
  created?: { type: NotificationType; content?: NotificationContent };
  /** A state action taken on a record (e.g. a job application accepted → STATUS_JOB_APPLICATION). */
  transitioned?: { type: NotificationType; content?: NotificationContent };
}
