// How one notification shows: its text (an i18n message per content or type),
// the page it opens, and its age in words. Free of React.
import type { NotificationContent, NotificationType } from '../engine/notifications';
import { can, type Grants } from '../engine/permissions';
import { landingPage, recordPath } from '../engine/ui/paths';
import type { SchemaRegistry } from '../engine/ui/registry';
import type { NotificationItem } from './state';

/** Texts per content (when there is one) or type: app.notifications.text.<CONTENT | TYPE>, with {{name}} and {{id}}. */
export const TEXT_PREFIX = 'app.notifications.text.';
/** Any notification whose text needs an object it does not name. */
export const GENERIC_TEXT = 'app.notifications.generic';
/** The sender's name when no profile names one. */
export const SOMEONE = 'app.notifications.someone';

/** The message key and arguments of a notification's text, `name` being the sender's. */
export function notificationText(item: NotificationItem, name: string): { key: string; args: Record<string, unknown> } {
  if (item.objectable_id === null || item.objectable_id === undefined) return { key: GENERIC_TEXT, args: { name } };
  return { key: `${TEXT_PREFIX}${item.content ?? item.notification_type}`, args: { name, id: item.objectable_id } };
}

/** Where a notification without objectable_type leads (the contract's list), by content first, then type. */
export const TARGET_SCHEMAS: Readonly<Partial<Record<NotificationType | NotificationContent, string>>> = Object.freeze({
  STATUS_JOB_APPLICATION: 'job_applications',
  MESSAGE_JOB_APPLICATION: 'job_applications',
  STATUS_JOB_BROKER_APPLICATION: 'job_broker_applications',
  STATUS_REQUEST: 'translation_requests',
  MESSAGE_REQUEST: 'translation_requests',
  USER_UPLOAD_RECEIPT: 'receipts',
  RECEIPT: 'receipts',
  PAYMENT: 'receipts',
  USER_REQUEST_ACTIVE_ACCOUNT: 'request_actives',
  CANDIDATE_JOINED: 'candidates',
  HELPER_JOINED: 'translators',
  HELPER_FINISHED: 'translators',
});

/**
 * The page a notification opens, without the locale prefix: its object's
 * detail page (or edit page when the entity has none), if the admin holds
 * VIEW on it. Undefined: nothing to open.
 */
export function notificationTarget(
  item: NotificationItem,
  registry: SchemaRegistry,
  grants: Grants,
): string | undefined {
  if (item.objectable_id === null || item.objectable_id === undefined) return undefined;
  const name =
    item.objectable_type ??
    (item.content ? TARGET_SCHEMAS[item.content] : undefined) ??
    TARGET_SCHEMAS[item.notification_type];
  const schema = name ? registry.find(name) : undefined;
  if (!schema || !can(grants, schema.permission, 'VIEW')) return undefined;
  const page = landingPage(schema);
  return page === undefined ? undefined : recordPath(schema, item.objectable_id, page || undefined);
}

const formats = new Map<string, Intl.RelativeTimeFormat>();

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "3 minutes ago" in the given language (a BCP 47 tag); under a minute (or ahead of this clock), "now". */
export function relativeTime(at: number, now: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formats.set(locale, format);
  }
  const seconds = Math.min(0, (at - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
