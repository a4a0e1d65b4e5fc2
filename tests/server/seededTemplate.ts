// One store, migrated and seeded with the demo data, made at most once per
// run: a server test's new store starts as a copy of it (`startServer` in
// helpers.ts) instead of creating, migrating and seeding a database of its own,
// which took most of a server test file's time.
//
// Embedded (PGlite): Vitest's global setup (the default export) only names an
// empty folder for the run; the first test that needs the store makes it
// there, from the code under test, while tests in other workers wait for it.
// PostgreSQL (SERVER_TEST_BACKEND=postgres): the global setup names the run;
// the first test that needs it makes a seeded database `<run>_seeded`, and
// each store is a database of its own made with `CREATE DATABASE … TEMPLATE`
// of it; every database of the run is dropped when the run ends.
// A run without server tests pays nothing, and nothing is kept between runs.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import type { Config } from '../../server/config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder for the seeded embedded store, when there is one. */
    seededTemplate: string | undefined;
    /** The prefix of the run's PostgreSQL databases, when the server tests run on PostgreSQL. */
    postgresRun: string | undefined;
  }
}

export default function setup(project: TestProject) {
  if (process.env.SERVER_TEST_BACKEND === 'postgres') {
    project.provide('seededTemplate', undefined);
    const base = process.env.TEST_DATABASE_URL;
    if (!base) {
      project.provide('postgresRun', undefined);
      return;
    }
    // Unique per run, so two runs on one PostgreSQL never meet.
    const run = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    project.provide('postgresRun', run);
    return () => dropRunDatabases(base, run);
  }
  project.provide('postgresRun', undefined);
  const folder = mkdtempSync(path.join(tmpdir(), 'admin-server-template-'));
  project.provide('seededTemplate', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}

/** How long the run's seeded store may take to make: a safety net, far above its time on a busy machine. */
export const SEEDED_STORE_NET_MS = 15 * 60_000;

/**
 * Makes the run's seeded store, or waits for the test making it: a step of its own before a server
 * test's setup (useServer), with a timeout of its own (SEEDED_STORE_NET_MS). Made once for the
 * whole run, it takes as long as the machine needs; the setup's hook timeout is for the rest.
 */
export async function seededStoreReady(): Promise<void> {
  const folder = inject('seededTemplate');
  const run = inject('postgresRun');
  const base = process.env.TEST_DATABASE_URL;
  if (folder) await seededStore(folder);
  else if (run && base && process.env.SERVER_TEST_BACKEND === 'postgres') await seededDatabase(base, run);
}

/**
 * Fills a new embedded store with the seeded one, when the server about to start on it would seed
 * the same demo data (the registry's schemas, SEED_DEMO on): the server then migrates it (nothing
 * to do) and finds it seeded, as on any restart. A store already used, on PostgreSQL or without
 * the demo data is left to the server.
 */
export async function copySeededTemplate(config: Config): Promise<void> {
  const folder = inject('seededTemplate');
  // Imported here, as below: the global setup loads this file and needs none of the server.
  const { embeddedStoreDir } = await import('../../server/db');
  const target = embeddedStoreDir(config);
  if (!folder || !target || !config.SEED_DEMO || existsSync(target)) return;
  const template = await seededStore(folder);
  if (template) cpSync(embeddedStoreDir({ DATA_DIR: template, DATABASE_URL: '' })!, target, { recursive: true });
}

/**
 * The seeded store's DATA_DIR: made by the first caller of the run, waited for by the others until
 * its maker says it is ready; none when its making failed or its maker's process is gone (the
 * caller's server then makes its own). No deadline: how long the making takes depends on the
 * machine, and the test's hook timeout is the safety net.
 */
export async function seededStore(folder: string, checkEveryMs = 1_000): Promise<string | undefined> {
  const dataDir = path.join(folder, 'store');
  try {
    mkdirSync(dataDir);
  } catch {
    // Another test makes it (mkdir is atomic: one caller wins).
    return (await makerOutcome(folder, checkEveryMs)) ? dataDir : undefined;
  }
  writeFileSync(path.join(folder, 'maker'), String(process.pid));
  try {
    // Imported here: the global setup loads this file too, and needs none of the server.
    const [{ closeDb, openDb }, { migrate }, { seed }, { loadDemo }] = await Promise.all([
      import('../../server/db'),
      import('../../server/migrate'),
      import('../../server/seed'),
      import('../../demo'),
    ]);
    const db = await openDb({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      await migrate(db);
      await seed(db, await loadDemo(), undefined, () => undefined);
    } finally {
      await closeDb(db);
    }
  } catch (error) {
    // The waiting tests make their own; this one fails as its server would have.
    writeFileSync(path.join(folder, 'failed'), String(error));
    throw error;
  }
  writeFileSync(path.join(folder, 'ready'), '');
  return dataDir;
}

/** Whether the maker's process is known to be gone (a worker that crashed writes no `failed`). */
function makerGone(folder: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(folder, 'maker'), 'utf8'));
  } catch {
    return false; // Not written yet: the maker has only just begun.
  }
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Resolves true once the maker writes `ready`, false on `failed` or when its process is gone. */
function makerOutcome(folder: string, checkEveryMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    // The files' arrival is the event; the timer only notices a maker that died without a word.
    const watcher = watch(folder);
    const timer = setInterval(check, checkEveryMs);
    function check() {
      const outcome = existsSync(path.join(folder, 'ready'))
        ? true
        : existsSync(path.join(folder, 'failed')) || makerGone(folder)
          ? false
          : undefined;
      if (outcome === undefined) return;
      watcher.close();
      clearInterval(timer);
      resolve(outcome);
    }
    watcher.on('change', check);
    watcher.on('error', check);
    check();
  });
}

/** A database's address on the same server as `base`. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  url.searchParams.delete('options');
  return url.toString();
}

async function withClient<T>(base: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

let seededDatabaseMade: Promise<string> | undefined;

/**
 * The run's seeded PostgreSQL database (its name): made by the first caller, under an advisory lock
 * the others wait on; PostgreSQL releases it with the maker's connection, finished or not. A database
 * marked seeded is taken as it is; one left half made by a maker that failed is made again.
 */
export function seededDatabase(base: string, run: string): Promise<string> {
  seededDatabaseMade ??= makeSeededDatabase(base, run).catch((error) => {
    seededDatabaseMade = undefined;
    throw error;
  });
  return seededDatabaseMade;
}

async function makeSeededDatabase(base: string, run: string): Promise<string> {
  const name = `${run}_seeded`;
  return withClient(base, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const { rows } = await client.query<{ note: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1`,
      [name],
    );
    if (rows[0]?.note === 'seeded') return name;
    if (rows.length) await client.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
    const [{ closeDb, openDb }, { migrate }, { seed }, { loadDemo }] = await Promise.all([
      import('../../server/db'),
      import('../../server/migrate'),
      import('../../server/seed'),
      import('../../demo'),
    ]);
    const db = await openDb({ DATABASE_URL: databaseUrl(base, name), DATA_DIR: '' });
    try {
      await migrate(db);
      await seed(db, await loadDemo(), undefined, () => undefined);
    } finally {
      await closeDb(db);
    }
    await client.query(`COMMENT ON DATABASE ${name} IS 'seeded'`);
    return name;
  });
}

/** Makes the database `name`: a copy of the run's seeded one, or empty. */
export async function createRunDatabase(base: string, run: string, name: string, seeded: boolean): Promise<void> {
  const template = seeded ? await seededDatabase(base, run) : undefined;
  await withClient(base, (client) =>
    client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`),
  );
}

/**
 * Drops every database of the run, the seeded one last (copies are made from it until then). Each
 * DROP DATABASE waits for a checkpoint; sent side by side they share one, instead of one each.
 */
async function dropRunDatabases(base: string, run: string): Promise<void> {
  const { rows } = await withClient(base, (client) =>
    client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND datname <> $2`,
      [`${run}_`, `${run}_seeded`],
    ),
  );
  const names = rows.map((row) => row.datname);
  await Promise.all(
    Array.from({ length: Math.min(8, names.length) }, () =>
      withClient(base, async (client) => {
        for (let name = names.pop(); name; name = names.pop())
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
    ),
  );
  await dropDatabase(base, `${run}_seeded`);
}

/** Drops one database (a store made outside a run with a global setup, e.g. the fuzz suite's). */
export async function dropDatabase(base: string, name: string): Promise<void> {
  await withClient(base, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
