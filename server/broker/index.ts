// The message broker of live notifications. Browsers always connect to this
// server's STOMP front at /ws (front.ts); behind it, queues in memory (the
// embedded broker, BROKER_URL empty) or on RabbitMQ's Web-STOMP (relay.ts).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { BrokerClock } from './clock';
import type { Identity } from './connection';
import type { EntityChange } from './live';
import { createEmbeddedBroker } from './embedded';
import { createRelayBroker } from './relay';

export interface Broker {
  /** Sends one message to a queue destination ('/queue/…'); it waits there until a subscriber acknowledges it. */
  publish(destination: string, body: string, headers?: Record<string, string>): Promise<void>;
  /** Drops every client connection and everything not yet acknowledged in memory, then accepts connections
   *  again after `downMs` (embedded only; a test's or demo's way to restart the broker). RabbitMQ: rejects. */
  restart(downMs?: number): Promise<void>;
  /** Tells the admins who may view the entity (on every replica) of a committed write; never throws. */
  publishChange(change: EntityChange): void;
  /** Closes the connections of one login session (logout, a session ended, an account deactivated). */
  endSession(sessionId: string): void;
  close(): Promise<void>;
}

export interface BrokerDeps {
  /** Who holds this bearer token, or null. */
  authenticate(token: string): Promise<Identity | null>;
  /** The one destination this user may subscribe to. */
  queueOf(userId: number): Promise<string>;
  /** Whether the admin may view the entity's records, hearing of their changes and who has one open
   *  (none without it). */
  mayView?(identity: Identity, entity: string): boolean;
  log: FastifyBaseLogger;
  /** The embedded broker's time: heart-beats, the CONNECT deadline, a restart's pause (the process's by default). */
  clock?: BrokerClock;
  /** The front's limits per client (defaults in front.ts; tests lower them). */
  limits?: Partial<BrokerLimits>;
  /** RabbitMQ: declaration headers of the server's own subscriptions (tests let their queues expire). */
  queueHeaders?: Record<string, string>;
}

/** What one client may hold of the front: a flood from one address or one token stalls nothing else. */
export interface BrokerLimits {
  /** Open WebSockets from one client address, connected or not (a browser holds one per tab). */
  socketsPerAddress: number;
  /** STOMP connections of one account (its tabs and devices). */
  connectionsPerAccount: number;
}

/** The settings the broker reads (server/config.ts has them). */
export interface BrokerConfig {
  /** '' → the embedded broker at /ws; ws(s)://host:15674/ws → RabbitMQ's Web-STOMP. */
  BROKER_URL: string;
  /** The server's own STOMP login on RabbitMQ. */
  BROKER_LOGIN: string;
  BROKER_PASSCODE: string;
  /** Heart-beat interval in ms both ways (0 turns heart-beats off). */
  BROKER_HEARTBEAT: number;
}

/** Embedded when config.BROKER_URL is '', else RabbitMQ. Either registers the WebSocket route GET /ws on `app`
 *  (and @fastify/websocket if it is not yet registered), and is closed with `app`. */
export async function createBroker(app: FastifyInstance, config: BrokerConfig, deps: BrokerDeps): Promise<Broker> {
  if (!config.BROKER_URL) return createEmbeddedBroker(app, config, deps);
  return createRelayBroker(app, config, deps);
}
