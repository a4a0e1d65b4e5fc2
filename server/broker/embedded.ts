// The embedded broker: the STOMP front at /ws (front.ts) with its queues in
// this process's memory. Enough for one server process; several processes
// behind a load balancer need RabbitMQ (BROKER_URL, relay.ts).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BrokerConfig, BrokerDeps } from './index';
import { serveStomp, StompFront } from './front';
import { QueueRegistry, type StoredMessage } from './queues';

export { DEFAULT_LIMITS, websocketServerOptions } from './front';

/** Default pause of `restart()`. */
export const DEFAULT_DOWN_MS = 1000;

export class EmbeddedBroker extends StompFront {
  private readonly bootId = randomBytes(4).toString('hex');
  private messageCount = 0;
  private downUntil = 0;

  constructor(config: Pick<BrokerConfig, 'BROKER_HEARTBEAT'>, deps: BrokerDeps) {
    super(
      config,
      deps,
      new QueueRegistry((message) =>
        deps.log.warn(
          { destination: message.destination, messageId: message.id },
          'broker: queue full, dropped its oldest message',
        ),
      ),
    );
  }

  override accepting(): boolean {
    return super.accepting() && this.clock.now() >= this.downUntil;
  }

  override retryAfter(): number {
    return this.isClosed ? Infinity : Math.max(0, this.downUntil - this.clock.now());
  }

  async publish(destination: string, body: string, headers: Record<string, string> = {}): Promise<void> {
    if (!destination.startsWith('/queue/') || destination.length <= '/queue/'.length)
      throw new Error(`not a queue destination: ${destination}`);
    if (this.isClosed) {
      this.log.warn({ destination }, 'broker: closed, message dropped');
      return;
    }
    const message: StoredMessage = {
      id: `${this.bootId}-${++this.messageCount}`,
      destination,
      body,
      headers: { ...headers },
      redelivered: false,
    };
    this.queues.get(destination).push(message);
  }

  async restart(downMs = DEFAULT_DOWN_MS): Promise<void> {
    if (this.isClosed) throw new Error('the broker is closed');
    this.downUntil = this.clock.now() + Math.max(0, downMs);
    // Like a restarted in-memory broker: connections drop and what was not acknowledged is gone.
    this.dropConnections({ requeue: false, code: 1012, reason: 'broker restart' });
    this.queues.clear();
    this.log.info({ downMs }, 'broker: restarted');
  }
}

/** Registers GET /ws on `app` (at its root: give it the root instance) and returns the broker behind it. */
export async function createEmbeddedBroker(
  app: FastifyInstance,
  config: Pick<BrokerConfig, 'BROKER_HEARTBEAT'>,
  deps: BrokerDeps,
): Promise<EmbeddedBroker> {
  const broker = new EmbeddedBroker(config, deps);
  await serveStomp(app, broker);
  return broker;
}
