// The senders' profiles the notification panel shows: asked for once per id, the ids of one task in
// one call per batch, kept until the session ends. An id the server does not know is kept as null.
import type { NotificationCalls, Profile } from './api';

/** Profiles asked for in one call at most (the ids go in the query string). */
const PROFILE_BATCH = 50;

export interface ProfileCache {
  /** Senders by user id; null: the server does not know the id. */
  current(): ReadonlyMap<number, Profile | null>;
  /** Asks for the ids not known or asked for yet. */
  ensure(ids: readonly number[], language?: string): void;
  /** Forgets every profile (answers to earlier calls are dropped); tells whether it held any. */
  reset(): boolean;
}

export function createProfileCache(calls: NotificationCalls, changed: () => void): ProfileCache {
  let profiles: ReadonlyMap<number, Profile | null> = new Map();
  // Each reset opens a generation; answers of an older one are dropped.
  let generation = 0;
  const asked = new Set<number>();
  let queue: number[] = [];
  let language: string | undefined;
  let flushQueued = false;

  async function fetchBatch(gen: number, ids: number[], lang: string | undefined): Promise<void> {
    try {
      const found = await calls.profiles(ids, lang);
      if (gen !== generation) return;
      const next = new Map(profiles);
      for (const profile of found) next.set(profile.user_id, profile);
      // Ids the server left out are unknown: not asked for again.
      for (const id of ids) if (!next.has(id)) next.set(id, null);
      profiles = next;
      changed();
    } catch {
      // Asked for again the next time they are shown.
    } finally {
      if (gen === generation) for (const id of ids) asked.delete(id);
    }
  }

  function flush(): void {
    flushQueued = false;
    const ids = queue;
    queue = [];
    for (let i = 0; i < ids.length; i += PROFILE_BATCH)
      void fetchBatch(generation, ids.slice(i, i + PROFILE_BATCH), language);
  }

  return {
    current: () => profiles,
    ensure(ids, lang) {
      for (const id of ids) {
        if (!Number.isSafeInteger(id) || profiles.has(id) || asked.has(id)) continue;
        asked.add(id);
        queue.push(id);
      }
      language = lang;
      // Calls within one task go out together.
      if (queue.length > 0 && !flushQueued) {
        flushQueued = true;
        queueMicrotask(flush);
      }
    },
    reset() {
      generation += 1;
      asked.clear();
      queue = [];
      const had = profiles.size > 0;
      profiles = new Map();
      return had;
    },
  };
}
