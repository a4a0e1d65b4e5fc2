// The bench's scale section: the list shapes an admin uses daily and the global search, on a million
// jobs and a million candidates (BENCH_SCALE_ROWS) on PostgreSQL, and on fewer (BENCH_SCALE_PGLITE_ROWS)
// on PGlite. Each address one request at a time after a warm-up; every answer must be a 200. Beside each,
// its floor (scripts/bench/floor.ts): the same answer's SQL served by node:http and the driver alone (on
// PostgreSQL asked in turns with the server's address), and the server's p95 over the floor's.
import http from 'node:http';
import { get, measureSearch, type SearchFigures } from './api';
import { floors, type FloorStatement } from './floor';
import { findSchema } from '../../schemas';
import { listFields } from '../../src/engine/listFields';
import { MARK_SPACING, marksApply } from '../../server/pageMarks';
import { createStore, fill, signIn, startFloorServer, startServer, type Backend } from './server';
import { round, summarize, type Summary } from './stats';

export interface ScaleFigures {
  backend: Backend;
  rows: { jobs: number; active: number; candidates: number };
  /** Filling the two tables (after the demo data), in seconds. */
  fillSeconds: number;
  /** `floor`: the address's SQL served alone; `ratio`: the server's p95 over the floor's. */
  addresses: { name: string; path: string; sequential: Summary; floor: Summary; ratio: number }[];
  /** Addresses not measured: a page by cursor when the page before carried no meta.next_cursor. */
  skipped: string[];
  search: SearchFigures;
}

export interface ScaleAddress {
  name: string;
  path: string;
  /** The same answer's SQL, run alone for the floor. */
  floor: FloorStatement[];
  /**
   * For a page asked by cursor, the page before it (by offset): its meta.next_cursor completes `path` and
   * its last row bounds `floor` (followCursor), which are incomplete until then.
   */
  pageBefore?: string;
  /**
   * For a deep page by number, read after the server's nearest mark (server/pageMarks.ts): the page of 20
   * holding the mark's row and its place there. That row bounds `floor` (followMark), empty until then.
   */
  markRow?: { page: string; index: number; skip: number };
}

const JOBS = '/api/v1/admin/jobs';
/** The columns the jobs screen asks for (src/engine/listFields.ts). */
const JOB_FIELDS = listFields(findSchema('jobs')!);
/**
 * The floor of a page of all jobs by number: from the server's nearest mark where it reads from one (the row
 * found by followMark), else its skip of the rows before the page through the sort's index.
 */
function deepFloor(page: number): Pick<ScaleAddress, 'floor' | 'markRow'> {
  const offset = (page - 1) * 20;
  if (!marksApply(offset)) return { floor: floors.deepPage(page) };
  const position = Math.floor(offset / MARK_SPACING) * MARK_SPACING - 1;
  return {
    floor: [],
    markRow: {
      page: `${JOBS}?page=${Math.floor(position / 20) + 1}&paging=20&sort=-created_at`,
      index: position % 20,
      skip: offset - position - 1,
    },
  };
}

/** Untimed requests, then timed ones, per address and per floor alike. */
const WARMUP = 5;
const RUNS = 25;

/** The list shapes of a jobs table of `rows` rows, by what an admin does. */
export function scaleAddresses(rows: number): ScaleAddress[] {
  // Pages at a fifth and at four fifths of the table, as page 10,000 and 40,000 are of a million.
  const pageAt = (share: number) => Math.max(1, Math.floor((rows * share) / 20));
  const late = pageAt(0.8);
  const q = `job ${Math.floor(rows / 8)}`;
  return [
    {
      name: 'page 1, status=active, newest',
      path: `${JOBS}?page=1&paging=20&status=active&sort=-created_at`,
      floor: floors.activeNewest(),
    },
    {
      name: 'filter company_id=5, newest',
      path: `${JOBS}?page=1&paging=20&company_id=5&sort=-created_at`,
      floor: floors.companyNewest(5),
    },
    {
      name: 'page 500 of the active',
      path: `${JOBS}?page=500&paging=20&status=active&sort=-created_at`,
      floor: floors.activePage(500),
    },
    ...[pageAt(0.2), late].map((page) => ({
      name: `page ${page} of all`,
      path: `${JOBS}?page=${page}&paging=20&sort=-created_at`,
      ...deepFloor(page),
    })),
    ...(late > 1
      ? [
          {
            name: `page ${late} of all by cursor (next from page ${late - 1})`,
            path: `${JOBS}?paging=20&sort=-created_at&page=${late}`,
            floor: [],
            pageBefore: `${JOBS}?page=${late - 1}&paging=20&sort=-created_at`,
          },
        ]
      : []),
    {
      name: 'q=job <n> (list search)',
      path: `${JOBS}?page=1&paging=20&q=${encodeURIComponent(q)}`,
      floor: floors.titleSearch(q),
    },
    {
      name: "sort=company_id (the company's name)",
      path: `${JOBS}?page=1&paging=20&sort=company_id`,
      floor: floors.byCompanyName(),
    },
    { name: 'stats?group=status', path: `${JOBS}/stats?group=status`, floor: floors.statusStats(rows) },
    { name: 'paging=1000', path: `${JOBS}?page=1&paging=1000&sort=-created_at`, floor: floors.newest(1000) },
    {
      name: 'paging=1000 as the jobs screen asks (fields=)',
      path: `${JOBS}?page=1&paging=1000&sort=-created_at&fields=${JOB_FIELDS.join(',')}`,
      floor: floors.newest(1000, JOB_FIELDS),
    },
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

/** Where one address is asked: a server's address and path, with the bearer it needs (none for a floor). */
interface Asked {
  url: string;
  authorization: string;
}

/**
 * Addresses asked one request at a time, taking turns (one of each, then again): RUNS samples each after
 * WARMUP, each a 200. Asked in turns, a server and its floor meet the same moments of the machine (a
 * checkpoint, another process waking), which would otherwise fall on one of them only.
 */
async function measureInTurns(...addresses: Asked[]): Promise<Summary[]> {
  const agents = addresses.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const samples: number[][] = addresses.map(() => []);
  try {
    for (let i = 0; i < WARMUP + RUNS; i++)
      for (const [index, { url, authorization }] of addresses.entries()) {
        const answer = await get(agents[index], url, authorization);
        if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
        if (i >= WARMUP) samples[index].push(answer.ms);
      }
  } finally {
    agents.forEach((agent) => agent.destroy());
  }
  return samples.map(summarize);
}

/** A page by cursor made whole from the page before it; undefined when that page carries no meta.next_cursor. */
async function followCursor(
  base: string,
  authorization: string,
  address: ScaleAddress & { pageBefore: string },
): Promise<ScaleAddress | undefined> {
  const url = `${base}${address.pageBefore}`;
  const answer = await fetch(url, { headers: { authorization, accept: 'application/json' } });
  if (answer.status !== 200)
    throw new Error(`${url} answered ${answer.status}: ${(await answer.text()).slice(0, 200)}`);
  const { data, meta } = (await answer.json()) as {
    data: { id: number; created_at: string }[];
    meta?: { next_cursor?: unknown };
  };
  const last = data.at(-1);
  if (typeof meta?.next_cursor !== 'string' || !meta.next_cursor || !last) return undefined;
  return {
    ...address,
    path: `${address.path}&cursor=${encodeURIComponent(meta.next_cursor)}`,
    // The answer's times are to the millisecond; the generated jobs lie a minute apart, so the bound
    // still falls between this row and the next.
    floor: floors.afterRow(last.created_at, last.id),
  };
}

/** A deep page's floor made whole from its mark's row, read through the server. */
async function followMark(
  base: string,
  authorization: string,
  address: ScaleAddress & { markRow: NonNullable<ScaleAddress['markRow']> },
): Promise<ScaleAddress> {
  const url = `${base}${address.markRow.page}`;
  const answer = await fetch(url, { headers: { authorization, accept: 'application/json' } });
  if (answer.status !== 200)
    throw new Error(`${url} answered ${answer.status}: ${(await answer.text()).slice(0, 200)}`);
  const { data } = (await answer.json()) as { data: { id: number; created_at: string }[] };
  const row = data[address.markRow.index];
  if (!row) throw new Error(`${url} has no row ${address.markRow.index}`);
  // Rounded to the millisecond, as for a cursor's floor: the generated jobs lie a minute apart.
  return { ...address, floor: floors.afterMark(row.created_at, row.id, address.markRow.skip) };
}

/**
 * A new store of the backend filled to `rows` jobs and as many candidates, measured, then removed. On
 * PostgreSQL each address and its floor are asked in turns, the floor server beside the server. PGlite's
 * folder is one process's at a time: its floors are measured once the server has stopped.
 */
export async function measureScale(
  backend: Backend,
  databaseUrl: string,
  rows: number,
  port: number,
): Promise<ScaleFigures> {
  const store = await createStore(backend, databaseUrl);
  const inTurns = backend === 'postgres';
  try {
    const started = Date.now();
    const filled = await fill(store, rows, rows);
    const fillSeconds = Math.round((Date.now() - started) / 1000);
    const addresses: ScaleAddress[] = [];
    const skipped: string[] = [];
    const sequential: Summary[] = [];
    const floorFigures: Summary[] = [];
    let search: SearchFigures;
    const server = await startServer(store, port);
    try {
      const authorization = await signIn(server.url);
      for (const planned of scaleAddresses(filled.jobs)) {
        const address = planned.pageBefore
          ? await followCursor(server.url, authorization, { ...planned, pageBefore: planned.pageBefore })
          : planned.markRow
            ? await followMark(server.url, authorization, { ...planned, markRow: planned.markRow })
            : planned;
        if (!address) {
          console.log(`${backend}: skipped "${planned.name}": the page before has no meta.next_cursor`);
          skipped.push(planned.name);
          continue;
        }
        addresses.push(address);
      }
      const asked = addresses.map(({ path }) => ({ url: `${server.url}${path}`, authorization }));
      if (inTurns) {
        console.log(`${backend}: scale, each address in turns with its floor (the same SQL alone)…`);
        const floorServer = await startFloorServer(
          store,
          port + 10,
          addresses.map((address) => address.floor),
        );
        try {
          for (const [i, address] of asked.entries()) {
            const [own, floor] = await measureInTurns(address, {
              url: `${floorServer.url}/floor/${i}`,
              authorization: '',
            });
            sequential.push(own);
            floorFigures.push(floor);
          }
        } finally {
          await floorServer.stop();
        }
      } else for (const address of asked) sequential.push(...(await measureInTurns(address)));
      search = await measureSearch(server.url, authorization, await searchQueries(server.url, authorization, filled));
    } finally {
      await server.stop();
    }
    if (!inTurns) {
      console.log(`${backend}: scale, the floors (the same SQL alone)…`);
      const floorServer = await startFloorServer(
        store,
        port,
        addresses.map((address) => address.floor),
      );
      try {
        for (const [i] of addresses.entries())
          floorFigures.push(...(await measureInTurns({ url: `${floorServer.url}/floor/${i}`, authorization: '' })));
      } finally {
        await floorServer.stop();
      }
    }
    const figures = addresses.map(({ name, path }, i) => ({
      name,
      path,
      sequential: sequential[i],
      floor: floorFigures[i],
      ratio: round(sequential[i].p95 / floorFigures[i].p95),
    }));
    return { backend, rows: filled, fillSeconds, addresses: figures, skipped, search };
  } finally {
    await store.dispose();
  }
}

const times = (ratio: number) => `${ratio < 10 ? ratio.toFixed(1) : Math.round(ratio)}×`;

/** The section's lines of the bench's table: figure, measured, aim, mark. */
export function scaleTable(
  figures: readonly ScaleFigures[],
  limits: { p95: Record<Backend, number>; floorRatio: number; searchP95: number },
): [string, string, string, string][] {
  const mark = (within: boolean) => (within ? 'ok' : 'OVER');
  const rows: [string, string, string, string][] = [];
  for (const { backend, rows: size, fillSeconds, addresses, skipped, search } of figures) {
    const limit = limits.p95[backend];
    rows.push([
      `${size.jobs} jobs, ${size.candidates} candidates, ${backend} (filled in ${fillSeconds} s): p50 / p95; floor: the SQL alone`,
      '',
      `p95 ≤ ${limit} ms, ≤ ${limits.floorRatio}× the floor's`,
      '',
    ]);
    for (const { name, sequential, floor, ratio } of addresses)
      rows.push([
        `  ${name}`,
        `${sequential.median} / ${sequential.p95} ms; floor ${floor.median} / ${floor.p95} ms: ${times(ratio)}`,
        '',
        mark(sequential.p95 <= limit && ratio <= limits.floorRatio),
      ]);
    for (const name of skipped) rows.push([`  ${name}`, 'skipped: no meta.next_cursor', '', '']);
    rows.push([
      '  global search, every query',
      `${search.all.median} / ${search.all.p95} ms`,
      `p95 ≤ ${limits.searchP95} ms`,
      mark(search.all.p95 <= limits.searchP95),
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
