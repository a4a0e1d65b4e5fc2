// The STOMP client of the live notifications, as the service uses it: the settings it is made with,
// the real @stomp/stompjs client (loaded on first use), and the broker's WebSocket address.

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

export const RECONNECT_DELAY_MS = 1_000;
export const MAX_RECONNECT_DELAY_MS = 30_000;

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
