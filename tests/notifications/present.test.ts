// How a notification shows: its text key per content or type (labelled in
// every language), the page it opens (the contract's list, VIEW required),
// and its age in words in the interface language.
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import ja from '../../i18n/ja.json';
import vi from '../../i18n/vi.json';
import { schemas } from '../../schemas';
import { NOTIFICATION_KINDS } from '../../schemas/app';
import { lookupMessage, type Messages } from '../../src/engine/messages';
import { createSchemaRegistry } from '../../src/engine/ui/registry';
import {
  GENERIC_TEXT,
  notificationRaisers,
  notificationTarget,
  notificationText,
  relativeTime,
  SOMEONE,
  TEXT_PREFIX,
} from '../../src/notifications/present';
import { normalizeNotification, type NotificationItem } from '../../src/notifications/state';
import { note } from './helpers';

const registry = createSchemaRegistry(schemas);
const item = (extra: Parameters<typeof note>[1] = {}) => normalizeNotification(note(1, extra)) as NotificationItem;
const ALL = {
  JOB_APPLICATIONS: ['VIEW'],
  REQUEST_TRANSLATIONS: ['VIEW'],
  RECEIPTS: ['VIEW'],
  REQUEST_ACTIVES: ['VIEW'],
  CANDIDATES: ['VIEW'],
  TRANSLATORS: ['VIEW'],
  SETTING_MODERATOR: ['VIEW'],
} as const;

describe('texts', () => {
  it('are keyed by content when there is one, else by type, with the sender and the object', () => {
    expect(
      notificationText(item({ notification_type: 'ADMIN', content: 'PAYMENT', objectable_id: 4 }), 'Aiko'),
    ).toEqual({ key: `${TEXT_PREFIX}PAYMENT`, args: { name: 'Aiko', id: 4 } });
    expect(notificationText(item({ notification_type: 'MESSAGE_REQUEST', objectable_id: 9 }), 'Aiko').key).toBe(
      `${TEXT_PREFIX}MESSAGE_REQUEST`,
    );
  });

  it('fall back to a generic text without an object', () => {
    expect(notificationText(item({ objectable_id: null }), 'Aiko')).toEqual({
      key: GENERIC_TEXT,
      args: { name: 'Aiko' },
    });
  });

  it('exist in English, Japanese and Vietnamese for every type shown and every content, with both placeholders', () => {
    const shown = NOTIFICATION_KINDS.types.filter((t) => !NOTIFICATION_KINDS.isReadReceipt(t));
    for (const messages of [en, ja, vi] as Messages[]) {
      for (const key of [...shown, ...NOTIFICATION_KINDS.contents]) {
        const text = lookupMessage(messages, `${TEXT_PREFIX}${key}`);
        expect(text, key).toContain('{{name}}');
        expect(text, key).toContain('#{{id}}');
      }
      expect(lookupMessage(messages, GENERIC_TEXT)).toContain('{{name}}');
      expect(lookupMessage(messages, SOMEONE)).toBeTruthy();
    }
  });
});

it('name the bell with the badge’s number outside parentheses, which name checks leave out', () => {
  for (const messages of [en, ja, vi] as Messages[]) {
    const base = (messages as { app: { notifications: Record<string, string> } }).app.notifications;
    for (const [key, text] of Object.entries(base).filter(([k]) => k.startsWith('bell_unread_'))) {
      expect(text.replace(/[(（][^()（）]*[)）]/g, ''), key).toContain('{{count}}');
    }
  }
});

describe('what a notification opens', () => {
  it('is the detail page of its objectable_type', () => {
    expect(notificationTarget(item({ objectable_type: 'receipts', objectable_id: 55 }), registry, ALL)).toBe(
      '/receipts/55',
    );
    expect(
      notificationTarget(
        item({ objectable_type: 'request_actives', objectable_id: 3, notification_type: 'STATUS_REQUEST' }),
        registry,
        ALL,
      ),
    ).toBe('/request/3');
  });

  it('follows the contract’s list by content, then type, without objectable_type', () => {
    const cases: [Parameters<typeof note>[1], string][] = [
      [{ notification_type: 'STATUS_JOB_APPLICATION' }, '/jobApplication/8'],
      [{ notification_type: 'MESSAGE_JOB_APPLICATION' }, '/jobApplication/8'],
      [{ notification_type: 'STATUS_JOB_BROKER_APPLICATION' }, '/job-broker-application/8'],
      [{ notification_type: 'STATUS_REQUEST' }, '/requestTranslation/8'],
      [{ notification_type: 'MESSAGE_REQUEST' }, '/requestTranslation/8'],
      [{ notification_type: 'ADMIN', content: 'USER_UPLOAD_RECEIPT' }, '/receipts/8'],
      [{ notification_type: 'ADMIN', content: 'RECEIPT' }, '/receipts/8'],
      [{ notification_type: 'ADMIN', content: 'PAYMENT' }, '/receipts/8'],
      [{ notification_type: 'ADMIN', content: 'USER_REQUEST_ACTIVE_ACCOUNT' }, '/request/8'],
      [{ notification_type: 'ADMIN', content: 'CANDIDATE_JOINED' }, '/accountManage/candidateManage/8'],
      [{ notification_type: 'ADMIN', content: 'HELPER_JOINED' }, '/accountManage/supporterManage/8'],
      [{ notification_type: 'ADMIN', content: 'HELPER_FINISHED' }, '/accountManage/supporterManage/8'],
    ];
    for (const [extra, path] of cases)
      expect(notificationTarget(item({ ...extra, objectable_id: 8 }), registry, ALL), JSON.stringify(extra)).toBe(path);
  });

  it('states no target twice: one declared by the app is raised by no entity, or by several', () => {
    const raisers = notificationRaisers(schemas);
    expect(raisers.get('USER_UPLOAD_RECEIPT')).toEqual(new Set(['receipts']));
    for (const key of Object.keys(NOTIFICATION_KINDS.targets ?? {}))
      expect(raisers.get(key)?.size ?? 0, key).not.toBe(1);
  });

  it('is nothing for a plain message, an ADMIN notice without content, or no object', () => {
    expect(notificationTarget(item({ notification_type: 'MESSAGE', objectable_id: 8 }), registry, ALL)).toBeUndefined();
    expect(notificationTarget(item({ notification_type: 'ADMIN', objectable_id: 8 }), registry, ALL)).toBeUndefined();
    expect(notificationTarget(item({ objectable_id: null }), registry, ALL)).toBeUndefined();
    expect(
      notificationTarget(item({ objectable_type: 'no_such_entity', objectable_id: 8 }), registry, ALL),
    ).toBeUndefined();
  });

  it('needs VIEW on the entity', () => {
    expect(notificationTarget(item({ objectable_id: 8 }), registry, { JOB_APPLICATIONS: ['UPDATE'] })).toBeUndefined();
    expect(notificationTarget(item({ objectable_id: 8 }), registry, {})).toBeUndefined();
  });

  it('is the edit page of an entity without a detail page', () => {
    expect(notificationTarget(item({ objectable_type: 'system_settings', objectable_id: 2 }), registry, ALL)).toBe(
      '/setting/2/update',
    );
  });
});

describe('ages', () => {
  const now = Date.UTC(2027, 0, 15, 12);
  const minutes = (n: number) => now - n * 60_000;

  it('say now, minutes, hours, yesterday, days, months and years ago in English', () => {
    expect(relativeTime(now - 20_000, now, 'en-US')).toBe('now');
    expect(relativeTime(minutes(1), now, 'en-US')).toBe('1 minute ago');
    expect(relativeTime(minutes(3), now, 'en-US')).toBe('3 minutes ago');
    expect(relativeTime(minutes(150), now, 'en-US')).toBe('2 hours ago');
    expect(relativeTime(minutes(60 * 30), now, 'en-US')).toBe('yesterday');
    expect(relativeTime(minutes(60 * 24 * 3), now, 'en-US')).toBe('3 days ago');
    expect(relativeTime(minutes(60 * 24 * 14), now, 'en-US')).toBe('2 weeks ago');
    expect(relativeTime(minutes(60 * 24 * 65), now, 'en-US')).toBe('2 months ago');
    expect(relativeTime(minutes(60 * 24 * 800), now, 'en-US')).toBe('2 years ago');
  });

  it('speak the interface language', () => {
    expect(relativeTime(minutes(3), now, 'ja-JP')).toBe('3 分前');
    expect(relativeTime(minutes(3), now, 'vi-VN')).toBe('3 phút trước');
  });

  it('say now for a time ahead of this clock', () => {
    expect(relativeTime(now + 5 * 60_000, now, 'en-US')).toBe('now');
  });
});
