// The bench's scale section: the list shapes an admin uses daily and the global search, on a million
// jobs and a million candidates (BENCH_SCALE_ROWS) on PostgreSQL, and on fewer (BENCH_SCALE_PGLITE_ROWS)
// on PGlite. Each address one request at a time after a warm-up; every answer must be a 200.
import http from 'node:http';
import { get, measureSearch, type SearchFigures } from './api';
import { createStore, fill, signIn, startServer, type Backend } from './server';
import { summarize, type Summary } from './stats';

export interface ScaleFigures {
  backend: Backend;
  rows: { jobs: number; active: number; candidates: number };
  /** Filling the two tables (after the demo data), in seconds. */
  fillSeconds: number;
  addresses: { name: string; path: string; sequential: Summary }[];
  search: SearchFigures;
}

const JOBS = '/api/v1/admin/jobs';

/** The list shapes of a jobs table of `rows` rows, by what an admin does. */
export function scaleAddresses(rows: number): { name: string; path: string }[] {
  // Pages at a fifth and at four fifths of the table, as page 10,000 and 40,000 are of a million.
  const pageAt = (share: number) => Math.max(1, Math.floor((rows * share) / 20));
  return [
    { name: 'page 1, status=active, newest', path: `${JOBS}?page=1&paging=20&status=active&sort=-created_at` },
    { name: 'filter company_id=5, newest', path: `${JOBS}?page=1&paging=20&company_id=5&sort=-created_at` },
    { name: 'page 500 of the active', path: `${JOBS}?page=500&paging=20&status=active&sort=-created_at` },
    { name: `page ${pageAt(0.2)} of all`, path: `${JOBS}?page=${pageAt(0.2)}&paging=20&sort=-created_at` },
    { name: `page ${pageAt(0.8)} of all`, path: `${JOBS}?page=${pageAt(0.8)}&paging=20&sort=-created_at` },
    {
      name: 'q=job <n> (list search)',
      path: `${JOBS}?page=1&paging=20&q=${encodeURIComponent(`job ${Math.floor(rows / 8)}`)}`,
    },
    { name: "sort=company_id (the company's name)", path: `${JOBS}?page=1&paging=20&sort=company_id` },
    { name: 'stats?group=status', path: `${JOBS}/stats?group=status` },
    { name: 'paging=1000', path: `${JOBS}?page=1&paging=1000&sort=-created_at` },
  ];
}

/**
 * What an admin types into the global search: a fragment of a katakana name and a phone number without
 * its dashes (the first demo candidate's), a Vietnamese name without and with diacritics (a third of the
 * candidates have it), a Japanese company word, a generated job's number and a generated phone number.
 */
export async function searchQueries(
  base: string,
  authorization: string,
  { jobs, candidates }: { jobs: number; candidates: number },
): Promise<string[]> {
  const response = await fetch(`${base}/api/v1/admin/candidates?paging=20&sort=id`, { headers: { authorization } });
  const { data } = (await response.json()) as { data: Record<string, string>[] };
  const candidate = data.find((c) => c.full_name_kana?.length >= 6 && c.phone);
  if (!candidate) throw new Error('no demo candidate with a katakana name and a phone number');
  return [
    candidate.full_name_kana.replace(/・/g, '').slice(1, -1),
    candidate.phone.replace(/\D/g, ''),
    'nguyen van',
    'Nguyễn',
    '株式会社',
    ...(jobs > 10_000 ? [`job ${Math.floor(jobs / 2)}`] : []),
    // The phone number of a generated candidate (scripts/bench/server.ts).
    ...(candidates > 51_234 ? ['08000051234'] : []),
  ];
}

/** One address one request at a time: `runs` samples after `warmup`, each a 200. */
async function measureAddress(base: string, path: string, authorization: string, warmup = 5, runs = 25) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = `${base}${path}`;
  const samples: number[] = [];
  try {
    for (let i = 0; i < warmup + runs; i++) {
      const answer = await get(agent, url, authorization);
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      if (i >= warmup) samples.push(answer.ms);
    }
  } finally {
    agent.destroy();
  }
  return summarize(samples);
}

/** A new store of the backend filled to `rows` jobs and as many candidates, measured, then removed. */
export async function measureScale(
  backend: Backend,
  databaseUrl: string,
  rows: number,
  port: number,
): Promise<ScaleFigures> {
  const store = await createStore(backend, databaseUrl);
  try {
    const started = Date.now();
    const filled = await fill(store, rows, rows);
    const fillSeconds = Math.round((Date.now() - started) / 1000);
    const server = await startServer(store, port);
    try {
      const authorization = await signIn(server.url);
      const addresses = [];
      for (const address of scaleAddresses(filled.jobs))
        addresses.push({ ...address, sequential: await measureAddress(server.url, address.path, authorization) });
      const search = await measureSearch(
        server.url,
        authorization,
        await searchQueries(server.url, authorization, filled),
      );
      return { backend, rows: filled, fillSeconds, addresses, search };
    } finally {
      await server.stop();
    }
  } finally {
    await store.dispose();
  }
}

/** The section's lines of the bench's table: figure, measured, aim, mark. */
export function scaleTable(
  figures: readonly ScaleFigures[],
  limits: { p95: Record<Backend, number>; searchP95: number },
): [string, string, string, string][] {
  const mark = (p95: number, limit: number) => (p95 <= limit ? 'ok' : 'OVER');
  const rows: [string, string, string, string][] = [];
  for (const { backend, rows: size, fillSeconds, addresses, search } of figures) {
    const limit = limits.p95[backend];
    rows.push([
      `${size.jobs} jobs, ${size.candidates} candidates, ${backend} (filled in ${fillSeconds} s): p50 / p95`,
      '',
      `p95 ≤ ${limit} ms`,
      '',
    ]);
    for (const { name, sequential } of addresses)
      rows.push([`  ${name}`, `${sequential.median} / ${sequential.p95} ms`, '', mark(sequential.p95, limit)]);
    rows.push([
      '  global search, every query',
      `${search.all.median} / ${search.all.p95} ms`,
      `p95 ≤ ${limits.searchP95} ms`,
      mark(search.all.p95, limits.searchP95),
    ]);
    for (const query of search.queries)
      rows.push([
        `    "${query.q}" (${query.groups} groups)`,
        `${query.sequential.median} / ${query.sequential.p95} ms`,
        '',
        '',
      ]);
  }
  return rows;
}
