// The live connection to the admin's queue: a STOMP client that connects with the current access
// token (refreshed first when it is about to expire), subscribes with client acknowledgements and
// reconnects with a backoff; no session, no connection.
import { NOTIFICATION_HEARTBEAT_MS } from '../engine/notifications';
import { REFRESH_MARGIN_MS, type HttpClient } from '../providers/http';
import { hasUsableRefreshToken, isAccessTokenFresh, type TokenStore } from '../providers/tokenStore';
import type { Runs } from './runs';
import type { StompClientFactory, StompClientLike, StompMessageLike, StompSettings } from './stomp';

export interface LiveOptions {
  runs: Runs;
  run: number;
  /** The broker's WebSocket address and the queue to subscribe to. */
  url: string;
  destination: string;
  http: HttpClient;
  tokens: TokenStore;
  now: () => number;
  reconnectDelay: number;
  maxReconnectDelay: number;
  createClient: StompClientFactory;
  /** Whether an admin is signed in: making the client is retried only while one is. */
  sessionHeld: () => boolean;
  onMessage(message: StompMessageLike): void;
  /** The connection opened (and subscribed); `again` after the first time. */
  onConnected(again: boolean, client: StompClientLike): void;
  /** The socket closed: the client reconnects by itself. */
  onClosed(): void;
  /** No session: no connection, and no further attempts. */
  onStopped(): void;
}

const noop = () => undefined;

/** Makes and activates the client; null when the run ended first. */
export async function openLiveConnection(options: LiveOptions): Promise<StompClientLike | null> {
  const { runs, run, tokens, http, now } = options;
  const live = () => runs.live(run);
  let client: StompClientLike | null = null;
  let connectedBefore = false;
  const settings: StompSettings = {
    brokerURL: options.url,
    heartbeatIncoming: NOTIFICATION_HEARTBEAT_MS,
    heartbeatOutgoing: NOTIFICATION_HEARTBEAT_MS,
    reconnectDelay: options.reconnectDelay,
    maxReconnectDelay: options.maxReconnectDelay,
    async beforeConnect(stomp) {
      try {
        // The token may have been refreshed since the last attempt, or be about to expire.
        const stored = tokens.read();
        if (
          live() &&
          !tokens.signedInElsewhere() &&
          !isAccessTokenFresh(stored, now(), REFRESH_MARGIN_MS) &&
          hasUsableRefreshToken(stored, now())
        )
          await http.refresh();
      } catch {
        // Offline: try with the token held; a refused session shows below.
      }
      // Another tab's sign-in is not this page's to connect with (its calls are held the same way).
      const token = tokens.signedInElsewhere() ? null : tokens.read()?.accessToken;
      if (!live() || !token) {
        // No session (or stopped meanwhile): no connection and no further attempts.
        if (live()) options.onStopped();
        await stomp.deactivate().catch(noop);
        return;
      }
      stomp.connectHeaders = { Authorization: `Bearer ${token}` };
    },
    onConnect() {
      if (!live() || !client) return;
      try {
        client.subscribe(options.destination, options.onMessage, { ack: 'client' });
      } catch {
        return; // the socket closed meanwhile; the next connection subscribes
      }
      options.onConnected(connectedBefore, client);
      connectedBefore = true;
    },
    onWebSocketClose() {
      if (live()) options.onClosed();
    },
  };
  const made = await runs.retrying(run, () => options.createClient(settings), options.sessionHeld);
  if (!made) return null;
  if (!live()) {
    void made.deactivate().catch(noop);
    return null;
  }
  client = made;
  made.activate();
  return made;
}
