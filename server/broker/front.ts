// The STOMP front at GET /ws: the only broker address browsers reach, with
// either broker behind it. It authenticates each connection with its bearer
// token, lets it subscribe to its own queue only, never lets it publish, and
// holds each address and account to its share of connections.
import type { IncomingMessage } from 'node:http';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { systemClock, type BrokerClock } from './clock';
import type { Broker, BrokerConfig, BrokerDeps, BrokerLimits } from './index';
import { StompConnection, type ConnectionHost, type Identity } from './connection';
import { MAX_FRAME_BYTES } from './frames';
import { LiveTopics, type EntityChange } from './live';
import type { QueueSource } from './queues';

export const DEFAULT_LIMITS: BrokerLimits = { socketsPerAddress: 50, connectionsPerAccount: 20 };

/** How long a client has to answer the server's close of its WebSocket when the server stops. */
const CLOSE_GRACE_MS = 2000;
// Subprotocols of @stomp/stompjs (v12 first); the version itself is settled by CONNECT's accept-version.
const SUBPROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];

export abstract class StompFront implements Broker, ConnectionHost {
  readonly heartbeatMs: number;
  readonly clock: BrokerClock;
  readonly log: BrokerDeps['log'];
  readonly live: LiveTopics;
  private readonly connections = new Set<StompConnection>();
  private readonly limits: BrokerLimits;
  /** Open sockets by client address, and connections by account: what the limits count. */
  private readonly byAddress = new Map<StompConnection, string>();
  private readonly perAddress = new Map<string, number>();
  private readonly perAccount = new Map<number, number>();
  protected isClosed = false;

  constructor(
    config: Pick<BrokerConfig, 'BROKER_HEARTBEAT'>,
    private readonly deps: BrokerDeps,
    readonly queues: QueueSource,
  ) {
    this.heartbeatMs = config.BROKER_HEARTBEAT;
    this.clock = deps.clock ?? systemClock;
    this.limits = { ...DEFAULT_LIMITS, ...deps.limits };
    this.log = deps.log;
    this.live = new LiveTopics(this.clock, { mayView: deps.mayView ?? (() => false) });
  }

  abstract publish(destination: string, body: string, headers?: Record<string, string>): Promise<void>;
  abstract restart(downMs?: number): Promise<void>;

  publishChange(change: EntityChange): void {
    if (!this.isClosed) this.live.publishChange(change);
  }

  accepting(): boolean {
    return !this.isClosed;
  }

  /** Milliseconds until connections are accepted again (0 when they are, Infinity when unknown). */
  retryAfter(): number {
    return this.isClosed ? Infinity : 0;
  }

  authenticate(token: string): Promise<Identity | null> {
    return this.deps.authenticate(token);
  }

  queueOf(userId: number): Promise<string> {
    return this.deps.queueOf(userId);
  }

  closed(connection: StompConnection): void {
    if (!this.connections.delete(connection)) return;
    const address = this.byAddress.get(connection)!;
    this.byAddress.delete(connection);
    count(this.perAddress, address, -1);
    if (connection.admitted) count(this.perAccount, connection.identity!.userId, -1);
  }

  /** Whether an account may hold one more connection; counts it if so. */
  admit(userId: number): boolean {
    if ((this.perAccount.get(userId) ?? 0) >= this.limits.connectionsPerAccount) return false;
    count(this.perAccount, userId, 1);
    return true;
  }

  /** Whether `address` holds fewer sockets than it may. */
  roomFor(address: string): boolean {
    return (this.perAddress.get(address) ?? 0) < this.limits.socketsPerAddress;
  }

  /** A new WebSocket from `address` (the client's, as the request gave it). */
  attach(ws: WebSocket, address = ''): void {
    if (!this.accepting()) {
      ws.close(1013, 'broker restarting');
      return;
    }
    // Checked again here: upgrades asked for at once all passed the check before theirs.
    if (!this.roomFor(address)) {
      ws.close(1013, 'too many connections from this address');
      return;
    }
    const connection = new StompConnection(this, ws);
    this.connections.add(connection);
    this.byAddress.set(connection, address);
    count(this.perAddress, address, 1);
  }

  /** Closes the connections of one login session on this server. */
  endSession(sessionId: string): void {
    for (const connection of [...this.connections])
      if (connection.identity?.sessionId === sessionId) connection.fail('session ended');
  }

  /** Drops every connection; `requeue: false` forgets what they had not acknowledged. */
  protected dropConnections(options: { requeue: boolean; code: number; reason: string }): void {
    for (const connection of [...this.connections]) connection.shutdown(options);
  }

  /** Stops taking browsers and closes theirs (as the server starts to stop); publishing may go on. */
  closeFront(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    this.dropConnections({ requeue: false, code: 1001, reason: 'server shutting down' });
    this.queues.clear();
    this.live.close();
  }

  async close(): Promise<void> {
    this.closeFront();
  }
}

/** ws server options for @fastify/websocket; pass them if you register the plugin yourself before createBroker. */
export const websocketServerOptions = {
  // A little above the frame limit, so that a frame somewhat too large gets an ERROR frame rather than a bare
  // close, and far below what a flood of unfinished messages could make each socket hold.
  maxPayload: MAX_FRAME_BYTES + 16 * 1024,
  handleProtocols: (offered: Set<string>, _request: IncomingMessage): string | false =>
    SUBPROTOCOLS.find((protocol) => offered.has(protocol)) ?? false,
};

/** Registers GET /ws on `app` (at its root: give it the root instance) for `front`, closed with `app`. */
export async function serveStomp(app: FastifyInstance, front: StompFront): Promise<void> {
  if (!app.hasDecorator('websocketServer')) {
    await app.register(fastifyWebsocket, {
      options: websocketServerOptions,
      // Before the HTTP server waits for its connections (open WebSockets would hold it). The plugin's own
      // closes without a code; clients get 1001 (going away), and one that never answers the close is cut off.
      preClose: async function (this: FastifyInstance) {
        front.closeFront();
        const server = this.websocketServer;
        setTimeout(() => {
          for (const socket of server.clients) socket.terminate();
        }, CLOSE_GRACE_MS).unref();
        server.close();
      },
    });
  }
  app.route({
    method: 'GET',
    url: '/ws',
    onRequest: async (request, reply) => {
      if (!front.accepting()) {
        const wait = front.retryAfter();
        if (Number.isFinite(wait)) reply.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
        return reply.code(503).send({ message: 'message broker unavailable, try again later' });
      }
      // An address at its limit is refused before the WebSocket handshake, which costs more than this answer.
      if (!front.roomFor(request.ip))
        return reply.code(429).send({ message: 'too many connections from this address' });
    },
    handler: async (_request, reply) =>
      reply
        .code(426)
        .header('Upgrade', 'websocket')
        .send({ message: 'this address takes WebSocket (STOMP) connections' }),
    wsHandler: (socket, request) => front.attach(socket, request.ip),
  });
  app.addHook('onClose', async () => front.close());
}

/** Adds `by` to a count, forgetting it at zero. */
function count<K>(counts: Map<K, number>, key: K, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
