// How one notification shows: its text (an i18n message per content or type),
// the page it opens, and its age in words. Free of React.
import { NOTIFICATION_KINDS } from '../../schemas/app';
import type { EntitySchema } from '../engine/schema';
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

/** The entities whose `notify` raises each notification (by content, else type); variants share their base's. */
export function notificationRaisers(schemas: readonly EntitySchema[]): Map<string, Set<string>> {
  const raisers = new Map<string, Set<string>>();
  for (const schema of schemas) {
    if (schema.variant) continue;
    for (const raised of [schema.notify?.created, schema.notify?.transitioned]) {
      if (!raised) continue;
      const key = raised.content ?? raised.type;
      if (!raisers.has(key)) raisers.set(key, new Set());
      raisers.get(key)!.add(schema.name);
    }
  }
  return raisers;
}

const targetsOf = new WeakMap<readonly EntitySchema[], ReadonlyMap<string, string>>();

/**
 * Where a notification without objectable_type leads, by content or type: the app's declared targets
 * (NOTIFICATION_KINDS.targets, schemas/app.ts), else the one entity whose `notify` raises it.
 */
function targets(schemas: readonly EntitySchema[]): ReadonlyMap<string, string> {
  let found = targetsOf.get(schemas);
  if (!found) {
    const map = new Map<string, string>(Object.entries(NOTIFICATION_KINDS.targets ?? {}));
    for (const [key, names] of notificationRaisers(schemas))
      if (names.size === 1 && !map.has(key)) map.set(key, [...names][0]);
    targetsOf.set(schemas, (found = map));
  }
  return found;
}

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
    (item.content ? targets(registry.schemas).get(item.content) : undefined) ??
    targets(registry.schemas).get(item.notification_type);
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
