// Test doubles for the notification service: an HttpClient answering from a
// small in-memory notification store, a token store, and a STOMP client the
// test connects, feeds and drops by hand.
import { vi } from 'vitest';
import { HttpError } from 'ra-core';
import type { Notification } from '../../src/engine/notifications';
import type { HttpClient, HttpMethod, RequestOptions } from '../../src/providers/http';
import type { StoredTokens, TokenAnswer, TokenStore } from '../../src/providers/tokenStore';
import type { StompClientLike, StompMessageLike, StompSettings } from '../../src/notifications/stomp';

export const NOW = 1_800_000_000_000;
export const QUEUE = '/queue/admin-notifications.0123456789abcdef0123456789abcdef';

export function note(id: number, extra: Partial<Notification> = {}): Notification {
  return {
    id,
    notification_type: 'STATUS_JOB_APPLICATION',
    objectable_id: 100 + id,
    sender_ids: [7],
    read: false,
    created_at: NOW - id * 60_000,
    ...extra,
  };
}

export interface Call {
  method: HttpMethod;
  path: string;
  query: Record<string, unknown> | undefined;
}

export type Handler = (call: Call) => unknown;

/**
 * An HttpClient over a list of notifications (newest first): pages of 10, the
 * unread count, the queue name, profiles of users 1–99 named "User <id>".
 * `handlers` replace an answer by "METHOD path" (throw in one to fail the call).
 */
export function fakeApi(initial: Notification[] = []) {
  const store = { notifications: [...initial] };
  const calls: Call[] = [];
  const handlers: Record<string, Handler> = {};
  const defaults: Record<string, Handler> = {
    'GET admin/notifications': ({ query }) => {
      const page = Number(query?.page ?? 1);
      const paging = Number(query?.paging ?? 10);
      const data = store.notifications.slice((page - 1) * paging, page * paging);
      return {
        data,
        meta: {
          page,
          paging,
          total: store.notifications.length,
          total_pages: Math.ceil(store.notifications.length / paging),
        },
      };
    },
    'GET admin/notifications/unread_number': () => ({
      data: { amount: store.notifications.filter((n) => !n.read).length },
    }),
    'GET admin/notifications/endpoint': () => ({ data: QUEUE }),
    'PATCH admin/notifications/mark_all_read': () => {
      for (const n of store.notifications) n.read = true;
      return { data: { amount: 0 } };
    },
    'GET user/profile': ({ query }) => ({
      data: String(query?.ids ?? '')
        .split(',')
        .map(Number)
        .filter((id) => id > 0 && id < 100)
        .map((id) => ({ user_id: id, name: `User ${id}`, avatar: null })),
    }),
  };
  const refresh = vi.fn(async () => undefined);
  const http: HttpClient = {
    async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
      const query = options.query as Record<string, unknown> | undefined;
      // The real client joins arrays with commas.
      const flat =
        query && Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));
      const call = { method, path, query: flat };
      calls.push(call);
      await Promise.resolve();
      const key = `${method} ${path}`;
      const handler = handlers[key] ?? defaults[key];
      if (handler) return handler(call) as T;
      const patch = /^notifications\/(\d+)$/.exec(path);
      if (method === 'PATCH' && patch) {
        const found = store.notifications.find((n) => n.id === Number(patch[1]));
        if (!found) throw new HttpError('Not found', 404);
        found.read = true;
        return { data: found } as T;
      }
      throw new HttpError('Not found', 404);
    },
    refresh,
    prefetch: () => undefined,
    endSession: async () => undefined,
  };
  const count = (method: HttpMethod, path: string) =>
    calls.filter((c) => c.method === method && c.path === path).length;
  return { http, store, calls, handlers, refresh, count };
}

/** Tokens in memory; by default an access token fresh until an hour after NOW, and a refresh token. */
export function memoryTokens(initial: Partial<StoredTokens> | null = {}): TokenStore & { value: StoredTokens | null } {
  const store = {
    value:
      initial === null
        ? null
        : {
            accessToken: 'token-1',
            accessExpiresAt: NOW + 3_600_000,
            refreshToken: 'refresh-1',
            refreshExpiresAt: null,
            ...initial,
          },
    read: () => store.value,
    save(answer: TokenAnswer, now = Date.now()) {
      store.value = {
        accessToken: answer.access_token,
        accessExpiresAt: now + answer.expires_in * 1000,
        refreshToken: answer.refresh_token ?? store.value?.refreshToken ?? null,
        refreshExpiresAt: null,
      };
    },
    clear() {
      store.value = null;
    },
    signedInElsewhere: () => false,
  };
  return store;
}

export class FakeStomp implements StompClientLike {
  connectHeaders: Record<string, string> = {};
  active = false;
  /** The options of each deactivate call. */
  deactivations: ({ force?: boolean } | undefined)[] = [];
  subscriptions: {
    destination: string;
    callback: (message: StompMessageLike) => void;
    headers?: Record<string, string>;
  }[] = [];

  constructor(readonly settings: StompSettings) {}

  activate(): void {
    this.active = true;
  }

  async deactivate(options?: { force?: boolean }): Promise<void> {
    this.active = false;
    this.deactivations.push(options);
  }

  subscribe(destination: string, callback: (message: StompMessageLike) => void, headers?: Record<string, string>) {
    this.subscriptions.push({ destination, callback, headers });
    return { unsubscribe: () => undefined };
  }

  /** One connection as the real client makes it: beforeConnect, then (if still active) CONNECTED. */
  async connect(): Promise<boolean> {
    await this.settings.beforeConnect(this);
    if (!this.active) return false;
    this.settings.onConnect();
    return true;
  }

  /** The socket closed (the broker restarted). */
  drop(): void {
    this.settings.onWebSocketClose();
  }

  /** A MESSAGE on the latest subscription; the returned message records its ack. */
  deliver(body: unknown): StompMessageLike & { ack: ReturnType<typeof vi.fn> } {
    const message = { body: typeof body === 'string' ? body : JSON.stringify(body), ack: vi.fn() };
    const subscription = this.subscriptions.at(-1);
    if (!subscription) throw new Error('Not subscribed');
    subscription.callback(message);
    return message;
  }
}

/** A factory that hands out FakeStomp clients and keeps them. */
export function fakeStompFactory() {
  const clients: FakeStomp[] = [];
  const factory = vi.fn(async (settings: StompSettings) => {
    const client = new FakeStomp(settings);
    clients.push(client);
    return client;
  });
  return { factory, clients };
}
