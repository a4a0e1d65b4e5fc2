// The server's own connection to RabbitMQ's Web-STOMP plugin (BROKER_URL):
// one long-lived STOMP client that reconnects with backoff. It publishes, and
// holds the subscriptions the STOMP front relays to browsers (relay.ts);
// browsers never reach RabbitMQ. A notification is already in the database
// when it is published, so an outage is logged, never thrown.
import {
  Client,
  ReconnectionTimeMode,
  type IMessage,
  type IStompSocket,
  type StompConfig,
  type StompSubscription,
} from '@stomp/stompjs';
import type { FastifyBaseLogger } from 'fastify';
import WebSocket from 'ws';
import type { Broker, BrokerConfig } from './index';

/** Messages kept in memory while RabbitMQ is unreachable; beyond it the oldest goes. */
export const MAX_PENDING_MESSAGES = 1000;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;
const CONNECT_TIMEOUT_MS = 10_000;
const CLOSE_TIMEOUT_MS = 2000;
/** RabbitMQ beats in whole seconds: asked for less often, it would seem silent and the connection dropped. */
const MIN_HEARTBEAT_MS = 5000;

interface Outgoing {
  destination: string;
  body: string;
  headers: Record<string, string>;
}

/**
 * A STOMP client of RabbitMQ with the server's login; `options` add the caller's callbacks and
 * reconnection. Not yet active.
 */
export function rabbitClient(config: BrokerConfig, options: StompConfig): Client {
  const url = config.BROKER_URL;
  // Checked here: a bad address would otherwise fail inside every reconnect attempt.
  if (!URL.canParse(url) || !/^wss?:$/.test(new URL(url).protocol))
    throw new Error(`BROKER_URL must be a ws:// or wss:// address, got "${url}"`);
  return new Client({
    webSocketFactory: () => new WebSocket(url, ['v12.stomp']) as unknown as IStompSocket,
    connectHeaders: { login: config.BROKER_LOGIN, passcode: config.BROKER_PASSCODE },
    heartbeatIncoming: Math.max(config.BROKER_HEARTBEAT, MIN_HEARTBEAT_MS),
    heartbeatOutgoing: Math.max(config.BROKER_HEARTBEAT, MIN_HEARTBEAT_MS),
    reconnectDelay: 0,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    // A dead TCP connection is dropped at once rather than after the closing handshake times out.
    discardWebsocketOnCommFailure: true,
    debug: () => {},
    ...options,
  });
}

export class RabbitBroker implements Broker {
  /** Called on each (re)connection, once what waited has been sent. */
  onConnected: () => void = () => {};
  /** Called when the connection drops: its subscriptions are gone with it. */
  onLost: () => void = () => {};
  private readonly client: Client;
  /** Not yet written to a connection. */
  private readonly waiting: Outgoing[] = [];
  /** Written, and RabbitMQ has not confirmed them with a RECEIPT yet: sent again after a reconnect. */
  private readonly unconfirmed = new Map<string, Outgoing>();
  private receipts = 0;
  private wasConnected = false;
  private failures = 0;
  private isClosed = false;

  constructor(
    config: BrokerConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.client = rabbitClient(config, {
      reconnectDelay: RECONNECT_MIN_MS,
      reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
      maxReconnectDelay: RECONNECT_MAX_MS,
      onConnect: () => {
        this.log.info({ pending: this.waiting.length }, 'broker: connected to RabbitMQ');
        this.wasConnected = true;
        this.failures = 0;
        this.flush();
        this.onConnected();
      },
      onStompError: (frame) =>
        this.log.warn({ message: frame.headers.message, detail: frame.body }, 'broker: RabbitMQ answered ERROR'),
      onWebSocketClose: () => this.onConnectionLost(),
    });
    this.client.activate();
  }

  async publish(destination: string, body: string, headers: Record<string, string> = {}): Promise<void> {
    if (!destination.startsWith('/queue/') || destination.length <= '/queue/'.length)
      throw new Error(`not a queue destination: ${destination}`);
    if (this.isClosed) {
      this.log.warn({ destination }, 'broker: closed, message dropped');
      return;
    }
    this.waiting.push({
      destination,
      body,
      headers: { 'content-type': 'application/json', ...headers, persistent: 'true' },
    });
    const excess = this.waiting.length + this.unconfirmed.size - MAX_PENDING_MESSAGES;
    if (excess > 0) {
      const dropped = this.waiting.splice(0, Math.min(excess, this.waiting.length));
      this.log.warn(
        { dropped: dropped.length },
        'broker: RabbitMQ unreachable for too long, dropped the oldest unsent messages',
      );
    }
    this.flush();
  }

  restart(): Promise<void> {
    return Promise.reject(new Error('The server cannot restart RabbitMQ: restart the RabbitMQ server instead'));
  }

  /** RabbitMQ knows nothing of this server's login sessions: the front that browsers reach ends them. */
  endSession(): void {}

  /** Browsers hear of changes from the front they reach (live.ts), which relays them to the other replicas. */
  publishChange(): void {}

  get connected(): boolean {
    return this.client.connected && !this.isClosed;
  }

  /**
   * Subscribes on the current connection (throws when there is none); it ends with the connection.
   * `onSubscribed`: told once RabbitMQ has taken the subscription.
   */
  subscribe(
    destination: string,
    onMessage: (message: IMessage) => void,
    headers: Record<string, string>,
    onSubscribed?: () => void,
  ): StompSubscription {
    if (!onSubscribed) return this.client.subscribe(destination, onMessage, headers);
    const receipt = `subscribe-${++this.receipts}`;
    this.client.watchForReceipt(receipt, onSubscribed);
    return this.client.subscribe(destination, onMessage, { ...headers, receipt });
  }

  /** Sends to a topic if connected; dropped otherwise (what it says is moot after an outage). */
  broadcast(destination: string, body: string): void {
    if (this.connected) this.client.publish({ destination, body });
  }

  async close(): Promise<void> {
    if (this.isClosed) return;
    this.isClosed = true;
    const unsent = this.waiting.length + this.unconfirmed.size;
    if (unsent > 0) this.log.warn({ unsent }, 'broker: closing with messages RabbitMQ has not confirmed');
    let timer: NodeJS.Timeout | undefined;
    const graceful = this.client.deactivate();
    const timeout = new Promise<'timeout'>(
      (resolve) => (timer = setTimeout(() => resolve('timeout'), CLOSE_TIMEOUT_MS)),
    );
    if ((await Promise.race([graceful, timeout])) === 'timeout') await this.client.deactivate({ force: true });
    clearTimeout(timer);
  }

  private flush(): void {
    while (this.client.connected && this.waiting.length > 0) {
      const message = this.waiting.shift()!;
      const receipt = `publish-${++this.receipts}`;
      try {
        this.client.watchForReceipt(receipt, () => this.unconfirmed.delete(receipt));
        this.client.publish({
          destination: message.destination,
          body: message.body,
          headers: { ...message.headers, receipt },
        });
        this.unconfirmed.set(receipt, message);
      } catch (error) {
        // The connection went away between the check and the write.
        this.waiting.unshift(message);
        this.log.debug({ err: error }, 'broker: publish deferred');
        return;
      }
    }
  }

  private onConnectionLost(): void {
    // Unconfirmed messages go out again first (RabbitMQ may get one twice; each carries its notification id).
    if (this.unconfirmed.size > 0) this.waiting.unshift(...this.unconfirmed.values());
    this.unconfirmed.clear();
    if (this.isClosed) return;
    this.onLost();
    // One warning per outage, not one per retry.
    if (this.wasConnected)
      this.log.warn({ pending: this.waiting.length }, 'broker: lost the RabbitMQ connection, reconnecting');
    else if (this.failures === 0) this.log.warn('broker: cannot reach RabbitMQ, retrying');
    this.failures++;
    this.wasConnected = false;
  }
}
