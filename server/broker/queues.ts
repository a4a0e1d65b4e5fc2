// The queues the STOMP front (/ws) serves its subscribers from: a message waits
// in its queue until a subscriber takes it; the subscribers of one queue take
// turns (round robin, as RabbitMQ does for the consumers of a queue). The
// embedded broker keeps them in memory (QueueRegistry); with RabbitMQ each is
// fed by a subscription of the server's own (relay.ts).

export interface StoredMessage {
  id: string;
  destination: string;
  body: string;
  /** The publisher's headers (content-type, persistent, …). */
  headers: Record<string, string>;
  redelivered: boolean;
}

export interface Consumer {
  /** Whether it can take one more message now (socket open, below its unacknowledged limit). */
  ready(): boolean;
  deliver(message: StoredMessage): void;
  /** Ends its connection with an ERROR: what feeds the queue is gone, and the client connects again. */
  drop(reason: string): void;
}

/** Messages kept per queue while nobody takes them; beyond it the oldest goes. */
export const MAX_QUEUED_MESSAGES = 1000;

export class MessageQueue {
  readonly messages: StoredMessage[] = [];
  private readonly consumers: Consumer[] = [];
  private turn = 0;
  private dispatching = false;
  private again = false;

  constructor(
    readonly destination: string,
    private readonly onDrop: (message: StoredMessage) => void,
    private readonly limit = MAX_QUEUED_MESSAGES,
    /** Told of messages a subscriber acknowledged (or took in `auto` mode): they are gone for good. */
    private readonly onAcknowledged: (messages: readonly StoredMessage[]) => void = () => {},
  ) {}

  get idle(): boolean {
    return this.messages.length === 0 && this.consumers.length === 0;
  }

  get hasConsumers(): boolean {
    return this.consumers.length > 0;
  }

  dropConsumers(reason: string): void {
    for (const consumer of [...this.consumers]) consumer.drop(reason);
  }

  acknowledged(messages: readonly StoredMessage[]): void {
    if (messages.length > 0) this.onAcknowledged(messages);
  }

  push(message: StoredMessage): void {
    this.messages.push(message);
    while (this.messages.length > this.limit) this.onDrop(this.messages.shift()!);
    this.dispatch();
  }

  /** Unacknowledged messages come back first, in their original order, marked redelivered. */
  requeue(messages: readonly StoredMessage[]): void {
    if (messages.length === 0) return;
    this.messages.unshift(...messages.map((message) => ({ ...message, redelivered: true })));
    this.dispatch();
  }

  add(consumer: Consumer): void {
    this.consumers.push(consumer);
    this.dispatch();
  }

  remove(consumer: Consumer): void {
    const index = this.consumers.indexOf(consumer);
    if (index < 0) return;
    this.consumers.splice(index, 1);
    if (index < this.turn) this.turn--;
  }

  dispatch(): void {
    // A delivery may close a socket, which requeues and dispatches again: run that after this loop.
    if (this.dispatching) {
      this.again = true;
      return;
    }
    this.dispatching = true;
    try {
      do {
        this.again = false;
        while (this.messages.length > 0) {
          const consumer = this.nextReady();
          if (!consumer) break;
          consumer.deliver(this.messages.shift()!);
        }
      } while (this.again);
    } finally {
      this.dispatching = false;
    }
  }

  private nextReady(): Consumer | undefined {
    const count = this.consumers.length;
    for (let i = 0; i < count; i++) {
      const index = (this.turn + i) % count;
      const consumer = this.consumers[index];
      if (consumer.ready()) {
        this.turn = (index + 1) % count;
        return consumer;
      }
    }
    return undefined;
  }
}

/** Where a connection finds the queue of a destination, and says when it may let go of one. */
export interface QueueSource {
  get(destination: string): MessageQueue;
  /** The queue lost a subscriber: forget it if nothing holds it. */
  prune(destination: string): void;
  clear(): void;
}

/** The embedded broker's queues, in this process's memory. */
export class QueueRegistry implements QueueSource {
  private readonly queues = new Map<string, MessageQueue>();

  constructor(private readonly onDrop: (message: StoredMessage) => void) {}

  get(destination: string): MessageQueue {
    let queue = this.queues.get(destination);
    if (!queue) {
      queue = new MessageQueue(destination, this.onDrop);
      this.queues.set(destination, queue);
    }
    return queue;
  }

  /** Forgets a queue with neither messages nor subscribers (keeps the map small). */
  prune(destination: string): void {
    if (this.queues.get(destination)?.idle) this.queues.delete(destination);
  }

  clear(): void {
    this.queues.clear();
  }
}
