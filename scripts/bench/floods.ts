// `npm run bench:floods`: how the server holds up under cheap floods. Starts the real server on a new
// PGlite store with the demo data, runs each flood in turn while asking /healthz every 100 ms, and prints
// per flood the health check's slowest and median answer and the server's memory growth (RSS). Every
// flood is bounded in count and time; the numbers are for reading, not for a pass or fail.
//
// FLOODS_ROOT: the checkout whose server to start (default: this one), to measure an older version with
// today's floods (`git worktree add /tmp/old <commit>`, with node_modules linked).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import WebSocket from 'ws';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';
import { median, round } from './stats';

const here = new URL('../..', import.meta.url).pathname;
const ROOT = path.resolve(process.env.FLOODS_ROOT ?? here);
const PORT = Number(process.env.FLOODS_PORT ?? 18790);
const URL_BASE = `http://127.0.0.1:${PORT}`;
/** How long a flood that holds (sockets left open) is held while the health check is asked. */
const HOLD_MS = 8000;
/** A health check slower than this counts as not answered. */
const HEALTH_TIMEOUT_MS = 20_000;

interface Figures {
  flood: string;
  healthMedianMs: number;
  healthMaxMs: number;
  unanswered: number;
  rssGrowthMb: number;
  note: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function startServer(dataDir: string) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      SEED_DEMO: '1',
      DEV_ENDPOINTS: '1',
      LOG_LEVEL: 'error',
      BROKER_URL: '',
      HOST: '127.0.0.1',
      PORT: String(PORT),
    },
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with status ${child.exitCode}`);
    try {
      if ((await fetch(`${URL_BASE}/healthz`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the server did not answer /healthz within 180 s');
    await sleep(250);
  }
}

/**
 * Asks /healthz every 100 ms until `done` settles; the answer times, an unanswered one as HEALTH_TIMEOUT_MS.
 * The asking runs in a thread of its own, so the flood's own clients in this thread do not delay it.
 */
async function healthDuring(
  pid: number,
  start: () => Promise<unknown>,
  note: () => string,
  flood: string,
): Promise<Figures> {
  const prober = new Worker(PROBER, {
    eval: true,
    workerData: { url: `${URL_BASE}/healthz`, timeout: HEALTH_TIMEOUT_MS },
  });
  const messages: unknown[] = [];
  const waiters: (() => void)[] = [];
  prober.on('message', (message) => {
    messages.push(message);
    waiters.shift()?.();
  });
  const nextMessage = async () => {
    if (!messages.length) await new Promise<void>((resolve) => waiters.push(resolve));
    return messages.shift();
  };
  // Its first ask made (and its HTTP client ready) before the flood starts.
  await nextMessage();
  const before = rssMb(pid);
  let peak = before;
  let finished = false;
  const done = start().finally(() => (finished = true));
  while (!finished) {
    peak = Math.max(peak, rssMb(pid));
    await sleep(100);
  }
  await done;
  prober.postMessage('stop');
  const answered = (await nextMessage()) as number[];
  await prober.terminate();
  peak = Math.max(peak, rssMb(pid));
  return {
    flood,
    healthMedianMs: round(median(answered)),
    healthMaxMs: round(Math.max(0, ...answered)),
    unanswered: answered.filter((ms) => ms >= HEALTH_TIMEOUT_MS).length,
    rssGrowthMb: round(peak - before),
    note: note(),
  };
}

/** The prober's code (plain JavaScript, run by a Worker): asks every 100 ms, answers its times when told to stop. */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const times = [];
const asks = [];
let stop = false;
parentPort.once('message', () => (stop = true));
(async () => {
  await (await fetch(workerData.url)).arrayBuffer();
  parentPort.postMessage('ready');
  while (!stop) {
    const started = performance.now();
    asks.push(
      fetch(workerData.url, { signal: AbortSignal.timeout(workerData.timeout) })
        .then(async (answer) => { await answer.arrayBuffer(); times.push(performance.now() - started); })
        .catch(() => times.push(workerData.timeout)),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await Promise.all(asks);
  parentPort.postMessage(times);
})();
`;

async function signIn(): Promise<string> {
  const answer = await fetch(`${URL_BASE}/api/v1/admin/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', email: 'admin@example.com', password: 'admin' }),
  });
  if (!answer.ok) throw new Error(`sign-in failed: ${answer.status}`);
  return ((await answer.json()) as { data: { access_token: string } }).data.access_token;
}

/** A 10 MiB PDF (a PDF header over random bytes), uploaded; its URL. */
async function uploadLargePdf(token: string): Promise<string> {
  const bytes = randomBytes(10 * 1024 * 1024);
  bytes.write('%PDF-1.4\n', 0, 'latin1');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'large.pdf');
  const answer = await fetch(`${URL_BASE}/api/v1/files?kind=file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (answer.status !== 201) throw new Error(`upload failed: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { data: { url: string } }).data.url;
}

/** 120 clients from 12 loopback addresses ask for the file and never read a byte. */
async function stalledDownloads(file: string) {
  const sockets: net.Socket[] = [];
  const statuses = new Map<string, number>();
  for (let i = 0; i < 120; i++) {
    const socket = net.connect({ host: '127.0.0.1', port: PORT, localAddress: `127.0.0.${2 + (i % 12)}` });
    socket.on('error', () => undefined);
    socket.write(`GET ${file} HTTP/1.1\r\nHost: floods\r\n\r\n`);
    socket.once('data', (first: Buffer) => {
      const status = first.toString('latin1', 9, 12);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      socket.pause();
    });
    sockets.push(socket);
  }
  await sleep(HOLD_MS);
  for (const socket of sockets) socket.destroy();
  return () => [...statuses].map(([status, count]) => `${count}×${status}`).join(' ');
}

/** Six clients downloading the file over and over. */
async function downloadLoops(file: string) {
  let done = 0;
  const until = Date.now() + HOLD_MS;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (Date.now() < until) {
        await (await fetch(`${URL_BASE}${file}`)).arrayBuffer();
        done += 1;
      }
    }),
  );
  return () => `${done} downloads`;
}

/** 1,000 STOMP connections signed in with one token, held open. */
async function stompConnections(token: string) {
  const sockets: WebSocket[] = [];
  let connected = 0;
  let refused = 0;
  for (let i = 0; i < 1000; i++) {
    const socket = new WebSocket(`ws://127.0.0.1:${PORT}/ws`, ['v12.stomp']);
    socket.on('error', () => undefined);
    socket.on('open', () =>
      socket.send(`CONNECT\naccept-version:1.2\nhost:/\nAuthorization:Bearer ${token}\nheart-beat:0,0\n\n\0`),
    );
    socket.on('message', (data: Buffer) => {
      if (data.toString().startsWith('CONNECTED')) connected += 1;
      else refused += 1;
    });
    socket.on('unexpected-response', () => (refused += 1));
    sockets.push(socket);
  }
  await sleep(HOLD_MS);
  for (const socket of sockets) socket.terminate();
  return () => `${connected} connected, ${refused} refused`;
}

/** 3,000 API calls with a garbage bearer token, 200 at a time. */
async function garbageTokens() {
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: 200 }, async () => {
      while (next < 3000) {
        next += 1;
        const answer = await fetch(`${URL_BASE}/api/v1/admin/jobs?page=1&paging=20`, {
          headers: { authorization: `Bearer ${randomBytes(24).toString('base64url')}` },
        }).catch(() => undefined);
        await answer?.arrayBuffer();
        const status = answer?.status ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return () => [...statuses].map(([status, count]) => `${count}×${status}`).join(' ');
}

/** 500 WebSockets without a session, each sending 1 MB of a STOMP frame that never ends. */
async function unfinishedFrames() {
  const sockets: WebSocket[] = [];
  let closed = 0;
  const frame = `SEND\ndestination:/queue/x\n\n${'x'.repeat(1024 * 1024)}`;
  for (let i = 0; i < 500; i++) {
    const socket = new WebSocket(`ws://127.0.0.1:${PORT}/ws`, ['v12.stomp']);
    socket.on('error', () => undefined);
    socket.on('open', () => socket.send(frame));
    socket.on('close', () => (closed += 1));
    sockets.push(socket);
  }
  await sleep(HOLD_MS);
  for (const socket of sockets) socket.terminate();
  return () => `${closed} closed by the server`;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'floods-'));
  const server = await startServer(dataDir);
  const results: Figures[] = [];
  try {
    const token = await signIn();
    const file = await uploadLargePdf(token);
    const floods: [string, () => Promise<() => string>][] = [
      ['120 clients not reading a 10 MiB PDF', () => stalledDownloads(file)],
      ['6 clients downloading it in a loop', () => downloadLoops(file)],
      ['1,000 STOMP connections, one token', () => stompConnections(token)],
      ['3,000 calls with a garbage token, 200 at a time', () => garbageTokens()],
      ['500 WebSockets sending an unfinished 1 MB frame', () => unfinishedFrames()],
    ];
    for (const [name, flood] of floods) {
      let note = () => '';
      const run = () => flood().then((describe) => (note = describe));
      results.push(await healthDuring(server.pid!, run, () => note(), name));
      // The server settles before the next flood.
      await sleep(2000);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`Server: ${ROOT}`);
  console.table(results);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
