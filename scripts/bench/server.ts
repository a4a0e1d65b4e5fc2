// The bench's own servers: a throw-away store (a PGlite folder, or a fresh
// PostgreSQL schema), filled with the demo data and topped up to a large
// jobs table, and the real server process started on it. Every process and
// store made here is removed by stopAll(), also when the bench fails.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { schemas } from '../../schemas';
import { createScratchSchema } from '../scratch-schema';
import { loadConfig } from '../../server/config';
import { closeDb, openDb, type Db } from '../../server/db';
import { migrate } from '../../server/migrate';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';
import { seed } from '../../server/seed';
import { loadDemo } from '../../demo';

export type Backend = 'pglite' | 'postgres';

export interface Store {
  backend: Backend;
  /** The server's environment for this store. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

const root = new URL('../..', import.meta.url).pathname;
const cleanups: (() => Promise<void> | void)[] = [];

/** A new empty store of the backend. */
export async function createStore(backend: Backend, databaseUrl: string): Promise<Store> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `marketplace-admin-bench-${backend}-`));
  const scratch = backend === 'postgres' ? await createScratchSchema(databaseUrl, 'bench') : undefined;
  const dispose = async () => {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  cleanups.push(dispose);
  return { backend, env: { DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '' }, dispose };
}

/** Whether a PostgreSQL answers at the address. */
export async function reachable(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The demo data, then generated jobs up to `rows` in all: spread over the demo
 * companies, cities and occupations, two in five active, created one minute
 * apart, so a sorted and filtered page reads like the real thing; and as many
 * candidates as `candidates` asks for (none added when 0).
 */
export async function fill(
  store: Store,
  rows: number,
  candidates = 0,
): Promise<{ jobs: number; active: number; candidates: number }> {
  const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: '1', DEV_ENDPOINTS: '1', ...store.env });
  const db = await openDb(config);
  try {
    await migrate(db, schemas);
    await seed(db, await loadDemo(), schemas, () => undefined);
    // Side by side: PostgreSQL fills each table on a core of its own (PGlite takes them in turn).
    await Promise.all([fillJobs(db, rows), fillCandidates(db, candidates)]);
    // Again once both are in: each table's own VACUUM ran while the other's insert was open, and could not
    // mark its pages all-visible, as autovacuum soon does on a settled table (an index-only scan reads them).
    await sql`VACUUM jobs`.execute(db);
    await sql`VACUUM candidates`.execute(db);
    const totals = await db
      .selectFrom('jobs')
      .select([
        sql<number>`count(*)::int`.as('jobs'),
        sql<number>`count(*) FILTER (WHERE status = 'active')::int`.as('active'),
        sql<number>`(SELECT count(*)::int FROM candidates)`.as('candidates'),
      ])
      .executeTakeFirstOrThrow();
    return { jobs: Number(totals.jobs), active: Number(totals.active), candidates: Number(totals.candidates) };
  } finally {
    await closeDb(db);
  }
}

/** How many rows `table` lacks to hold `rows`. */
async function missingRows(db: Db, table: 'jobs' | 'candidates', rows: number): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return rows - Number(count);
}

/**
 * Runs `insert` on one connection of its own with the table's secondary indexes dropped, then builds them
 * again: one build of an index (a trigram one above all) costs far less than a million updates of it.
 */
async function withIndexesRebuilt(db: Db, table: 'jobs' | 'candidates', insert: (db: Db) => Promise<void>) {
  await db.connection().execute(async (connection) => {
    const { rows: indexes } = await sql<{ name: string; definition: string }>`
      SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = ${table}
        AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = ${table}::regclass)`.execute(
      connection,
    );
    for (const { name } of indexes) await sql`DROP INDEX ${sql.id(name)}`.execute(connection);
    await insert(connection);
    await sql`SET maintenance_work_mem = '256MB'`.execute(connection);
    for (const { definition } of indexes) await sql.raw(definition).execute(connection);
    await sql`RESET maintenance_work_mem`.execute(connection);
  });
}

/** Generated jobs up to `rows` in all (see fill). */
async function fillJobs(db: Db, rows: number): Promise<void> {
  const missing = await missingRows(db, 'jobs', rows);
  if (missing > 0) {
    await withIndexesRebuilt(db, 'jobs', (db) =>
      sql`
      WITH companies AS (SELECT array_agg(id ORDER BY id) AS ids FROM companies),
           cities AS (SELECT array_agg(id ORDER BY id) AS ids FROM cities),
           occupations AS (SELECT array_agg(id ORDER BY id) AS ids FROM occupations)
      INSERT INTO jobs (title, company_id, city_id, occupation_id, employment_type, openings, status, published_on, created_at, updated_at)
      SELECT 'Generated job ' || g,
             companies.ids[1 + g % cardinality(companies.ids)],
             cities.ids[1 + g % cardinality(cities.ids)],
             occupations.ids[1 + g % cardinality(occupations.ids)],
             (ARRAY['full_time','part_time','contract','temporary','internship'])[1 + g % 5],
             1 + g % 20,
             (ARRAY['active','active','draft','pending','closed'])[1 + g % 5],
             (now() - g * interval '1 minute')::date,
             now() - g * interval '1 minute',
             now() - g * interval '1 minute'
      FROM generate_series(1, ${missing}::int) AS g, companies, cities, occupations`
        .execute(db)
        .then(() => undefined),
    );
    // As PostgreSQL's autovacuum would after such an insert (the server does it itself on PGlite).
    await sql`VACUUM (ANALYZE) jobs`.execute(db);
  }
}

/**
 * Candidates up to `rows` in all: the demo's names in turn (so a common family name is in a third of
 * the table, as in life), each with an address and a phone number of its own, joined a minute apart.
 */
async function fillCandidates(db: Db, rows: number): Promise<void> {
  const missing = await missingRows(db, 'candidates', rows);
  if (missing <= 0) return;
  await withIndexesRebuilt(db, 'candidates', (db) =>
    sql`
    WITH demo AS (SELECT array_agg(id ORDER BY id) AS ids FROM candidates)
    INSERT INTO candidates (full_name, full_name_kana, gender, birth_date, nationality_id, city_id, japanese_level,
                            status, email, phone, created_at, updated_at)
    SELECT c.full_name, c.full_name_kana, c.gender, c.birth_date, c.nationality_id, c.city_id, c.japanese_level,
           c.status,
           'candidate' || g || '@example.net',
           '080-' || lpad((g / 10000 % 10000)::text, 4, '0') || '-' || lpad((g % 10000)::text, 4, '0'),
           now() - g * interval '1 minute',
           now() - g * interval '1 minute'
    FROM generate_series(1, ${missing}::int) AS g
    CROSS JOIN demo
    JOIN candidates c ON c.id = demo.ids[1 + g % cardinality(demo.ids)]`
      .execute(db)
      .then(() => undefined),
  );
  await sql`VACUUM (ANALYZE) candidates`.execute(db);
}

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** The real server (`node --import tsx server/main.ts`, with `npm start`'s Node flags) on the store, serving dist/. */
export function startServer(store: Store, port: number): Promise<RunningServer> {
  return startProcess(
    'server/main.ts',
    {
      ...store.env,
      NODE_ENV: 'test',
      SEED_DEMO: '1',
      DEV_ENDPOINTS: '1',
      // The load comes from one address by design.
      RATE_LIMIT_PER_MINUTE: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      BROKER_URL: '',
    },
    port,
  );
}

/** The bench's yardstick (scripts/bench/bare-server.ts, with the same Node flags) on a PostgreSQL store the bench has filled. */
export function startBareServer(store: Store, port: number): Promise<RunningServer> {
  return startProcess('scripts/bench/bare-server.ts', { DATABASE_URL: store.env.DATABASE_URL }, port);
}

/** The floors of the scale section's addresses (scripts/bench/floor-server.ts) on a store no server holds. */
export function startFloorServer(store: Store, port: number, addresses: unknown[]): Promise<RunningServer> {
  return startProcess(
    'scripts/bench/floor-server.ts',
    { DATABASE_URL: store.env.DATABASE_URL, DATA_DIR: store.env.DATA_DIR, FLOOR_STATEMENTS: JSON.stringify(addresses) },
    port,
  );
}

/** A TypeScript entry of the project in its own Node process, once it answers /healthz. */
async function startProcess(script: string, env: Record<string, string>, port: number): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', script], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port) },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
  };
  cleanups.push(stop);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} on port ${port} exited with status ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${script} on port ${port} did not answer /healthz within 120 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, pid: child.pid!, stop };
}

/** Stops every server and removes every store this bench made, newest first. */
export async function stopAll(): Promise<void> {
  while (cleanups.length) {
    try {
      await cleanups.pop()!();
    } catch (error) {
      console.error(error);
    }
  }
}

/** A bearer token of a demo account. */
export async function signIn(url: string, email = 'admin@example.com', password = 'admin'): Promise<string> {
  const answer = await fetch(`${url}/api/v1/admin/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await answer.json()) as { data?: { access_token?: string } };
  if (!answer.ok || !body.data?.access_token) throw new Error(`Sign-in failed: ${answer.status}`);
  return `Bearer ${body.data.access_token}`;
}
