// Notification types and contents of the spec (section 3), the shape the API
// and the broker send, and the rules both the server and the browser apply:
// which read receipt reads which message, and which kinds replace an entry of
// the same object instead of adding one.

import type { NotificationContent, NotificationType } from './vocabulary';

export type { NotificationContent, NotificationType } from './vocabulary';

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

/**
 * The app's notification types and contents (schemas/app.ts) with their rules, and the checks both the
 * server and the browser apply with them.
 */
export function defineNotificationKinds<const T extends string, const C extends string>(kinds: {
  types: readonly T[];
  contents: readonly C[];
  /** The message kind each read receipt marks read (for the same object). */
  readReceipts: Readonly<Partial<Record<T, T>>>;
  /** Message kinds: a newer one about the same object replaces the older entry (and is unread again). */
  replacing: readonly T[];
  /**
   * The entity a notification names (by content, else type) when it does not say (no objectable_type) and
   * no single entity's `notify` raises it: raised elsewhere in the marketplace, or by several entities.
   */
  targets?: Readonly<Partial<Record<T | C, string>>>;
}) {
  return {
    ...kinds,
    isType: (value: unknown): value is T => kinds.types.includes(value as T),
    isContent: (value: unknown): value is C => kinds.contents.includes(value as C),
    isReadReceipt: (type: string): boolean => Object.hasOwn(kinds.readReceipts, type),
  };
}

/** What an entity's records cause: a notification to the admins who may view them. */
export interface NotifyDefinition {
  /** A new record (e.g. a receipt uploaded → ADMIN / USER_UPLOAD_RECEIPT). */
  created?: { type: NotificationType; content?: NotificationContent };
  /** A state action taken on a record (e.g. a job application accepted → STATUS_JOB_APPLICATION). */
  transitioned?: { type: NotificationType; content?: NotificationContent };
}
