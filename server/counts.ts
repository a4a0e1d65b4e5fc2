// The total of a list page, cheap at any size: rows are counted exactly up to
// a limit (EXACT_COUNT_LIMIT, 10,000 by default), and above it the answer is
// the planner's estimate of the matching rows, marked as such and kept for a
// few seconds. Counting 40,000 matching rows on every page turn would cost
// more than the page itself.
import { CompiledQuery, sql, type RawBuilder, type SqlBool } from 'kysely';
import { toCount, type Db } from './db';

export interface Total {
  total: number;
  /** True when `total` is the planner's estimate (more than the exact-count limit match). */
  estimated: boolean;
}

/**
 * An estimate is kept this long per process and filter: a busy list above the
 * limit then costs its page alone. Exact totals are never kept (another
 * replica may have written since).
 */
export const ESTIMATE_TTL_MS = 10_000;
/** Estimates kept per database handle at most (the oldest go first). */
const MAX_KEPT_ESTIMATES = 1000;

const keptEstimates = new WeakMap<Db, Map<string, { total: number; at: number }>>();
/** Filters whose kept estimate has run out and is being counted again. */
const recounting = new WeakMap<Db, Set<string>>();

/** A table's statistics are refreshed for estimates at most this often. */
const ANALYZE_INTERVAL_MS = 60_000;
/** Refreshed when this share of the rows changed since the last ANALYZE (or it never ran). */
const STALE_SHARE = 0.1;

const analyzedAt = new WeakMap<Db, Map<string, number>>();

/**
 * The planner's estimates come from a table's statistics. PostgreSQL's
 * autovacuum keeps them fresh; PGlite runs no autovacuum, so they are
 * refreshed here when an estimate is needed and a tenth of the table changed
 * (rare on PostgreSQL, whose autovacuum acts at the same share).
 */
async function freshStatistics(db: Db, table: string): Promise<void> {
  const times = analyzedAt.get(db) ?? new Map<string, number>();
  analyzedAt.set(db, times);
  if (Date.now() - (times.get(table) ?? 0) < ANALYZE_INTERVAL_MS) return;
  times.set(table, Date.now());
  const stats = await sql<{ rows: number; changed: number; analyzed: boolean }>`
    SELECT c.reltuples AS rows, coalesce(s.n_mod_since_analyze, 0) AS changed,
           (s.last_analyze IS NOT NULL OR s.last_autoanalyze IS NOT NULL) AS analyzed
    FROM pg_class c LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
    WHERE c.oid = to_regclass(${table})`.execute(db);
  const row = stats.rows[0];
  if (!row) return;
  if (!row.analyzed || Number(row.rows) < 0 || Number(row.changed) > STALE_SHARE * Math.max(1, Number(row.rows))) {
    // VACUUM too: it marks pages all-visible, so a count can read the index alone (index-only scan).
    await sql`VACUUM (ANALYZE) ${sql.table(table)}`.execute(db);
  }
}

/** The first plan's row estimate of an EXPLAIN (FORMAT JSON) answer, whichever way the driver hands json. */
function planRows(answer: unknown): number {
  const value = typeof answer === 'string' ? JSON.parse(answer) : answer;
  const rows = (value as { Plan?: { 'Plan Rows'?: unknown } }[] | undefined)?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' && Number.isFinite(rows) ? rows : 0;
}

/** What counting a filter's rows asks, worked out once where the same filter comes again (a list address). */
export interface CountPlan {
  table: string;
  limit: number;
  /** `SELECT 1 FROM <table> WHERE <filter>` as SQL text and its parameters (text only: a plan may be kept long). */
  matching: { sql: string; parameters: readonly unknown[] };
  /** The filter as text: its kept estimate's key. */
  key: string;
}

export function countPlan(db: Db, table: string, where: RawBuilder<SqlBool>, limit: number): CountPlan {
  const { sql: text, parameters } = sql`SELECT 1 FROM ${sql.table(table)} WHERE ${where}`.compile(db);
  return { table, limit, matching: { sql: text, parameters }, key: `${limit} ${text} ${JSON.stringify(parameters)}` };
}

/** A statement around the matching rows' SELECT, with its parameters. */
const around = (matching: CountPlan['matching'], before: string, after = '') =>
  CompiledQuery.raw(`${before}${matching.sql}${after}`, [...matching.parameters]);

/** How many rows of the table match: exact up to `limit`, else an estimate above it. */
export function countRows(
  db: Db,
  table: string,
  where: RawBuilder<SqlBool>,
  limit: number,
  now = Date.now(),
): Promise<Total> {
  return countPlanned(db, countPlan(db, table, where, limit), now);
}

export async function countPlanned(
  db: Db,
  { table, limit, matching, key }: CountPlan,
  now = Date.now(),
): Promise<Total> {
  const kept = keptEstimates.get(db) ?? new Map<string, { total: number; at: number }>();
  keptEstimates.set(db, kept);
  const known = kept.get(key);
  if (known && now - known.at < ESTIMATE_TTL_MS) return { total: known.total, estimated: true };
  // One call counts again once the estimate has run out; the calls meanwhile answer the last
  // estimate rather than all reading up to limit + 1 rows at once.
  const pending = recounting.get(db) ?? new Set<string>();
  recounting.set(db, pending);
  if (known && pending.has(key)) return { total: known.total, estimated: true };
  if (known) pending.add(key);
  try {
    return await countOrEstimate(db, table, matching, limit, key, kept, now);
  } finally {
    pending.delete(key);
  }
}

async function countOrEstimate(
  db: Db,
  table: string,
  matching: CountPlan['matching'],
  limit: number,
  key: string,
  kept: Map<string, { total: number; at: number }>,
  now: number,
): Promise<Total> {
  // Reading stops at limit + 1 rows, so the cost is bounded whatever the table's size. The bound is
  // written in (a setting, not input), so that PostgreSQL can keep one plan for the statement.
  const bounded = await db.executeQuery<{ n: number | string }>(
    around(matching, 'SELECT count(*) AS n FROM (', ` LIMIT ${limit + 1}) AS matching`),
  );
  const exact = toCount(bounded.rows[0]?.n ?? 0);
  if (exact <= limit) {
    kept.delete(key);
    return { total: exact, estimated: false };
  }
  await freshStatistics(db, table);
  const plan = await db.executeQuery<Record<string, unknown>>(around(matching, 'EXPLAIN (FORMAT JSON) '));
  // More than the limit is known for sure: an estimate below it would contradict the count.
  const total = Math.max(limit + 1, Math.round(planRows(Object.values(plan.rows[0] ?? {})[0])));
  kept.delete(key);
  kept.set(key, { total, at: now });
  if (kept.size > MAX_KEPT_ESTIMATES) kept.delete(kept.keys().next().value!);
  return { total, estimated: true };
}
