// The service with the real @stomp/stompjs client against a minimal STOMP 1.2
// endpoint over WebSocket (ws): the frames on the wire (CONNECT with the
// bearer token and 20 s heart-beats, SUBSCRIBE with ack:client, one ACK per
// message), a reconnection after the endpoint drops the socket, and the socket
// closed on stop.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { createNotificationService, type NotificationService } from '../../src/notifications/service';
import { fakeApi, memoryTokens, note, NOW, QUEUE } from './helpers';

interface Frame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

/** A STOMP endpoint that records every client frame and delivers what the test sends. */
class MiniBroker {
  readonly server: WebSocketServer;
  frames: Frame[] = [];
  sockets = new Set<WebSocket>();
  private counter = 0;

  constructor() {
    this.server = new WebSocketServer({
      port: 0,
      handleProtocols: (protocols) => (protocols.has('v12.stomp') ? 'v12.stomp' : false),
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      let buffer = '';
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('message', (data) => {
        buffer += data.toString();
        let end: number;
        while ((end = buffer.indexOf('\0')) >= 0) {
          const text = buffer.slice(0, end).replace(/^(\r?\n)+/, '');
          buffer = buffer.slice(end + 1);
          if (text) this.receive(socket, parse(text));
        }
      });
    });
  }

  get url() {
    return `ws://127.0.0.1:${(this.server.address() as AddressInfo).port}/ws`;
  }

  private receive(socket: WebSocket, frame: Frame) {
    this.frames.push(frame);
    if (frame.command === 'CONNECT' || frame.command === 'STOMP')
      socket.send('CONNECTED\nversion:1.2\nheart-beat:0,0\n\n\0');
    if (frame.command === 'DISCONNECT' && frame.headers.receipt)
      socket.send(`RECEIPT\nreceipt-id:${frame.headers.receipt}\n\n\0`);
  }

  of(command: string) {
    return this.frames.filter((f) => f.command === command);
  }

  /** A MESSAGE to the latest subscription; returns its ack id. */
  send(body: string): string {
    const subscription = this.of('SUBSCRIBE').at(-1)!;
    const ack = `ack-${++this.counter}`;
    const headers = [
      `subscription:${subscription.headers.id}`,
      `message-id:m-${this.counter}`,
      `destination:${subscription.headers.destination}`,
      `ack:${ack}`,
      'content-type:application/json',
    ];
    for (const socket of this.sockets) socket.send(`MESSAGE\n${headers.join('\n')}\n\n${body}\0`);
    return ack;
  }

  /** Drops every connection, as a restarting broker does. */
  dropAll() {
    for (const socket of this.sockets) socket.terminate();
  }
}

function parse(text: string): Frame {
  const split = text.indexOf('\n\n');
  const head = split >= 0 ? text.slice(0, split) : text;
  const [command, ...lines] = head.split(/\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0 && !(line.slice(0, colon) in headers)) headers[line.slice(0, colon)] = line.slice(colon + 1);
  }
  return { command, headers, body: split >= 0 ? text.slice(split + 2) : '' };
}

let broker: MiniBroker;
let service: NotificationService | undefined;
const originalWebSocket = (globalThis as { WebSocket?: unknown }).WebSocket;

beforeAll(async () => {
  // Node 20 has no WebSocket of its own; the client uses the global one as a browser does.
  (globalThis as { WebSocket?: unknown }).WebSocket = WebSocket;
  broker = new MiniBroker();
  await new Promise((resolve) => broker.server.once('listening', resolve));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  service?.stop();
  service = undefined;
});

afterAll(async () => {
  (globalThis as { WebSocket?: unknown }).WebSocket = originalWebSocket;
  for (const socket of broker.sockets) socket.terminate();
  await new Promise((resolve) => broker.server.close(resolve));
});

describe('over a real STOMP connection', () => {
  it('connects with the token, subscribes with client acks, applies and acks each message, and catches up after a drop', async () => {
    const consoleCalls = vi.spyOn(console, 'error');
    const api = fakeApi([note(1), note(2)]);
    service = createNotificationService({
      http: api.http,
      tokens: memoryTokens(),
      brokerUrl: () => broker.url,
      reconnectDelay: 50,
      maxReconnectDelay: 200,
    });
    const state = () => service!.getSnapshot().state;
    service.start();
    await service.loadNextPage(); // the panel opened

    await vi.waitFor(() => expect(broker.of('SUBSCRIBE')).toHaveLength(1), { timeout: 20_000 });
    const [connect] = broker.of('CONNECT');
    expect(connect.headers.Authorization).toBe('Bearer token-1');
    expect(connect.headers['heart-beat']).toBe('20000,20000');
    expect(broker.of('SUBSCRIBE')[0].headers).toMatchObject({ destination: QUEUE, ack: 'client' });
    await vi.waitFor(() => expect(service!.getSnapshot().connection).toBe('connected'), { timeout: 20_000 });

    const ack = broker.send(JSON.stringify(note(30, { created_at: NOW + 1 })));
    await vi.waitFor(() => expect(broker.of('ACK').map((f) => f.headers.id)).toEqual([ack]), { timeout: 20_000 });
    expect(state().items.map((i) => i.id)).toEqual([30, 1, 2]);
    expect(state().unread).toBe(3);

    const bad = broker.send('{"broken"');
    await vi.waitFor(() => expect(broker.of('ACK').map((f) => f.headers.id)).toEqual([ack, bad]), { timeout: 20_000 });
    expect(state().items.map((i) => i.id)).toEqual([30, 1, 2]);

    // The broker restarts; one notification is stored meanwhile and comes with page 1.
    api.store.notifications.unshift(note(30, { created_at: NOW + 1 }), note(31, { created_at: NOW + 2 }));
    broker.dropAll();
    await vi.waitFor(() => expect(broker.of('SUBSCRIBE')).toHaveLength(2), { timeout: 20_000 });
    await vi.waitFor(() => expect(state().items.map((i) => i.id)).toEqual([31, 30, 1, 2]), { timeout: 20_000 });
    expect(api.count('GET', 'admin/notifications')).toBe(2);
    expect(state().unread).toBe(4);

    // No reconnection after stop: on the test's clock, far past the longest backoff, no new socket.
    const sockets = vi.spyOn(globalThis as unknown as { WebSocket: typeof WebSocket }, 'WebSocket');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    service.stop();
    await vi.waitFor(() => expect(broker.sockets.size).toBe(0), { timeout: 20_000 });
    await vi.advanceTimersByTimeAsync(60_000);
    vi.useRealTimers();
    expect(sockets).not.toHaveBeenCalled();
    expect(broker.of('CONNECT')).toHaveLength(2);
    expect(consoleCalls).not.toHaveBeenCalled();
  });
});
