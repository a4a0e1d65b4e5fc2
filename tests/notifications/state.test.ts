// The notification list and unread count (spec sections 3 and 4): each rule of
// the reducer on its own.
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../src/engine/notifications';
import {
  affectsUnlisted,
  hasMore,
  initialNotificationState,
  normalizeNotification,
  notificationReducer as reduce,
  type NotificationAction,
  type NotificationState,
} from '../../src/notifications/state';

const NOW = 1_800_000_000_000;

/** A notification as the API sends it. */
function note(id: number, extra: Partial<Notification> = {}): Notification {
  return {
    id,
    notification_type: 'STATUS_JOB_APPLICATION',
    objectable_id: 100 + id,
    sender_ids: [7],
    read: false,
    created_at: NOW - id * 60_000,
    ...extra,
  };
}

const run = (state: NotificationState, ...actions: NotificationAction[]) => actions.reduce(reduce, state);
/** Page 1 loaded and the count fetched. */
const loaded = (items: Notification[], unread = items.filter((n) => !n.read).length, totalPages = 1) =>
  run(
    initialNotificationState,
    { type: 'pageLoaded', page: 1, items, totalPages },
    { type: 'unreadSet', amount: unread },
  );
const ids = (state: NotificationState) => state.items.map((item) => item.id);
/** A live one, created on the server after the pages were fetched. */
const live = (n: Partial<Notification> & { id: number }, now = NOW + 5_000): NotificationAction => ({
  type: 'received',
  notification: note(n.id, { created_at: NOW + n.id, ...n }),
  now,
});

describe('normalising a notification', () => {
  it('takes message_id as sent', () => {
    expect(normalizeNotification({ ...note(1), message_id: 9, message: { id: 8 } })?.message_id).toBe(9);
  });

  it('falls back to message.id for message_id', () => {
    expect(normalizeNotification({ ...note(1), message_id: null, message: { id: 8, body: 'Hi' } })?.message_id).toBe(8);
  });

  it('falls back to the id for message_id', () => {
    expect(normalizeNotification({ ...note(3), message_id: undefined, message: null })?.message_id).toBe(3);
  });

  it('takes the first of sender_ids as the sender', () => {
    expect(normalizeNotification({ ...note(1), sender_id: 99, sender_ids: [4, 5, 6] })?.sender_id).toBe(4);
  });

  it('keeps sender_id when sender_ids is empty or missing', () => {
    expect(normalizeNotification({ ...note(1), sender_id: 99, sender_ids: [] })?.sender_id).toBe(99);
    expect(normalizeNotification({ id: 1, notification_type: 'MESSAGE', sender_id: 12 })?.sender_id).toBe(12);
    expect(normalizeNotification({ id: 1, notification_type: 'MESSAGE' })?.sender_id).toBeNull();
  });

  it('keeps created_at in milliseconds, or reads an ISO date', () => {
    expect(normalizeNotification(note(1))?.created_at).toBe(NOW - 60_000);
    expect(normalizeNotification({ ...note(1), created_at: '2027-01-15T10:00:00.000Z' })?.created_at).toBe(
      Date.UTC(2027, 0, 15, 10),
    );
  });

  it('gives a live one the time it was received', () => {
    expect(normalizeNotification(note(1), NOW + 42)?.created_at).toBe(NOW + 42);
  });

  it('reads read as a boolean: only true is read', () => {
    expect(normalizeNotification({ ...note(1), read: true })?.read).toBe(true);
    expect(normalizeNotification({ id: 1, notification_type: 'MESSAGE' })?.read).toBe(false);
  });

  it('refuses what is not a notification', () => {
    for (const value of [
      null,
      'x',
      42,
      [],
      {},
      { id: 1 },
      { id: 'a', notification_type: 'MESSAGE' },
      { id: 1, notification_type: 'NOPE' },
    ]) {
      expect(normalizeNotification(value)).toBeNull();
    }
  });

  it('drops an unknown content value', () => {
    expect(normalizeNotification({ ...note(1), notification_type: 'ADMIN', content: 'SOMETHING' })?.content).toBeNull();
    expect(normalizeNotification({ ...note(1), notification_type: 'ADMIN', content: 'PAYMENT' })?.content).toBe(
      'PAYMENT',
    );
  });
});

describe('pages', () => {
  it('starts empty, with more to fetch', () => {
    expect(initialNotificationState).toMatchObject({ items: [], unread: 0, fetching: false, page: 0, totalPages: 0 });
    expect(hasMore(initialNotificationState)).toBe(true);
  });

  it('raises and resets the fetching flag', () => {
    const fetching = reduce(initialNotificationState, { type: 'fetchStarted' });
    expect(fetching.fetching).toBe(true);
    expect(reduce(fetching, { type: 'fetchFailed' })).toMatchObject({ fetching: false, page: 0, items: [] });
    expect(reduce(fetching, { type: 'pageLoaded', page: 1, items: [], totalPages: 0 }).fetching).toBe(false);
  });

  it('appends pages in order, newest first, and tracks the page and total pages', () => {
    const one = loaded([note(1), note(2)], 2, 3);
    expect(ids(one)).toEqual([1, 2]);
    expect(one).toMatchObject({ page: 1, totalPages: 3, unread: 2 });
    const two = reduce(one, { type: 'pageLoaded', page: 2, items: [note(3), note(4)], totalPages: 3 });
    expect(ids(two)).toEqual([1, 2, 3, 4]);
    expect(two.page).toBe(2);
    expect(hasMore(two)).toBe(true);
    const three = reduce(two, { type: 'pageLoaded', page: 3, items: [note(5)], totalPages: 3 });
    expect(hasMore(three)).toBe(false);
  });

  it('adds an id a later page repeats only once', () => {
    const two = reduce(loaded([note(1), note(2)], 2, 2), {
      type: 'pageLoaded',
      page: 2,
      items: [note(2), note(3), note(3)],
      totalPages: 2,
    });
    expect(ids(two)).toEqual([1, 2, 3]);
  });

  it('leaves the count to the server: a page does not change it', () => {
    const two = reduce(loaded([note(1)], 5, 2), { type: 'pageLoaded', page: 2, items: [note(2)], totalPages: 2 });
    expect(two.unread).toBe(5);
  });

  it('leaves read receipts and invalid entries out of a page', () => {
    const state = loaded([
      note(1),
      note(2, { notification_type: 'READ_MESSAGE' }),
      { nope: true } as unknown as Notification,
      note(3),
    ]);
    expect(ids(state)).toEqual([1, 3]);
  });

  it('has no more pages after an empty answer', () => {
    expect(hasMore(reduce(initialNotificationState, { type: 'pageLoaded', page: 1, items: [], totalPages: 0 }))).toBe(
      false,
    );
  });
});

describe('reading', () => {
  it('marks an opened unread entry read and counts one less', () => {
    const state = reduce(loaded([note(1), note(2)], 2), { type: 'opened', id: 2 });
    expect(state.items.map((i) => i.read)).toEqual([false, true]);
    expect(state.unread).toBe(1);
  });

  it('changes nothing when a read entry is opened again', () => {
    const once = reduce(loaded([note(1)], 1), { type: 'opened', id: 1 });
    expect(reduce(once, { type: 'opened', id: 1 })).toBe(once);
  });

  it('changes nothing when the opened id is not listed', () => {
    const state = loaded([note(1)], 1);
    expect(reduce(state, { type: 'opened', id: 99 })).toBe(state);
  });

  it('never counts below zero on open', () => {
    const state = reduce(loaded([note(1)], 0), { type: 'opened', id: 1 });
    expect(state.unread).toBe(0);
    expect(state.items[0].read).toBe(true);
  });

  it('marks everything read and resets the count on mark all as read', () => {
    const state = reduce(loaded([note(1), note(2, { read: true }), note(3)], 14), { type: 'allRead' });
    expect(state.items.every((i) => i.read)).toBe(true);
    expect(state.unread).toBe(0);
  });
});

describe('the unread count', () => {
  it('increments, decrements and resets', () => {
    const state = run(
      initialNotificationState,
      { type: 'unreadIncremented' },
      { type: 'unreadIncremented' },
      { type: 'unreadDecremented' },
    );
    expect(state.unread).toBe(1);
    expect(reduce(state, { type: 'unreadSet', amount: 0 }).unread).toBe(0);
  });

  it('never goes below zero', () => {
    expect(run(initialNotificationState, { type: 'unreadDecremented' }, { type: 'unreadDecremented' }).unread).toBe(0);
    expect(reduce(initialNotificationState, { type: 'unreadSet', amount: -3 }).unread).toBe(0);
  });

  it('takes the server amount as a whole number and ignores a non-number', () => {
    expect(reduce(initialNotificationState, { type: 'unreadSet', amount: 12 }).unread).toBe(12);
    const state = reduce(initialNotificationState, { type: 'unreadSet', amount: 3 });
    expect(reduce(state, { type: 'unreadSet', amount: Number.NaN }).unread).toBe(3);
  });
});

describe('live notifications', () => {
  it('puts a new one on top, received now, and counts it', () => {
    const state = reduce(loaded([note(1), note(2)], 2), live({ id: 3 }, NOW + 9));
    expect(ids(state)).toEqual([3, 1, 2]);
    expect(state.items[0].created_at).toBe(NOW + 9);
    expect(state.unread).toBe(3);
  });

  it('does not count a live one that comes read', () => {
    expect(reduce(loaded([], 0), live({ id: 3, read: true })).unread).toBe(0);
  });

  it('adds a redelivered id once and counts it once', () => {
    const once = reduce(loaded([note(1)], 1), live({ id: 5 }));
    const twice = reduce(once, live({ id: 5 }, NOW + 60_000));
    expect(twice).toBe(once);
    expect(ids(twice)).toEqual([5, 1]);
    expect(twice.unread).toBe(2);
  });

  it('ignores a live copy of an entry a page already listed', () => {
    const state = loaded([note(1), note(2)], 2);
    expect(reduce(state, live({ id: 2 }))).toBe(state);
  });

  it('ignores a malformed one', () => {
    const state = loaded([note(1)], 1);
    expect(reduce(state, { type: 'received', notification: { hello: 'world' }, now: NOW })).toBe(state);
    expect(reduce(state, { type: 'received', notification: null, now: NOW })).toBe(state);
  });

  it('ignores a queued copy older than what the API answered (already counted there)', () => {
    const state = loaded([note(1), note(2)], 2);
    const backlog = reduce(state, {
      type: 'received',
      notification: note(9, { created_at: NOW - 3_600_000 }),
      now: NOW,
    });
    expect(backlog).toBe(state);
    // One created after the answer is new.
    expect(ids(reduce(state, { type: 'received', notification: note(10, { created_at: NOW }), now: NOW + 1 }))).toEqual(
      [10, 1, 2],
    );
  });
});

describe('replacing messages', () => {
  const message = (id: number, extra: Partial<Notification> = {}) =>
    note(id, { notification_type: 'MESSAGE', objectable_id: 50, ...extra });

  it('replaces the entry of the same type and object, moves it to the top, unread again', () => {
    const state = loaded([note(1), message(2, { read: true }), note(3)], 2);
    const next = reduce(state, { type: 'received', notification: message(9, { created_at: NOW + 1 }), now: NOW + 2 });
    expect(ids(next)).toEqual([9, 1, 3]);
    expect(next.items[0].read).toBe(false);
  });

  it('counts +1 when the replaced entry was read', () => {
    const state = loaded([note(1), message(2, { read: true })], 1);
    expect(
      reduce(state, { type: 'received', notification: message(9, { created_at: NOW + 1 }), now: NOW + 2 }).unread,
    ).toBe(2);
  });

  it('keeps the count when the replaced entry was unread', () => {
    const state = loaded([note(1), message(2)], 2);
    const next = reduce(state, { type: 'received', notification: message(9, { created_at: NOW + 1 }), now: NOW + 2 });
    expect(ids(next)).toEqual([9, 1]);
    expect(next.unread).toBe(2);
  });

  it('replaces only the same type and the same object', () => {
    const state = loaded(
      [
        message(1),
        message(2, { objectable_id: 51 }),
        note(3, { notification_type: 'MESSAGE_REQUEST', objectable_id: 50 }),
      ],
      3,
    );
    const next = reduce(state, { type: 'received', notification: message(9, { created_at: NOW + 1 }), now: NOW + 2 });
    expect(ids(next)).toEqual([9, 2, 3]);
    expect(next.unread).toBe(3);
  });

  it('applies to every replacing kind: job application and request messages too', () => {
    for (const type of ['MESSAGE_JOB_APPLICATION', 'MESSAGE_REQUEST'] as const) {
      const state = loaded([note(1, { notification_type: type, objectable_id: 8, read: true })], 0);
      const next = reduce(state, {
        type: 'received',
        notification: note(2, { notification_type: type, objectable_id: 8, created_at: NOW + 1 }),
        now: NOW + 2,
      });
      expect(ids(next)).toEqual([2]);
      expect(next.unread).toBe(1);
    }
  });

  it('does not replace status notifications: they add up', () => {
    const state = loaded([note(1, { objectable_id: 8 })], 1);
    const next = reduce(state, {
      type: 'received',
      notification: note(2, { objectable_id: 8, created_at: NOW + 1 }),
      now: NOW + 2,
    });
    expect(ids(next)).toEqual([2, 1]);
    expect(next.unread).toBe(2);
  });
});

describe('read receipts', () => {
  const receipt = (id: number, type: Notification['notification_type'], objectable_id: number) =>
    ({
      type: 'received',
      notification: note(id, { notification_type: type, objectable_id, created_at: NOW + id }),
      now: NOW + id,
    }) as NotificationAction;

  it('reads the unread entries of the matching kind and object, and is not listed itself', () => {
    const state = loaded(
      [
        note(1, { notification_type: 'MESSAGE', objectable_id: 5 }),
        note(2, { notification_type: 'MESSAGE', objectable_id: 6 }),
        note(3),
      ],
      3,
    );
    const next = reduce(state, receipt(20, 'READ_MESSAGE', 5));
    expect(ids(next)).toEqual([1, 2, 3]);
    expect(next.items.map((i) => i.read)).toEqual([true, false, false]);
    expect(next.unread).toBe(2);
  });

  it('decrements by the number of entries it reads', () => {
    const state = loaded(
      [
        note(1, { notification_type: 'MESSAGE_JOB_APPLICATION', objectable_id: 5 }),
        note(2, { notification_type: 'MESSAGE_JOB_APPLICATION', objectable_id: 5 }),
        note(3, { notification_type: 'MESSAGE_JOB_APPLICATION', objectable_id: 5, read: true }),
      ],
      4,
    );
    expect(reduce(state, receipt(20, 'READ_MESSAGE_JOB_APPLICATION', 5)).unread).toBe(2);
  });

  it('maps each receipt to its kind only', () => {
    const state = loaded(
      [
        note(1, { notification_type: 'MESSAGE', objectable_id: 5 }),
        note(2, { notification_type: 'MESSAGE_REQUEST', objectable_id: 5 }),
      ],
      2,
    );
    expect(reduce(state, receipt(20, 'SELF_READ_MESSAGE', 5)).items.map((i) => i.read)).toEqual([true, false]);
    expect(reduce(state, receipt(21, 'READ_MESSAGE_REQUEST', 5)).items.map((i) => i.read)).toEqual([false, true]);
    // A job application receipt reads neither.
    expect(reduce(state, receipt(22, 'READ_MESSAGE_JOB_APPLICATION', 5))).toBe(state);
  });

  it('changes nothing when nothing matches, and never counts below zero', () => {
    const state = loaded([note(1, { notification_type: 'MESSAGE', objectable_id: 5 })], 0);
    expect(reduce(state, receipt(20, 'READ_MESSAGE', 6))).toBe(state);
    expect(reduce(state, receipt(21, 'READ_MESSAGE', 5)).unread).toBe(0);
  });
});

describe('merging page 1 again (after a reconnect)', () => {
  it('adds what arrived meanwhile, on top, nothing twice, and takes the count', () => {
    const state = loaded([note(1), note(2)], 2, 1);
    const next = reduce(state, {
      type: 'latestLoaded',
      items: [note(0, { created_at: NOW }), note(1), note(2)],
      totalPages: 2,
      unread: 3,
    });
    expect(ids(next)).toEqual([0, 1, 2]);
    expect(next.unread).toBe(3);
    expect(next.totalPages).toBe(2);
    expect(next.page).toBe(1);
  });

  it('keeps entries of later pages and live ones', () => {
    const two = reduce(loaded([note(1), note(2)], 2, 2), {
      type: 'pageLoaded',
      page: 2,
      items: [note(3)],
      totalPages: 2,
    });
    const withLive = reduce(two, live({ id: 10, created_at: NOW + 1 }, NOW + 100));
    const next = reduce(withLive, { type: 'latestLoaded', items: [note(1), note(2)], totalPages: 2, unread: 4 });
    expect(ids(next)).toEqual([10, 1, 2, 3]);
    expect(next.page).toBe(2);
  });

  it('keeps an entry read once read here', () => {
    const state = reduce(loaded([note(1)], 1), { type: 'opened', id: 1 });
    expect(reduce(state, { type: 'latestLoaded', items: [note(1)] }).items[0].read).toBe(true);
  });

  it('takes a read state from the server', () => {
    const state = loaded([note(1)], 1);
    expect(reduce(state, { type: 'latestLoaded', items: [note(1, { read: true })] }).items[0].read).toBe(true);
  });

  it('drops an entry the server replaced meanwhile', () => {
    const state = loaded([note(1, { notification_type: 'MESSAGE', objectable_id: 5 })], 1);
    const next = reduce(state, {
      type: 'latestLoaded',
      items: [note(0, { notification_type: 'MESSAGE', objectable_id: 5, created_at: NOW })],
    });
    expect(ids(next)).toEqual([0]);
  });

  it('fills an empty list as page 1, and keeps everything when only the count came', () => {
    expect(reduce(initialNotificationState, { type: 'latestLoaded', items: [note(1)], totalPages: 3 })).toMatchObject({
      page: 1,
      totalPages: 3,
    });
    const state = loaded([note(1)], 1);
    const next = reduce(state, { type: 'latestLoaded', unread: 7 });
    expect(next.items).toBe(state.items);
    expect(next.unread).toBe(7);
  });
});

describe('effects on entries not listed', () => {
  it('are possible for a receipt or an unmatched replacing message while pages remain', () => {
    const state = loaded([note(1, { notification_type: 'MESSAGE', objectable_id: 5 })], 1, 3);
    expect(
      affectsUnlisted(state, note(9, { notification_type: 'READ_MESSAGE', objectable_id: 5, created_at: NOW })),
    ).toBe(true);
    expect(affectsUnlisted(state, note(9, { notification_type: 'MESSAGE', objectable_id: 6, created_at: NOW }))).toBe(
      true,
    );
  });

  it('are not when the predecessor is listed, for other kinds, or when every page is loaded', () => {
    const state = loaded([note(1, { notification_type: 'MESSAGE', objectable_id: 5 })], 1, 3);
    expect(affectsUnlisted(state, note(9, { notification_type: 'MESSAGE', objectable_id: 5, created_at: NOW }))).toBe(
      false,
    );
    expect(affectsUnlisted(state, note(9, { created_at: NOW }))).toBe(false);
    const all = loaded([note(1)], 1, 1);
    expect(
      affectsUnlisted(all, note(9, { notification_type: 'READ_MESSAGE', objectable_id: 5, created_at: NOW })),
    ).toBe(false);
  });
});

it('resets to the empty state', () => {
  expect(reduce(loaded([note(1)], 1), { type: 'reset' })).toBe(initialNotificationState);
});
