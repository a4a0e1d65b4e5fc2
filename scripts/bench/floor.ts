// The floor of a list address: the SQL of its answer run alone, on the same store, with no HTTP server,
// parameters, permissions or JSON around it. The server's time over this one is what the server adds.
// PostgreSQL runs a page and its count side by side on two connections, as the server does; PGlite has
// one connection, so there they run one after the other, once the server has stopped and let go of the
// data directory.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { findSchema } from '../../schemas';
import { storedColumns, type EntitySchema } from '../../src/engine/schema';
import { embeddedStoreDir, isoTimestamp, lockDataDir } from '../../server/db';
import { SAMPLE_ROWS } from '../../server/stats';
import type { Store } from './server';
import { summarize, type Summary } from './stats';

export interface FloorStatement {
  sql: string;
  parameters: unknown[];
}

function entity(name: string): EntitySchema {
  const schema = findSchema(name);
  if (!schema) throw new Error(`no ${name} schema`);
  return schema;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const jobs = entity('jobs');
const companies = entity('companies');
const JOBS = quote(jobs.table);
/** Every stored column of a job: what the server answers when a list names no `fields`. */
const COLUMNS = storedColumns(jobs).map(quote).join(', ');
const NEWEST = 'ORDER BY created_at DESC, id DESC';
/** The server counts exactly up to 10,000 matches (server/counts.ts), so reading one more row is enough. */
const COUNT_BOUND = 10_001;

/** The list search's key of a text, as admin_search_key folds it (server/migrate.ts) for a query of plain letters, digits and spaces. */
export const foldedSearchKey = (q: string) => q.toLowerCase().replace(/\s+/g, '');

const statement = (sql: string, parameters: unknown[] = []): FloorStatement => ({ sql, parameters });

/**
 * The total beside a page: the matching rows counted up to the bound. Only where fewer match: above it
 * the server answers the planner's estimate, kept 10 s, so a page of a large list costs its page alone.
 */
const count = (where: string, parameters: unknown[] = []) =>
  statement(`SELECT count(*) FROM (SELECT 1 FROM ${JOBS} WHERE ${where} LIMIT ${COUNT_BOUND}) AS m`, parameters);

/** The floors of the scale section's addresses (scripts/bench/scale.ts), each its page's statement and its count. */
export const floors = {
  /** Page one of the active jobs, newest first. */
  activeNewest: () => [statement(`SELECT ${COLUMNS} FROM ${JOBS} WHERE status = $1 ${NEWEST} LIMIT 20`, ['active'])],
  /** Page one of a company's jobs, newest first. */
  companyNewest: (companyId: number) => [
    statement(`SELECT ${COLUMNS} FROM ${JOBS} WHERE company_id = $1 ${NEWEST} LIMIT 20`, [companyId]),
    count('company_id = $1', [companyId]),
  ],
  /** A later page of the active jobs, newest first, skipping the rows before it. */
  activePage: (page: number) => [
    statement(`SELECT ${COLUMNS} FROM ${JOBS} WHERE status = $1 ${NEWEST} LIMIT 20 OFFSET ${(page - 1) * 20}`, [
      'active',
    ]),
  ],
  /** A deep page of all jobs: the ids skipped through the sort's index alone, then those 20 rows read. */
  deepPage: (page: number) => [
    statement(
      `SELECT ${COLUMNS} FROM ${JOBS} WHERE id IN (SELECT id FROM ${JOBS} ${NEWEST} LIMIT 20 OFFSET ${(page - 1) * 20}) ${NEWEST}`,
    ),
  ],
  /** The 20 jobs after a row of the newest-first order (a page asked by cursor). */
  afterRow: (createdAt: unknown, id: unknown) => [
    statement(`SELECT ${COLUMNS} FROM ${JOBS} WHERE (created_at, id) < ($1, $2) ${NEWEST} LIMIT 20`, [createdAt, id]),
  ],
  /** Page one of the jobs whose title holds the search's folded key, newest first. */
  titleSearch: (q: string) => [
    statement(`SELECT ${COLUMNS} FROM ${JOBS} WHERE title_search_key LIKE $1 ${NEWEST} LIMIT 20`, [
      `%${foldedSearchKey(q)}%`,
    ]),
    count('title_search_key LIKE $1', [`%${foldedSearchKey(q)}%`]),
  ],
  /** Page one of the jobs by their company's name: companies in name order, each giving at most a page of its jobs. */
  byCompanyName: () => [
    statement(
      `SELECT j.* FROM (SELECT id AS sort_id, ${quote(companies.recordTitle)} AS sort_title FROM ${quote(companies.table)} ` +
        `ORDER BY ${quote(companies.recordTitle)}, id) AS w ` +
        `CROSS JOIN LATERAL (SELECT ${COLUMNS} FROM ${JOBS} WHERE ${JOBS}.company_id = w.sort_id ORDER BY id LIMIT 20) AS j ` +
        `ORDER BY w.sort_title, w.sort_id, j.id LIMIT 20`,
    ),
  ],
  /** The jobs by status, counted on a sample of about 10,000 rows' worth of pages (server/stats.ts). */
  statusStats: (rows: number) => [
    statement(
      `SELECT status, count(*) FROM ${JOBS} TABLESAMPLE SYSTEM (${Number(Math.min(100, (100 * SAMPLE_ROWS) / rows).toFixed(4))}) ` +
        `REPEATABLE (0) GROUP BY status`,
    ),
  ],
  /** The newest jobs, `limit` of them. */
  newest: (limit: number) => [statement(`SELECT ${COLUMNS} FROM ${JOBS} ${NEWEST} LIMIT ${limit}`)],
} satisfies Record<string, (...args: never[]) => FloorStatement[]>;

// The row decoding the server asks of its drivers (server/db.ts), so the floor decodes what the server does.
const DATE = 1082;
const TIMESTAMPTZ = 1184;
const INT8 = 20;
const NUMERIC = 1700;
const PARSERS: Record<number, (value: string) => unknown> = {
  [DATE]: (value) => value,
  [TIMESTAMPTZ]: isoTimestamp,
  [INT8]: Number,
  [NUMERIC]: Number,
};

/** A statement or a connection taking longer than this is a failed bench, not a figure. */
const STATEMENT_TIMEOUT_MS = 120_000;

/** `runs` timings of `once` after `warmup` untimed ones. */
async function timed(once: () => Promise<unknown>, warmup: number, runs: number): Promise<Summary> {
  const samples: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    const started = process.hrtime.bigint();
    await once();
    if (i >= warmup) samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return summarize(samples);
}

/** On PostgreSQL: each address's statements at once, one per connection, the pair timed together. */
async function postgresFloors(databaseUrl: string, addresses: FloorStatement[][], warmup: number, runs: number) {
  const width = Math.max(0, ...addresses.map((statements) => statements.length));
  const clients = Array.from(
    { length: width },
    () =>
      new pg.Client({
        connectionString: databaseUrl,
        connectionTimeoutMillis: 10_000,
        statement_timeout: STATEMENT_TIMEOUT_MS,
        types: {
          getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
            PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
        },
      }),
  );
  try {
    await Promise.all(clients.map((client) => client.connect()));
    const figures: Summary[] = [];
    for (const statements of addresses)
      figures.push(
        await timed(
          () => Promise.all(statements.map(({ sql, parameters }, i) => clients[i].query(sql, parameters))),
          warmup,
          runs,
        ),
      );
    return figures;
  } finally {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  }
}

/** On PGlite: the store's folder opened as the server opens it, each address's statements in turn. */
async function pgliteFloors(dataDir: string, addresses: FloorStatement[][], warmup: number, runs: number) {
  const unlock = lockDataDir(dataDir);
  try {
    const lite = await PGlite.create(embeddedStoreDir({ DATABASE_URL: '', DATA_DIR: dataDir })!, {
      extensions: { pg_trgm },
      parsers: PARSERS,
    });
    try {
      const figures: Summary[] = [];
      for (const statements of addresses)
        figures.push(
          await timed(
            async () => {
              for (const { sql, parameters } of statements) await lite.query(sql, parameters);
            },
            warmup,
            runs,
          ),
        );
      return figures;
    } finally {
      await lite.close();
    }
  } finally {
    unlock();
  }
}

/** The floor of each address on the store, in the order given; on PGlite only once its server has stopped. */
export function measureFloors(
  store: Store,
  addresses: FloorStatement[][],
  { warmup, runs }: { warmup: number; runs: number },
): Promise<Summary[]> {
  return store.backend === 'postgres'
    ? postgresFloors(store.env.DATABASE_URL, addresses, warmup, runs)
    : pgliteFloors(store.env.DATA_DIR, addresses, warmup, runs);
}
