// Live pages: the server tells of every committed write to the entities the admin may view
// (`/topic/changes`) and, on a record's topic, who else has it open. The app hands the engine a
// LiveSource (its broker connection); without one nothing here listens and pages stay as they load.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Identifier } from 'react-admin';
import type { EntitySchema } from '../schema';

/** One write's records of one entity, as the server tells it (server/broker/live.ts). */
export interface EntityChange {
  entity: string;
  operation: 'create' | 'update' | 'delete';
  ids: number[];
  /** More records than `ids` were written. */
  more?: true;
  /** Each record's version after the write, by id. */
  versions?: Record<string, number>;
  action?: string;
  by: { id: number; name: string };
  at: string;
}

export interface PresentAdmin {
  id: number;
  name: string;
  editing: boolean;
}

/** A live topic's listener, as the app's connection takes it. */
export interface TopicWatcher {
  destination: string;
  headers?: Record<string, string>;
  onMessage(body: unknown): void;
  /** Subscribed again after the connection was lost: what was said meanwhile was missed. */
  onResumed?(): void;
}

export interface LiveSource {
  watch(watcher: TopicWatcher): () => void;
}

/** Every page's listeners share one subscription to the changes (the broker bounds them per connection). */
class ChangeFeed {
  private readonly listeners = new Set<(change: EntityChange | null) => void>();
  private stop?: () => void;

  constructor(private readonly source: LiveSource) {}

  /** `listener(null)`: changes may have been missed (a reconnection). */
  add(listener: (change: EntityChange | null) => void): () => void {
    this.listeners.add(listener);
    this.stop ??= this.source.watch({
      destination: '/topic/changes',
      onMessage: (body) => {
        if (isChange(body)) for (const each of [...this.listeners]) each(body);
      },
      onResumed: () => {
        for (const each of [...this.listeners]) each(null);
      },
    });
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size || !this.stop) return;
      this.stop();
      this.stop = undefined;
    };
  }
}

function isChange(body: unknown): body is EntityChange {
  const change = body as EntityChange | null;
  return (
    typeof change === 'object' &&
    change !== null &&
    typeof change.entity === 'string' &&
    Array.isArray(change.ids) &&
    typeof change.by?.name === 'string'
  );
}

interface Live {
  source: LiveSource;
  changes: ChangeFeed;
}

const LiveContext = createContext<Live | null>(null);

export function LiveProvider({ source, children }: { source: LiveSource | null; children: ReactNode }) {
  const [live] = useState(() => (source ? { source, changes: new ChangeFeed(source) } : null));
  return <LiveContext.Provider value={live}>{children}</LiveContext.Provider>;
}

/** Whether the app tells its pages of others' writes (a broker connection, live or reconnecting). */
export const useIsLive = () => useContext(LiveContext) !== null;

/** The entity whose writes a schema's pages show (a variant's records are its base's). */
export const entityOf = (schema: EntitySchema) => schema.variant?.of ?? schema.name;

/**
 * Calls `onChange` for each committed write to the schema's entity, and with null when some may have
 * been missed; the latest `onChange` is called, so it need not be stable.
 */
export function useEntityChanges(schema: EntitySchema, onChange: (change: EntityChange | null) => void): void {
  const entity = entityOf(schema);
  useAnyChanges((change) => {
    if (change === null || change.entity === entity) onChange(change);
  });
}

/** Calls `onChange` for each committed write to any entity, and with null when some may have been missed. */
export function useAnyChanges(onChange: (change: EntityChange | null) => void): void {
  const live = useContext(LiveContext);
  const handler = useRef(onChange);
  handler.current = onChange;
  useEffect(() => {
    if (!live) return;
    return live.changes.add((change) => handler.current(change));
  }, [live]);
}

/** Whether a change (null: unknown) may concern the record. */
export const concerns = (change: EntityChange | null, id: Identifier) =>
  change === null || change.more === true || change.ids.includes(Number(id));

/**
 * Being on a record's page (editing once `editing`), and the other admins who are: none until the
 * server says, and none without a live connection.
 */
export function usePresence(schema: EntitySchema, id: Identifier | undefined, editing: boolean): PresentAdmin[] {
  const live = useContext(LiveContext);
  const [admins, setAdmins] = useState<PresentAdmin[]>([]);
  const destination = id === undefined ? null : `/topic/presence.${entityOf(schema)}.${id}`;
  const previous = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!live || !destination) return;
    const stop = live.source.watch({
      destination,
      headers: { presence: editing ? 'editing' : 'viewing' },
      onMessage: (body) => {
        const list = (body as { admins?: unknown } | null)?.admins;
        if (Array.isArray(list)) setAdmins(list.filter(isPresentAdmin));
      },
    });
    // Now subscribed anew (viewing → editing): the old subscription goes after, so that others see
    // no departure in between.
    previous.current?.();
    previous.current = stop;
  }, [live, destination, editing]);
  useEffect(
    () => () => {
      previous.current?.();
      previous.current = null;
    },
    [live, destination],
  );
  return admins;
}

function isPresentAdmin(admin: unknown): admin is PresentAdmin {
  const candidate = admin as PresentAdmin | null;
  return typeof candidate?.id === 'number' && typeof candidate.name === 'string';
}
