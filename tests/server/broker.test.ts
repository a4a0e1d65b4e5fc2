// The message broker module: one suite run against the embedded STOMP broker
// (a bare fastify app, stub authentication) and against RabbitMQ's Web-STOMP
// when TEST_BROKER_URL is set; then what only one of them does.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { createClock, type TimerId } from '@sinonjs/fake-timers';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBroker, type Broker, type BrokerConfig, type BrokerDeps, type BrokerLimits } from '../../server/broker';
import type { BrokerClock } from '../../server/broker/clock';
import { websocketServerOptions, type EmbeddedBroker } from '../../server/broker/embedded';
import type { RelayBroker } from '../../server/broker/relay';
import type { WebSocket } from 'ws';
import { MAX_FRAME_BYTES } from '../../server/broker/frames';
import { MAX_QUEUED_MESSAGES } from '../../server/broker/queues';
import { connectStomp, frame, rawStomp, withTimeout, type RawStomp, type StompUser } from './broker-clients';

const TEST_BROKER_URL = process.env.TEST_BROKER_URL ?? '';
const HEARTBEAT = 300;

/** Users of the stub authentication: token → identity. */
const USERS: Record<string, { userId: number; sessionId: string }> = {
  'token-a': { userId: 1, sessionId: 'session-a' },
  'token-a2': { userId: 1, sessionId: 'session-a2' },
  'token-b': { userId: 2, sessionId: 'session-b' },
};
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A logger that keeps what it is told (the broker logs drops and refusals). */
function recordingLogger(lines: string[] = []): FastifyBaseLogger {
  const record =
    (level: string) =>
    (...args: unknown[]) =>
      lines.push(`${level} ${args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ')}`);
  const logger = {
    level: 'info',
    fatal: record('fatal'),
    error: record('error'),
    warn: record('warn'),
    info: record('info'),
    debug: () => {},
    trace: () => {},
    silent: () => {},
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

/** Queue names like the server's: unguessable, and new for every test (RabbitMQ keeps queues between runs). */
const queueName = () => `/queue/admin-notifications.test-${randomBytes(12).toString('hex')}`;

/**
 * On a broker whose clock the test steps: no beat until `interval` has passed, then one, three times.
 * A SUBSCRIBE's receipt (to `queue`, the user's own) shows that nothing sent before it is still on its way.
 */
async function expectBeatsEvery(socket: RawStomp, step: (ms: number) => void, interval: number, queue: string) {
  for (let beat = 1; beat <= 3; beat++) {
    step(interval - 1);
    socket.send(frame('SUBSCRIBE', { id: `beat-${beat}`, destination: queue, receipt: `before-${beat}` }));
    await socket.expect('RECEIPT');
    expect(socket.heartbeats.items.length, `beats before ${beat} × ${interval} ms`).toBe(beat - 1);
    step(1);
    await socket.heartbeats.next(`heart-beat ${beat}`);
  }
}

interface Target {
  /** Where clients connect. */
  url: string;
  /** A broker with the default heart-beat setting (20000). */
  defaultUrl: string;
  broker: Broker;
  /** The interval heart-beats are asked for in the timing test. */
  heartbeatMs: number;
  /** Moves the broker's clock forward: the embedded broker runs on a test clock; RabbitMQ keeps its own time. */
  step?: (ms: number) => void;
  /** CONNECT headers the broker must refuse. */
  badCredentials: Record<string, string>;
  /** Whether the socket closes after an ERROR frame (STOMP says it should; RabbitMQ leaves it open). */
  closesAfterError: boolean;
  /** Extra headers for SEND and SUBSCRIBE (RabbitMQ: let the test queues expire by themselves). */
  queueHeaders: Record<string, string>;
  /** Each user's queue in the current test. */
  queues: Map<number, string>;
}

interface EmbeddedTarget extends Target {
  app: FastifyInstance;
  logs: string[];
}

/** How long the token 'token-expiring' has left when it connects, in the broker clock's milliseconds. */
const EXPIRING_IN = 1000;

function stubDeps(
  queues: Map<number, string>,
  logs: string[],
  clock?: BrokerClock,
  limits?: Partial<BrokerLimits>,
): BrokerDeps {
  return {
    limits,
    authenticate: async (token) =>
      token === 'token-expiring' && clock
        ? { userId: 1, sessionId: 'session-e', expiresAt: clock.now() + EXPIRING_IN }
        : (USERS[token] ?? null),
    queueOf: async (userId) => queues.get(userId) ?? '/queue/none',
    log: recordingLogger(logs),
    clock,
  };
}

/** A clock that moves only when the test steps it (@sinonjs/fake-timers, not installed globally). */
function steppedClock(): { clock: BrokerClock; step: (ms: number) => void } {
  const fake = createClock(0);
  return {
    clock: {
      now: () => fake.now,
      setTimeout: (callback, ms) => fake.setTimeout(callback, ms),
      clearTimeout: (timer) => fake.clearTimeout(timer as TimerId),
      setInterval: (callback, ms) => fake.setInterval(callback, ms),
      clearInterval: (timer) => fake.clearInterval(timer as TimerId),
    },
    step: (ms) => void fake.tick(ms),
  };
}

async function startEmbedded(
  heartbeat: number,
  queues: Map<number, string>,
  logs: string[],
  clock?: BrokerClock,
  limits?: Partial<BrokerLimits>,
) {
  const app = Fastify();
  const config: BrokerConfig = { BROKER_URL: '', BROKER_LOGIN: '', BROKER_PASSCODE: '', BROKER_HEARTBEAT: heartbeat };
  const broker = await createBroker(app, config, stubDeps(queues, logs, clock, limits));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, broker, url: `ws://127.0.0.1:${port}/ws` };
}

/** What both brokers must do. */
function sharedSuite(target: () => Target) {
  let open: (StompUser | RawStomp)[] = [];
  let t: Target;
  let qa: string;
  let qb: string;

  beforeEach(() => {
    t = target();
    qa = queueName();
    qb = queueName();
    t.queues.set(1, qa);
    t.queues.set(2, qb);
  });
  afterEach(async () => {
    await Promise.all(open.map((c) => ('client' in c ? c.disconnect() : (c.close(), c.closed))));
    open = [];
  });

  const user = async (token: string) => {
    const connection = await connectStomp(t.url, bearer(token));
    open.push(connection);
    return connection;
  };
  const raw = async (url = t.url) => {
    const connection = await rawStomp(url);
    open.push(connection);
    return connection;
  };
  const publish = (destination: string, body: string) => t.broker.publish(destination, body, t.queueHeaders);
  const subscribe = (connection: StompUser, destination: string, ack: string) =>
    connection.subscribe(destination, { ack, ...t.queueHeaders });

  it('delivers a message published before anyone subscribed, as JSON with the STOMP headers', async () => {
    await publish(qa, '{"id":1}');
    const a = await user('token-a');
    const inbox = await subscribe(a, qa, 'client');
    const message = await inbox.next('the waiting message');
    expect(message.body).toBe('{"id":1}');
    expect(message.headers).toMatchObject({
      'content-type': 'application/json',
      destination: qa,
      subscription: expect.any(String),
      'message-id': expect.any(String),
      ack: expect.any(String),
    });
    message.ack();
  });

  it('delivers a message published while subscribed', async () => {
    const a = await user('token-a');
    const inbox = await subscribe(a, qa, 'auto');
    await publish(qa, '{"id":2}');
    expect((await inbox.next()).body).toBe('{"id":2}');
  });

  it('redelivers an unacknowledged message to the next connection, marked redelivered; an acknowledged one is gone', async () => {
    await publish(qa, '{"id":1}');
    await publish(qa, '{"id":2}');
    const first = await user('token-a');
    const inbox = await subscribe(first, qa, 'client-individual');
    const one = await inbox.next();
    const two = await inbox.next();
    expect([one.body, two.body]).toEqual(['{"id":1}', '{"id":2}']);
    one.ack();
    await first.disconnect();

    const second = await user('token-a');
    const again = await subscribe(second, qa, 'client-individual');
    const redelivered = await again.next('the unacknowledged message');
    expect(redelivered.body).toBe('{"id":2}');
    expect(redelivered.headers.redelivered).toBe('true');
    redelivered.ack();
    await publish(qa, '{"id":3}');
    const fresh = await again.next('the new message');
    expect(fresh.body).toBe('{"id":3}');
    expect(fresh.headers.redelivered ?? 'false').toBe('false');
    fresh.ack();
  });

  it('sends a NACKed message again', async () => {
    const a = await user('token-a');
    const inbox = await subscribe(a, qa, 'client-individual');
    await publish(qa, '{"id":7}');
    const message = await inbox.next();
    expect(message.headers.redelivered ?? 'false').toBe('false');
    message.nack();
    const again = await inbox.next('the NACKed message');
    expect(again.body).toBe('{"id":7}');
    expect(again.headers.redelivered).toBe('true');
    again.ack();
  });

  it('acknowledges cumulatively in client mode', async () => {
    for (const id of [1, 2, 3]) await publish(qa, `{"id":${id}}`);
    const first = await user('token-a');
    const inbox = await subscribe(first, qa, 'client');
    await inbox.next();
    const second = await inbox.next();
    await inbox.next();
    second.ack(); // acknowledges 1 and 2, not 3
    await first.disconnect();

    const next = await user('token-a');
    const again = await subscribe(next, qa, 'client');
    const left = await again.next('the one message not acknowledged');
    expect(left.body).toBe('{"id":3}');
    expect(left.headers.redelivered).toBe('true');
    left.ack();
    await publish(qa, '{"id":4}');
    expect((await again.next()).body).toBe('{"id":4}');
  });

  it('lets the subscribers of one queue (tabs of one user) take turns', async () => {
    const one = await subscribe(await user('token-a'), qa, 'auto');
    const two = await subscribe(await user('token-a2'), qa, 'auto');
    for (const id of [1, 2, 3, 4]) await publish(qa, `{"id":${id}}`);
    const bodies = [await one.next(), await one.next(), await two.next(), await two.next()].map((m) => m.body);
    expect(bodies.sort()).toEqual(['{"id":1}', '{"id":2}', '{"id":3}', '{"id":4}']);
  });

  it("never gives B's subscription a message of A's queue", async () => {
    const a = await subscribe(await user('token-a'), qa, 'auto');
    const b = await subscribe(await user('token-b'), qb, 'auto');
    await publish(qa, '{"for":"a"}');
    await publish(qb, '{"for":"b"}');
    expect((await a.next()).body).toBe('{"for":"a"}');
    expect((await b.next()).body).toBe('{"for":"b"}');
    expect(b.items.map((m) => m.body)).toEqual(['{"for":"b"}']);
  });

  it('refuses a CONNECT with bad credentials with an ERROR frame', async () => {
    const socket = await raw();
    socket.send(frame('CONNECT', { 'accept-version': '1.2', host: '/', ...t.badCredentials }));
    const error = await socket.expect('ERROR');
    expect(error.headers.message).toBeTruthy();
    if (t.closesAfterError) {
      await withTimeout(socket.closed, 'the socket to close');
    } else {
      // RabbitMQ keeps the socket open but takes nothing more from it.
      socket.send(frame('SUBSCRIBE', { id: '0', destination: qa, ...t.queueHeaders }));
      await socket.expect('ERROR');
    }
  });

  it('says heart-beat 20000,20000 to a client asking for 20000,20000 by default', async () => {
    const socket = await raw(t.defaultUrl);
    socket.send(
      frame('CONNECT', { 'accept-version': '1.2', host: '/', 'heart-beat': '20000,20000', ...bearer('token-a') }),
    );
    const connected = await socket.expect('CONNECTED');
    expect(connected.headers).toMatchObject({
      version: '1.2',
      'heart-beat': '20000,20000',
      session: expect.any(String),
      server: expect.any(String),
    });
  });

  it('sends heart-beats at the negotiated interval', async () => {
    const hb = t.heartbeatMs;
    const socket = await raw();
    // The client sends none and wants one every hb ms.
    socket.send(
      frame('CONNECT', { 'accept-version': '1.2', host: '/', 'heart-beat': `0,${hb}`, ...bearer('token-a') }),
    );
    await socket.expect('CONNECTED');
    if (t.step) await expectBeatsEvery(socket, t.step, hb, qa);
    // RabbitMQ keeps its own time, which a busy machine stretches: the beats come.
    else for (let beat = 1; beat <= 3; beat++) await socket.heartbeats.next(`heart-beat ${beat}`);
  });
}

describe('embedded broker', () => {
  const queues = new Map<number, string>();
  const logs: string[] = [];
  const target = {} as EmbeddedTarget;
  let defaultApp: FastifyInstance;

  beforeAll(async () => {
    const { clock, step } = steppedClock();
    const main = await startEmbedded(HEARTBEAT, queues, logs, clock);
    const byDefault = await startEmbedded(20_000, queues, []);
    defaultApp = byDefault.app;
    Object.assign(target, {
      ...main,
      defaultUrl: byDefault.url,
      heartbeatMs: HEARTBEAT,
      step,
      badCredentials: bearer('not-a-token'),
      closesAfterError: true,
      queueHeaders: {},
      queues,
      logs,
    });
  });
  afterAll(async () => {
    await target.app?.close();
    await defaultApp?.close();
  });

  describe('shared behaviour', () => sharedSuite(() => target));

  describe('what only the embedded broker does', () => {
    let open: RawStomp[] = [];
    let qa: string;
    let qb: string;
    const embedded = () => target.broker as EmbeddedBroker;

    beforeEach(() => {
      qa = queueName();
      qb = queueName();
      queues.set(1, qa);
      queues.set(2, qb);
    });
    afterEach(async () => {
      for (const socket of open) socket.close();
      await Promise.all(open.map((socket) => socket.closed));
      open = [];
    });

    const raw = async (protocols?: string[]) => {
      const socket = await rawStomp(target.url, protocols);
      open.push(socket);
      return socket;
    };
    const connected = async (token = 'token-a', heartbeat = '0,0') => {
      const socket = await raw();
      socket.send(
        frame('CONNECT', { 'accept-version': '1.1,1.2', host: 'localhost', 'heart-beat': heartbeat, ...bearer(token) }),
      );
      await socket.expect('CONNECTED');
      return socket;
    };
    const expectRefused = async (socket: RawStomp, message: string | RegExp) => {
      const error = await socket.expect('ERROR');
      expect(error.headers.message).toMatch(message);
      await withTimeout(socket.closed, 'the socket to close');
      return error;
    };

    it('serves GET /ws at the root and answers 426 to a plain HTTP request', async () => {
      expect(target.app.hasRoute({ method: 'GET', url: '/ws' })).toBe(true);
      const answer = await fetch(target.url.replace('ws:', 'http:'));
      expect(answer.status).toBe(426);
    });

    it('picks the v12.stomp subprotocol and speaks only STOMP 1.2', async () => {
      const socket = await raw(['v10.stomp', 'v11.stomp', 'v12.stomp']);
      expect(socket.ws.protocol).toBe('v12.stomp');
      socket.send(frame('STOMP', { 'accept-version': '1.2', host: 'x', ...bearer('token-a') }));
      const ok = await socket.expect('CONNECTED');
      expect(ok.headers).toMatchObject({ version: '1.2', 'heart-beat': `${HEARTBEAT},${HEARTBEAT}` });

      const old = await raw(['v11.stomp']);
      expect(old.ws.protocol).toBe('v11.stomp');
      old.send(frame('CONNECT', { 'accept-version': '1.0,1.1', host: 'x', ...bearer('token-a') }));
      const error = await expectRefused(old, /version/);
      expect(error.headers.version).toBe('1.2');
    });

    it('takes the token from passcode too, and refuses a CONNECT without one', async () => {
      const socket = await raw();
      socket.send(frame('CONNECT', { 'accept-version': '1.2', host: 'x', login: 'ignored', passcode: 'token-b' }));
      await socket.expect('CONNECTED');
      const anonymous = await raw();
      anonymous.send(frame('CONNECT', { 'accept-version': '1.2', host: 'x' }));
      await expectRefused(anonymous, /authentication/);
    });

    it("refuses B's SUBSCRIBE to A's queue with ERROR forbidden destination", async () => {
      await target.broker.publish(qa, '{"secret":true}');
      const b = await connected('token-b');
      b.send(frame('SUBSCRIBE', { id: '0', destination: qa, ack: 'client', receipt: 'r-1' }));
      const error = await expectRefused(b, 'forbidden destination');
      expect(error.headers['receipt-id']).toBe('r-1');
      expect(b.frames.items.filter((f) => f.command === 'MESSAGE')).toEqual([]);
      // A still gets it.
      const a = await connected('token-a');
      a.send(frame('SUBSCRIBE', { id: '0', destination: qa }));
      expect((await a.expect('MESSAGE')).body).toBe('{"secret":true}');
    });

    it('answers receipts, sends the receipt of SUBSCRIBE before its first MESSAGE, and closes on DISCONNECT', async () => {
      await target.broker.publish(qa, '{"id":1}', { 'x-kind': 'test' });
      const a = await connected();
      a.send(frame('SUBSCRIBE', { id: 's', destination: qa, ack: 'client-individual', receipt: 'r-sub' }));
      expect((await a.expect('RECEIPT')).headers['receipt-id']).toBe('r-sub');
      const message = await a.expect('MESSAGE');
      expect(message.headers).toMatchObject({
        subscription: 's',
        destination: qa,
        'content-type': 'application/json',
        'x-kind': 'test',
      });
      expect(message.headers.redelivered).toBeUndefined();
      a.send(frame('ACK', { id: message.headers.ack, receipt: 'r-ack' }));
      expect((await a.expect('RECEIPT')).headers['receipt-id']).toBe('r-ack');
      a.send(frame('UNSUBSCRIBE', { id: 's', receipt: 'r-unsub' }));
      expect((await a.expect('RECEIPT')).headers['receipt-id']).toBe('r-unsub');
      a.send(frame('DISCONNECT', { receipt: 'r-bye' }));
      expect((await a.expect('RECEIPT')).headers['receipt-id']).toBe('r-bye');
      await withTimeout(a.closed, 'the socket to close');
    });

    it('puts unacknowledged messages back at the head of the queue on UNSUBSCRIBE', async () => {
      await target.broker.publish(qa, '{"id":1}');
      await target.broker.publish(qa, '{"id":2}');
      const a = await connected();
      a.send(frame('SUBSCRIBE', { id: 'one', destination: qa, ack: 'client', 'prefetch-count': '1' }));
      expect((await a.expect('MESSAGE')).body).toBe('{"id":1}');
      a.send(frame('UNSUBSCRIBE', { id: 'one' }));
      a.send(frame('SUBSCRIBE', { id: 'two', destination: qa, ack: 'client' }));
      const first = await a.expect('MESSAGE');
      expect(first).toMatchObject({ body: '{"id":1}', headers: { subscription: 'two', redelivered: 'true' } });
      expect((await a.expect('MESSAGE')).body).toBe('{"id":2}');
    });

    it('refuses SEND from clients, frames before CONNECT, transactions and unknown commands', async () => {
      const sender = await connected();
      sender.send(frame('SEND', { destination: qa, receipt: 'r-send' }, '{"forged":true}'));
      const error = await expectRefused(sender, /may not publish/);
      expect(error.headers['receipt-id']).toBe('r-send');

      const early = await raw();
      early.send(frame('SUBSCRIBE', { id: '0', destination: qa }));
      await expectRefused(early, /CONNECT/);

      const tx = await connected();
      tx.send(frame('BEGIN', { transaction: 't1' }));
      await expectRefused(tx, /transactions/);

      const odd = await connected();
      odd.send(frame('FROB'));
      await expectRefused(odd, /unknown command/);
    });

    it('refuses oversized and malformed frames with ERROR and closes, and keeps serving others', async () => {
      const big = await connected();
      big.send(frame('SUBSCRIBE', { id: '0', destination: qa, padding: 'x'.repeat(70 * 1024) }));
      await expectRefused(big, 'frame too large');

      // A frame split over many WebSocket messages that never ends.
      const endless = await connected();
      endless.send('SUBSCRIBE\nid:0\n\n');
      for (let i = 0; i < 5; i++) endless.send('y'.repeat(20 * 1024));
      await expectRefused(endless, 'frame too large');

      const noColon = await connected();
      noColon.send('SUBSCRIBE\nid:0\nthis line has no colon\ndestination:/queue/x\n\n\0');
      await expectRefused(noColon, /malformed/);

      const unfinished = await connected();
      unfinished.send('SUBSCRIBE\nid:0\nthis line has no colon\n\n\0');
      await expectRefused(unfinished, /malformed/);

      const badEscape = await connected();
      badEscape.send(frame('SUBSCRIBE', { id: '0', destination: '\\t' }));
      await expectRefused(badEscape, /malformed/);

      const badCommand = await raw();
      badCommand.send('connect\n\n\0');
      await expectRefused(badCommand, /malformed/);

      const binary = await raw();
      binary.send(Buffer.from([0xff, 0xfe, 0x0a, 0x0a, 0x00]));
      await expectRefused(binary, /malformed/);

      const fine = await connected();
      fine.send(frame('SUBSCRIBE', { id: '0', destination: qa, receipt: 'ok' }));
      await fine.expect('RECEIPT');
    });

    it('closes a client that promised heart-beats and went silent, and keeps one that sends them', async () => {
      const step = target.step!;
      const dropped = () => logs.filter((line) => line.includes('missed its heart-beats')).length;
      const before = dropped();
      const silent = await connected('token-a', `${HEARTBEAT},0`);
      // Silence is allowed for HEARTBEAT_GRACE (2) × the agreed interval, and not a moment longer.
      step(2 * HEARTBEAT - 1);
      expect(dropped()).toBe(before);
      step(1);
      expect(dropped()).toBe(before + 1);
      await withTimeout(silent.closed, 'the silent client to be dropped');

      // A client whose beats come just in time, again and again, stays.
      const lively = await connected('token-a', `${HEARTBEAT},0`);
      const [serverSide] = [...target.app.websocketServer.clients].slice(-1);
      for (let beat = 1; beat <= 4; beat++) {
        step(2 * HEARTBEAT - 1);
        const arrived = new Promise((resolve) => serverSide.once('message', resolve));
        lively.send('\n');
        await arrived;
      }
      step(2 * HEARTBEAT - 1);
      expect(dropped()).toBe(before + 1);
      lively.send(frame('SUBSCRIBE', { id: '0', destination: qa, receipt: 'still-here' }));
      await lively.expect('RECEIPT');
    });

    it('sends heart-beats at the slower of the two sides: the client asking for fewer gets fewer', async () => {
      const socket = await connected('token-a', `0,${2 * HEARTBEAT}`);
      await expectBeatsEvery(socket, target.step!, 2 * HEARTBEAT, qa);
    });

    it('ends a connection when its token expires, not a moment before', async () => {
      const step = target.step!;
      const socket = await connected('token-expiring');
      step(EXPIRING_IN - 1);
      socket.send(frame('SUBSCRIBE', { id: '0', destination: qa, receipt: 'still-here' }));
      await socket.expect('RECEIPT');
      step(1);
      await expectRefused(socket, 'token expired');
    });

    it('ends the connections of one login session only', async () => {
      const tab = await connected('token-a');
      const other = await connected('token-a2');
      embedded().endSession('session-a');
      await expectRefused(tab, 'session ended');
      other.send(frame('SUBSCRIBE', { id: '0', destination: qa, receipt: 'still-here' }));
      await other.expect('RECEIPT');
    });

    it('restart drops every connection and what was not acknowledged, refuses connections while down, then accepts them', async () => {
      await target.broker.publish(qa, '{"id":"unacked"}');
      await target.broker.publish(qa, '{"id":"queued"}');
      const a = await connected();
      a.send(frame('SUBSCRIBE', { id: '0', destination: qa, ack: 'client', 'prefetch-count': '1' }));
      await a.expect('MESSAGE');
      const downMs = 600;
      await target.broker.restart(downMs);
      expect(await withTimeout(a.closed, 'the socket to close')).toBe(1012);
      await expect(rawStomp(target.url)).rejects.toThrow('upgrade refused: 503');
      target.step!(downMs - 1);
      await expect(rawStomp(target.url)).rejects.toThrow('upgrade refused: 503');

      // Accepting again once downMs has passed.
      target.step!(1);
      const back = await raw();
      back.send(frame('CONNECT', { 'accept-version': '1.2', host: 'x', ...bearer('token-a') }));
      await back.expect('CONNECTED');
      back.send(frame('SUBSCRIBE', { id: '0', destination: qa }));
      await target.broker.publish(qa, '{"id":"after"}');
      expect((await back.expect('MESSAGE')).body).toBe('{"id":"after"}');
    });

    it(`keeps at most ${MAX_QUEUED_MESSAGES} messages per queue, dropping the oldest`, async () => {
      for (let i = 1; i <= MAX_QUEUED_MESSAGES + 1; i++) await target.broker.publish(qa, `{"id":${i}}`);
      expect(logs.some((line) => line.includes('queue full'))).toBe(true);
      const a = await connected();
      a.send(frame('SUBSCRIBE', { id: '0', destination: qa }));
      expect((await a.expect('MESSAGE')).body).toBe('{"id":2}');
      let last = '';
      for (let i = 3; i <= MAX_QUEUED_MESSAGES + 1; i++) last = (await a.expect('MESSAGE')).body;
      expect(last).toBe(`{"id":${MAX_QUEUED_MESSAGES + 1}}`);
    });

    it('rejects a publish to anything but a queue', async () => {
      await expect(target.broker.publish('/topic/all', '{}')).rejects.toThrow('not a queue destination');
    });

    it('holds each account and each address to its share of connections', async () => {
      const own = await startEmbedded(HEARTBEAT, queues, [], undefined, {
        socketsPerAddress: 3,
        connectionsPerAccount: 2,
      });
      const sockets: RawStomp[] = [];
      const connect = async (token: string) => {
        const socket = await rawStomp(own.url);
        sockets.push(socket);
        socket.send(frame('CONNECT', { 'accept-version': '1.2', host: 'x', ...bearer(token) }));
        return socket;
      };
      try {
        // Two tabs of one account; a third is refused, another account's is not.
        const first = await connect('token-a');
        await first.expect('CONNECTED');
        await (await connect('token-a2')).expect('CONNECTED');
        const third = await connect('token-a');
        expect((await third.expect('ERROR')).headers.message).toMatch(/too many connections for this account/);
        await third.closed;
        // One tab closed: another may come.
        first.close();
        await first.closed;
        await vi.waitFor(() => expect(own.app.websocketServer.clients.size).toBe(1));
        await (await connect('token-a')).expect('CONNECTED');
        // Three sockets from this address, connected or not: a fourth is refused before its handshake.
        await rawStomp(own.url).then((socket) => sockets.push(socket));
        await expect(rawStomp(own.url)).rejects.toThrow('upgrade refused: 429');
      } finally {
        for (const socket of sockets) socket.close();
        await own.app.close();
      }
    });

    it('holds an address to its share when its sockets all come at once', async () => {
      const own = await startEmbedded(HEARTBEAT, queues, [], undefined, { socketsPerAddress: 3 });
      try {
        // Upgrades asked for together all pass the check made before the handshake (nothing is attached
        // yet); each socket then arrives at attach, which checks again and keeps three.
        const broker = own.broker as EmbeddedBroker;
        expect(broker.roomFor('203.0.113.5')).toBe(true);
        const sockets = Array.from({ length: 5 }, () => ({
          readyState: 1,
          OPEN: 1,
          CONNECTING: 0,
          on: () => undefined,
          send: () => undefined,
          terminate: () => undefined,
          close: vi.fn(),
        }));
        for (const socket of sockets) broker.attach(socket as unknown as WebSocket, '203.0.113.5');
        expect(sockets.map((socket) => socket.close.mock.calls[0] ?? null)).toEqual([
          null,
          null,
          null,
          [1013, 'too many connections from this address'],
          [1013, 'too many connections from this address'],
        ]);
        expect(broker.roomFor('203.0.113.5')).toBe(false);
        expect(broker.roomFor('203.0.113.6')).toBe(true);
      } finally {
        await own.app.close();
      }
    });

    it('reads no message larger than the largest frame it takes', () => {
      // A flood of unfinished messages holds at most this much per socket.
      expect(websocketServerOptions.maxPayload).toBeLessThan(2 * MAX_FRAME_BYTES);
      expect(websocketServerOptions.maxPayload).toBeGreaterThan(MAX_FRAME_BYTES);
    });

    it('close() drops connections and refuses new ones', async () => {
      const own = await startEmbedded(HEARTBEAT, queues, []);
      try {
        const socket = await rawStomp(own.url);
        socket.send(frame('CONNECT', { 'accept-version': '1.2', host: 'x', ...bearer('token-a') }));
        await socket.expect('CONNECTED');
        await own.broker.close();
        expect(await withTimeout(socket.closed, 'the socket to close')).toBe(1001);
        await expect(rawStomp(own.url)).rejects.toThrow('upgrade refused: 503');
      } finally {
        await own.app.close();
      }
    });
  });
});

const rabbitName = TEST_BROKER_URL
  ? `RabbitMQ behind the STOMP front, at ${TEST_BROKER_URL}`
  : 'RabbitMQ behind the STOMP front (skipped: TEST_BROKER_URL is not set, e.g. TEST_BROKER_URL=ws://127.0.0.1:15674/ws)';

/** Test queues vanish a minute after their last use; nothing here deletes queues. */
const EXPIRING_QUEUES = { 'x-expires': '60000' };

/** A server whose /ws relays RabbitMQ's queues, once it has reached RabbitMQ. */
async function startRelay(heartbeat: number, queues: Map<number, string>, logs: string[], clock?: BrokerClock) {
  const app = Fastify();
  const config: BrokerConfig = {
    BROKER_URL: TEST_BROKER_URL,
    BROKER_LOGIN: 'guest',
    BROKER_PASSCODE: 'guest',
    BROKER_HEARTBEAT: heartbeat,
  };
  const broker = (await createBroker(app, config, {
    ...stubDeps(queues, logs, clock),
    queueHeaders: EXPIRING_QUEUES,
  })) as RelayBroker;
  await app.listen({ host: '127.0.0.1', port: 0 });
  await broker.whenReady();
  const { port } = app.server.address() as AddressInfo;
  return { app, broker, url: `ws://127.0.0.1:${port}/ws` };
}

describe.skipIf(!TEST_BROKER_URL)(rabbitName, () => {
  const queues = new Map<number, string>();
  const logs: string[] = [];
  const target = {} as EmbeddedTarget;
  let defaultApp: FastifyInstance;
  /** A second replica on the same RabbitMQ. */
  let replica: Awaited<ReturnType<typeof startRelay>>;

  beforeAll(async () => {
    const { clock, step } = steppedClock();
    const main = await startRelay(HEARTBEAT, queues, logs, clock);
    const byDefault = await startRelay(20_000, queues, []);
    replica = await startRelay(20_000, queues, []);
    defaultApp = byDefault.app;
    Object.assign(target, {
      ...main,
      defaultUrl: byDefault.url,
      heartbeatMs: HEARTBEAT,
      step,
      badCredentials: bearer('not-a-token'),
      closesAfterError: true,
      queueHeaders: EXPIRING_QUEUES,
      queues,
      logs,
    });
  });
  afterAll(async () => {
    await target.app?.close();
    await defaultApp?.close();
    await replica?.app.close();
  });

  describe('shared behaviour', () => sharedSuite(() => target));

  describe('what only the relay does', () => {
    let open: RawStomp[] = [];
    let qa: string;
    const relay = () => target.broker as RelayBroker;

    beforeEach(() => {
      qa = queueName();
      queues.set(1, qa);
      queues.set(2, queueName());
    });
    afterEach(async () => {
      for (const socket of open) socket.close();
      await Promise.all(open.map((socket) => socket.closed));
      open = [];
    });

    const connected = async (url: string, token: string) => {
      const socket = await rawStomp(url);
      open.push(socket);
      socket.send(frame('CONNECT', { 'accept-version': '1.2', host: 'x', ...bearer(token) }));
      await socket.expect('CONNECTED');
      return socket;
    };

    it('refuses anonymous clients, foreign queues and SEND: RabbitMQ itself is never reached', async () => {
      const anonymous = await rawStomp(target.url);
      open.push(anonymous);
      anonymous.send(frame('CONNECT', { 'accept-version': '1.2', host: '/', login: 'guest', passcode: 'guest' }));
      expect((await anonymous.expect('ERROR')).headers.message).toMatch(/authentication failed/);

      const b = await connected(target.url, 'token-b');
      b.send(frame('SUBSCRIBE', { id: '0', destination: qa }));
      expect((await b.expect('ERROR')).headers.message).toBe('forbidden destination');

      const a = await connected(target.url, 'token-a');
      a.send(frame('SEND', { destination: qa, receipt: 'r-send' }, '{"forged":true}'));
      expect((await a.expect('ERROR')).headers.message).toMatch(/may not publish/);
    });

    it("ends a login session's connections on every replica", async () => {
      const here = await connected(target.url, 'token-a');
      const there = await connected(replica.url, 'token-a');
      const other = await connected(replica.url, 'token-a2');
      relay().endSession('session-a');
      for (const socket of [here, there]) {
        expect((await socket.expect('ERROR')).headers.message).toBe('session ended');
        await withTimeout(socket.closed, 'the socket to close');
      }
      // The other session of the same account stays: a receipt proves it is still served.
      other.send(frame('SUBSCRIBE', { id: '0', destination: qa, receipt: 'still-here' }));
      expect((await other.expect('RECEIPT')).headers['receipt-id']).toBe('still-here');
    });

    it('hands back what a leaving browser did not acknowledge, to a browser on another replica', async () => {
      await relay().publish(qa, '{"id":1}', EXPIRING_QUEUES);
      // Another session of the same account than the one the test before ended: that ending reaches this
      // replica again through RabbitMQ, maybe after this test has connected.
      const first = await connected(target.url, 'token-a2');
      first.send(frame('SUBSCRIBE', { id: '0', destination: qa, ack: 'client-individual' }));
      expect((await first.expect('MESSAGE')).body).toBe('{"id":1}');
      first.close();
      await first.closed;
      const second = await connected(replica.url, 'token-a2');
      second.send(frame('SUBSCRIBE', { id: '0', destination: qa, ack: 'client-individual' }));
      const again = await second.expect('MESSAGE');
      expect(again.body).toBe('{"id":1}');
      expect(again.headers.redelivered).toBe('true');
    });

    it('cannot restart RabbitMQ', async () => {
      await expect(relay().restart()).rejects.toThrow('restart the RabbitMQ server instead');
    });

    it('drops browsers when RabbitMQ drops the server, refuses them (503) until it is back, and loses nothing', async () => {
      const queue = queueName();
      queues.set(1, queue);
      const before = await connected(target.url, 'token-a');
      // Closes every connection of the vhost (web-stomp connections are not listed by name).
      await promisify(execFile)('rabbitmqctl', ['close_all_connections', 'test']);
      await withTimeout(before.closed, 'the browser connection to drop with the server’s own');
      // Refused while the server reconnects (503), or served again already (426 to plain HTTP).
      expect([503, 426]).toContain((await fetch(target.url.replace('ws:', 'http:'))).status);
      await relay().publish(queue, '{"id":"after"}', EXPIRING_QUEUES);

      await relay().whenReady();
      const later = await connectStomp(target.url, bearer('token-a'));
      try {
        const inbox = await later.subscribe(queue, { ack: 'auto' });
        expect((await inbox.next('the message published after the cut', 10_000)).body).toBe('{"id":"after"}');
      } finally {
        await later.disconnect();
      }
    });
  });
});

describe('createBroker', () => {
  it('refuses a BROKER_URL that is not a WebSocket address', async () => {
    const app = Fastify();
    const config: BrokerConfig = {
      BROKER_URL: 'http://127.0.0.1:15674/ws',
      BROKER_LOGIN: 'guest',
      BROKER_PASSCODE: 'guest',
      BROKER_HEARTBEAT: 20_000,
    };
    await expect(createBroker(app, config, stubDeps(new Map(), []))).rejects.toThrow(
      'BROKER_URL must be a ws:// or wss:// address',
    );
    await app.close();
  });
});
