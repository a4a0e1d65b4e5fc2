// One STOMP 1.2 client on a WebSocket of the STOMP front (/ws): CONNECT with a
// bearer token, heart-beats, SUBSCRIBE to the user's own queue, ACK / NACK,
// receipts. Every protocol mistake ends in an ERROR frame and a closed socket.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { sameSecret } from '../secrets';
import { encodeFrame, errorFrame, FrameError, FrameReader, type Frame } from './frames';
import type { BrokerClock } from './clock';
import { LiveTopics, MAX_TOPIC_SUBSCRIPTIONS, type TopicSubscription } from './live';
import type { Consumer, MessageQueue, QueueSource, StoredMessage } from './queues';

/** A client silent for this many times the agreed heart-beat interval is gone (STOMP leaves the margin to the server). */
export const HEARTBEAT_GRACE = 2;
/** A socket must send CONNECT within this time. */
export const CONNECT_TIMEOUT_MS = 10_000;
/** Messages a subscription may hold unacknowledged; more wait in the queue (bounds what a silent client costs). */
export const MAX_UNACKED = 1000;

const SERVER_NAME = 'marketplace-admin-broker/1.0';
// Headers the broker sets itself on MESSAGE frames.
const RESERVED = new Set([
  'subscription',
  'message-id',
  'destination',
  'ack',
  'redelivered',
  'content-length',
  'receipt',
]);

export interface Identity {
  userId: number;
  sessionId: string;
  /** When the token it connected with expires (the clock's milliseconds): the connection ends then. */
  expiresAt?: number;
  /** The admin's name, as others see it on a record they both have open. */
  name?: string;
  /** What the admin may do, by function type (which live changes it hears). */
  grants?: Readonly<Record<string, readonly string[]>>;
}

/** What a connection needs from its broker. */
export interface ConnectionHost {
  readonly heartbeatMs: number;
  readonly clock: BrokerClock;
  readonly queues: QueueSource;
  readonly live: LiveTopics;
  readonly log: FastifyBaseLogger;
  accepting(): boolean;
  authenticate(token: string): Promise<Identity | null>;
  queueOf(userId: number): Promise<string>;
  closed(connection: StompConnection): void;
  /** Whether the account may hold one more connection (counted if so, until `closed`). */
  admit(userId: number): boolean;
}

type AckMode = 'auto' | 'client' | 'client-individual';

class Subscription implements Consumer {
  /** Delivered and not yet acknowledged, by ack id, in delivery order. */
  readonly unacked = new Map<string, StoredMessage>();

  constructor(
    readonly connection: StompConnection,
    readonly id: string,
    readonly queue: MessageQueue,
    readonly mode: AckMode,
    private readonly prefetch: number,
  ) {}

  ready(): boolean {
    return this.connection.open && this.unacked.size < this.prefetch;
  }

  deliver(message: StoredMessage): void {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(message.headers)) if (!RESERVED.has(name)) headers[name] = value;
    headers['content-type'] ??= 'application/json';
    headers.subscription = this.id;
    headers['message-id'] = message.id;
    headers.destination = message.destination;
    if (this.mode !== 'auto') {
      const ackId = this.connection.ackIdFor(this);
      headers.ack = ackId;
      this.unacked.set(ackId, message);
    }
    if (message.redelivered) headers.redelivered = 'true';
    this.connection.send(encodeFrame('MESSAGE', headers, message.body));
    if (this.mode === 'auto') this.queue.acknowledged([message]);
  }

  drop(reason: string): void {
    this.connection.fail(reason);
  }

  /** Takes `ackId` out (with every earlier one in `client` mode); what was taken, in order. */
  settle(ackId: string): [string, StoredMessage][] {
    if (!this.unacked.has(ackId)) return [];
    const settled: [string, StoredMessage][] = [];
    for (const [id, message] of this.unacked) {
      if (this.mode === 'client-individual' && id !== ackId) continue;
      settled.push([id, message]);
      this.unacked.delete(id);
      if (id === ackId) break;
    }
    return settled;
  }

  /** Ends the subscription; unacknowledged messages go back to the head of the queue unless the broker forgets them. */
  release(requeue: boolean): void {
    this.queue.remove(this);
    const pending = [...this.unacked.values()];
    this.unacked.clear();
    if (requeue) this.queue.requeue(pending);
  }
}

function parseHeartbeat(value: string | undefined): [number, number] | null {
  if (value === undefined) return [0, 0];
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(value);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

function bearerToken(headers: Record<string, string>): string {
  const authorization = headers.Authorization ?? headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match ? match[1] : (headers.passcode ?? '');
}

export class StompConnection {
  /** The `session` header of CONNECTED; not the login session. */
  readonly id = randomUUID();
  identity: Identity | null = null;
  private state: 'new' | 'connecting' | 'connected' | 'closed' = 'new';
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly topicSubscriptions = new Map<string, TopicSubscription>();
  private readonly ackOwners = new Map<string, Subscription>();
  private readonly reader = new FrameReader();
  private work: Promise<void> = Promise.resolve();
  private deliveries = 0;
  private connectTimer: unknown;
  private sendTimer: unknown;
  private watchdog: unknown;
  private expiry: unknown;
  /** Counted against its account's limit (ConnectionHost.admit). */
  admitted = false;
  /** How long the client may stay silent (0: it sends no heart-beats, so nobody watches). */
  private silenceLimit = 0;

  constructor(
    private readonly host: ConnectionHost,
    private readonly ws: WebSocket,
  ) {
    ws.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => this.onData(data));
    ws.on('close', () => this.shutdown({ requeue: true }));
    this.connectTimer = host.clock.setTimeout(() => this.fail('no CONNECT frame in time'), CONNECT_TIMEOUT_MS);
  }

  get open(): boolean {
    return this.state !== 'closed' && this.ws.readyState === this.ws.OPEN;
  }

  send(data: string): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(data);
  }

  ackIdFor(subscription: Subscription): string {
    const ackId = `${this.id}:${++this.deliveries}`;
    this.ackOwners.set(ackId, subscription);
    return ackId;
  }

  /** Answers ERROR (with the receipt id of the offending frame, if any) and closes. */
  fail(message: string, extra: Record<string, string> = {}): void {
    if (this.state === 'closed') return;
    this.send(errorFrame(message, extra));
    this.shutdown({ requeue: true });
  }

  /**
   * Closes the socket and ends every subscription. `requeue: false` forgets unacknowledged messages
   * (a broker restart); `terminate` drops a peer that stopped answering without a closing handshake.
   */
  shutdown(options: { requeue: boolean; code?: number; reason?: string; terminate?: boolean }): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    const { clock } = this.host;
    clock.clearTimeout(this.connectTimer);
    clock.clearInterval(this.sendTimer);
    clock.clearTimeout(this.watchdog);
    clock.clearTimeout(this.expiry);
    for (const subscription of this.subscriptions.values()) {
      subscription.release(options.requeue);
      this.host.queues.prune(subscription.queue.destination);
    }
    this.subscriptions.clear();
    for (const subscription of this.topicSubscriptions.values()) this.host.live.release(subscription);
    this.topicSubscriptions.clear();
    this.ackOwners.clear();
    if (options.terminate) this.ws.terminate();
    else if (this.ws.readyState === this.ws.OPEN || this.ws.readyState === this.ws.CONNECTING)
      this.ws.close(options.code ?? 1000, options.reason);
    this.host.closed(this);
  }

  private onData(data: Buffer | ArrayBuffer | Buffer[]): void {
    if (this.state === 'closed') return;
    this.watchSilence();
    const chunk = Array.isArray(data) ? Buffer.concat(data) : data instanceof ArrayBuffer ? new Uint8Array(data) : data;
    let frames: Frame[];
    try {
      frames = this.reader.push(chunk);
    } catch (error) {
      this.fail(error instanceof FrameError ? error.message : 'malformed frame');
      return;
    }
    for (const frame of frames) {
      // One frame at a time: CONNECT and SUBSCRIBE wait for the database, later frames wait for them.
      this.work = this.work
        .then(() => (this.state === 'closed' ? undefined : this.handle(frame)))
        .catch((error: unknown) => {
          this.host.log.error({ err: error }, 'broker: frame handling failed');
          this.fail('internal error');
        });
    }
  }

  private async handle(frame: Frame): Promise<void> {
    const { command, headers } = frame;
    const receipt = headers.receipt;
    const receiptExtra: Record<string, string> = receipt === undefined ? {} : { 'receipt-id': receipt };
    if (command === 'CONNECT' || command === 'STOMP') {
      if (this.state !== 'new') return this.fail('already connected');
      return this.connect(headers);
    }
    if (this.state !== 'connected') return this.fail('not connected: send CONNECT first', receiptExtra);
    switch (command) {
      case 'SUBSCRIBE':
        // Sends its own receipt, ahead of the first MESSAGE.
        return this.subscribe(headers, receiptExtra);
      case 'UNSUBSCRIBE': {
        const topic = this.topicSubscriptions.get(headers.id ?? '');
        if (topic) {
          this.topicSubscriptions.delete(topic.id);
          this.host.live.release(topic);
          break;
        }
        const subscription = this.subscriptions.get(headers.id ?? '');
        if (!subscription) return this.fail('unknown subscription', receiptExtra);
        this.unsubscribe(subscription);
        break;
      }
      case 'ACK':
      case 'NACK':
        if (headers.transaction !== undefined) return this.fail('transactions are not supported', receiptExtra);
        if (!headers.id) return this.fail(`${command} needs an id header`, receiptExtra);
        this.settle(headers.id, command === 'NACK');
        break;
      case 'DISCONNECT':
        if (receipt !== undefined) this.send(encodeFrame('RECEIPT', { 'receipt-id': receipt }));
        this.shutdown({ requeue: true });
        return;
      case 'SEND':
        return this.fail('clients may not publish', receiptExtra);
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        return this.fail('transactions are not supported', receiptExtra);
      default:
        return this.fail(`unknown command ${command}`, receiptExtra);
    }
    if (receipt !== undefined && this.state === 'connected')
      this.send(encodeFrame('RECEIPT', { 'receipt-id': receipt }));
  }

  private async connect(headers: Record<string, string>): Promise<void> {
    if (!this.host.accepting()) return this.fail('broker restarting, try again later');
    const versions = (headers['accept-version'] ?? '1.0').split(',').map((version) => version.trim());
    if (!versions.includes('1.2'))
      return this.fail('unsupported STOMP version: this broker speaks 1.2', { version: '1.2' });
    const heartbeat = parseHeartbeat(headers['heart-beat']);
    if (!heartbeat) return this.fail('malformed heart-beat header');
    const token = bearerToken(headers);
    if (!token) return this.fail('authentication required: Authorization: Bearer <token>');
    this.state = 'connecting';
    const identity = await this.host.authenticate(token);
    if (this.state !== 'connecting') return;
    if (!identity) return this.fail('authentication failed');
    this.identity = identity;
    if (!this.host.admit(identity.userId)) return this.fail('too many connections for this account');
    this.admitted = true;
    this.state = 'connected';
    this.host.clock.clearTimeout(this.connectTimer);
    // A connection lasts no longer than its token: the client connects again with a fresh one.
    if (identity.expiresAt !== undefined)
      this.expiry = this.host.clock.setTimeout(
        () => this.fail('token expired'),
        Math.max(0, identity.expiresAt - this.host.clock.now()),
      );
    const ms = this.host.heartbeatMs;
    this.send(
      encodeFrame('CONNECTED', { version: '1.2', 'heart-beat': `${ms},${ms}`, session: this.id, server: SERVER_NAME }),
    );
    this.startHeartbeats(heartbeat);
    this.host.log.debug({ userId: identity.userId, connection: this.id }, 'broker: client connected');
  }

  /** STOMP 1.2 negotiation: each side sends at the slower of what one offers and the other wants; 0 on either side turns it off. */
  private startHeartbeats([canSend, wantsReceive]: [number, number]): void {
    const ms = this.host.heartbeatMs;
    if (ms > 0 && wantsReceive > 0) {
      this.sendTimer = this.host.clock.setInterval(() => this.send('\n'), Math.max(ms, wantsReceive));
    }
    if (ms > 0 && canSend > 0) {
      this.silenceLimit = HEARTBEAT_GRACE * Math.max(ms, canSend);
      this.watchSilence();
    }
  }

  /** (Re)starts the wait for the client's next heart-beat or frame. */
  private watchSilence(): void {
    if (!this.silenceLimit) return;
    const { clock } = this.host;
    clock.clearTimeout(this.watchdog);
    this.watchdog = clock.setTimeout(() => {
      this.host.log.info({ connection: this.id }, 'broker: client missed its heart-beats, closing');
      this.shutdown({ requeue: true, terminate: true });
    }, this.silenceLimit);
  }

  private async subscribe(headers: Record<string, string>, receiptExtra: Record<string, string>): Promise<void> {
    const { id, destination } = headers;
    if (!id || !destination) return this.fail('SUBSCRIBE needs id and destination headers', receiptExtra);
    if (this.subscriptions.has(id) || this.topicSubscriptions.has(id))
      return this.fail('duplicate subscription id', receiptExtra);
    if (LiveTopics.isTopic(destination)) return this.subscribeTopic(id, destination, headers, receiptExtra);
    const mode = (headers.ack ?? 'auto') as AckMode;
    if (mode !== 'auto' && mode !== 'client' && mode !== 'client-individual')
      return this.fail('unknown ack mode', receiptExtra);
    const prefetch = headers['prefetch-count'] === undefined ? 0 : Number(headers['prefetch-count']);
    if (!Number.isInteger(prefetch) || prefetch < 0) return this.fail('malformed prefetch-count header', receiptExtra);
    const allowed = await this.host.queueOf(this.identity!.userId);
    if (this.state !== 'connected') return;
    // A queue's name is its owner's alone: compared as a secret, so timing tells nothing of it.
    if (!sameSecret(destination, allowed)) {
      this.host.log.warn(
        { userId: this.identity!.userId, destination },
        'broker: subscription to a foreign destination refused',
      );
      return this.fail('forbidden destination', receiptExtra);
    }
    const queue = this.host.queues.get(destination);
    // 0 means no limit, as in RabbitMQ; the broker's own bound still applies.
    const subscription = new Subscription(
      this,
      id,
      queue,
      mode,
      prefetch === 0 ? MAX_UNACKED : Math.min(prefetch, MAX_UNACKED),
    );
    this.subscriptions.set(id, subscription);
    // The receipt goes out before the first MESSAGE of the subscription.
    if (receiptExtra['receipt-id'] !== undefined) this.send(encodeFrame('RECEIPT', receiptExtra));
    queue.add(subscription);
  }

  /** A live topic: no queue, no acknowledgements; what it says goes to whoever listens now. */
  private subscribeTopic(
    id: string,
    destination: string,
    headers: Record<string, string>,
    receiptExtra: Record<string, string>,
  ): void {
    if (this.topicSubscriptions.size >= MAX_TOPIC_SUBSCRIPTIONS)
      return this.fail('too many live subscriptions on this connection', receiptExtra);
    const subscription = this.host.live.subscribe(this, id, destination, headers);
    if (typeof subscription === 'string') {
      this.host.log.warn({ userId: this.identity!.userId, destination }, 'broker: live subscription refused');
      return this.fail(subscription, receiptExtra);
    }
    this.topicSubscriptions.set(id, subscription);
    if (receiptExtra['receipt-id'] !== undefined) this.send(encodeFrame('RECEIPT', receiptExtra));
    this.host.live.start(subscription);
  }

  private unsubscribe(subscription: Subscription): void {
    this.subscriptions.delete(subscription.id);
    for (const ackId of subscription.unacked.keys()) this.ackOwners.delete(ackId);
    subscription.release(true);
    this.host.queues.prune(subscription.queue.destination);
  }

  private settle(ackId: string, requeue: boolean): void {
    const subscription = this.ackOwners.get(ackId);
    // An ack id of an ended subscription: its message has gone back to the queue already.
    if (!subscription) return;
    const settled = subscription.settle(ackId);
    for (const [id] of settled) this.ackOwners.delete(id);
    const messages = settled.map(([, message]) => message);
    if (requeue) subscription.queue.requeue(messages);
    else {
      subscription.queue.acknowledged(messages);
      subscription.queue.dispatch();
    }
  }
}
