// RabbitMQ behind the STOMP front (BROKER_URL set): browsers connect to this
// server's /ws as with the embedded broker, and never to RabbitMQ. For each
// queue browsers here subscribe to (each its own, checked by the front), the
// server holds one subscription on RabbitMQ and hands its messages on; a
// browser's ACK acknowledges the message there. Several server replicas share
// RabbitMQ; a session ended on one is ended on all through a topic.
import type { Client, IMessage } from '@stomp/stompjs';
import type { FastifyInstance } from 'fastify';
import type { BrokerConfig, BrokerDeps } from './index';
import { serveStomp, StompFront } from './front';
import type { LiveNote } from './live';
import { MAX_QUEUED_MESSAGES, MessageQueue, type QueueSource } from './queues';
import { RabbitBroker, rabbitClient } from './rabbitmq';

/** Messages RabbitMQ hands this server per queue before it acknowledges some (bounds the server's memory). */
export const UPSTREAM_PREFETCH = 100;
/** Where replicas tell each other of ended login sessions (a topic: each replica gets every message). */
export const SESSION_ENDS = '/topic/admin-sessions.ended';
/** Where replicas tell each other of writes and of who has a record open (live.ts). */
export const LIVE_NOTES = '/topic/admin-live';
/** What a browser is told to wait while RabbitMQ is out of reach (the server keeps reconnecting). */
const RETRY_AFTER_MS = 1000;

interface Relayed {
  queue: MessageQueue;
  /** The server's own connection for this queue: closing it gives back what nobody acknowledged. */
  client: Client;
}

/**
 * Local queues, each fed by a subscription of the server's on RabbitMQ, on a connection of its own:
 * RabbitMQ keeps what a cancelled subscription was handed and not acknowledged until its connection
 * closes (it then refuses ACK and NACK for it), so a queue nobody here reads any longer ends its
 * connection, and RabbitMQ hands those messages to the next reader, here or on another replica.
 */
class RelayQueues implements QueueSource {
  private readonly relayed = new Map<string, Relayed>();

  constructor(
    private readonly config: BrokerConfig,
    /** Declaration headers of the subscriptions (tests let their queues expire). */
    private readonly queueHeaders: Record<string, string>,
    private readonly log: BrokerDeps['log'],
  ) {}

  get(destination: string): MessageQueue {
    const known = this.relayed.get(destination);
    if (known) return known.queue;
    // Handed over by RabbitMQ and not yet acknowledged there, by message id.
    const held = new Map<string, IMessage>();
    const queue = new MessageQueue(
      destination,
      (message) => this.log.warn({ destination: message.destination }, 'broker: relay queue full, dropped a message'),
      MAX_QUEUED_MESSAGES,
      (messages) => {
        for (const message of messages) {
          held.get(message.id)?.ack();
          held.delete(message.id);
        }
      },
    );
    const client = rabbitClient(this.config, {
      onConnect: () =>
        client.subscribe(
          destination,
          (message) => {
            const id = message.headers['message-id'];
            held.set(id, message);
            queue.push({
              id,
              destination,
              body: message.body,
              headers: { ...message.headers },
              redelivered: message.headers.redelivered === 'true',
            });
          },
          { ...this.queueHeaders, ack: 'client-individual', 'prefetch-count': String(UPSTREAM_PREFETCH) },
        ),
      onStompError: (frame) =>
        this.log.warn({ destination, message: frame.headers.message }, 'broker: RabbitMQ refused a relayed queue'),
      // Closed by RabbitMQ (or never opened): its readers connect again and get a queue anew.
      onWebSocketClose: () => {
        if (this.relayed.get(destination)?.client !== client) return;
        this.relayed.delete(destination);
        queue.dropConsumers('message broker connection lost');
      },
    });
    this.relayed.set(destination, { queue, client });
    client.activate();
    return queue;
  }

  prune(destination: string): void {
    const relayed = this.relayed.get(destination);
    if (!relayed || relayed.queue.hasConsumers) return;
    this.relayed.delete(destination);
    void relayed.client.deactivate();
  }

  clear(): void {
    for (const destination of [...this.relayed.keys()]) {
      const { client } = this.relayed.get(destination)!;
      this.relayed.delete(destination);
      void client.deactivate();
    }
  }
}

export class RelayBroker extends StompFront {
  private readonly rabbit: RabbitBroker;
  /** Connected to RabbitMQ and listening for ended sessions: browsers may connect. */
  private ready = false;
  private readonly waiting: (() => void)[] = [];

  constructor(config: BrokerConfig, deps: BrokerDeps) {
    const rabbit = new RabbitBroker(config, deps.log);
    super(config, deps, new RelayQueues(config, deps.queueHeaders ?? {}, deps.log));
    this.rabbit = rabbit;
    this.live.onNote = (note) => rabbit.broadcast(LIVE_NOTES, JSON.stringify(note));
    rabbit.onConnected = () => {
      rabbit.subscribe(
        LIVE_NOTES,
        (message) => this.hear(message.body),
        { ack: 'auto' },
        () => this.live.greet(),
      );
      rabbit.subscribe(
        SESSION_ENDS,
        (message) => super.endSession(message.body),
        { ack: 'auto' },
        () => {
          this.ready = true;
          for (const resolve of this.waiting.splice(0)) resolve();
        },
      );
    };
    // Ended sessions would go unheard: browsers connect again once it is back.
    rabbit.onLost = () => {
      this.ready = false;
      this.dropConnections({ requeue: false, code: 1012, reason: 'message broker connection lost' });
    };
  }

  private hear(body: string): void {
    let note: LiveNote;
    try {
      note = JSON.parse(body) as LiveNote;
    } catch {
      return;
    }
    this.live.receive(note);
  }

  /** Resolves once browsers may connect (RabbitMQ reached, ended sessions listened for). */
  whenReady(): Promise<void> {
    return this.ready ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }

  override accepting(): boolean {
    return super.accepting() && this.ready && this.rabbit.connected;
  }

  override retryAfter(): number {
    return this.isClosed ? Infinity : this.accepting() ? 0 : RETRY_AFTER_MS;
  }

  publish(destination: string, body: string, headers?: Record<string, string>): Promise<void> {
    return this.rabbit.publish(destination, body, headers);
  }

  restart(): Promise<void> {
    return this.rabbit.restart();
  }

  /** Ends the session's connections here at once, and on the other replicas through RabbitMQ. */
  override endSession(sessionId: string): void {
    super.endSession(sessionId);
    this.rabbit.broadcast(SESSION_ENDS, sessionId);
  }

  /** After the last request has ended: what they published goes out first. */
  override async close(): Promise<void> {
    this.closeFront();
    await this.rabbit.close();
  }
}

/** Registers GET /ws on `app` (at its root) and returns the relay behind it. */
export async function createRelayBroker(app: FastifyInstance, config: BrokerConfig, deps: BrokerDeps) {
  const broker = new RelayBroker(config, deps);
  await serveStomp(app, broker);
  return broker;
}
