// Notifications through the real server: the calls of spec section 7, the
// read-receipt and replacing rules, domain events of a schema's `notify`, the
// development calls, and delivery over the embedded STOMP broker at /ws.
import { Client, type IMessage } from '@stomp/stompjs';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { defineEntity, select, text } from '../../src/engine/schema';
import type { Notification } from '../../src/engine/notifications';
import { Inbox } from './broker-clients';
import { call, login, useServer } from './helpers';

// Moderators hold VIEW and UPDATE on JOB_APPLICATIONS: an admin's create reaches them, and theirs the admin.
const parcel = defineEntity({
  name: 'parcels',
  path: 'admin/parcels',
  route: 'parcel',
  permission: 'JOB_APPLICATIONS',
  notify: {
    created: { type: 'ADMIN', content: 'USER_UPLOAD_RECEIPT' },
    transitioned: { type: 'STATUS_JOB_APPLICATION' },
  },
  menu: false,
  fields: {
    label: text({ required: true }),
    status: select(['sent', 'delivered'] as const, { required: true, readOnly: true }),
  },
  recordTitle: 'label',
  list: { columns: ['label', 'status'], sort: 'label' },
  actions: [
    { name: 'deliver', call: 'PATCH admin/parcels/{id}/deliver', transition: { from: ['sent'], to: 'delivered' } },
  ],
});

const post = (ctx: { server: { url: string }; token: string }, body: Record<string, unknown>, token = ctx.token) =>
  call(ctx.server, 'POST', '/api/v1/admin/dev/notifications', { token, body });

const unread = async (ctx: { server: { url: string } }, token: string) =>
  (await call(ctx.server, 'GET', '/api/v1/admin/notifications/unread_number', { token })).body.data.amount as number;

const listOf = async (ctx: { server: { url: string } }, token: string, query = 'page=1&paging=10') =>
  (await call(ctx.server, 'GET', `/api/v1/admin/notifications?${query}`, { token })).body as {
    data: Notification[];
    meta: { total_pages: number; total: number };
  };

/** A STOMP client of the embedded broker, subscribed to the caller's queue; resolves once subscribed. */
async function listen(url: string, token: string, destination: string) {
  const received = new Inbox<Notification>();
  const errors: string[] = [];
  const client = new Client({
    webSocketFactory: () => new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, ['v12.stomp']),
    connectHeaders: { Authorization: `Bearer ${token}` },
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
  });
  const closed = new Promise<void>((resolve) => (client.onWebSocketClose = () => resolve()));
  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => {
      client.subscribe(
        destination,
        (message: IMessage) => {
          received.push(JSON.parse(message.body));
          message.ack();
        },
        { ack: 'client', receipt: 'subscribed' },
      );
      client.watchForReceipt('subscribed', () => resolve());
    };
    client.onStompError = (frame) => {
      errors.push(frame.headers.message ?? '');
      reject(new Error(frame.headers.message));
    };
    client.activate();
  });
  return { client, received, errors, closed };
}

describe('notification calls', () => {
  const ctx = useServer({ schemas: [parcel], moderator: true });

  it('names one queue per admin, the same on every call', async () => {
    const first = await call(ctx.server, 'GET', '/api/v1/admin/notifications/endpoint', { token: ctx.token });
    const again = await call(ctx.server, 'GET', '/api/v1/admin/notifications/endpoint', { token: ctx.token });
    const other = await call(ctx.server, 'GET', '/api/v1/admin/notifications/endpoint', { token: ctx.moderator });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatch(/^\/queue\/admin-notifications\.[A-Za-z0-9_-]{32}$/);
    expect(again.body.data).toBe(first.body.data);
    expect(other.body.data).not.toBe(first.body.data);
    expect((await call(ctx.server, 'GET', '/api/v1/admin/notifications/endpoint')).status).toBe(401);
  });

  it('stores a posted notification, lists it first and counts it unread', async () => {
    const before = await unread(ctx, ctx.token);
    const answer = await post(ctx, {
      notification_type: 'ADMIN',
      content: 'USER_UPLOAD_RECEIPT',
      objectable_id: 41,
      objectable_type: 'receipts',
    });
    expect(answer.status).toBe(201);
    const made = answer.body.data as Notification;
    expect(made).toMatchObject({
      notification_type: 'ADMIN',
      content: 'USER_UPLOAD_RECEIPT',
      objectable_id: 41,
      objectable_type: 'receipts',
      read: false,
    });
    expect(made.sender_ids).toHaveLength(1);
    expect(made.sender_id).toBe(made.sender_ids![0]);
    expect(Math.abs(made.created_at - Date.now())).toBeLessThan(60_000);
    expect(await unread(ctx, ctx.token)).toBe(before + 1);
    expect((await listOf(ctx, ctx.token)).data[0].id).toBe(made.id);
  });

  it('refuses bad notification fields with the field at fault, and moderators', async () => {
    const bad = await post(ctx, {
      notification_type: 'SHOUT',
      content: 'NOPE',
      objectable_id: -1,
      sender_ids: 'x',
      receiver_email: 'nobody@example.com',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'content',
      'notification_type',
      'objectable_id',
      'receiver_email',
      'sender_ids',
    ]);
    expect((await post(ctx, {})).body.errors.notification_type).toBeTruthy();
    // Far larger than a chat message: refused on its field, nothing stored.
    const before = (await listOf(ctx, ctx.token)).meta.total;
    const huge = await post(ctx, {
      notification_type: 'MESSAGE',
      objectable_id: 1,
      message: { id: 1, body: 'x'.repeat(50_000) },
    });
    expect(huge.status).toBe(422);
    expect(Object.keys(huge.body.errors)).toEqual(['message']);
    expect(
      (await post(ctx, { notification_type: 'ADMIN', sender_ids: Array.from({ length: 21 }, (_, i) => i + 1) })).body
        .errors.sender_ids,
    ).toBeTruthy();
    expect((await listOf(ctx, ctx.token)).meta.total).toBe(before);
    expect(
      (await call(ctx.server, 'POST', '/api/v1/admin/dev/notifications', { token: ctx.token, rawBody: '[1]' })).status,
    ).toBe(400);
    expect((await post(ctx, { notification_type: 'ADMIN' }, ctx.moderator)).status).toBe(403);
  });

  it('pages newest first with total_pages, and refuses a bad page', async () => {
    for (let i = 0; i < 12; i++) {
      expect(
        (
          await post(ctx, {
            notification_type: 'STATUS_REQUEST',
            objectable_id: 100 + i,
            receiver_email: 'moderator@example.com',
          })
        ).status,
      ).toBe(201);
    }
    const first = await listOf(ctx, ctx.moderator);
    const second = await listOf(ctx, ctx.moderator, 'page=2&paging=10');
    expect(first.data).toHaveLength(10);
    expect(first.meta.total_pages).toBe(Math.ceil(first.meta.total / 10));
    expect(first.data[0].objectable_id).toBe(111);
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((n) => n.id)).size).toBe(all.length);
    expect(all.map((n) => n.id)).toEqual([...all.map((n) => n.id)].sort((a, b) => b - a));
    expect((await call(ctx.server, 'GET', '/api/v1/admin/notifications?page=0', { token: ctx.token })).status).toBe(
      400,
    );
    expect((await call(ctx.server, 'GET', '/api/v1/admin/notifications?paging=abc', { token: ctx.token })).status).toBe(
      400,
    );
    // A page far too large is cut to 100 entries, not refused.
    expect(
      (await call(ctx.server, 'GET', '/api/v1/admin/notifications?page=1&paging=100000', { token: ctx.token })).body
        .meta.paging,
    ).toBe(100);
  });

  it('marks one read, only the caller’s, then all', async () => {
    const made = (await post(ctx, { notification_type: 'ADMIN', content: 'PAYMENT', objectable_id: 5 })).body
      .data as Notification;
    const before = await unread(ctx, ctx.token);
    expect((await call(ctx.server, 'PATCH', `/api/v1/notifications/${made.id}`, { token: ctx.moderator })).status).toBe(
      404,
    );
    const marked = await call(ctx.server, 'PATCH', `/api/v1/notifications/${made.id}`, { token: ctx.token });
    expect(marked.status).toBe(200);
    expect(marked.body.data.read).toBe(true);
    expect(await unread(ctx, ctx.token)).toBe(before - 1);
    expect((await call(ctx.server, 'PATCH', '/api/v1/notifications/999999', { token: ctx.token })).status).toBe(404);
    expect(
      (await call(ctx.server, 'PATCH', '/api/v1/admin/notifications/mark_all_read', { token: ctx.token })).status,
    ).toBe(200);
    expect(await unread(ctx, ctx.token)).toBe(0);
  });

  it('reads a message when its read receipt arrives, and does not list the receipt', async () => {
    const message = (
      await post(ctx, {
        notification_type: 'MESSAGE_JOB_APPLICATION',
        objectable_id: 77,
        message: { id: 9, body: 'Hello' },
      })
    ).body.data as Notification;
    expect(message.message_id).toBe(9);
    const other = (await post(ctx, { notification_type: 'MESSAGE_JOB_APPLICATION', objectable_id: 78 })).body
      .data as Notification;
    const receipt = await post(ctx, { notification_type: 'READ_MESSAGE_JOB_APPLICATION', objectable_id: 77 });
    expect(receipt.body.data.read).toBe(true);
    const listed = (await listOf(ctx, ctx.token, 'page=1&paging=100')).data;
    expect(listed.find((n) => n.id === message.id)?.read).toBe(true);
    expect(listed.find((n) => n.id === other.id)?.read).toBe(false);
    expect(listed.some((n) => n.notification_type === 'READ_MESSAGE_JOB_APPLICATION')).toBe(false);
  });

  it('replaces an older message about the same object with the newer one', async () => {
    await post(ctx, { notification_type: 'MESSAGE', objectable_id: 300, message: { id: 1, body: 'first' } });
    const newer = (
      await post(ctx, { notification_type: 'MESSAGE', objectable_id: 300, message: { id: 2, body: 'second' } })
    ).body.data as Notification;
    const about = (await listOf(ctx, ctx.token, 'page=1&paging=100')).data.filter(
      (n) => n.notification_type === 'MESSAGE' && n.objectable_id === 300,
    );
    expect(about.map((n) => n.id)).toEqual([newer.id]);
    expect(about[0].message?.body).toBe('second');
  });

  it('answers sender profiles by id list', async () => {
    const answer = await call(ctx.server, 'GET', '/api/v1/user/profile?ids=1,2,99999&language=ja', {
      token: ctx.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { user_id: 1, name: 'Admin', avatar: null },
      { user_id: 2, name: 'Moderator', avatar: null },
    ]);
    expect((await call(ctx.server, 'GET', '/api/v1/user/profile?ids=1,x', { token: ctx.token })).status).toBe(400);
    expect((await call(ctx.server, 'GET', '/api/v1/user/profile', { token: ctx.token })).status).toBe(400);
    // An admin who may not see the moderators screen learns only their own name and their senders'.
    const profiles = async () =>
      (await call(ctx.server, 'GET', '/api/v1/user/profile?ids=1,2,3,4', { token: ctx.moderator })).body.data.map(
        (p: { user_id: number }) => p.user_id,
      );
    const before = await profiles();
    expect(before).not.toContain(3);
    expect(before).toContain(2);
    expect(
      (
        await post(ctx, {
          notification_type: 'ADMIN',
          content: 'USER_UPLOAD_RECEIPT',
          receiver_email: 'moderator@example.com',
        })
      ).status,
    ).toBe(201);
    expect(await profiles()).toEqual([...new Set([...before, 1])].sort((a, b) => a - b));
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await call(ctx.server, 'GET', `/api/v1/user/profile?ids=${tooMany}`, { token: ctx.token })).status).toBe(
      400,
    );
    expect((await call(ctx.server, 'GET', '/api/v1/user/profile?ids=1')).status).toBe(401);
  });

  it('tells the admins who may view an entity of its new records and state changes, not the one who acted', async () => {
    const moderatorBefore = (await listOf(ctx, ctx.moderator)).meta.total;
    const adminBefore = (await listOf(ctx, ctx.token)).meta.total;
    const created = await call(ctx.server, 'POST', '/api/v1/admin/parcels', {
      token: ctx.token,
      body: { label: 'Box 1', status: 'sent' },
    });
    expect(created.status).toBe(201);
    const heard = (await listOf(ctx, ctx.moderator)).data[0];
    expect(heard).toMatchObject({
      notification_type: 'ADMIN',
      content: 'USER_UPLOAD_RECEIPT',
      objectable_id: created.body.data.id,
      objectable_type: 'parcels',
      name: 'Box 1',
      read: false,
    });
    expect(heard.sender_ids).toEqual([1]);
    expect((await listOf(ctx, ctx.moderator)).meta.total).toBe(moderatorBefore + 1);
    expect((await listOf(ctx, ctx.token)).meta.total).toBe(adminBefore);

    const moved = await call(ctx.server, 'PATCH', `/api/v1/admin/parcels/${created.body.data.id}/deliver`, {
      token: ctx.moderator,
    });
    expect(moved.status).toBe(200);
    expect((await listOf(ctx, ctx.token)).data[0]).toMatchObject({
      notification_type: 'STATUS_JOB_APPLICATION',
      objectable_id: created.body.data.id,
      sender_ids: [2],
    });
  });
});

describe('live delivery over the embedded broker', () => {
  const ctx = useServer({ schemas: [parcel], moderator: true });
  const endpoint = async (token: string) =>
    (await call(ctx.server, 'GET', '/api/v1/admin/notifications/endpoint', { token })).body.data as string;

  it('delivers a posted notification to its receiver only', async () => {
    const admin = await listen(ctx.server.url, ctx.token, await endpoint(ctx.token));
    const moderator = await listen(ctx.server.url, ctx.moderator, await endpoint(ctx.moderator));
    const made = (
      await post(ctx, { notification_type: 'ADMIN', content: 'HELPER_JOINED', receiver_email: 'moderator@example.com' })
    ).body.data as Notification;
    expect(await moderator.received.next('the moderator’s notification')).toEqual(made);
    // The admin's subscription hears nothing of it.
    await post(ctx, { notification_type: 'ADMIN', content: 'PAYMENT' });
    // The first message the admin hears is the second one posted.
    expect((await admin.received.next('the admin’s notification')).content).toBe('PAYMENT');
    expect(moderator.received.items).toHaveLength(1);
    await admin.client.deactivate();
    await moderator.client.deactivate();
  });

  it('refuses a subscription to another admin’s queue, and a bad token', async () => {
    await expect(listen(ctx.server.url, ctx.token, await endpoint(ctx.moderator))).rejects.toThrow();
    await expect(listen(ctx.server.url, 'not-a-token', await endpoint(ctx.token))).rejects.toThrow();
  });

  it('closes a session’s connection at logout', async () => {
    const session = await login(ctx.server, 'moderator@example.com');
    const live = await listen(ctx.server.url, session.access_token, await endpoint(session.access_token));
    expect((await call(ctx.server, 'POST', '/api/v1/oauth/revoke', { token: session.access_token })).status).toBe(200);
    await live.closed;
    await live.client.deactivate();
  });

  it('closes a session’s connection when a copied refresh token ends the session', async () => {
    const first = await login(ctx.server, 'moderator@example.com');
    const refresh = (refresh_token: string) =>
      call(ctx.server, 'POST', '/api/v1/admin/refresh_tokens', { body: { refresh_token } });
    const second = (await refresh(first.refresh_token)).body.data as typeof first;
    const live = await listen(ctx.server.url, second.access_token, await endpoint(second.access_token));
    // The first refresh token, used again: someone holds a copy, so the whole session ends, live connection too.
    expect((await refresh(first.refresh_token)).status).toBe(401);
    await live.closed;
    await live.client.deactivate();
  });
});

describe('development calls without DEV_ENDPOINTS', () => {
  const ctx = useServer({ schemas: [parcel], env: { DEV_ENDPOINTS: '0' } });

  it('are not there, whatever NODE_ENV says', async () => {
    expect((await post(ctx, { notification_type: 'ADMIN' })).status).toBe(404);
    expect(
      (await call(ctx.server, 'POST', '/api/v1/admin/dev/broker/restart', { token: ctx.token, body: {} })).status,
    ).toBe(404);
    expect(
      (await call(ctx.server, 'GET', '/api/v1/admin/notifications/unread_number', { token: ctx.token })).status,
    ).toBe(200);
  });
});
