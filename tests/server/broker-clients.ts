// STOMP clients for the broker tests: @stomp/stompjs over `ws` as the
// browser uses it, and a raw socket that writes frames by hand.
import {
  Client,
  FrameImpl,
  Parser,
  type IFrame,
  type IMessage,
  type IStompSocket,
  type StompHeaders,
} from '@stomp/stompjs';
import WebSocket from 'ws';

/** A safety net for a wait on an event, under the tests' 30 s: the event, not this, ends a wait. */
const WAIT_MS = 20_000;

/** Items arriving one by one; `next()` waits for the next one (or fails after a while). */
export class Inbox<T> {
  readonly items: T[] = [];
  private read = 0;
  private waiters: (() => void)[] = [];

  push(item: T): void {
    this.items.push(item);
    for (const wake of this.waiters.splice(0)) wake();
  }

  async next(what = 'an item', ms = WAIT_MS): Promise<T> {
    const deadline = Date.now() + ms;
    while (this.read >= this.items.length) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.items[this.read++];
  }

  get unread(): number {
    return this.items.length - this.read;
  }
}

export interface StompUser {
  client: Client;
  errors: Inbox<IFrame>;
  closes: Inbox<number>;
  subscribe(destination: string, headers?: StompHeaders): Promise<Inbox<IMessage>>;
  disconnect(): Promise<void>;
}

/** A @stomp/stompjs client, connected (or rejected with the ERROR frame's message). No reconnects, no heart-beats unless asked. */
export async function connectStomp(
  url: string,
  connectHeaders: StompHeaders,
  options: { heartbeatOutgoing?: number; heartbeatIncoming?: number } = {},
): Promise<StompUser> {
  const errors = new Inbox<IFrame>();
  const closes = new Inbox<number>();
  let receipts = 0;
  const client = new Client({
    webSocketFactory: () => new WebSocket(url, ['v12.stomp', 'v11.stomp', 'v10.stomp']) as unknown as IStompSocket,
    connectHeaders,
    reconnectDelay: 0,
    heartbeatIncoming: options.heartbeatIncoming ?? 0,
    heartbeatOutgoing: options.heartbeatOutgoing ?? 0,
    debug: () => {},
  });
  const connected = new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onStompError = (frame) => {
      errors.push(frame);
      reject(new Error(`ERROR ${frame.headers.message}`));
    };
    client.onWebSocketClose = (event: { code: number }) => {
      closes.push(event.code);
      reject(new Error(`closed ${event.code}`));
    };
  });
  client.activate();
  try {
    await connected;
  } catch (error) {
    await client.deactivate();
    throw error;
  }
  return {
    client,
    errors,
    closes,
    /** Resolves once the broker confirmed the subscription (a receipt). */
    async subscribe(destination, headers = {}) {
      const inbox = new Inbox<IMessage>();
      const receipt = `sub-${++receipts}`;
      const confirmed = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
      client.subscribe(destination, (message) => inbox.push(message), { ...headers, receipt });
      await withTimeout(confirmed, `a receipt for SUBSCRIBE ${destination}`);
      return inbox;
    },
    disconnect: () => client.deactivate(),
  };
}

export interface RawFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

export interface RawStomp {
  ws: WebSocket;
  frames: Inbox<RawFrame>;
  /** Each heart-beat EOL as it arrives: how many frames had come before it. */
  heartbeats: Inbox<number>;
  closed: Promise<number>;
  send(text: string | Buffer): void;
  /** The next frame; fails if it is not `command`. */
  expect(command: string): Promise<RawFrame>;
  close(): void;
}

/** A WebSocket writing STOMP by hand; resolves once open (rejects with the HTTP status when the upgrade is refused). */
export function rawStomp(url: string, protocols: string[] = ['v12.stomp']): Promise<RawStomp> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, protocols);
    const frames = new Inbox<RawFrame>();
    const heartbeats = new Inbox<number>();
    const parser = new Parser(
      (raw) => {
        const frame = FrameImpl.fromRawFrame(raw, raw.command !== 'CONNECTED');
        frames.push({
          command: frame.command,
          headers: { ...frame.headers } as Record<string, string>,
          body: frame.body,
        });
      },
      () => heartbeats.push(frames.items.length),
    );
    const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
    ws.on('message', (data: Buffer) => parser.parseChunk(new Uint8Array(data).buffer as ArrayBuffer));
    ws.on('unexpected-response', (_request, response) => {
      reject(new Error(`upgrade refused: ${response.statusCode}`));
      response.resume();
      ws.terminate();
    });
    ws.on('error', (error) => reject(error));
    ws.on('open', () => {
      resolve({
        ws,
        frames,
        heartbeats,
        closed,
        send: (text) => ws.send(text),
        async expect(command) {
          const frame = await frames.next(`a ${command} frame`);
          if (frame.command !== command)
            throw new Error(`expected ${command}, got ${frame.command} ${JSON.stringify(frame.headers)} ${frame.body}`);
          return frame;
        },
        close: () => ws.close(),
      });
    });
  });
}

/** A frame as text; header values are written as given (escape them yourself where a test needs to). */
export function frame(command: string, headers: Record<string, string> = {}, body = ''): string {
  return `${command}\n${Object.entries(headers)
    .map(([name, value]) => `${name}:${value}\n`)
    .join('')}\n${body}\0`;
}

export async function withTimeout<T>(promise: Promise<T>, what: string, ms = WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)),
  );
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
