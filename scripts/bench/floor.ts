// The floor of a list address: the SQL of its answer, served by node:http and node-postgres (or PGlite)
// alone (scripts/bench/floor-server.ts), as the bench's yardstick serves page one: no framework, no
// sign-in, no permission check, no query builder. The server's time over this one is what it adds.
import { findSchema } from '../../schemas';
import { storedColumns, type EntitySchema } from '../../src/engine/schema';
import { DEFERRED_OFFSET } from '../../server/listSql';
import { SAMPLE_ROWS } from '../../server/stats';

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
  /** A deep page of all jobs read from a row of the newest-first order, `skip` rows after it (server/pageMarks.ts). */
  afterMark: (createdAt: unknown, id: unknown, skip: number) => [
    statement(
      skip < DEFERRED_OFFSET
        ? `SELECT ${COLUMNS} FROM ${JOBS} WHERE (created_at, id) < ($1, $2) ${NEWEST} LIMIT 20 OFFSET ${skip}`
        : `SELECT ${COLUMNS} FROM ${JOBS} WHERE id IN (SELECT id FROM ${JOBS} WHERE (created_at, id) < ($1, $2) ${NEWEST} LIMIT 20 OFFSET ${skip}) ${NEWEST}`,
      [createdAt, id],
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
  /** The newest jobs, `limit` of them, whole or the columns named. */
  newest: (limit: number, columns?: readonly string[]) => [
    statement(`SELECT ${columns ? columns.map(quote).join(', ') : COLUMNS} FROM ${JOBS} ${NEWEST} LIMIT ${limit}`),
  ],
} satisfies Record<string, (...args: never[]) => FloorStatement[]>;
