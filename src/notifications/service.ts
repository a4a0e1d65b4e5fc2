// The signed-in admin's notifications: the state the bell and its panel read (an external store for
// useSyncExternalStore), kept from the calls of spec section 7 (./api.ts), the live subscription of the
// admin's queue (./live.ts) and the senders' profiles (./profiles.ts). Made once at boot; started when
// the layout shows a signed-in admin, stopped when the session changes. Every failure is swallowed
// (spec section 8): nothing rejects and nothing is written to the console.
import { holdsSession } from '../providers/authProvider';
import type { HttpClient } from '../providers/http';
import type { TokenStore } from '../providers/tokenStore';
import { notificationCalls, type Profile } from './api';
import { openLiveConnection } from './live';
import { createProfileCache } from './profiles';
import { createRuns } from './runs';
import {
  affectsUnlisted,
  hasMore,
  initialNotificationState,
  notificationReducer,
  type NotificationAction,
  type NotificationState,
} from './state';
import {
  brokerWebSocketUrl,
  createStompClient,
  MAX_RECONNECT_DELAY_MS,
  RECONNECT_DELAY_MS,
  type StompClientFactory,
  type StompClientLike,
  type StompMessageLike,
} from './stomp';

export type { Profile } from './api';

export type ConnectionStatus = 'stopped' | 'connecting' | 'connected';

export interface NotificationSnapshot {
  readonly state: NotificationState;
  readonly hasMore: boolean;
  /** The broker connection: 'connecting' also while waiting to reconnect. */
  readonly connection: ConnectionStatus;
  /** Senders by user id; null: the server does not know the id. */
  readonly profiles: ReadonlyMap<number, Profile | null>;
}

export interface NotificationService {
  subscribe(listener: () => void): () => void;
  getSnapshot(): NotificationSnapshot;
  /** Loads the unread count and connects to the broker. Does nothing without a session or when started. */
  start(): void;
  /** Disconnects and forgets everything (logout, another session). */
  stop(): void;
  /** Appends the next page (the first when the panel first opens), unless one is being fetched or none remains. */
  loadNextPage(): Promise<void>;
  /** Marks one notification read (at once; the call follows). */
  open(id: number): Promise<void>;
  markAllRead(): Promise<void>;
  refreshUnread(): Promise<void>;
  /** Fetches the profiles of senders not known yet, in one call per batch. */
  ensureProfiles(ids: readonly number[], language?: string): void;
  /** Listens to a live topic on the same connection while it lasts, subscribing again after each reconnect. */
  watch(watcher: TopicWatcher): () => void;
}

/** One listener of a live topic (the server's /topic/changes, a record's presence). */
export interface TopicWatcher {
  destination: string;
  headers?: Record<string, string>;
  /** Each message's body, parsed (a malformed one is dropped). */
  onMessage(body: unknown): void;
  /** Subscribed again after the connection was lost: what was said meanwhile was missed. */
  onResumed?(): void;
}

export interface NotificationServiceOptions {
  http: HttpClient;
  tokens: TokenStore;
  /** The configured broker URL ('' = this origin's /ws), read at each start. */
  brokerUrl: () => string;
  createClient?: StompClientFactory;
  /** The page's protocol and host, for the same-origin broker. */
  location?: () => { protocol: string; host: string };
  now?: () => number;
  /** First delay of the reconnection backoff (1 s), doubling up to maxReconnectDelay (30 s). */
  reconnectDelay?: number;
  maxReconnectDelay?: number;
  /**
   * Resolves when the live connection may open (the app: once the page has settled, so the STOMP
   * client's code and handshake do not compete with the first page). The count is fetched before.
   */
  beforeFirstConnection?: () => Promise<void>;
}

const noop = () => undefined;

export function createNotificationService(options: NotificationServiceOptions): NotificationService {
  const { http, tokens } = options;
  const now = options.now ?? (() => Date.now());
  const where =
    options.location ??
    (() => (typeof window === 'undefined' ? { protocol: 'http:', host: 'localhost' } : window.location));
  const firstDelay = options.reconnectDelay ?? RECONNECT_DELAY_MS;
  const maxDelay = options.maxReconnectDelay ?? MAX_RECONNECT_DELAY_MS;
  const calls = notificationCalls(http);
  const runs = createRuns(firstDelay, maxDelay);
  const profiles = createProfileCache(calls, () => emit());

  let state: NotificationState = initialNotificationState;
  let connection: ConnectionStatus = 'stopped';
  let snapshot: NotificationSnapshot = makeSnapshot();
  const listeners = new Set<() => void>();
  let started = false;
  let client: StompClientLike | null = null;
  /** Each watcher and its subscription on the current connection, if any. */
  const watchers = new Map<TopicWatcher, { unsubscribe(): void } | null>();
  /** The connection the watchers are subscribed on (null while there is none). */
  let watching: StompClientLike | null = null;

  function subscribeWatcher(watcher: TopicWatcher): void {
    if (!watching) return;
    try {
      const subscription = watching.subscribe(
        watcher.destination,
        (message) => {
          let body: unknown;
          try {
            body = JSON.parse(message.body);
          } catch {
            return; // malformed: ignored
          }
          try {
            if (watchers.has(watcher)) watcher.onMessage(body);
          } catch {
            // A watcher's failure stays its own.
          }
        },
        watcher.headers,
      );
      watchers.set(watcher, subscription);
    } catch {
      watchers.set(watcher, null); // the socket closed meanwhile; the next connection subscribes
    }
  }

  function makeSnapshot(): NotificationSnapshot {
    return { state, hasMore: hasMore(state), connection, profiles: profiles.current() };
  }

  function emit(): void {
    snapshot = makeSnapshot();
    for (const listener of [...listeners]) listener();
  }

  function dispatch(action: NotificationAction): void {
    const next = notificationReducer(state, action);
    if (next === state) return;
    state = next;
    emit();
  }

  function setConnection(next: ConnectionStatus): void {
    if (connection === next) return;
    connection = next;
    emit();
  }

  const sessionHeld = () => holdsSession(tokens, now());

  // Count answers can overtake each other: an older one never replaces a newer one.
  let countsAsked = 0;
  let countShown = 0;
  // Live messages received so far: a count asked before one arrived may or may not include it.
  let liveReceived = 0;

  /** The unread count from the server; page 1 merged too when `withPage` (after a reconnect). */
  async function sync(run: number, withPage: boolean): Promise<void> {
    const asked = ++countsAsked;
    const receivedBefore = liveReceived;
    const [page, unread] = await Promise.allSettled([withPage ? calls.page(1) : Promise.resolve(null), calls.unread()]);
    if (!runs.live(run)) return;
    // A message that came while the count was on its way makes the answer ambiguous: ask again.
    const overtaken = liveReceived !== receivedBefore;
    const fresh = asked > countShown && unread.status === 'fulfilled' && !overtaken;
    if (fresh) countShown = asked;
    if (overtaken && unread.status === 'fulfilled') void sync(run, false);
    const answer = page.status === 'fulfilled' ? page.value : null;
    dispatch({
      type: 'latestLoaded',
      items: answer?.items,
      totalPages: answer?.totalPages,
      unread: fresh ? unread.value : undefined,
    });
  }

  function onMessage(run: number, message: StompMessageLike): void {
    // A throwing handler would be logged by the STOMP parser: nothing escapes.
    try {
      if (runs.live(run)) {
        let body: unknown;
        try {
          body = JSON.parse(message.body);
        } catch {
          body = undefined; // malformed: acknowledged and ignored
        }
        if (body !== undefined) {
          liveReceived += 1;
          const recount = affectsUnlisted(state, body);
          dispatch({ type: 'received', notification: body, now: now() });
          if (recount) void sync(run, false);
        }
      }
    } catch {
      // Ignored like a malformed body.
    }
    try {
      message.ack();
    } catch {
      // The connection went; the broker delivers the message again.
    }
  }

  async function connect(run: number, destination: string): Promise<void> {
    const url = brokerWebSocketUrl(options.brokerUrl(), where());
    if (!url) {
      setConnection('stopped');
      return;
    }
    const made = await openLiveConnection({
      runs,
      run,
      url,
      destination,
      http,
      tokens,
      now,
      reconnectDelay: firstDelay,
      maxReconnectDelay: maxDelay,
      createClient: options.createClient ?? createStompClient,
      sessionHeld,
      onMessage: (message) => onMessage(run, message),
      onConnected(again, connected) {
        watching = connected;
        for (const watcher of watchers.keys()) {
          subscribeWatcher(watcher);
          if (again) watcher.onResumed?.();
        }
        setConnection('connected');
        // What the queue delivers on subscribing may already be in the count fetched before; after a
        // reconnect, page 1 also brings what was published while the connection was down.
        void sync(run, again && state.page > 0);
      },
      onClosed() {
        watching = null;
        for (const watcher of watchers.keys()) watchers.set(watcher, null);
        if (connection === 'connected') setConnection('connecting');
      },
      onStopped: () => setConnection('stopped'),
    });
    if (made) client = made;
  }

  function start(): void {
    if (started || !sessionHeld()) return;
    started = true;
    const run = runs.begin();
    setConnection('connecting');
    void (async () => {
      try {
        // The count first (spec section 4: the count and the subscription at startup); the list
        // waits for the panel.
        void sync(run, false);
        const [name] = await Promise.all([
          runs.retrying(run, calls.endpoint, sessionHeld),
          options.beforeFirstConnection?.(),
        ]);
        if (name && runs.live(run)) await connect(run, name);
      } catch {
        // Nothing to do: the bell shows what was loaded.
      }
    })();
  }

  function stop(): void {
    const wasActive = started || client !== null || state !== initialNotificationState;
    runs.end();
    started = false;
    const old = client;
    client = null;
    watching = null;
    for (const watcher of watchers.keys()) watchers.set(watcher, null);
    // The socket is dropped without a DISCONNECT: on logout the server has already closed it
    // (the session was revoked first), and a frame sent into a closing socket is a browser error.
    if (old) void old.deactivate({ force: true }).catch(noop);
    const hadProfiles = profiles.reset();
    if (!wasActive && connection === 'stopped' && !hadProfiles) return;
    state = initialNotificationState;
    connection = 'stopped';
    emit();
  }

  async function loadNextPage(): Promise<void> {
    if (!started || state.fetching || !hasMore(state)) return;
    const run = runs.current();
    const page = state.page + 1;
    dispatch({ type: 'fetchStarted' });
    try {
      const answer = await calls.page(page);
      if (runs.live(run)) dispatch({ type: 'pageLoaded', page, items: answer.items, totalPages: answer.totalPages });
    } catch {
      if (runs.live(run)) dispatch({ type: 'fetchFailed' });
    }
  }

  async function open(id: number): Promise<void> {
    const item = state.items.find((entry) => entry.id === id);
    if (!started || !item || item.read) return;
    dispatch({ type: 'opened', id });
    try {
      await calls.markRead(id);
    } catch {
      // Shown read; the next count from the server says otherwise if it did not take.
    }
  }

  async function markAllRead(): Promise<void> {
    if (!started) return;
    dispatch({ type: 'allRead' });
    try {
      await calls.markAllRead();
    } catch {
      // Ignored (spec section 8).
    }
  }

  async function refreshUnread(): Promise<void> {
    if (started) await sync(runs.current(), false);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    start,
    stop,
    loadNextPage,
    open,
    markAllRead,
    refreshUnread,
    ensureProfiles(ids, language) {
      if (started) profiles.ensure(ids, language);
    },
    watch(watcher) {
      watchers.set(watcher, null);
      subscribeWatcher(watcher);
      return () => {
        const subscription = watchers.get(watcher);
        watchers.delete(watcher);
        try {
          subscription?.unsubscribe();
        } catch {
          // The connection went with it.
        }
      };
    },
  };
}
