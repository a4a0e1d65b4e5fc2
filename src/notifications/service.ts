// The signed-in admin's notifications: the API calls of spec section 7, the
// live STOMP subscription of the admin's queue, and the state the bell and its
// panel read (an external store for useSyncExternalStore). Made once at boot;
// started when the layout shows a signed-in admin, stopped when the session
// changes. Every failure is swallowed (spec section 8): nothing rejects and
// nothing is written to the console.
import { NOTIFICATION_HEARTBEAT_MS, NOTIFICATION_PAGE_SIZE } from '../engine/notifications';
import { holdsSession } from '../providers/authProvider';
import { REFRESH_MARGIN_MS, type HttpClient } from '../providers/http';
import { hasUsableRefreshToken, isAccessTokenFresh, type TokenStore } from '../providers/tokenStore';
import {
  affectsUnlisted,
  hasMore,
  initialNotificationState,
  notificationReducer,
  type NotificationAction,
  type NotificationState,
} from './state';

/** A sender as GET user/profile describes one. */
export interface Profile {
  user_id: number;
  name: string;
  avatar: string | null;
}

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
}

/** A delivered STOMP message, as far as the service uses it. */
export interface StompMessageLike {
  readonly body: string;
  ack(): void;
}

/** The part of @stomp/stompjs's Client the service uses (a test passes its own). */
export interface StompClientLike {
  connectHeaders: Record<string, string>;
  activate(): void;
  /** force: drops the socket without the DISCONNECT handshake. */
  deactivate(options?: { force?: boolean }): Promise<void>;
  subscribe(
    destination: string,
    callback: (message: StompMessageLike) => void,
    headers?: Record<string, string>,
  ): { unsubscribe(): void };
}

export interface StompSettings {
  brokerURL: string;
  heartbeatIncoming: number;
  heartbeatOutgoing: number;
  /** The first reconnection delay; it doubles after each failed attempt up to maxReconnectDelay. */
  reconnectDelay: number;
  maxReconnectDelay: number;
  /** Before each (re)connection: sets connectHeaders from the current token, or deactivates the client. */
  beforeConnect(client: StompClientLike): Promise<void>;
  onConnect(): void;
  onWebSocketClose(): void;
}

export type StompClientFactory = (settings: StompSettings) => Promise<StompClientLike>;

/**
 * A WebSocket whose close() while it is still connecting waits for it to open
 * (or fail) instead: closing a connecting socket is a browser warning, and a
 * session that ends during a reconnection attempt (logout, an ended session)
 * stops the client at just that moment.
 */
function quietlyClosingSocket(url: string, protocols: string[]): WebSocket {
  const socket = new WebSocket(url, protocols);
  const close = socket.close.bind(socket);
  socket.close = (code?: number, reason?: string) => {
    if (socket.readyState !== WebSocket.CONNECTING) return close(code, reason);
    socket.addEventListener('open', () => close(code, reason), { once: true });
  };
  return socket;
}

/** The real client, loaded on first use so the library stays out of the first page load. */
export const createStompClient: StompClientFactory = async (settings) => {
  const { Client, ReconnectionTimeMode, Versions } = await import('@stomp/stompjs');
  const client: InstanceType<typeof Client> = new Client({
    webSocketFactory: () => quietlyClosingSocket(settings.brokerURL, Versions.default.protocolVersions()),
    heartbeatIncoming: settings.heartbeatIncoming,
    heartbeatOutgoing: settings.heartbeatOutgoing,
    reconnectDelay: settings.reconnectDelay,
    maxReconnectDelay: settings.maxReconnectDelay,
    reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
    beforeConnect: () => settings.beforeConnect(client),
    onConnect: () => settings.onConnect(),
    onWebSocketClose: () => settings.onWebSocketClose(),
    debug: () => undefined,
  });
  return client;
};

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

export const RECONNECT_DELAY_MS = 1_000;
export const MAX_RECONNECT_DELAY_MS = 30_000;
/** Profiles asked for in one call at most (the ids go in the query string). */
const PROFILE_BATCH = 50;

/**
 * The WebSocket URL of the broker: '' is this origin's /ws (wss on https), a
 * path is on this origin, http(s) becomes ws(s). Null when it is not one.
 */
export function brokerWebSocketUrl(configured: string, location: { protocol: string; host: string }): string | null {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const value = configured.trim();
  let text =
    value === ''
      ? `${scheme}//${location.host}/ws`
      : value.startsWith('/')
        ? `${scheme}//${location.host}${value}`
        : value;
  text = text.replace(/^http(s?):/i, 'ws$1:');
  try {
    const url = new URL(text);
    return url.protocol === 'ws:' || url.protocol === 'wss:' ? url.href : null;
  } catch {
    return null;
  }
}

interface PageAnswer {
  items: readonly unknown[];
  totalPages: number;
}

const noop = () => undefined;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toProfile(value: unknown): Profile | null {
  if (!isRecord(value)) return null;
  const id = Number(value.user_id);
  if (!Number.isSafeInteger(id)) return null;
  return {
    user_id: id,
    name: typeof value.name === 'string' ? value.name : '',
    avatar: typeof value.avatar === 'string' && value.avatar ? value.avatar : null,
  };
}

export function createNotificationService(options: NotificationServiceOptions): NotificationService {
  const { http, tokens } = options;
  const now = options.now ?? (() => Date.now());
  const createClient = options.createClient ?? createStompClient;
  const where =
    options.location ??
    (() => (typeof window === 'undefined' ? { protocol: 'http:', host: 'localhost' } : window.location));
  const firstDelay = options.reconnectDelay ?? RECONNECT_DELAY_MS;
  const maxDelay = options.maxReconnectDelay ?? MAX_RECONNECT_DELAY_MS;

  let state: NotificationState = initialNotificationState;
  let connection: ConnectionStatus = 'stopped';
  let profiles: ReadonlyMap<number, Profile | null> = new Map();
  let snapshot: NotificationSnapshot = makeSnapshot();
  const listeners = new Set<() => void>();

  // Each start opens a generation; answers and callbacks of an older one are dropped.
  let generation = 0;
  let started = false;
  let client: StompClientLike | null = null;
  const cancels = new Set<() => void>();
  const profilesAsked = new Set<number>();
  let profileQueue: number[] = [];
  let profileLanguage: string | undefined;
  let flushQueued = false;

  function makeSnapshot(): NotificationSnapshot {
    return { state, hasMore: hasMore(state), connection, profiles };
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
  const live = (gen: number) => started && gen === generation;

  async function fetchPage(page: number): Promise<PageAnswer> {
    const answer = await http.request<{ data?: unknown; meta?: { total_pages?: unknown } }>(
      'GET',
      'admin/notifications',
      {
        query: { page, paging: NOTIFICATION_PAGE_SIZE },
      },
    );
    if (!Array.isArray(answer?.data)) throw new Error('Invalid notification page');
    const total = Number(answer.meta?.total_pages);
    // Without meta, a full page means another may follow.
    const totalPages = Number.isFinite(total) ? total : answer.data.length >= NOTIFICATION_PAGE_SIZE ? page + 1 : page;
    return { items: answer.data, totalPages };
  }

  async function fetchUnread(): Promise<number> {
    const answer = await http.request<{ data?: { amount?: unknown } }>('GET', 'admin/notifications/unread_number');
    const amount = Number(answer?.data?.amount);
    if (!Number.isFinite(amount)) throw new Error('Invalid unread number');
    return amount;
  }

  async function fetchEndpoint(): Promise<string> {
    const answer = await http.request<{ data?: unknown }>('GET', 'admin/notifications/endpoint');
    const destination = answer?.data;
    if (typeof destination !== 'string' || !destination.startsWith('/'))
      throw new Error('Invalid notification endpoint');
    return destination;
  }

  /** Waits, unless the generation ends first; tells whether it is still current. */
  function sleep(ms: number, gen: number): Promise<boolean> {
    return new Promise((resolve) => {
      const cancel = () => {
        clearTimeout(timer);
        cancels.delete(cancel);
        resolve(false);
      };
      const timer = setTimeout(() => {
        cancels.delete(cancel);
        resolve(live(gen));
      }, ms);
      cancels.add(cancel);
    });
  }

  /** Runs a task until it succeeds, with the broker's backoff between attempts; null once stopped. */
  async function retrying<T>(gen: number, task: () => Promise<T>): Promise<T | null> {
    let delay = firstDelay;
    for (;;) {
      if (!live(gen) || !sessionHeld()) return null;
      try {
        return await task();
      } catch {
        // Tried again after the delay.
      }
      if (!(await sleep(delay, gen))) return null;
      delay = Math.min(delay * 2, maxDelay);
    }
  }

  // Count answers can overtake each other: an older one never replaces a newer one.
  let countsAsked = 0;
  let countShown = 0;
  // Live messages received so far: a count asked before one arrived may or may not include it.
  let liveReceived = 0;

  /** The unread count from the server; page 1 merged too when `withPage` (after a reconnect). */
  async function sync(gen: number, withPage: boolean): Promise<void> {
    const asked = ++countsAsked;
    const receivedBefore = liveReceived;
    const [page, unread] = await Promise.allSettled([withPage ? fetchPage(1) : Promise.resolve(null), fetchUnread()]);
    if (!live(gen)) return;
    // A message that came while the count was on its way makes the answer ambiguous: ask again.
    const overtaken = liveReceived !== receivedBefore;
    const fresh = asked > countShown && unread.status === 'fulfilled' && !overtaken;
    if (fresh) countShown = asked;
    if (overtaken && unread.status === 'fulfilled') void sync(gen, false);
    const answer = page.status === 'fulfilled' ? page.value : null;
    dispatch({
      type: 'latestLoaded',
      items: answer?.items,
      totalPages: answer?.totalPages,
      unread: fresh ? unread.value : undefined,
    });
  }

  function onMessage(gen: number, message: StompMessageLike): void {
    // A throwing handler would be logged by the STOMP parser: nothing escapes.
    try {
      if (live(gen)) {
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
          if (recount) void sync(gen, false);
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

  async function connect(gen: number, destination: string): Promise<void> {
    const url = brokerWebSocketUrl(options.brokerUrl(), where());
    if (!url) {
      setConnection('stopped');
      return;
    }
    let connectedBefore = false;
    const settings: StompSettings = {
      brokerURL: url,
      heartbeatIncoming: NOTIFICATION_HEARTBEAT_MS,
      heartbeatOutgoing: NOTIFICATION_HEARTBEAT_MS,
      reconnectDelay: firstDelay,
      maxReconnectDelay: maxDelay,
      async beforeConnect(stomp) {
        try {
          // The token may have been refreshed since the last attempt, or be about to expire.
          const stored = tokens.read();
          if (
            live(gen) &&
            !isAccessTokenFresh(stored, now(), REFRESH_MARGIN_MS) &&
            hasUsableRefreshToken(stored, now())
          )
            await http.refresh();
        } catch {
          // Offline: try with the token held; a refused session shows below.
        }
        const token = tokens.read()?.accessToken;
        if (!live(gen) || !token) {
          // No session (or stopped meanwhile): no connection and no further attempts.
          if (live(gen)) setConnection('stopped');
          await stomp.deactivate().catch(noop);
          return;
        }
        stomp.connectHeaders = { Authorization: `Bearer ${token}` };
      },
      onConnect() {
        if (!live(gen) || !client) return;
        try {
          client.subscribe(destination, (message) => onMessage(gen, message), { ack: 'client' });
        } catch {
          return; // the socket closed meanwhile; the next connection subscribes
        }
        setConnection('connected');
        // What the queue delivers on subscribing may already be in the count fetched before; after a
        // reconnect, page 1 also brings what was published while the connection was down.
        void sync(gen, connectedBefore && state.page > 0);
        connectedBefore = true;
      },
      onWebSocketClose() {
        if (live(gen) && connection === 'connected') setConnection('connecting');
      },
    };
    const made = await retrying(gen, () => createClient(settings));
    if (!made) return;
    if (!live(gen)) {
      void made.deactivate().catch(noop);
      return;
    }
    client = made;
    made.activate();
  }

  function start(): void {
    if (started || !sessionHeld()) return;
    started = true;
    const gen = ++generation;
    setConnection('connecting');
    void (async () => {
      try {
        // The count first (spec section 4: the count and the subscription at startup); the list
        // waits for the panel.
        void sync(gen, false);
        const [name] = await Promise.all([retrying(gen, fetchEndpoint), options.beforeFirstConnection?.()]);
        if (name && live(gen)) await connect(gen, name);
      } catch {
        // Nothing to do: the bell shows what was loaded.
      }
    })();
  }

  function stop(): void {
    const wasActive = started || client !== null || state !== initialNotificationState;
    generation += 1;
    started = false;
    for (const cancel of [...cancels]) cancel();
    const old = client;
    client = null;
    // The socket is dropped without a DISCONNECT: on logout the server has already closed it
    // (the session was revoked first), and a frame sent into a closing socket is a browser error.
    if (old) void old.deactivate({ force: true }).catch(noop);
    profilesAsked.clear();
    profileQueue = [];
    if (!wasActive && connection === 'stopped' && profiles.size === 0) return;
    state = initialNotificationState;
    connection = 'stopped';
    profiles = new Map();
    emit();
  }

  async function loadNextPage(): Promise<void> {
    if (!started || state.fetching || !hasMore(state)) return;
    const gen = generation;
    const page = state.page + 1;
    dispatch({ type: 'fetchStarted' });
    try {
      const answer = await fetchPage(page);
      if (live(gen)) dispatch({ type: 'pageLoaded', page, items: answer.items, totalPages: answer.totalPages });
    } catch {
      if (live(gen)) dispatch({ type: 'fetchFailed' });
    }
  }

  async function open(id: number): Promise<void> {
    const item = state.items.find((entry) => entry.id === id);
    if (!started || !item || item.read) return;
    dispatch({ type: 'opened', id });
    try {
      await http.request('PATCH', `notifications/${encodeURIComponent(String(id))}`);
    } catch {
      // Shown read; the next count from the server says otherwise if it did not take.
    }
  }

  async function markAllRead(): Promise<void> {
    if (!started) return;
    dispatch({ type: 'allRead' });
    try {
      await http.request('PATCH', 'admin/notifications/mark_all_read');
    } catch {
      // Ignored (spec section 8).
    }
  }

  async function refreshUnread(): Promise<void> {
    if (started) await sync(generation, false);
  }

  async function fetchProfiles(gen: number, ids: number[], language: string | undefined): Promise<void> {
    try {
      const answer = await http.request<{ data?: unknown }>('GET', 'user/profile', { query: { ids, language } });
      if (gen !== generation) return;
      const next = new Map(profiles);
      for (const entry of Array.isArray(answer?.data) ? answer.data : []) {
        const profile = toProfile(entry);
        if (profile && ids.includes(profile.user_id)) next.set(profile.user_id, profile);
      }
      // Ids the server left out are unknown: not asked for again.
      for (const id of ids) if (!next.has(id)) next.set(id, null);
      profiles = next;
      emit();
    } catch {
      // Asked for again the next time they are shown.
    } finally {
      if (gen === generation) for (const id of ids) profilesAsked.delete(id);
    }
  }

  function flushProfiles(): void {
    flushQueued = false;
    const ids = profileQueue;
    profileQueue = [];
    if (!started || ids.length === 0) return;
    for (let i = 0; i < ids.length; i += PROFILE_BATCH)
      void fetchProfiles(generation, ids.slice(i, i + PROFILE_BATCH), profileLanguage);
  }

  function ensureProfiles(ids: readonly number[], language?: string): void {
    if (!started) return;
    for (const id of ids) {
      if (!Number.isSafeInteger(id) || profiles.has(id) || profilesAsked.has(id)) continue;
      profilesAsked.add(id);
      profileQueue.push(id);
    }
    profileLanguage = language;
    // Calls within one task go out together.
    if (profileQueue.length > 0 && !flushQueued) {
      flushQueued = true;
      queueMicrotask(flushProfiles);
    }
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
    ensureProfiles,
  };
}
