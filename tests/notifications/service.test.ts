// The notification service over a stub API and a stub STOMP client: the calls
// it makes, the connection it opens, what it does with each message, and that
// no failure escapes (spec sections 7 and 8).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { NOTIFICATION_HEARTBEAT_MS } from '../../src/engine/notifications';
import {
  createNotificationService,
  type NotificationService,
  type NotificationServiceOptions,
} from '../../src/notifications/service';
import {
  brokerWebSocketUrl,
  createStompClient,
  MAX_RECONNECT_DELAY_MS,
  RECONNECT_DELAY_MS,
  type StompSettings,
} from '../../src/notifications/stomp';
import { fakeApi, fakeStompFactory, memoryTokens, note, NOW, QUEUE } from './helpers';

const consoleCalls = vi.fn();
beforeEach(() => {
  for (const level of ['error', 'warn', 'log', 'info', 'debug'] as const)
    vi.spyOn(console, level).mockImplementation(consoleCalls);
});
afterEach(() => {
  expect(consoleCalls).not.toHaveBeenCalled();
  consoleCalls.mockReset();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const flush = async (times = 5) => {
  for (let i = 0; i < times; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

type SetupOptions = Partial<Omit<NotificationServiceOptions, 'tokens'>> & {
  tokens?: ReturnType<typeof memoryTokens>;
  notifications?: ReturnType<typeof note>[];
};

function setup(options: SetupOptions = {}) {
  const api = fakeApi(options.notifications ?? [note(1), note(2, { read: true }), note(3)]);
  const tokens = options.tokens ?? memoryTokens();
  const stomp = fakeStompFactory();
  let clock = NOW;
  const service = createNotificationService({
    http: api.http,
    tokens,
    brokerUrl: () => '',
    createClient: stomp.factory,
    location: () => ({ protocol: 'http:', host: 'admin.test:8080' }),
    now: () => clock,
    ...options,
  });
  const state = () => service.getSnapshot().state;
  const tick = (ms: number) => {
    clock += ms;
  };
  return { service, api, tokens, stomp, state, tick };
}

/** Started with page 1 loaded (the panel opened), as after login. */
async function opened(service: NotificationService) {
  service.start();
  await flush();
  await service.loadNextPage();
}

/** Started and connected once; the client it made. */
async function connected(
  service: NotificationService,
  stomp: ReturnType<typeof fakeStompFactory>,
  { withList = true } = {},
) {
  if (withList) await opened(service);
  else service.start();
  await flush();
  const client = stomp.clients[0];
  expect(client?.active).toBe(true);
  expect(await client.connect()).toBe(true);
  return client;
}

describe('starting', () => {
  it('loads the unread count, then connects to the queue the API names; the list waits for the panel', async () => {
    const { service, api, stomp, state } = setup();
    service.start();
    await flush();
    expect(api.calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
      'GET admin/notifications/endpoint',
      'GET admin/notifications/unread_number',
    ]);
    expect(state()).toMatchObject({ unread: 2, page: 0, items: [], fetching: false });
    expect(stomp.factory).toHaveBeenCalledTimes(1);
    expect(service.getSnapshot().connection).toBe('connecting');

    const client = stomp.clients[0];
    await client.connect();
    expect(client.subscriptions).toEqual([expect.objectContaining({ destination: QUEUE, headers: { ack: 'client' } })]);
    expect(service.getSnapshot().connection).toBe('connected');

    await service.loadNextPage();
    expect(api.calls.find((c) => c.path === 'admin/notifications')?.query).toEqual({ page: 1, paging: 10 });
    expect(state()).toMatchObject({ page: 1, totalPages: 1, fetching: false });
    expect(state().items.map((i) => i.id)).toEqual([1, 2, 3]);
  });

  it('fetches the count again once subscribed: what the queue held is in it already', async () => {
    const { service, api, stomp, state } = setup();
    // Two notifications were made while signed out: they wait in the queue, and the count has them.
    api.store.notifications.unshift(note(20, { created_at: NOW + 2 }), note(21, { created_at: NOW + 1 }));
    service.start();
    await flush();
    expect(state().unread).toBe(4);
    let answer: () => void = () => undefined;
    api.handlers['GET admin/notifications/unread_number'] = () =>
      new Promise((resolve) => (answer = () => resolve({ data: { amount: 4 } })));
    const client = stomp.clients[0];
    await client.connect();
    client.deliver(note(21, { created_at: NOW + 1 }));
    client.deliver(note(20, { created_at: NOW + 2 }));
    expect(state().unread).toBe(6); // counted twice until the count comes
    // That count was asked before the two arrived: it may or may not hold them, so it is asked again.
    answer();
    await flush();
    expect(api.count('GET', 'admin/notifications/unread_number')).toBe(3);
    expect(state().unread).toBe(6);
    answer();
    await flush();
    expect(api.count('GET', 'admin/notifications/unread_number')).toBe(3);
    expect(api.count('GET', 'admin/notifications')).toBe(0);
    expect(state().unread).toBe(4);
    expect(state().items.map((i) => i.id)).toEqual([20, 21]);
  });

  it('never lets an older count answer replace a newer one', async () => {
    const { service, api, state } = setup();
    const answers: ((amount: number) => void)[] = [];
    api.handlers['GET admin/notifications/unread_number'] = () =>
      new Promise((resolve) => answers.push((amount) => resolve({ data: { amount } })));
    service.start();
    await flush();
    void service.refreshUnread();
    await flush();
    expect(answers).toHaveLength(2);
    answers[1](7);
    await flush();
    answers[0](3);
    await flush();
    expect(state().unread).toBe(7);
  });

  it('sets up the STOMP client per the spec: same-origin /ws, 20 s heart-beats, backoff from 1 s to 30 s', async () => {
    const { service, stomp } = setup();
    service.start();
    await flush();
    const settings = stomp.factory.mock.calls[0][0];
    expect(settings).toMatchObject({
      brokerURL: 'ws://admin.test:8080/ws',
      heartbeatIncoming: 20_000,
      heartbeatOutgoing: 20_000,
      reconnectDelay: RECONNECT_DELAY_MS,
      maxReconnectDelay: MAX_RECONNECT_DELAY_MS,
    });
    expect(RECONNECT_DELAY_MS).toBe(1_000);
    expect(MAX_RECONNECT_DELAY_MS).toBe(30_000);
  });

  it('uses the configured broker URL when there is one', async () => {
    const { service, stomp } = setup({ brokerUrl: () => 'ws://rabbit.test:15674/ws' });
    service.start();
    await flush();
    expect(stomp.factory.mock.calls[0][0].brokerURL).toBe('ws://rabbit.test:15674/ws');
  });

  it('starts once however often it is asked', async () => {
    const { service, api, stomp } = setup();
    service.start();
    service.start();
    await flush();
    service.start();
    await flush();
    expect(api.count('GET', 'admin/notifications/unread_number')).toBe(1);
    expect(stomp.factory).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a session', async () => {
    const { service, api, stomp } = setup({ tokens: memoryTokens(null) });
    service.start();
    await flush();
    expect(api.calls).toEqual([]);
    expect(stomp.factory).not.toHaveBeenCalled();
    expect(service.getSnapshot().connection).toBe('stopped');
  });

  it('tells subscribers of every change, with a new snapshot each time', async () => {
    const { service } = setup();
    const seen: unknown[] = [];
    const unsubscribe = service.subscribe(() => seen.push(service.getSnapshot()));
    const before = service.getSnapshot();
    expect(service.getSnapshot()).toBe(before); // stable between changes
    service.start();
    await flush();
    expect(seen.length).toBeGreaterThan(1);
    expect(service.getSnapshot()).not.toBe(before);
    unsubscribe();
    const count = seen.length;
    service.stop();
    expect(seen.length).toBe(count);
  });
});

describe('the connection', () => {
  it('sends the current access token as a bearer header', async () => {
    const { service, stomp, api } = setup();
    const client = await connected(service, stomp);
    expect(client.connectHeaders).toEqual({ Authorization: 'Bearer token-1' });
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it('refreshes an access token about to expire before connecting, and sends the new one', async () => {
    // On a clock of the test's own: the token has 5 s left however long the test takes.
    const clock = Date.now();
    const tokens = memoryTokens({ accessToken: 'old', accessExpiresAt: clock + 5_000 });
    const { service, stomp, api } = setup({ tokens, now: () => clock });
    api.refresh.mockImplementation(async () => {
      tokens.value = { ...tokens.value!, accessToken: 'new', accessExpiresAt: clock + 3_600_000 };
    });
    service.start();
    await flush();
    const client = stomp.clients[0];
    await client.connect();
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(client.connectHeaders).toEqual({ Authorization: 'Bearer new' });
  });

  it('takes the token anew on each reconnection', async () => {
    const { service, stomp, tokens } = setup();
    const client = await connected(service, stomp);
    tokens.value = { ...tokens.value!, accessToken: 'token-2' };
    client.drop();
    expect(service.getSnapshot().connection).toBe('connecting');
    await client.connect();
    expect(client.connectHeaders).toEqual({ Authorization: 'Bearer token-2' });
  });

  it('does not connect once the session is gone, and stops trying', async () => {
    const { service, stomp, tokens } = setup();
    const client = await connected(service, stomp);
    client.drop();
    tokens.clear();
    expect(await client.connect()).toBe(false);
    expect(client.active).toBe(false);
    expect(service.getSnapshot().connection).toBe('stopped');
  });

  it('does not connect with tokens of a sign-in made in another tab since, and stops trying', async () => {
    const { service, stomp, tokens, api } = setup();
    const client = await connected(service, stomp);
    client.drop();
    tokens.value = { ...tokens.value!, accessToken: 'another-account', accessExpiresAt: 0 };
    tokens.signedInElsewhere = () => true;
    expect(await client.connect()).toBe(false);
    expect(api.refresh).not.toHaveBeenCalled();
    expect(service.getSnapshot().connection).toBe('stopped');
  });

  it('does not connect when the refresh fails and leaves no token', async () => {
    const tokens = memoryTokens({ accessToken: 'old', accessExpiresAt: Date.now() - 1 });
    const { service, stomp, api } = setup({ tokens, now: () => Date.now() });
    api.refresh.mockImplementation(async () => {
      tokens.clear();
      throw new HttpError('ra.auth.auth_check_error', 401);
    });
    service.start();
    await flush();
    expect(await stomp.clients[0].connect()).toBe(false);
  });

  it('fetches page 1 and the count again on a reconnect (page 1 not on the first connect) and merges them', async () => {
    const { service, stomp, api, state } = setup();
    const client = await connected(service, stomp);
    await flush();
    expect(api.count('GET', 'admin/notifications')).toBe(1);
    expect(api.count('GET', 'admin/notifications/unread_number')).toBe(2);

    client.drop();
    // Two notifications while disconnected, one of them also delivered after the reconnect.
    api.store.notifications.unshift(note(20, { created_at: NOW + 2_000 }), note(21, { created_at: NOW + 1_000 }));
    await client.connect();
    expect(client.subscriptions).toHaveLength(2);
    client.deliver(note(20, { created_at: NOW + 2_000 }));
    await flush();
    expect(api.count('GET', 'admin/notifications')).toBe(2);
    // The count was on its way when 20 came: asked once more.
    expect(api.count('GET', 'admin/notifications/unread_number')).toBe(4);
    expect(state().items.map((i) => i.id)).toEqual([20, 21, 1, 2, 3]);
    expect(state().unread).toBe(4);
  });

  it('fetches only the count on a reconnect while the list was never shown', async () => {
    const { service, stomp, api } = setup();
    const client = await connected(service, stomp, { withList: false });
    client.drop();
    await client.connect();
    await flush();
    expect(api.count('GET', 'admin/notifications')).toBe(0);
    expect(api.count('GET', 'admin/notifications/unread_number')).toBe(3);
  });

  it('retries the queue name with a growing delay until it comes', async () => {
    vi.useFakeTimers();
    const { service, api, stomp } = setup({ now: () => Date.now() });
    let failures = 3;
    api.handlers['GET admin/notifications/endpoint'] = () => {
      if (failures-- > 0) throw new HttpError('Unavailable', 503);
      return { data: QUEUE };
    };
    service.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.count('GET', 'admin/notifications/endpoint')).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.count('GET', 'admin/notifications/endpoint')).toBe(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(api.count('GET', 'admin/notifications/endpoint')).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.count('GET', 'admin/notifications/endpoint')).toBe(3);
    expect(stomp.factory).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(api.count('GET', 'admin/notifications/endpoint')).toBe(4);
    expect(stomp.factory).toHaveBeenCalledTimes(1);
    service.stop();
  });

  it('stops retrying on stop', async () => {
    vi.useFakeTimers();
    const { service, api, stomp } = setup({ now: () => Date.now() });
    api.handlers['GET admin/notifications/endpoint'] = () => {
      throw new HttpError('Unavailable', 503);
    };
    service.start();
    await vi.advanceTimersByTimeAsync(0);
    service.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(api.count('GET', 'admin/notifications/endpoint')).toBe(1);
    expect(stomp.factory).not.toHaveBeenCalled();
  });

  it('makes no connection for a broker URL that is not a WebSocket one', async () => {
    const { service, stomp } = setup({ brokerUrl: () => 'ftp://nope' });
    service.start();
    await flush();
    expect(stomp.factory).not.toHaveBeenCalled();
    expect(service.getSnapshot().connection).toBe('stopped');
  });
});

describe('messages', () => {
  it('applies a notification, then acknowledges it', async () => {
    const { service, stomp, state, tick } = setup();
    const client = await connected(service, stomp);
    tick(1_000);
    let unreadAtAck = -1;
    const message = {
      body: JSON.stringify(note(30, { created_at: NOW + 500 })),
      ack: vi.fn(() => (unreadAtAck = state().unread)),
    };
    client.subscriptions[0].callback(message);
    expect(message.ack).toHaveBeenCalledTimes(1);
    expect(unreadAtAck).toBe(3);
    expect(state().items[0]).toMatchObject({ id: 30, created_at: NOW + 1_000, read: false });
  });

  it('acknowledges and ignores a malformed body', async () => {
    const { service, stomp, state } = setup();
    const client = await connected(service, stomp);
    const before = state();
    for (const body of ['{not json', '', 'null', '42', JSON.stringify({ id: 'x' })]) {
      expect(client.deliver(body).ack).toHaveBeenCalledTimes(1);
    }
    expect(state()).toBe(before);
  });

  it('adds a redelivered message once', async () => {
    const { service, stomp, state } = setup();
    const client = await connected(service, stomp);
    client.deliver(note(30, { created_at: NOW + 500 }));
    client.drop();
    await client.connect();
    client.deliver(note(30, { created_at: NOW + 500 }));
    await flush();
    expect(state().items.filter((i) => i.id === 30)).toHaveLength(1);
  });

  it('fetches the count again when a read receipt may read entries not loaded yet', async () => {
    const many = Array.from({ length: 15 }, (_, i) =>
      note(i + 1, { notification_type: 'MESSAGE', objectable_id: 500 + i }),
    );
    const { service, stomp, api, state } = setup({ notifications: many });
    const client = await connected(service, stomp);
    await flush();
    expect(state().totalPages).toBe(2);
    expect(api.count('GET', 'admin/notifications/unread_number')).toBe(2);
    // Entry 14 (page 2) is read on the server by the receipt.
    api.store.notifications[13].read = true;
    client.deliver(note(40, { notification_type: 'READ_MESSAGE', objectable_id: 513, created_at: NOW + 1 }));
    await flush();
    expect(api.count('GET', 'admin/notifications/unread_number')).toBe(3);
    expect(state().unread).toBe(14);
  });

  it('ignores messages once stopped', async () => {
    const { service, stomp, state } = setup();
    const client = await connected(service, stomp);
    service.stop();
    const callback = client.subscriptions[0].callback;
    const message = { body: JSON.stringify(note(30, { created_at: NOW + 1 })), ack: vi.fn() };
    callback(message);
    expect(state().items).toEqual([]);
    expect(message.ack).toHaveBeenCalled();
  });
});

describe('commands', () => {
  it('opens a notification: read at once, then PATCH notifications/{id}', async () => {
    const { service, api, state } = setup();
    await opened(service);
    const pending = service.open(3);
    expect(state().items.find((i) => i.id === 3)?.read).toBe(true);
    expect(state().unread).toBe(1);
    await pending;
    expect(api.calls.at(-1)).toMatchObject({ method: 'PATCH', path: 'notifications/3' });
  });

  it('makes no call to open a notification already read', async () => {
    const { service, api } = setup();
    await opened(service);
    await service.open(2);
    expect(api.count('PATCH', 'notifications/2')).toBe(0);
  });

  it('keeps an opened notification read when the call fails', async () => {
    const { service, api, state } = setup();
    api.handlers['PATCH notifications/1'] = () => {
      throw new HttpError('Server error', 500);
    };
    await opened(service);
    await expect(service.open(1)).resolves.toBeUndefined();
    expect(state().items[0].read).toBe(true);
  });

  it('marks all as read with PATCH admin/notifications/mark_all_read, and ignores its failure', async () => {
    const { service, api, state } = setup();
    await opened(service);
    await service.markAllRead();
    expect(api.count('PATCH', 'admin/notifications/mark_all_read')).toBe(1);
    expect(state().unread).toBe(0);
    expect(state().items.every((i) => i.read)).toBe(true);

    api.handlers['PATCH admin/notifications/mark_all_read'] = () => {
      throw new HttpError('Server error', 500);
    };
    await expect(service.markAllRead()).resolves.toBeUndefined();
    expect(state().unread).toBe(0);
  });

  it('loads the next pages in order while pages remain, one at a time', async () => {
    const many = Array.from({ length: 25 }, (_, i) => note(i + 1));
    const { service, api, state } = setup({ notifications: many });
    await opened(service);
    expect(state()).toMatchObject({ page: 1, totalPages: 3 });
    const first = service.loadNextPage();
    const second = service.loadNextPage(); // ignored: one is being fetched
    expect(state().fetching).toBe(true);
    await Promise.all([first, second]);
    expect(api.calls.filter((c) => c.path === 'admin/notifications').map((c) => c.query?.page)).toEqual([1, 2]);
    await service.loadNextPage();
    expect(state().items.map((i) => i.id)).toEqual(many.map((n) => n.id));
    expect(service.getSnapshot().hasMore).toBe(false);
    await service.loadNextPage();
    expect(api.count('GET', 'admin/notifications')).toBe(3);
  });

  it('swallows a failed page: only the fetching flag resets', async () => {
    const { service, api, state } = setup({ notifications: Array.from({ length: 12 }, (_, i) => note(i + 1)) });
    await opened(service);
    api.handlers['GET admin/notifications'] = () => {
      throw new HttpError('Server error', 500);
    };
    await expect(service.loadNextPage()).resolves.toBeUndefined();
    expect(state()).toMatchObject({ fetching: false, page: 1 });
    expect(state().items).toHaveLength(10);
  });

  it('swallows a failed first page and can load it later', async () => {
    const { service, api, state } = setup();
    api.handlers['GET admin/notifications'] = () => {
      throw new HttpError('Server error', 500);
    };
    await opened(service);
    expect(state()).toMatchObject({ fetching: false, page: 0, unread: 2 });
    delete api.handlers['GET admin/notifications'];
    await service.loadNextPage();
    expect(state().items.map((i) => i.id)).toEqual([1, 2, 3]);
  });

  it('refreshes the unread count, and keeps it when that fails', async () => {
    const { service, api, state } = setup();
    await opened(service);
    api.store.notifications.push(note(40));
    await service.refreshUnread();
    expect(state().unread).toBe(3);
    api.handlers['GET admin/notifications/unread_number'] = () => {
      throw new Error('offline');
    };
    await service.refreshUnread();
    expect(state().unread).toBe(3);
  });

  it('accepts an answer without meta: a full page means more may follow', async () => {
    const { service, api, state } = setup();
    api.handlers['GET admin/notifications'] = () => ({ data: Array.from({ length: 10 }, (_, i) => note(i + 1)) });
    await opened(service);
    expect(state()).toMatchObject({ page: 1, totalPages: 2 });
  });
});

describe('stopping', () => {
  it('deactivates the client and forgets the session', async () => {
    const { service, stomp, state } = setup();
    const client = await connected(service, stomp);
    service.stop();
    expect(client.deactivations).toEqual([{ force: true }]);
    expect(state()).toMatchObject({ items: [], unread: 0, page: 0 });
    expect(service.getSnapshot().connection).toBe('stopped');
  });

  it('drops answers that arrive after stop', async () => {
    const { service, api, state } = setup();
    let release: (value: unknown) => void = () => undefined;
    api.handlers['GET admin/notifications'] = () => new Promise((resolve) => (release = resolve));
    service.start();
    await flush();
    void service.loadNextPage();
    await flush();
    service.stop();
    release({ data: [note(1)], meta: { total_pages: 1 } });
    await flush();
    expect(state().items).toEqual([]);
  });

  it('ignores commands while stopped', async () => {
    const { service, api } = setup();
    await service.loadNextPage();
    await service.markAllRead();
    await service.refreshUnread();
    await service.open(1);
    service.ensureProfiles([1, 2]);
    await flush();
    expect(api.calls).toEqual([]);
  });

  it('starts afresh after a stop (the next session)', async () => {
    const { service, stomp, api, state } = setup();
    await connected(service, stomp);
    service.stop();
    await opened(service);
    expect(stomp.factory).toHaveBeenCalledTimes(2);
    expect(api.count('GET', 'admin/notifications')).toBe(2);
    expect(state().items).toHaveLength(3);
  });
});

describe('profiles', () => {
  it('fetches the missing senders in one call, with the language, and caches them by id', async () => {
    const { service, api } = setup();
    service.start();
    await flush();
    service.ensureProfiles([1, 2], 'ja');
    service.ensureProfiles([2, 3], 'ja');
    await flush();
    const calls = api.calls.filter((c) => c.path === 'user/profile');
    expect(calls).toHaveLength(1);
    expect(calls[0].query).toEqual({ ids: '1,2,3', language: 'ja' });
    expect(service.getSnapshot().profiles.get(3)).toEqual({ user_id: 3, name: 'User 3', avatar: null });

    service.ensureProfiles([1, 2, 3, 4], 'ja');
    await flush();
    expect(api.calls.filter((c) => c.path === 'user/profile').at(-1)?.query).toEqual({ ids: '4', language: 'ja' });
  });

  it('remembers an id the server does not know, and asks again after a failure', async () => {
    const { service, api } = setup();
    service.start();
    await flush();
    service.ensureProfiles([500]);
    await flush();
    expect(service.getSnapshot().profiles.get(500)).toBeNull();
    service.ensureProfiles([500]);
    await flush();
    expect(api.count('GET', 'user/profile')).toBe(1);

    api.handlers['GET user/profile'] = () => {
      throw new HttpError('Server error', 500);
    };
    service.ensureProfiles([8]);
    await flush();
    expect(service.getSnapshot().profiles.has(8)).toBe(false);
    delete api.handlers['GET user/profile'];
    service.ensureProfiles([8]);
    await flush();
    expect(service.getSnapshot().profiles.get(8)?.name).toBe('User 8');
  });
});

describe('the broker URL', () => {
  const http = { protocol: 'http:', host: 'admin.test' };
  const https = { protocol: 'https:', host: 'admin.test' };

  it('is this origin’s /ws by default, over wss on https', () => {
    expect(brokerWebSocketUrl('', http)).toBe('ws://admin.test/ws');
    expect(brokerWebSocketUrl('', https)).toBe('wss://admin.test/ws');
  });

  it('takes a configured URL, a path on this origin, or an http(s) one as ws(s)', () => {
    expect(brokerWebSocketUrl('ws://rabbit.test:15674/ws', https)).toBe('ws://rabbit.test:15674/ws');
    expect(brokerWebSocketUrl('/stomp', https)).toBe('wss://admin.test/stomp');
    expect(brokerWebSocketUrl('https://rabbit.test/ws', http)).toBe('wss://rabbit.test/ws');
  });

  it('refuses anything else', () => {
    expect(brokerWebSocketUrl('ftp://x', http)).toBeNull();
    expect(brokerWebSocketUrl('not a url', http)).toBeNull();
  });
});

describe('the real STOMP client', () => {
  it('is made with exponential backoff, the heart-beats, silent debug, and the settings’ callbacks', async () => {
    const { ReconnectionTimeMode } = await import('@stomp/stompjs');
    const beforeConnect = vi.fn(async () => undefined);
    const settings: StompSettings = {
      brokerURL: 'ws://admin.test/ws',
      heartbeatIncoming: NOTIFICATION_HEARTBEAT_MS,
      heartbeatOutgoing: NOTIFICATION_HEARTBEAT_MS,
      reconnectDelay: 1_000,
      maxReconnectDelay: 30_000,
      beforeConnect,
      onConnect: vi.fn(),
      onWebSocketClose: vi.fn(),
    };
    const client = (await createStompClient(settings)) as unknown as import('@stomp/stompjs').Client;
    expect(client.reconnectTimeMode).toBe(ReconnectionTimeMode.EXPONENTIAL);
    expect(client.reconnectDelay).toBe(1_000);
    expect(client.maxReconnectDelay).toBe(30_000);
    expect(client.heartbeatIncoming).toBe(20_000);
    expect(client.heartbeatOutgoing).toBe(20_000);
    expect(client.active).toBe(false);
    client.debug('anything');
    await client.beforeConnect(client);
    expect(beforeConnect).toHaveBeenCalledWith(client);
  });

  it('opens its socket to the broker with the STOMP protocols, and closes a connecting socket once it opens', async () => {
    class FakeSocket extends EventTarget {
      static CONNECTING = 0;
      readyState = 0;
      closed: unknown[][] = [];
      constructor(
        readonly url: string,
        readonly protocols: string[],
      ) {
        super();
      }
      close(...args: unknown[]) {
        this.closed.push(args);
        this.readyState = 3;
      }
    }
    vi.stubGlobal('WebSocket', FakeSocket);
    try {
      const noop = async () => undefined;
      const settings: StompSettings = {
        brokerURL: 'ws://admin.test/ws',
        heartbeatIncoming: 0,
        heartbeatOutgoing: 0,
        reconnectDelay: 1_000,
        maxReconnectDelay: 30_000,
        beforeConnect: noop,
        onConnect: vi.fn(),
        onWebSocketClose: vi.fn(),
      };
      const client = (await createStompClient(settings)) as unknown as import('@stomp/stompjs').Client;
      const socket = client.webSocketFactory!() as unknown as FakeSocket;
      expect(socket.url).toBe('ws://admin.test/ws');
      expect(socket.protocols).toEqual(['v12.stomp', 'v11.stomp', 'v10.stomp']);
      // Closing while connecting would be a browser warning: it waits for the socket to open.
      (socket as unknown as WebSocket).close();
      expect(socket.closed).toEqual([]);
      socket.readyState = 1;
      socket.dispatchEvent(new Event('open'));
      expect(socket.closed).toHaveLength(1);
      // An open socket closes at once.
      (socket as unknown as WebSocket).close(1000, 'bye');
      expect(socket.closed).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('live topics on the same connection', () => {
  it('subscribes a watcher once connected and again after each reconnect, telling it it may have missed some', async () => {
    const { service, stomp } = setup();
    const heard: unknown[] = [];
    const resumed = vi.fn();
    const stop = service.watch({
      destination: '/topic/changes',
      headers: { presence: 'viewing' },
      onMessage: (body) => heard.push(body),
      onResumed: resumed,
    });
    const client = await connected(service, stomp, { withList: false });
    const onTopic = () => client.subscriptions.filter((s) => s.destination === '/topic/changes');
    expect(onTopic()).toHaveLength(1);
    expect(onTopic()[0].headers).toEqual({ presence: 'viewing' });
    onTopic()[0].callback({ body: '{"entity":"jobs"}', ack: vi.fn() });
    onTopic()[0].callback({ body: 'not json', ack: vi.fn() });
    expect(heard).toEqual([{ entity: 'jobs' }]);
    expect(resumed).not.toHaveBeenCalled();

    client.drop();
    await client.connect();
    expect(onTopic()).toHaveLength(2);
    expect(resumed).toHaveBeenCalledTimes(1);

    // Once stopped, what the old subscription still delivers goes nowhere, and a reconnect leaves it out.
    stop();
    onTopic()[1].callback({ body: '{"entity":"late"}', ack: vi.fn() });
    expect(heard).toEqual([{ entity: 'jobs' }]);
    client.drop();
    await client.connect();
    expect(onTopic()).toHaveLength(2);
  });

  it('subscribes a watcher added while connected at once', async () => {
    const { service, stomp } = setup();
    const client = await connected(service, stomp, { withList: false });
    service.watch({ destination: '/topic/presence.jobs.1', onMessage: () => undefined });
    expect(client.subscriptions.map((s) => s.destination)).toContain('/topic/presence.jobs.1');
  });
});
