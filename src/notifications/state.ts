// The notification list and unread count of the signed-in admin (spec sections
// 3 and 4) as a pure reducer: everything the API pages and the broker deliver
// goes through here, so the rules (read receipts, replacing messages,
// redelivery) hold whichever way a notification arrives.
import { type Notification, type NotificationMessage } from '../engine/notifications';
import { NOTIFICATION_KINDS } from '../../schemas/app';

/** A notification as the list holds it: message_id and sender_id always resolved. */
export interface NotificationItem extends Notification {
  message_id: number;
  sender_id: number | null;
  sender_ids: readonly number[];
}

export interface NotificationState {
  /** Newest first, each id once. */
  items: readonly NotificationItem[];
  /** The server's unread count, kept in step locally between fetches. */
  unread: number;
  /** A page is being fetched. */
  fetching: boolean;
  /** The last page appended (0: none yet). */
  page: number;
  /** meta.total_pages of the last page answer (0: unknown). */
  totalPages: number;
  /**
   * The newest server created_at an API answer held: a live copy older than
   * it and not listed is already counted in what the API said (a queue's
   * backlog after a reconnect), so it is not added again.
   */
  syncedUpTo: number;
}

export const initialNotificationState: NotificationState = Object.freeze({
  items: Object.freeze([]) as readonly NotificationItem[],
  unread: 0,
  fetching: false,
  page: 0,
  totalPages: 0,
  syncedUpTo: 0,
});

export type NotificationAction =
  | { type: 'fetchStarted' }
  | { type: 'fetchFailed' }
  /** One page of GET admin/notifications. */
  | { type: 'pageLoaded'; page: number; items: readonly unknown[]; totalPages: number }
  /** The count fetched again, with page 1 after a reconnect: merged, nothing duplicated. */
  | { type: 'latestLoaded'; items?: readonly unknown[]; totalPages?: number; unread?: number }
  /** One notification from the broker, received at `now`. */
  | { type: 'received'; notification: unknown; now: number }
  | { type: 'opened'; id: number }
  | { type: 'allRead' }
  | { type: 'unreadSet'; amount: number }
  | { type: 'unreadIncremented' }
  | { type: 'unreadDecremented' }
  | { type: 'reset' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toId(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
}

/** Milliseconds since the epoch from a number, a numeric string or an ISO date; null when unreadable. */
export function toMillis(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value);
  if (Number.isFinite(n)) return n;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

/**
 * A notification as the list holds it, or null when it is not one (no id, an
 * unknown type). message_id falls back to message.id, then id; the first of
 * sender_ids is the sender; `receivedAt` (a live one) replaces created_at.
 */
export function normalizeNotification(raw: unknown, receivedAt?: number): NotificationItem | null {
  if (!isRecord(raw)) return null;
  const id = toId(raw.id);
  if (id === null || !NOTIFICATION_KINDS.isType(raw.notification_type)) return null;
  const message = isRecord(raw.message) ? (raw.message as unknown as NotificationMessage) : null;
  const senderIds = Array.isArray(raw.sender_ids)
    ? raw.sender_ids.map(toId).filter((s): s is number => s !== null)
    : [];
  return {
    id,
    message_id: toId(raw.message_id) ?? toId(message?.id) ?? id,
    notification_type: raw.notification_type,
    content: NOTIFICATION_KINDS.isContent(raw.content) ? raw.content : null,
    objectable_id: toId(raw.objectable_id),
    objectable_type: typeof raw.objectable_type === 'string' && raw.objectable_type !== '' ? raw.objectable_type : null,
    sender_id: senderIds[0] ?? toId(raw.sender_id),
    sender_ids: senderIds,
    receiver_id: toId(raw.receiver_id),
    name: typeof raw.name === 'string' ? raw.name : null,
    message,
    read: raw.read === true,
    created_at: receivedAt ?? toMillis(raw.created_at) ?? 0,
  };
}

/** Whether more pages remain to be fetched (none fetched yet counts as more). */
export const hasMore = (state: NotificationState): boolean => state.page === 0 || state.page < state.totalPages;

const isReplacing = (n: Pick<Notification, 'notification_type' | 'objectable_id'>) =>
  NOTIFICATION_KINDS.replacing.includes(n.notification_type) &&
  n.objectable_id !== null &&
  n.objectable_id !== undefined;

/** The listed entry a replacing notification takes the place of (same type, same object, another id). */
function predecessorIndex(items: readonly NotificationItem[], n: NotificationItem): number {
  if (!isReplacing(n)) return -1;
  return items.findIndex(
    (item) =>
      item.id !== n.id && item.notification_type === n.notification_type && item.objectable_id === n.objectable_id,
  );
}

const clampCount = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

/** Items of a page answer: valid ones, read receipts left out, each id once. */
function pageItems(raw: readonly unknown[]): NotificationItem[] {
  const seen = new Set<number>();
  const out: NotificationItem[] = [];
  for (const entry of raw) {
    const item = normalizeNotification(entry);
    if (!item || NOTIFICATION_KINDS.isReadReceipt(item.notification_type) || seen.has(item.id)) continue;
    seen.add(item.id);
    out.push(item);
  }
  return out;
}

const newestOf = (items: readonly NotificationItem[], since: number) =>
  items.reduce((max, item) => Math.max(max, item.created_at), since);

/** A live read receipt: the unread entries of its kind about the same object become read. */
function applyReadReceipt(state: NotificationState, receipt: NotificationItem): NotificationState {
  const kind = NOTIFICATION_KINDS.readReceipts[receipt.notification_type];
  if (!kind || receipt.objectable_id === null || receipt.objectable_id === undefined) return state;
  let read = 0;
  const items = state.items.map((item) => {
    if (item.read || item.notification_type !== kind || item.objectable_id !== receipt.objectable_id) return item;
    read += 1;
    return { ...item, read: true };
  });
  return read === 0 ? state : { ...state, items, unread: Math.max(0, state.unread - read) };
}

function receive(state: NotificationState, raw: unknown, now: number): NotificationState {
  const serverTime = isRecord(raw) ? toMillis(raw.created_at) : null;
  const incoming = normalizeNotification(raw, now);
  if (!incoming) return state;
  // Redelivered (a reconnect) or already fetched with a page: nothing new.
  if (state.items.some((item) => item.id === incoming.id)) return state;
  // Older than what the API last said, which already counted it.
  if (serverTime !== null && serverTime < state.syncedUpTo) return state;
  if (NOTIFICATION_KINDS.isReadReceipt(incoming.notification_type)) return applyReadReceipt(state, incoming);

  const before = predecessorIndex(state.items, incoming);
  const predecessor = before >= 0 ? state.items[before] : undefined;
  const rest = before >= 0 ? state.items.filter((_, i) => i !== before) : state.items;
  // A replaced unread entry was already counted; a replaced read one becomes unread again.
  const delta = (incoming.read ? 0 : 1) - (predecessor && !predecessor.read ? 1 : 0);
  return { ...state, items: [incoming, ...rest], unread: Math.max(0, state.unread + delta) };
}

/**
 * Page 1 fetched again merged into the list: the server's copy wins (a read
 * entry stays read: read never goes back to unread for one id), an older
 * entry it replaced goes, entries it does not list stay (later pages, or live
 * ones newer than the answer), newest first.
 */
function mergeLatest(state: NotificationState, raw: readonly unknown[]): NotificationItem[] {
  const fresh = pageItems(raw);
  const byId = new Map(state.items.map((item) => [item.id, item]));
  const merged = fresh.map((item) => (byId.get(item.id)?.read ? { ...item, read: true } : item));
  const freshIds = new Set(fresh.map((item) => item.id));
  const replacedKeys = new Set(
    fresh.filter(isReplacing).map((item) => `${item.notification_type}:${item.objectable_id}`),
  );
  const kept = state.items.filter(
    (item) =>
      !freshIds.has(item.id) &&
      !(isReplacing(item) && replacedKeys.has(`${item.notification_type}:${item.objectable_id}`)),
  );
  // A stable sort: entries with the same time keep the server's order.
  return [...merged, ...kept].sort((a, b) => b.created_at - a.created_at);
}

export function notificationReducer(state: NotificationState, action: NotificationAction): NotificationState {
  switch (action.type) {
    case 'fetchStarted':
      return state.fetching ? state : { ...state, fetching: true };
    case 'fetchFailed':
      return state.fetching ? { ...state, fetching: false } : state;
    case 'pageLoaded': {
      const known = new Set(state.items.map((item) => item.id));
      const fresh = pageItems(action.items);
      const added = fresh.filter((item) => !known.has(item.id));
      return {
        ...state,
        items: added.length ? [...state.items, ...added] : state.items,
        fetching: false,
        page: Math.max(state.page, action.page),
        totalPages: clampCount(action.totalPages),
        syncedUpTo: newestOf(fresh, state.syncedUpTo),
      };
    }
    case 'latestLoaded': {
      let next = state;
      if (action.items) {
        next = {
          ...next,
          items: mergeLatest(state, action.items),
          page: Math.max(state.page, 1),
          syncedUpTo: newestOf(pageItems(action.items), state.syncedUpTo),
        };
      }
      if (action.totalPages !== undefined) next = { ...next, totalPages: clampCount(action.totalPages) };
      if (action.unread !== undefined) next = { ...next, unread: clampCount(action.unread) };
      return next;
    }
    case 'received':
      return receive(state, action.notification, action.now);
    case 'opened': {
      const index = state.items.findIndex((item) => item.id === action.id);
      if (index < 0 || state.items[index].read) return state;
      const items = state.items.map((item, i) => (i === index ? { ...item, read: true } : item));
      return { ...state, items, unread: Math.max(0, state.unread - 1) };
    }
    case 'allRead':
      return {
        ...state,
        items: state.items.some((item) => !item.read)
          ? state.items.map((item) => (item.read ? item : { ...item, read: true }))
          : state.items,
        unread: 0,
      };
    case 'unreadSet':
      return Number.isFinite(action.amount) ? { ...state, unread: clampCount(action.amount) } : state;
    case 'unreadIncremented':
      return { ...state, unread: state.unread + 1 };
    case 'unreadDecremented':
      return { ...state, unread: Math.max(0, state.unread - 1) };
    case 'reset':
      return initialNotificationState;
  }
}

/**
 * Whether a live notification may change unread entries the list does not
 * hold (pages not fetched yet): a read receipt, or a replacing message whose
 * predecessor is not listed. The count is then fetched again.
 */
export function affectsUnlisted(state: NotificationState, raw: unknown): boolean {
  if (!hasMore(state)) return false;
  const item = normalizeNotification(raw);
  if (!item || state.items.some((listed) => listed.id === item.id)) return false;
  const serverTime = isRecord(raw) ? toMillis(raw.created_at) : null;
  if (serverTime !== null && serverTime < state.syncedUpTo) return false;
  if (NOTIFICATION_KINDS.isReadReceipt(item.notification_type)) return true;
  return isReplacing(item) && predecessorIndex(state.items, item) < 0;
}
