// Live changes and presence through the real server's STOMP front: every committed write is told to the
// admins who may view its entity (and to nobody else), a refused write is told to nobody, and a record's
// presence topic tells who else has it open. With TEST_BROKER_URL on PostgreSQL, two servers on one
// database and one RabbitMQ tell each other.
import { Client, type IMessage, type StompHeaders } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Db } from '../../server/db';
import { defineEntity, select, text } from '../../src/engine/schema';
import { MAX_TOPIC_SUBSCRIPTIONS } from '../../server/broker/live';
import { moderator } from '../../schemas/settings/moderator';
import { permission } from '../../schemas/settings/permission';
import { Inbox, withTimeout } from './broker-clients';
import { adminWithGrants, backend, call, createStore, startServer, useServer, type GrantedAdmin } from './helpers';

const parcel = defineEntity({
  name: 'parcels',
  path: 'admin/parcels',
  route: 'parcel',
  permission: 'JOB_APPLICATIONS',
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
const ledger = defineEntity({
  name: 'ledgers',
  path: 'admin/ledgers',
  route: 'ledger',
  permission: 'MASTER',
  menu: false,
  fields: { label: text({ required: true }) },
  recordTitle: 'label',
  list: { columns: ['label'], sort: 'label' },
});

interface Live {
  client: Client;
  errors: Inbox<string>;
  /** Subscribes; resolves with what the destination says once the front has taken the subscription. */
  listen(destination: string, headers?: StompHeaders): Promise<{ inbox: Inbox<any>; stop(): void }>;
  close(): Promise<void>;
}

/** A STOMP client of the server's /ws, connected with `token`. */
async function connect(url: string, token: string): Promise<Live> {
  const errors = new Inbox<string>();
  const client = new Client({
    webSocketFactory: () => new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, ['v12.stomp']),
    connectHeaders: { Authorization: `Bearer ${token}` },
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
    debug: () => {},
  });
  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onStompError = (frame) => {
      errors.push(frame.headers.message ?? '');
      reject(new Error(frame.headers.message));
    };
    client.onWebSocketClose = () => reject(new Error('closed before CONNECTED'));
    client.activate();
  });
  let receipts = 0;
  return {
    client,
    errors,
    async listen(destination, headers = {}) {
      const inbox = new Inbox<any>();
      const receipt = `live-${++receipts}`;
      const taken = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
      const subscription = client.subscribe(destination, (message: IMessage) => inbox.push(JSON.parse(message.body)), {
        ...headers,
        receipt,
      });
      await taken;
      return { inbox, stop: () => subscription.unsubscribe() };
    },
    close: () => client.deactivate(),
  };
}

/** The seeded administrator, as others see it. */
const theAdmin = async (db: Db) => {
  const row = await db
    .selectFrom('admin_users')
    .select(['id', 'name'])
    .where('email', '=', 'admin@example.com')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), name: row.name };
};

/** Reads what a destination says until `seen` holds of it. */
async function until(inbox: Inbox<any>, what: string, seen: (message: any) => boolean) {
  for (;;) {
    const message = await inbox.next(what);
    if (seen(message)) return message;
  }
}

async function create(server: { url: string }, token: string, path: string, label: string) {
  const body = path === 'parcels' ? { label, status: 'sent' } : { label };
  const created = await call(server, 'POST', `/api/v1/admin/${path}`, { token, body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return Number(created.body.data.id);
}

describe(`live changes (${backend})`, () => {
  const ctx = useServer({ schemas: [parcel, ledger, permission, moderator] });
  let viewer: GrantedAdmin;
  const open: Live[] = [];
  const connected = async (token: string) => {
    const live = await connect(ctx.server.url, token);
    open.push(live);
    return live;
  };
  beforeAll(async () => {
    viewer = await adminWithGrants(ctx.server.db, 'parcel viewer', { JOB_APPLICATIONS: ['VIEW'] });
  });
  afterAll(async () => {
    await Promise.all(open.map((live) => live.close()));
  });

  it("tells a write's viewers of it once committed, and nobody who may not view the entity", async () => {
    const { inbox } = await (await connected(viewer.token)).listen('/topic/changes');
    // A ledger first: the viewer may not see ledgers, so the first thing it hears is the parcel.
    await create(ctx.server, ctx.token, 'ledgers', 'cash');
    const id = await create(ctx.server, ctx.token, 'parcels', 'box');
    const admin = await theAdmin(ctx.server.db);
    const by = { id: admin.id, name: admin.name };
    expect(await inbox.next('the create')).toMatchObject({ entity: 'parcels', operation: 'create', ids: [id], by });

    // A refused write (a stale version) is told to nobody; the next one is.
    const stale = await call(ctx.server, 'PUT', `/api/v1/admin/parcels/${id}`, {
      token: ctx.token,
      body: { label: 'stale', version: 999 },
    });
    expect(stale.status).toBe(409);
    const { body } = await call(ctx.server, 'GET', `/api/v1/admin/parcels/${id}`, { token: ctx.token });
    await call(ctx.server, 'PUT', `/api/v1/admin/parcels/${id}`, {
      token: ctx.token,
      body: { label: 'crate', version: body.data.version },
    });
    expect(await inbox.next('the update')).toMatchObject({ entity: 'parcels', operation: 'update', ids: [id] });

    await call(ctx.server, 'PATCH', `/api/v1/admin/parcels/${id}/deliver`, { token: ctx.token });
    expect(await inbox.next('the action')).toMatchObject({ operation: 'update', ids: [id], action: 'deliver' });

    await call(ctx.server, 'DELETE', `/api/v1/admin/parcels/${id}`, { token: ctx.token });
    const removed = await inbox.next('the delete');
    expect(removed).toMatchObject({ entity: 'parcels', operation: 'delete', ids: [id] });
    expect(inbox.items.every((change) => change.entity === 'parcels')).toBe(true);
    expect(Date.parse(removed.at)).not.toBeNaN();
  });

  /**
   * A parcel viewer's live connection, closed by `change` (a call made as the administrator); connected
   * again with the same session, it hears of ledgers and no longer of parcels.
   */
  const closedBy = async (
    holder: GrantedAdmin,
    change: (token: string) => Promise<{ status: number; body: unknown }>,
  ) => {
    const before = await connected(holder.token);
    await before.listen('/topic/changes');
    const closed = new Promise<void>((resolve) => (before.client.onWebSocketClose = () => resolve()));
    const answer = await change(ctx.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await withTimeout(closed, 'the connection made with the old grants closing');
    const { inbox } = await (await connected(holder.token)).listen('/topic/changes');
    await create(ctx.server, ctx.token, 'parcels', 'unheard');
    await create(ctx.server, ctx.token, 'ledgers', 'heard');
    expect(await inbox.next('the ledger')).toMatchObject({ entity: 'ledgers', operation: 'create' });
    expect(inbox.items.map((told) => told.entity)).toEqual(['ledgers']);
  };

  it("closes a holder's live connection when its permission's grants change: connected again, it hears by the new ones", async () => {
    const holder = await adminWithGrants(ctx.server.db, 'regranted', { JOB_APPLICATIONS: ['VIEW'] });
    await closedBy(holder, (token) =>
      call(ctx.server, 'POST', `/api/v1/admin/permissions/${holder.permissionId}/detail`, {
        token,
        body: { functions: [{ function: { type: 'MASTER' }, privileges: ['VIEW'] }] },
      }),
    );
  });

  it('closes the live connection of an account given another permission', async () => {
    const holder = await adminWithGrants(ctx.server.db, 'moved', { JOB_APPLICATIONS: ['VIEW'] });
    const other = await adminWithGrants(ctx.server.db, 'of the new permission', { MASTER: ['VIEW'] });
    await closedBy(holder, (token) =>
      call(ctx.server, 'PATCH', `/api/v1/admin/moderators/${holder.id}`, {
        token,
        body: { permission_id: other.permissionId },
      }),
    );
  });

  it("keeps a holder's live connection through a change that leaves its grants as they are", async () => {
    const holder = await adminWithGrants(ctx.server.db, 'renamed', { JOB_APPLICATIONS: ['VIEW'] });
    const live = await connected(holder.token);
    const { inbox } = await live.listen('/topic/changes');
    const renamed = await call(ctx.server, 'PUT', `/api/v1/admin/permissions/${holder.permissionId}`, {
      token: ctx.token,
      body: { name: `Renamed ${holder.permissionId}` },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const same = await call(ctx.server, 'PATCH', `/api/v1/admin/moderators/${holder.id}`, {
      token: ctx.token,
      body: { permission_id: holder.permissionId, name: 'Same permission' },
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    // Still connected: the next parcel comes on the same subscription.
    const id = await create(ctx.server, ctx.token, 'parcels', 'still heard');
    expect(await until(inbox, 'the parcel', (told) => told.entity === 'parcels')).toMatchObject({ ids: [id] });
    expect(live.client.connected).toBe(true);
  });

  it('tells who else has a record open, editing or not, and when they leave', async () => {
    const id = await create(ctx.server, ctx.token, 'parcels', 'tube');
    const topic = `/topic/presence.parcels.${id}`;
    const watching = await (await connected(viewer.token)).listen(topic);
    expect(await watching.inbox.next('who is there')).toEqual({ admins: [] });

    const adminLive = await connected(ctx.token);
    const editing = await adminLive.listen(topic, { presence: 'editing' });
    const admin = await theAdmin(ctx.server.db);
    expect(await watching.inbox.next('the admin arriving')).toEqual({
      admins: [{ id: admin.id, name: admin.name, editing: true }],
    });
    expect(await editing.inbox.next('who the admin finds')).toEqual({
      admins: [{ id: viewer.id, name: expect.stringContaining('Granted'), editing: false }],
    });
    // A second tab of the same admin, only viewing: the admin is still editing in the first.
    const second = await adminLive.listen(topic);
    expect(await second.inbox.next('the second tab')).toMatchObject({ admins: [{ id: viewer.id }] });
    editing.stop();
    expect(await watching.inbox.next('the admin no longer editing')).toEqual({
      admins: [{ id: admin.id, name: admin.name, editing: false }],
    });
    await adminLive.close();
    expect(await watching.inbox.next('the admin leaving')).toEqual({ admins: [] });
  });

  it('refuses presence on what the admin may not view, malformed destinations, and too many subscriptions', async () => {
    const refused = async (destination: string, headers: StompHeaders = {}) => {
      const live = await connect(ctx.server.url, viewer.token);
      live.client.subscribe(destination, () => undefined, headers);
      const message = await live.errors.next(`the refusal of ${destination}`);
      await live.close();
      return message;
    };
    expect(await refused('/topic/presence.ledgers.1')).toBe('forbidden destination');
    expect(await refused('/topic/presence.nothing.1')).toBe('forbidden destination');
    expect(await refused('/topic/presence.parcels.0')).toBe('forbidden destination');
    expect(await refused('/topic/presence.parcels.99999999999')).toBe('forbidden destination');
    expect(await refused('/topic/everything')).toBe('forbidden destination');
    expect(await refused('/topic/presence.parcels.1', { presence: 'lurking' })).toMatch(/viewing or editing/);

    const live = await connect(ctx.server.url, viewer.token);
    for (let n = 1; n <= MAX_TOPIC_SUBSCRIPTIONS; n++) live.client.subscribe(`/topic/presence.parcels.${n}`, () => {});
    live.client.subscribe('/topic/changes', () => {});
    expect(await live.errors.next('the refusal of one too many')).toMatch(/too many live subscriptions/);
    await live.close();
  });
});

const TEST_BROKER_URL = process.env.TEST_BROKER_URL ?? '';
const twoServers = TEST_BROKER_URL && backend === 'postgres';

describe.skipIf(!twoServers)('live changes between two servers on one database and RabbitMQ', () => {
  let store: Awaited<ReturnType<typeof createStore>>;
  let first: Awaited<ReturnType<typeof startServer>>;
  let second: Awaited<ReturnType<typeof startServer>>;
  const open: Live[] = [];

  beforeAll(async () => {
    store = await createStore();
    const config = store.config({ BROKER_URL: TEST_BROKER_URL });
    first = await startServer(config, [parcel, ledger]);
    second = await startServer(config, [parcel, ledger]);
  });
  afterAll(async () => {
    await Promise.all(open.map((live) => live.close()));
    await first?.close();
    await second?.close();
    await store?.dispose();
  });

  it("closes a holder's live connection on the other server when its permission's grants change", async () => {
    const holder = await adminWithGrants(first.db, 'regranted on the second', { JOB_APPLICATIONS: ['VIEW'] });
    const manager = await adminWithGrants(first.db, 'permission manager on the first', {
      SETTING_MODERATOR: ['VIEW', 'UPDATE'],
      JOB_APPLICATIONS: ['VIEW'],
      MASTER: ['VIEW'],
    });
    await Promise.all([first.brokerReady(), second.brokerReady()]);
    const there = await connect(second.url, holder.token);
    open.push(there);
    await there.listen('/topic/changes');
    const closed = new Promise<void>((resolve) => (there.client.onWebSocketClose = () => resolve()));
    const changed = await call(first, 'POST', `/api/v1/admin/permissions/${holder.permissionId}/detail`, {
      token: manager.token,
      body: { functions: [{ function: { type: 'MASTER' }, privileges: ['VIEW'] }] },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await withTimeout(closed, 'the connection on the other server closing');
  });

  it("tells a write on one server to the other's viewers, and who has a record open on either", async () => {
    const viewer = await adminWithGrants(first.db, 'viewer on the second', { JOB_APPLICATIONS: ['VIEW'] });
    const editor = await adminWithGrants(first.db, 'editor on the first', {
      JOB_APPLICATIONS: ['VIEW', 'CREATE', 'UPDATE'],
    });
    await Promise.all([first.brokerReady(), second.brokerReady()]);
    const there = await connect(second.url, viewer.token);
    const here = await connect(first.url, editor.token);
    open.push(there, here);
    const changes = await there.listen('/topic/changes');
    const id = await create(first, editor.token, 'parcels', 'over the wire');
    expect(await changes.inbox.next('the create from the other server')).toMatchObject({
      entity: 'parcels',
      operation: 'create',
      ids: [id],
      by: { id: editor.id },
    });

    const topic = `/topic/presence.parcels.${id}`;
    const watching = await there.listen(topic);
    expect(await watching.inbox.next('nobody yet')).toEqual({ admins: [] });
    const editing = await here.listen(topic, { presence: 'editing' });
    expect(await watching.inbox.next('the editor on the other server')).toMatchObject({
      admins: [{ id: editor.id, editing: true }],
    });
    // The viewer's arrival may still be on its way to the editor's server: it comes next, if not first.
    await until(editing.inbox, 'the viewer on the other server', (message) =>
      message.admins.some((admin: { id: number }) => admin.id === viewer.id),
    );
    editing.stop();
    expect(await watching.inbox.next('the editor leaving')).toEqual({ admins: [] });
  });
});
