// The app's react-query client, handed to react-admin. react-admin asks the
// auth provider's canAccess through a query of its own in each part that
// depends on it (the list's table and its checkbox column, Create, Edit...):
// answered a render later even when the grants are in hand, so the part shows
// late (the checkbox column after the rows, moving them) and renders again,
// a list's rows with it. Here such a query is answered as it is made, from
// the grants this page load holds (canAccessNow), and is not asked again
// while the session lasts. Before the grants have loaded, it is asked as
// react-admin asks.
import { hashKey, QueryClient, type Query, type QueryKey } from '@tanstack/react-query';

/** react-admin's useCanAccess keys its queries ['auth', 'canAccess', { action, resource, recordId, … }]. */
export const CAN_ACCESS_KEY = ['auth', 'canAccess'] as const;

type CanAccessNow = (params: { action: string; resource: string }) => boolean | undefined;

/**
 * A query key's hash, made once per key. Finding a query by its key hashes that one key again for
 * every query in the cache (react-query's matchQuery), and react-admin finds each reference query so
 * when a page's references arrive: with a thousand rows' queries in the cache, scrolling a long list
 * spent most of its frames there. Keys are never changed once made, so one made is one hash.
 */
const hashes = new WeakMap<QueryKey, string>();
export function keptHashKey(key: QueryKey): string {
  let hash = hashes.get(key);
  if (hash === undefined) hashes.set(key, (hash = hashKey(key)));
  return hash;
}

export function createAdminQueryClient(canAccessNow: CanAccessNow): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: keptHashKey } } });
  const answered = new WeakSet<Query>();
  // An answer from the grants stays fresh: asking again would give the same, after a render of its own.
  client.setQueryDefaults([...CAN_ACCESS_KEY], { staleTime: (query) => (answered.has(query) ? Infinity : 0) });
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    const [scope, kind, params] = event.query.queryKey as readonly unknown[];
    if (scope !== CAN_ACCESS_KEY[0] || kind !== CAN_ACCESS_KEY[1] || !params || typeof params !== 'object') return;
    const { action, resource } = params as { action?: unknown; resource?: unknown };
    if (typeof action !== 'string' || typeof resource !== 'string') return;
    const known = canAccessNow({ action, resource });
    if (known === undefined) return;
    answered.add(event.query);
    // Synchronous: the cache tells its listeners while the query is being made, before it is read.
    event.query.setData(known);
  });
  return client;
}

/** Forgets every answer: a new session may hold other grants. */
export function forgetAccessAnswers(client: QueryClient): void {
  client.removeQueries({ queryKey: [...CAN_ACCESS_KEY] });
}
