// Restarts that lose nothing, on the real server process (server/main.ts):
// SIGTERM lets the requests in flight finish, closes the broker's WebSockets
// and the database and exits 0; SIGKILL at a random moment of a stream of
// creates and state actions loses no answered write and leaves no record in
// a state without the history row that put it there.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectStomp } from './broker-clients';
import { backend, createStore, type TestStore } from './helpers';

const root = path.resolve(import.meta.dirname, '../..');
// Ports 18500-18549 for the embedded database, 18550-18599 for PostgreSQL: both runs may overlap.
const firstPort = backend === 'postgres' ? 18550 : 18500;
const ADMIN = { email: 'restart@example.com', password: 'restart-pass-1' };
const NEWS = '/api/v1/admin/news';
const KILL_ROUNDS = 3;

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

interface LogLine {
  msg?: string;
  req?: { method: string; url: string; remotePort: number };
  [key: string]: unknown;
}

interface Running {
  child: ChildProcess;
  port: number;
  url: string;
  log: LogLine[];
  exited: Promise<Exit>;
  /** Resolves once a log line matches (fails after `ms`). */
  waitForLog(match: (line: LogLine) => boolean, what: string, ms?: number): Promise<void>;
}

let nextPort = firstPort;
const running = new Set<Running>();

/**
 * Safety nets, not waits: a server's start in a process of its own (its code compiled, a new store)
 * takes many times longer on a busy machine, and each wait ends on the log line it waits for.
 */
const WAIT_NET_MS = 5 * 60_000;
const TEST_NET = { timeout: 10 * 60_000 };

/** `node --import tsx server/main.ts` on the store, once it listens. */
async function startServer(store: TestStore): Promise<Running> {
  const port = nextPort++;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.config().DATABASE_URL,
      STATIC_DIR: path.join(store.dataDir, 'no-static'),
      BROKER_URL: '',
      LOG_LEVEL: 'info',
      SEED_DEMO: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SHUTDOWN_TIMEOUT: '20',
    },
  });
  const log: LogLine[] = [];
  const text: string[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop()!;
    for (const line of lines) {
      text.push(line);
      try {
        log.push(JSON.parse(line));
      } catch {
        log.push({ msg: line });
      }
    }
    for (const wake of waiters) wake();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => text.push(chunk));
  const exited = new Promise<Exit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  let ended = false;
  void exited.then(() => {
    ended = true;
    running.delete(server);
    for (const wake of waiters) wake();
  });
  const server: Running = {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    log,
    exited,
    waitForLog: (match, what, ms = WAIT_NET_MS) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => done(new Error(`timed out waiting for ${what}; output:\n${text.join('\n').slice(-3000)}`)),
          ms,
        );
        const check = () => {
          if (log.some(match)) done();
          else if (ended) done(new Error(`the server exited before ${what}; output:\n${text.join('\n').slice(-3000)}`));
        };
        const done = (error?: Error) => {
          clearTimeout(timer);
          waiters.delete(check);
          if (error) reject(error);
          else resolve();
        };
        waiters.add(check);
        check();
      }),
  };
  running.add(server);
  await server.waitForLog(
    (line) => String(line.msg).startsWith('Marketplace Admin is running'),
    'the server to listen',
  );
  return server;
}

interface Answer {
  status: number;
  body: any;
}

/** One request on its own connection; `hold` sends the headers and half the body, then the rest once it resolves. */
function request(
  server: { port: number },
  method: string,
  url: string,
  options: { token?: string; body?: unknown; hold?: Promise<void>; agent?: http.Agent } = {},
) {
  const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  const headers: Record<string, string | number> = {
    accept: 'application/json',
    ...(!options.agent && { connection: 'close' }),
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': payload.length });
  const req = http.request({
    host: '127.0.0.1',
    port: server.port,
    method,
    path: url,
    headers,
    agent: options.agent ?? false,
  });
  /** The client's port once connected: the server's log names it. */
  const connected = new Promise<number>((resolve) =>
    req.on('socket', (socket) => socket.on('connect', () => resolve(socket.localPort!))),
  );
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: keep the text.
        }
        resolve({ status: res.statusCode!, body });
      });
    });
  });
  // A test that fails early leaves answers nobody waits for.
  answer.catch(() => {});
  if (!payload) req.end();
  else if (!options.hold) req.end(payload);
  else {
    const half = payload.length >> 1;
    req.write(payload.subarray(0, half));
    void options.hold.then(() => req.end(payload.subarray(half)));
  }
  return { answer, connected };
}

async function login(server: Running): Promise<string> {
  const answer = await request(server, 'POST', '/api/v1/admin/oauth/token', {
    body: { grant_type: 'password', ...ADMIN },
  }).answer;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.access_token;
}

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

const newsBody = (tag: string, words: number) => ({
  title: `Restart ${tag}`,
  category_id: 0,
  language_code: 'en',
  summary: `Summary of ${tag}`,
  body: `<p>${`${tag} `.repeat(words).trim()}</p>`,
});

/** What the test knows of a record: the values it was created with and the states its answered actions put it in. */
interface Known {
  id: number;
  title: string;
  summary: string;
  body: string;
  /** Answered moves, oldest first. */
  moves: string[];
  /** A move sent when the server died, answered or not. */
  unsure: string | null;
  state: string;
}

const MOVES: Record<string, { action: string; to: string; reason?: boolean }[]> = {
  draft: [
    { action: 'publish', to: 'published' },
    { action: 'archive', to: 'archived', reason: true },
  ],
  published: [
    { action: 'unpublish', to: 'draft' },
    { action: 'archive', to: 'archived', reason: true },
  ],
  archived: [{ action: 'publish', to: 'published' }],
};

describe(`restarts on ${backend}`, () => {
  let store: TestStore;
  let token = '';
  let categoryId = 0;
  const known: Known[] = [];
  /** The server the SIGTERM test restarted, still running. */
  let restarted: Running | undefined;

  beforeAll(async () => {
    store = await createStore();
    // Empty: the server started in its own process seeds it.
    await store.prepare();
  });
  afterAll(async () => {
    for (const server of running) server.child.kill('SIGKILL');
    await Promise.all([...running].map((server) => server.exited));
    await store?.dispose();
  });

  /** A session (kept across restarts, like every write) and a news category, once. */
  async function prepare(server: Running) {
    if (categoryId) return;
    token = await login(server);
    const category = await request(server, 'POST', '/api/v1/news_categories', {
      token,
      body: { names: ['en', 'ja', 'vi'].map((language_code) => ({ language_code, name: 'Restarts' })) },
    }).answer;
    expect(category.status, JSON.stringify(category.body)).toBe(201);
    categoryId = category.body.data.id;
  }

  /** Every answered write is there with its values, and every record's state has the history row that put it there. */
  async function verify(server: Running) {
    for (const record of known) {
      const shown = await request(server, 'GET', `${NEWS}/${record.id}`, { token }).answer;
      expect(shown.status, `news ${record.id}`).toBe(200);
      expect(shown.body.data).toMatchObject({ title: record.title, summary: record.summary, body: record.body });
      const history = await request(server, 'GET', `${NEWS}/${record.id}/history`, { token }).answer;
      expect(history.status).toBe(200);
      const moves = (history.body.data as { type: string; to_state: string }[])
        .filter((row) => row.type === 'action')
        .map((row) => row.to_state)
        .reverse();
      const state = shown.body.data.status as string;
      if (record.unsure) {
        // The move was written whole or not at all.
        expect([record.state, record.unsure], `news ${record.id}`).toContain(state);
        record.moves.push(...(state === record.unsure ? [record.unsure] : []));
        record.state = state;
        record.unsure = null;
      }
      expect(state, `news ${record.id}`).toBe(record.state);
      expect(moves, `the history of news ${record.id}`).toEqual(record.moves);
      expect(moves.at(-1) ?? 'draft').toBe(state);
    }
    const health = await request(server, 'GET', '/healthz').answer;
    expect(health).toEqual({ status: 200, body: { status: 'ok' } });
  }

  it(
    'SIGTERM: requests in flight are answered, new connections refused, WebSockets closed, exit 0, nothing lost',
    TEST_NET,
    async () => {
      const server = await startServer(store);
      await prepare(server);

      const stomp = await connectStomp(`ws://127.0.0.1:${server.port}/ws`, { Authorization: `Bearer ${token}` });

      // Slow writes: headers and half of a large body sent, the rest only after the signal. Half of them on
      // keep-alive connections, as browsers send them: those must not hold the stop once answered.
      let release!: () => void;
      const hold = new Promise<void>((resolve) => (release = resolve));
      const keepAlive = new http.Agent({ keepAlive: true });
      const slowBodies = Array.from({ length: 6 }, (_, i) => ({
        ...newsBody(`slow-${i}`, 8000),
        category_id: categoryId,
      }));
      const slow = slowBodies.map((body, i) =>
        request(server, 'POST', NEWS, { token, body, hold, agent: i % 2 ? keepAlive : undefined }),
      );
      // And a burst of ordinary ones.
      const fastBodies = Array.from({ length: 20 }, (_, i) => ({
        ...newsBody(`fast-${i}`, 200),
        category_id: categoryId,
      }));
      const fast = fastBodies.map((body) => request(server, 'POST', NEWS, { token, body, agent: keepAlive }));
      const slowPorts = await Promise.all(slow.map((s) => s.connected));
      const fastPorts = await Promise.all(fast.map((s) => s.connected));
      const arrived = (ports: number[]) => (line: LogLine) =>
        line.msg === 'incoming request' && ports.includes(line.req?.remotePort ?? -1);
      // Every request reached the server before the signal.
      for (const port of [...slowPorts, ...fastPorts])
        await server.waitForLog(arrived([port]), `the request from port ${port}`);

      const closes = stomp.closes.next('the WebSocket to close');
      server.child.kill('SIGTERM');
      await server.waitForLog((line) => String(line.msg).startsWith('SIGTERM: stopping'), 'the stop to begin');
      expect(await closes, 'the close code of the STOMP WebSocket').toBe(1001);
      // The listening socket closes right after the broker's WebSockets (Fastify's preClose hooks), of
      // which the server tells nothing: asked until then; the timeout is a safety net.
      await vi.waitFor(async () => expect(await refused(server.port), 'a new connection after SIGTERM').toBe(true), {
        timeout: 30_000,
        interval: 20,
      });
      release();

      const answers = await Promise.all([...slow, ...fast].map((s) => s.answer));
      const bodies = [...slowBodies, ...fastBodies];
      answers.forEach((answer, i) => {
        expect(answer.status, `${bodies[i].title}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(201);
        expect(answer.body.data).toMatchObject({ title: bodies[i].title, summary: bodies[i].summary, status: 'draft' });
        known.push({
          id: answer.body.data.id,
          title: bodies[i].title,
          summary: bodies[i].summary,
          body: answer.body.data.body,
          moves: [],
          unsure: null,
          state: 'draft',
        });
      });
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.log.some((line) => String(line.msg).startsWith('Stopped:'))).toBe(true);
      keepAlive.destroy();
      await stomp.disconnect();

      // The next test goes on with this server (one start less).
      restarted = await startServer(store);
      await verify(restarted);
    },
  );

  it(
    'SIGKILL in the middle of writes: every answered write survives, no state lacks its history row',
    TEST_NET,
    async () => {
      for (let round = 0; round < KILL_ROUNDS; round++) {
        const server = round === 0 && restarted ? restarted : await startServer(store);
        await prepare(server);
        await verify(server);
        let dead = false;
        let answered = 0;
        let flowing!: () => void;
        const fiveAnswered = new Promise<void>((resolve) => (flowing = resolve));
        const counted = () => {
          answered++;
          if (answered === 5) flowing();
        };
        const workers = Array.from({ length: 4 }, async (_, worker) => {
          const mine: Known[] = known.filter((_, i) => i % 4 === worker);
          let n = 0;
          while (!dead) {
            const record = mine.length && Math.random() < 0.6 ? mine[Math.floor(Math.random() * mine.length)] : null;
            if (record) {
              const options = MOVES[record.state];
              const move = options[Math.floor(Math.random() * options.length)];
              record.unsure = move.to;
              const answer = await request(server, 'PUT', `${NEWS}/${record.id}/${move.action}`, {
                token,
                body: move.reason ? { reason: `round ${round}` } : {},
              }).answer.catch(() => null);
              if (!answer) return;
              expect(answer.status, JSON.stringify(answer.body)).toBe(200);
              expect(answer.body.data.status).toBe(move.to);
              record.state = move.to;
              record.moves.push(move.to);
              record.unsure = null;
              counted();
            } else {
              const body = {
                ...newsBody(`r${round}-w${worker}-${n++}`, 50 + Math.floor(Math.random() * 2000)),
                category_id: categoryId,
              };
              const answer = await request(server, 'POST', NEWS, { token, body }).answer.catch(() => null);
              // A create the server died on is not known to have happened: only answered ones are checked.
              if (!answer) return;
              expect(answer.status, JSON.stringify(answer.body)).toBe(201);
              const created: Known = {
                id: answer.body.data.id,
                title: body.title,
                summary: body.summary,
                body: answer.body.data.body,
                moves: [],
                unsure: null,
                state: 'draft',
              };
              known.push(created);
              mine.push(created);
              counted();
            }
          }
        });
        // The kill comes at a random moment once writes are flowing.
        // Or every worker has stopped short of it, which the expectation below tells.
        await Promise.race([fiveAnswered, Promise.all(workers)]);
        expect(answered, `round ${round} wrote before the kill`).toBeGreaterThanOrEqual(5);
        // The moment is random on purpose (not a wait for anything): what is tested holds at any of them.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 800));
        dead = true;
        server.child.kill('SIGKILL');
        expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
        await Promise.all(workers);
      }
      const last = await startServer(store);
      await verify(last);
      if (backend === 'pglite') {
        // A second server on the same data directory (say, a replacement started before the old one stopped)
        // is refused: two processes writing one PGlite directory corrupt it.
        const second = await startServer(store).catch((error: Error) => error);
        expect(String(second)).toMatch(/the server exited before the server to listen/);
        expect(String(second)).toMatch(new RegExp(`DATA_DIR .* is in use by process ${last.child.pid}`));
        await verify(last);
      }
      last.child.kill('SIGTERM');
      expect(await last.exited).toEqual({ code: 0, signal: null });
    },
  );
});
