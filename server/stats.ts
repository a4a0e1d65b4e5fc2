// Counts for dashboards, for every entity of the registry, at GET <path>/stats:
//   ?group=<field>                      records per value of a select, reference or boolean field
//   ?per=day[&field=<date field>][&from=YYYY-MM-DD][&to=YYYY-MM-DD][&tz=Area/City]
//                                       records per day of a date or timestamp (created_at by default)
// Both take the list's filters (status=pending, created_at_gte=…) and need
// VIEW on the entity's function type, like its list. Nothing here names an entity.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { KINDS, type Field } from '../src/engine/kinds';
import type { EntitySchema } from '../src/engine/schema';
import { storedField } from '../src/engine/validation';
import { schemas as registry } from '../schemas';
import { requirePrivilege } from './auth';
import { listConditions } from './listSql';
import { countPlan, countPlanned } from './counts';
import { toCount, type Db } from './db';
import { HttpError, fail } from './http';
import { entityOperations } from './openapi/entity';
import { describe } from './openapi/operation';

type Query = Record<string, string | string[] | undefined>;

const TIMESTAMPS = ['created_at', 'updated_at'];

/**
 * The parameters of each question the stats call answers; everything else is a
 * list filter. Per question, so that a field named like the other question's
 * parameter still filters (majors' `field` in a count per group).
 */
const GROUP_PARAMS = ['group', 'limit'];
const DAY_PARAMS = ['per', 'field', 'from', 'to', 'tz'];

export const DEFAULT_GROUPS = 20;
/** About how many rows a large table's groups are estimated from: a few milliseconds' reading. */
export const SAMPLE_ROWS = 10_000;
export const MAX_GROUPS = 100;
/** Days shown when no range is asked for, and the longest range. */
export const DEFAULT_DAYS = 30;
export const MAX_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ZONE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

function single(request: FastifyRequest, query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw fail(request, 400, 'server.invalid_query', { name });
  return value === undefined || value === '' ? undefined : value;
}

/** A real calendar day (2026-02-30 is not), as YYYY-MM-DD. */
function dayParam(request: FastifyRequest, raw: string, name: string): string {
  const date = new Date(`${raw}T00:00:00Z`);
  if (!DAY.test(raw) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== raw)
    throw fail(request, 400, 'server.invalid_query', { name });
  return raw;
}

/** An IANA time zone the runtime knows (PostgreSQL checks it again). */
function zoneParam(request: FastifyRequest, raw: string | undefined): string {
  if (raw === undefined) return 'UTC';
  try {
    if (raw.length > 64 || !ZONE.test(raw)) throw new Error('not a zone name');
    new Intl.DateTimeFormat('en-US', { timeZone: raw });
    return raw;
  } catch {
    throw fail(request, 400, 'server.invalid_query', { name: 'tz' });
  }
}

export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** Today in a time zone, as YYYY-MM-DD. */
export function todayIn(zone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The list filters of the query, without the question's own parameters. */
function filterQuery(query: Query, own: readonly string[]): Query {
  return Object.fromEntries(Object.entries(query).filter(([name]) => !own.includes(name)));
}

const whereOf = (conditions: RawBuilder<SqlBool>[]) =>
  conditions.length ? sql<SqlBool>`${sql.join(conditions, sql` AND `)}` : sql<SqlBool>`true`;

/** A group's value as the API gives it (its kind says how: an id, true/false, a choice); none for empty. */
function groupValue(field: Field, value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  return KINDS[field.kind].groupKey?.(value) ?? String(value);
}

/** Database errors from the query (an unknown zone, a value out of range) are the caller's: 400. */
async function answering<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (!(error instanceof HttpError) && typeof code === 'string' && code.startsWith('22'))
      throw fail(request, 400, 'server.bad_request');
    throw error;
  }
}

export interface StatsOptions {
  /** Groups are counted exactly up to this many records, and estimated from a sample above it (as list totals). */
  exactCountLimit?: number;
  /** About how many rows a sample reads. */
  sampleRows?: number;
}

/** Values in SQL's order for the kinds that group: numbers as numbers, the rest as text, empty last. */
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : 1;
}

export function registerStatsRoutes(
  app: FastifyInstance,
  db: Db,
  list: readonly EntitySchema[] = registry,
  { exactCountLimit = 10_000, sampleRows = SAMPLE_ROWS }: StatsOptions = {},
): void {
  /**
   * The groups of a large table's matching rows, from the pages of a sample of about `sampleRows` rows
   * (the same pages each time, so the answer holds still), shared out over the estimated total. Undefined
   * when the table is small enough to count, or the sample met no matching row.
   */
  const sampledGroups = async (table: string, name: string, where: RawBuilder<SqlBool>, total: number) => {
    const { rows: sized } = await sql<{ rows: number }>`
      SELECT reltuples AS rows FROM pg_class WHERE oid = to_regclass(${table})`.execute(db);
    const percent = (100 * sampleRows) / Math.max(1, Number(sized[0]?.rows ?? 0));
    if (percent >= 100) return undefined;
    const { rows } = await sql<{ value: unknown; n: number | string }>`
      SELECT ${sql.ref(name)} AS value, count(*) AS n
      FROM ${sql.table(table)} TABLESAMPLE SYSTEM (${sql.lit(Number(percent.toFixed(4)))}) REPEATABLE (0)
      WHERE ${where} GROUP BY 1`.execute(db);
    const sampled = rows.reduce((sum, row) => sum + toCount(row.n), 0);
    if (!sampled) return undefined;
    return rows.map((row) => ({ value: row.value, n: Math.max(1, Math.round((toCount(row.n) * total) / sampled)) }));
  };

  // A variant is counted through its base entity's path.
  for (const schema of list.filter((s) => !s.variant)) {
    const table = schema.table;

    const groups = async (request: FastifyRequest, query: Query, name: string) => {
      const field = storedField(schema, name);
      // Kinds whose values make groups: few distinct values, each with a meaning.
      if (!field || !KINDS[field.kind].groupKey) throw fail(request, 400, 'server.invalid_query', { name: 'group' });
      const limitRaw = single(request, query, 'limit');
      if (
        limitRaw !== undefined &&
        (!/^\d{1,3}$/.test(limitRaw) || Number(limitRaw) < 1 || Number(limitRaw) > MAX_GROUPS)
      ) {
        throw fail(request, 400, 'server.invalid_query', { name: 'limit' });
      }
      const limit = limitRaw === undefined ? DEFAULT_GROUPS : Number(limitRaw);
      const where = whereOf(listConditions(request, schema, filterQuery(query, GROUP_PARAMS)));
      return answering(request, async () => {
        // Counted exactly up to the lists' limit; above it, the list's estimate shared out as a sample has it.
        const { total, estimated } = await countPlanned(db, countPlan(db, table, where, exactCountLimit));
        const counted = estimated ? await sampledGroups(table, name, where, total) : undefined;
        const rows =
          counted ??
          (await db
            .selectFrom(table)
            .select([sql.ref(name).as('value'), sql<number>`count(*)`.as('n')])
            .where(where)
            .groupBy(sql.ref(name))
            .execute());
        const data = rows
          .map((row) => ({ value: groupValue(field, row.value), raw: row.value, count: toCount(row.n) }))
          // Biggest groups first; ties in value order, so the answer is stable.
          .sort((a, b) => b.count - a.count || compareValues(a.raw, b.raw))
          .slice(0, limit)
          .map(({ value, count }) => ({ value, count }));
        // total: every record counted, also those in groups beyond the limit.
        return { data, meta: { field: name, total, ...(counted && { estimated: true }) } };
      });
    };

    const days = async (request: FastifyRequest, query: Query, per: string) => {
      if (per !== 'day') throw fail(request, 400, 'server.invalid_query', { name: 'per' });
      const name = single(request, query, 'field') ?? 'created_at';
      const field: Field | undefined = TIMESTAMPS.includes(name) ? { kind: 'datetime' } : storedField(schema, name);
      const time = field && KINDS[field.kind].time;
      if (!time) throw fail(request, 400, 'server.invalid_query', { name: 'field' });
      const zone = zoneParam(request, single(request, query, 'tz'));
      const toRaw = single(request, query, 'to');
      const fromRaw = single(request, query, 'from');
      const to = toRaw === undefined ? todayIn(zone) : dayParam(request, toRaw, 'to');
      const from = fromRaw === undefined ? addDays(to, -(DEFAULT_DAYS - 1)) : dayParam(request, fromRaw, 'from');
      const span = daysBetween(from, to) + 1;
      if (span < 1) throw fail(request, 400, 'server.invalid_query', { name: 'from' });
      if (span > MAX_DAYS) throw fail(request, 400, 'server.invalid_query', { name: 'to' });
      // A timestamp falls on the day of the asked time zone; a date is a day already.
      const day =
        time === 'moment' ? sql`CAST((${sql.ref(name)} AT TIME ZONE ${zone}) AS date)` : sql`${sql.ref(name)}`;
      const inRange = sql<SqlBool>`${day} BETWEEN CAST(${from} AS date) AND CAST(${to} AS date)`;
      const where = whereOf([...listConditions(request, schema, filterQuery(query, DAY_PARAMS)), inRange]);
      return answering(request, async () => {
        const rows = await db
          .selectFrom(table)
          .select([sql<string>`to_char(${day}, 'YYYY-MM-DD')`.as('day'), sql<number>`count(*)`.as('n')])
          .where(where)
          .groupBy(sql`1`)
          .execute();
        const counts = new Map(rows.map((row) => [row.day, toCount(row.n)]));
        // Every day of the range, the empty ones as 0, so a chart's axis has no gaps.
        const data = Array.from({ length: span }, (_, i) => addDays(from, i)).map((d) => ({
          day: d,
          count: counts.get(d) ?? 0,
        }));
        return { data, meta: { field: name, from, to, tz: zone, total: data.reduce((sum, d) => sum + d.count, 0) } };
      });
    };

    app.get(`/${schema.path}/stats`, describe(entityOperations(schema).stats()), async (request) => {
      await requirePrivilege(request, schema.permission, 'VIEW');
      const query = (request.query ?? {}) as Query;
      const group = single(request, query, 'group');
      const per = single(request, query, 'per');
      // One question per call.
      if ((group === undefined) === (per === undefined))
        throw fail(request, 400, 'server.invalid_query', { name: group === undefined ? 'group' : 'per' });
      return group !== undefined ? groups(request, query, group) : days(request, query, per!);
    });
  }
}
