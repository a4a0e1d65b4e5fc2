// The live topics of the STOMP front, beside each admin's own queue: `/topic/changes` tells of every write
// to the entities the admin may view (lists and record pages refresh themselves), and
// `/topic/presence.<entity>.<id>` is both being on a record's page (the subscription itself, its
// `presence` header `viewing` or `editing`) and hearing who else is. Nothing here waits in a queue: an
// admin who was away refetches. Several replicas tell each other through `onNote` / `receive` (relay.ts
// carries them on a RabbitMQ topic); each re-announces whom it holds, so a replica that went away is
// forgotten after PRESENCE_EXPIRY_MS.
import { randomBytes } from 'node:crypto';
import type { BrokerClock } from './clock';
import type { Identity } from './connection';
import { encodeFrame } from './frames';

export const CHANGES_TOPIC = '/topic/changes';
export const PRESENCE_PREFIX = '/topic/presence.';
/** Live subscriptions one connection may hold (a tab holds a few: its list or record, and its presence). */
export const MAX_TOPIC_SUBSCRIPTIONS = 16;
/** How often a replica re-announces the admins it holds on record pages. */
export const PRESENCE_REFRESH_MS = 10_000;
/** A replica not heard of for this long is gone, with the admins it held. */
export const PRESENCE_EXPIRY_MS = 3 * PRESENCE_REFRESH_MS;

const PRESENCE_DESTINATION = /^\/topic\/presence\.([a-z][a-z0-9_]{0,62})\.([1-9][0-9]{0,9})$/;
const MAX_RECORD_ID = 2_147_483_647;

/** One write's records of one entity, as every viewer of the entity hears of it. */
export interface EntityChange {
  entity: string;
  operation: 'create' | 'update' | 'delete';
  ids: number[];
  /** More records than `ids` were written (a large batch): viewers refetch whatever they show. */
  more?: true;
  /** Each written record's version after the write, by id (not for deletes). */
  versions?: Record<string, number>;
  /** The state action the write was. */
  action?: string;
  by: { id: number; name: string };
  /** When it was committed (ISO 8601). */
  at: string;
}

export interface PresentAdmin {
  id: number;
  name: string;
  /** Has changed a field in the record's edit form. */
  editing: boolean;
}

/** What replicas tell each other. */
export type LiveNote =
  | { type: 'change'; replica: string; change: EntityChange }
  | { type: 'presence'; replica: string; record: string; admins: PresentAdmin[] }
  /** A replica just started: the others re-announce whom they hold. */
  | { type: 'hello'; replica: string };

/** The side of a STOMP connection the topics need. */
export interface TopicConnection {
  readonly identity: Identity | null;
  readonly open: boolean;
  send(frame: string): void;
}

export interface LiveDeps {
  /** Whether the connection's admin may view the entity's records (unknown entities: no). */
  mayView(identity: Identity, entity: string): boolean;
}

export class TopicSubscription {
  /** The last presence list sent, so that a re-announcement that changes nothing sends nothing. */
  lastSent = '';

  constructor(
    readonly connection: TopicConnection,
    readonly id: string,
    readonly destination: string,
    /** `entity.id` of a presence subscription; null for the changes. */
    readonly record: string | null,
    readonly editing: boolean,
  ) {}
}

interface Heard {
  admins: PresentAdmin[];
  until: number;
}

export class LiveTopics {
  /** This replica's name in its notes to the others. */
  readonly replica = randomBytes(6).toString('hex');
  /** Told of each note for the other replicas (relay.ts broadcasts it; alone, nobody listens). */
  onNote: (note: LiveNote) => void = () => {};
  private readonly changes = new Set<TopicSubscription>();
  private readonly present = new Map<string, Set<TopicSubscription>>();
  /** What other replicas hold, by record, then by replica. */
  private readonly heard = new Map<string, Map<string, Heard>>();
  private messages = 0;
  private readonly timer: unknown;

  constructor(
    private readonly clock: BrokerClock,
    private readonly deps: LiveDeps,
  ) {
    this.timer = clock.setInterval(() => this.refresh(), PRESENCE_REFRESH_MS);
  }

  /** Whether a destination is one of the live topics (else it is a queue). */
  static isTopic(destination: string): boolean {
    return destination.startsWith('/topic/');
  }

  /** A subscription to a live topic, or why it is refused; `start` it once the client may hear from it. */
  subscribe(
    connection: TopicConnection,
    id: string,
    destination: string,
    headers: Record<string, string>,
  ): TopicSubscription | string {
    const identity = connection.identity!;
    if (destination === CHANGES_TOPIC) {
      return new TopicSubscription(connection, id, destination, null, false);
    }
    const match = PRESENCE_DESTINATION.exec(destination);
    if (!match || Number(match[2]) > MAX_RECORD_ID) return 'forbidden destination';
    if (!this.deps.mayView(identity, match[1])) return 'forbidden destination';
    const presence = headers.presence ?? 'viewing';
    if (presence !== 'viewing' && presence !== 'editing') return 'the presence header is viewing or editing';
    return new TopicSubscription(connection, id, destination, `${match[1]}.${match[2]}`, presence === 'editing');
  }

  start(subscription: TopicSubscription): void {
    const { record } = subscription;
    if (!record) {
      this.changes.add(subscription);
      return;
    }
    let holders = this.present.get(record);
    if (!holders) this.present.set(record, (holders = new Set()));
    holders.add(subscription);
    this.presenceChanged(record);
  }

  release(subscription: TopicSubscription): void {
    if (!subscription.record) {
      this.changes.delete(subscription);
      return;
    }
    const holders = this.present.get(subscription.record);
    if (!holders?.delete(subscription)) return;
    if (!holders.size) this.present.delete(subscription.record);
    this.presenceChanged(subscription.record);
  }

  /** A write committed on this replica: its viewers here hear of it now, the other replicas' through a note. */
  publishChange(change: EntityChange): void {
    this.deliverChange(change);
    this.onNote({ type: 'change', replica: this.replica, change });
  }

  /** A note from another replica (its own come back too, and are ignored). */
  receive(note: LiveNote): void {
    if (!note || typeof note !== 'object' || note.replica === this.replica) return;
    if (note.type === 'change') this.deliverChange(note.change);
    else if (note.type === 'hello') this.announceAll();
    else if (note.type === 'presence') {
      let replicas = this.heard.get(note.record);
      if (!replicas) this.heard.set(note.record, (replicas = new Map()));
      if (note.admins.length)
        replicas.set(note.replica, { admins: note.admins, until: this.clock.now() + PRESENCE_EXPIRY_MS });
      else replicas.delete(note.replica);
      if (!replicas.size) this.heard.delete(note.record);
      this.sendPresence(note.record);
    }
  }

  /** Asks the other replicas for whom they hold (once connected to them). */
  greet(): void {
    this.onNote({ type: 'hello', replica: this.replica });
  }

  close(): void {
    this.clock.clearInterval(this.timer);
    this.changes.clear();
    this.present.clear();
    this.heard.clear();
  }

  private deliverChange(change: EntityChange): void {
    const body = JSON.stringify(change);
    for (const subscription of this.changes)
      if (subscription.connection.open && this.deps.mayView(subscription.connection.identity!, change.entity))
        this.send(subscription, body);
  }

  private send(subscription: TopicSubscription, body: string): void {
    subscription.connection.send(
      encodeFrame(
        'MESSAGE',
        {
          subscription: subscription.id,
          'message-id': `${this.replica}-${++this.messages}`,
          destination: subscription.destination,
          'content-type': 'application/json',
        },
        body,
      ),
    );
  }

  /** The admins this replica holds on a record, one entry each, editing if any of their tabs is. */
  private localAdmins(record: string): PresentAdmin[] {
    const admins = new Map<number, PresentAdmin>();
    for (const { connection, editing } of this.present.get(record) ?? []) {
      const { userId, name = '' } = connection.identity!;
      const known = admins.get(userId);
      admins.set(userId, { id: userId, name, editing: editing || (known?.editing ?? false) });
    }
    return [...admins.values()];
  }

  private presenceChanged(record: string): void {
    this.onNote({ type: 'presence', replica: this.replica, record, admins: this.localAdmins(record) });
    this.sendPresence(record);
  }

  /** Tells each holder of the record here who else has it open, when that changed since it was last told. */
  private sendPresence(record: string): void {
    const holders = this.present.get(record);
    if (!holders) return;
    const everyone = new Map<number, PresentAdmin>();
    const add = (admin: PresentAdmin) => {
      const known = everyone.get(admin.id);
      everyone.set(admin.id, { ...admin, editing: admin.editing || (known?.editing ?? false) });
    };
    this.localAdmins(record).forEach(add);
    for (const heard of this.heard.get(record)?.values() ?? []) heard.admins.forEach(add);
    const sorted = [...everyone.values()].sort((a, b) => a.id - b.id);
    for (const subscription of holders) {
      if (!subscription.connection.open) continue;
      const others = sorted.filter((admin) => admin.id !== subscription.connection.identity!.userId);
      const body = JSON.stringify({ admins: others });
      if (body === subscription.lastSent) continue;
      subscription.lastSent = body;
      this.send(subscription, body);
    }
  }

  /** Re-announces whom this replica holds, and forgets replicas not heard of in time. */
  private refresh(): void {
    this.announceAll();
    const now = this.clock.now();
    for (const [record, replicas] of [...this.heard]) {
      let changed = false;
      for (const [replica, heard] of [...replicas])
        if (heard.until <= now) {
          replicas.delete(replica);
          changed = true;
        }
      if (!replicas.size) this.heard.delete(record);
      if (changed) this.sendPresence(record);
    }
  }

  private announceAll(): void {
    for (const record of this.present.keys())
      this.onNote({ type: 'presence', replica: this.replica, record, admins: this.localAdmins(record) });
  }
}
