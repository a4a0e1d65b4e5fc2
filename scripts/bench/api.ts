// API list latency one request at a time, and requests per second with many
// connections (autocannon), for one list address. Every answer must be a 200
// carrying its total, or the figure is refused.
import http from 'node:http';
import autocannon from 'autocannon';
import { measureCpu, type CpuPerRequest } from './cpu';
import { round, summarize, type Summary } from './stats';

export interface ApiFigures {
  path: string;
  total: number;
  sequential: Summary;
  concurrent: {
    connections: number;
    seconds: number;
    requestsPerSecond: number;
    latencyP50: number;
    latencyP99: number;
    requests: number;
    cpu?: CpuPerRequest;
  };
}

/** The server's process and its database's address, for the CPU each request costs under load. */
export interface CpuSources {
  serverPid: number;
  /** Null when the database runs inside the server (PGlite). */
  databaseUrl: string | null;
}

/** One GET over a kept-alive connection: its time in ms and its body. */
export function get(
  agent: http.Agent,
  url: string,
  authorization: string,
): Promise<{ ms: number; status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { agent, headers: { authorization, accept: 'application/json' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

function checked(answer: { status: number; body: string }, url: string): number {
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  const total = (JSON.parse(answer.body) as { meta?: { total?: unknown } }).meta?.total;
  if (typeof total !== 'number') throw new Error(`${url} answered without meta.total`);
  return total;
}

export async function measureApi(
  base: string,
  path: string,
  authorization: string,
  options: { warmup?: number; runs?: number; connections?: number; seconds?: number; cpu?: CpuSources } = {},
): Promise<ApiFigures> {
  const { warmup = 50, runs = 300, connections = 50, seconds = 10 } = options;
  const url = `${base}${path}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let total = 0;
  for (let i = 0; i < warmup; i++) total = checked(await get(agent, url, authorization), url);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const answer = await get(agent, url, authorization);
    checked(answer, url);
    samples.push(answer.ms);
  }
  agent.destroy();

  const load = () =>
    autocannon({ url, connections, duration: seconds, headers: { authorization, accept: 'application/json' } });
  let result!: Awaited<ReturnType<typeof load>>;
  const measured = options.cpu
    ? await measureCpu(options.cpu.serverPid, options.cpu.databaseUrl, async () => {
        result = await load();
        return result.requests.total;
      })
    : { requests: (result = await load()).requests.total, cpu: undefined };
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${url} under ${connections} connections: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} answers not 2xx`,
    );
  }
  // The same address answers the same shape under load: one more answer read whole proves the total is there.
  checked(await get(new http.Agent(), url, authorization), url);
  return {
    path,
    total,
    sequential: summarize(samples),
    concurrent: {
      connections,
      seconds,
      requestsPerSecond: round(result.requests.average),
      latencyP50: round(result.latency.p50),
      latencyP99: round(result.latency.p99),
      requests: result.requests.total,
      ...(measured.cpu && { cpu: measured.cpu }),
    },
  };
}

export interface SearchFigures {
  /** Per query: how many groups it found, and its latency one request at a time. */
  queries: { q: string; groups: number; sequential: Summary }[];
  /** Every query's samples together. */
  all: Summary;
}

/**
 * The global search (GET search) one request at a time, for each query after a warm-up; every answer
 * must be a 200 with a list of groups, and each query must find something, or the figure is refused.
 */
export async function measureSearch(
  base: string,
  authorization: string,
  queries: readonly string[],
  { warmup = 5, runs = 25 } = {},
): Promise<SearchFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const all: number[] = [];
  const figures: SearchFigures['queries'] = [];
  for (const q of queries) {
    const url = `${base}/api/v1/search?q=${encodeURIComponent(q)}`;
    const groupsOf = (answer: { status: number; body: string }) => {
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      const data = (JSON.parse(answer.body) as { data?: unknown }).data;
      if (!Array.isArray(data) || !data.length) throw new Error(`${url} found nothing`);
      return data.length;
    };
    let groups = 0;
    for (let i = 0; i < warmup; i++) groups = groupsOf(await get(agent, url, authorization));
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const answer = await get(agent, url, authorization);
      groupsOf(answer);
      samples.push(answer.ms);
    }
    all.push(...samples);
    figures.push({ q, groups, sequential: summarize(samples) });
  }
  agent.destroy();
  return { queries: figures, all: summarize(all) };
}
