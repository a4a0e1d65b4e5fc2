// Lookup lists (small masters such as cities or languages) are fetched whole
// once per session and reused by every picker and cell: if a list is already
// loaded, or loading, the fetch is skipped. A write to that master drops its
// lists so the next reader fetches them again; the end of a session drops all.
// No React here: the hook is in ui/lookups.tsx.
import { targetOf } from './kinds';
import { listFields } from './listFields';
import { can, type Grants } from './permissions';
import type { EntitySchema } from './schema';

export type LookupRecord = Record<string, unknown> & { id: number | string };

interface Entry {
  data?: readonly LookupRecord[];
  promise?: Promise<readonly LookupRecord[]>;
}

export class LookupCache {
  private entries = new Map<string, Entry>();
  private listeners = new Set<() => void>();

  /** fetchAll: the whole list of a call path under /api/v1 (e.g. 'cities'). */
  constructor(private readonly fetchAll: (path: string) => Promise<readonly LookupRecord[]>) {}

  /** The list, fetched on the first call only; a failed fetch is swallowed as an empty list. */
  load(path: string): Promise<readonly LookupRecord[]> {
    const entry = this.entries.get(path);
    if (entry?.data) return Promise.resolve(entry.data);
    if (entry?.promise) return entry.promise;
    const promise = this.fetchAll(path)
      .then(
        (data) => data,
        () => [] as readonly LookupRecord[],
      )
      .then((data) => {
        // Stored only if still wanted: an invalidate or the end of the session while loading drops it.
        if (this.entries.get(path)?.promise === promise) {
          this.entries.set(path, { data });
          this.emit();
        }
        return data;
      });
    this.entries.set(path, { promise });
    return promise;
  }

  /** The loaded list, or undefined while it is not (yet) there. */
  peek(path: string): readonly LookupRecord[] | undefined {
    return this.entries.get(path)?.data;
  }

  /** Drops the lists of a path and of the calls under it (path/general, path?x=…). */
  invalidate(path: string): void {
    let dropped = false;
    for (const key of [...this.entries.keys()]) {
      if (key === path || key.startsWith(`${path}/`) || key.startsWith(`${path}?`)) {
        this.entries.delete(key);
        dropped = true;
      }
    }
    if (dropped) this.emit();
  }

  /** Drops everything: the session ended. */
  clear(): void {
    this.entries.clear();
    this.emit();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/**
 * The lookup entities whose names a schema's list shows (its reference columns to small masters) and
 * the grants let the admin read: asked for beside the list's first page, on a full load of the list and
 * on a click on it in the menu, so its rows come with those names.
 */
export function lookupsOfList(schemas: readonly EntitySchema[], schema: EntitySchema, grants: Grants): EntitySchema[] {
  const targets = listFields(schema).map((name) => {
    const field = schema.fields[name];
    const named = field && targetOf(field)?.entity;
    return named === undefined ? undefined : schemas.find((s) => s.name === named || s.route === named);
  });
  return [...new Set(targets)].filter(
    (target): target is EntitySchema => Boolean(target?.lookup) && can(grants, target!.permission, 'VIEW'),
  );
}

/**
 * A lookup fetch that asks only for the lists the admin may read (`mayRead`, from the grants): the
 * server would refuse the others (403), so they are empty without a call, and the cells naming them
 * show the bare id. A path no schema owns (the permission vocabulary) is asked for as it is. When the
 * answer is known at once (the grants loaded), the call leaves at once: a menu click's lookups must not
 * wait behind the render of the page it opens.
 */
export function grantedLookupFetch(
  schemas: readonly EntitySchema[],
  mayRead: (target: EntitySchema) => boolean | Promise<boolean>,
  fetchAll: (path: string) => Promise<readonly LookupRecord[]>,
): (path: string) => Promise<readonly LookupRecord[]> {
  return (path) => {
    const target = schemas.find((schema) => schema.path === path);
    if (!target) return fetchAll(path);
    const decide = (allowed: boolean) => (allowed ? fetchAll(path) : Promise.resolve([]));
    const allowed = mayRead(target);
    return typeof allowed === 'boolean' ? decide(allowed) : allowed.then(decide);
  };
}
