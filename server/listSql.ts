// A list call's parameters as SQL: the filters (by field, range, through a reference, `q`), the
// scopes, the sort and the columns asked for. Every value is read as its field's kind first, so
// nothing unchecked reaches a statement; a parameter that cannot apply is a 400 naming it.
import type { FastifyRequest } from 'fastify';
import { CompiledQuery, sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { KINDS, targetOf, type Field } from '../src/engine/kinds';
import { isLocale } from '../src/engine/locales';
import type { Area } from '../src/engine/permissions';
import {
  recordColumns,
  searchFields,
  storedFields,
  SYSTEM_FIELDS,
  type EntitySchema,
  type ScopeCondition,
} from '../src/engine/schema';
import { ownField, storedField } from '../src/engine/validation';
import type { Db } from './db';
import { fail } from './http';
import { statementOf } from './listPlans';
import type { Mark, MarkedPage } from './pageMarks';
import { PLANNED_PER_CALL } from './prepared';
import { searchColumns } from './search';
import { hasDiacritics } from '../src/engine/searchText';
import { likePattern, MAX_ID, searchText, single, type Query } from './params';

/** Rows of a translations column, tolerating a value that is not an array. */
const translationRows = (column: string) =>
  sql`jsonb_array_elements(CASE WHEN jsonb_typeof(${sql.ref(column)}) = 'array' THEN ${sql.ref(column)} ELSE '[]'::jsonb END)`;

const nameIn = (column: string, language: string) =>
  sql<string>`(SELECT e->>'name' FROM ${translationRows(column)} AS e WHERE e->>'language_code' = ${language} LIMIT 1)`;

/** A substring match in the way the field's kind says (every filter mode but 'eq'). */
function matches(name: string, field: Field, text: string): RawBuilder<SqlBool> {
  switch (KINDS[field.kind].filter) {
    case 'translatedName':
      return sql<SqlBool>`EXISTS (SELECT 1 FROM ${translationRows(name)} AS e WHERE e->>'name' ILIKE ${likePattern(text)})`;
    case 'jsonContains':
      return sql<SqlBool>`${sql.ref(name)}::text ILIKE ${likePattern(text)}`;
    default:
      return sql<SqlBool>`${sql.ref(name)} ILIKE ${likePattern(text)}`;
  }
}

const SEARCHED_BY_Q = new Set(['contains', 'translatedName']);

/** `'%' || folded || '%'`, folded in SQL as the keys were (the database's own lower case), its wildcards literal. */
const inside = (fold: 'admin_search_key' | 'admin_search_text', text: string) =>
  sql`'%' || replace(replace(replace(${sql.raw(fold)}(${text}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

/**
 * `q`: what the global search finds, in the fields it looks in, through their trigram indexes
 * (server/search.ts): a fragment anywhere, without case, width, separators, or Vietnamese diacritics
 * unless the query has some. An entity that does not list its searched fields (`search`) is also
 * searched in its other text fields, unindexed, as a small table may be; a large one lists them.
 */
function searchCondition(schema: EntitySchema, q: string): RawBuilder<SqlBool> | undefined {
  const { keys, texts } = searchColumns(schema);
  const marked = hasDiacritics(q);
  const indexed = keys.map((key, i) =>
    marked
      ? sql<SqlBool>`(${key} LIKE ${inside('admin_search_key', q)} AND ${texts[i]} LIKE ${inside('admin_search_text', q)})`
      : sql<SqlBool>`${key} LIKE ${inside('admin_search_key', q)}`,
  );
  const keyed = new Set(searchFields(schema));
  const scanned = schema.search
    ? []
    : storedFields(schema)
        .filter(([name, f]) => SEARCHED_BY_Q.has(KINDS[f.kind].filter) && !keyed.has(name))
        .map(([name, f]) => matches(name, f, q));
  if (!indexed.length && !scanned.length) return undefined;
  return sql<SqlBool>`(${sql.raw(PLANNED_PER_CALL)} ${sql.join([...indexed, ...scanned], sql` OR `)})`;
}

/** The timestamps every table has, filtered by range like the fields whose kind allows it. */
const TIMESTAMP: Field = { kind: 'datetime' };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A filter value read as the field's kind, or a 400 naming the parameter. */
function filterValue(request: FastifyRequest, field: Field, raw: string, name: string): unknown {
  const kind = KINDS[field.kind];
  const value = kind.normalize(raw, field);
  if (value === null || value === undefined || kind.validate(value, field))
    throw fail(request, 400, 'server.invalid_query', { name });
  return value;
}

/** `<name>_gte` and `<name>_lte` bounds on dates, times, numbers and amounts. */
function rangeConditions(request: FastifyRequest, schema: EntitySchema, query: Query): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  const ranged: [string, Field][] = [
    ...storedFields(schema).filter(([, f]) => KINDS[f.kind].range),
    ['created_at', TIMESTAMP],
    ['updated_at', TIMESTAMP],
  ];
  for (const [name, field] of ranged) {
    const from = single(request, query, `${name}_gte`);
    if (from !== undefined)
      conditions.push(sql<SqlBool>`${sql.ref(name)} >= ${filterValue(request, field, from, `${name}_gte`)}`);
    const to = single(request, query, `${name}_lte`);
    if (to === undefined) continue;
    const value = filterValue(request, field, to, `${name}_lte`);
    // A day as the upper bound of a timestamp takes in the whole day.
    conditions.push(
      KINDS[field.kind].time === 'moment' && DAY.test(to)
        ? sql<SqlBool>`${sql.ref(name)} < CAST(${to} AS date) + 1`
        : sql<SqlBool>`${sql.ref(name)} <= ${value}`,
    );
  }
  return conditions;
}

/**
 * `<reference>.<field>=value`: records whose referenced record has that value,
 * e.g. job_id.company_id=5, the job translations of a company's jobs. Each entity
 * gone through is added to `crossed`: what the filter reveals of it needs VIEW there.
 */
/** The largest page a list answers. */
export const MAX_PAGING = 1000;

export function throughConditions(
  request: FastifyRequest,
  schema: EntitySchema,
  query: Query,
  list: readonly EntitySchema[],
  crossed: Set<Area>,
): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  for (const key of Object.keys(query)) {
    const dot = key.indexOf('.');
    if (dot < 0) continue;
    const [name, through] = [key.slice(0, dot), key.slice(dot + 1)];
    const field = storedField(schema, name);
    const named = field && targetOf(field);
    const target = named && !named.many ? list.find((s) => s.name === named.entity && !s.variant) : undefined;
    const throughField = target ? storedField(target, through) : undefined;
    if (!target || !throughField || KINDS[throughField.kind].filter !== 'eq')
      throw fail(request, 400, 'server.invalid_query', { name: key });
    const value = filterValue(request, throughField, single(request, query, key) ?? '', key);
    crossed.add(target.permission);
    conditions.push(
      sql<SqlBool>`${sql.ref(name)} IN (SELECT id FROM ${sql.table(target.table)} WHERE ${sql.ref(through)} = ${value})`,
    );
  }
  return conditions;
}

/**
 * The columns a list asks for (`fields=id,title,…`: a list screen needs only its columns), in the
 * table's own order so that one set is one query text; undefined when it asks for whole records.
 */
export function listedColumns(request: FastifyRequest, schema: EntitySchema, query: Query): string[] | undefined {
  const raw = single(request, query, 'fields');
  if (raw === undefined) return undefined;
  const asked = new Set(raw.split(',').map((name) => name.trim()));
  const known = recordColumns(schema);
  if ([...asked].some((name) => !known.includes(name)))
    throw fail(request, 400, 'server.invalid_query', { name: 'fields' });
  // Every record keeps its id: react-admin keys rows and links by it. Virtual values are the rules' to add.
  return known.filter((name) => (name === 'id' || asked.has(name)) && !schema.fields[name]?.virtual);
}

/** WHERE conditions from the list query: ids, q and one filter per field (also read by the stats calls). */
export function listConditions(request: FastifyRequest, schema: EntitySchema, query: Query): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  const ids = single(request, query, 'ids');
  if (ids !== undefined) {
    const list = ids
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (!list.every((s) => /^\d{1,10}$/.test(s) && Number(s) <= MAX_ID))
      throw fail(request, 400, 'server.invalid_query', { name: 'ids' });
    conditions.push(list.length ? sql<SqlBool>`id IN (${sql.join(list.map(Number))})` : sql<SqlBool>`false`);
  }
  const q = single(request, query, 'q')?.trim();
  if (q) {
    const condition = searchCondition(schema, searchText(request, 'q', q));
    if (condition) conditions.push(condition);
  }
  for (const [name, field] of Object.entries(schema.fields)) {
    const raw = single(request, query, name);
    if (raw === undefined) continue;
    // The entity's rules compute it after the query: nothing to filter by.
    if (field.virtual) throw fail(request, 400, 'server.invalid_query', { name });
    if (KINDS[field.kind].filter === 'includesId') {
      // A list of ids holds the one asked for (a gallery of utilities holds "wifi").
      if (!/^\d{1,10}$/.test(raw) || Number(raw) > MAX_ID) throw fail(request, 400, 'server.invalid_query', { name });
      conditions.push(sql<SqlBool>`${sql.ref(name)} @> ${JSON.stringify([Number(raw)])}::jsonb`);
      continue;
    }
    if (KINDS[field.kind].filter !== 'eq') {
      conditions.push(matches(name, field, searchText(request, name, raw)));
      continue;
    }
    conditions.push(sql<SqlBool>`${sql.ref(name)} = ${filterValue(request, field, raw, name)}`);
  }
  return [...conditions, ...rangeConditions(request, schema, query)];
}

export function scopeConditions(where: Readonly<Record<string, ScopeCondition>>): RawBuilder<SqlBool>[] {
  return Object.entries(where).map(([name, condition]) => {
    if ('in' in condition)
      return condition.in.length
        ? sql<SqlBool>`${sql.ref(name)} IN (${sql.join([...condition.in])})`
        : sql<SqlBool>`false`;
    return condition.is === 'empty'
      ? sql<SqlBool>`${sql.ref(name)} IS NULL`
      : sql<SqlBool>`${sql.ref(name)} IS NOT NULL`;
  });
}

/** A sort by a reference: the page is read by walking the referenced records in title order. */
export interface ReferenceWalk {
  /** The reference field. */
  column: string;
  target: EntitySchema;
  /** The referenced record's title, read from the alias `sort_ref`. */
  title: RawBuilder<unknown>;
  /** Whether records may have no reference (they come after every title, before them when descending). */
  nullable: boolean;
}

export interface ListOrder {
  expression: Expression<unknown>;
  desc: boolean;
  /** The sort as asked (`-created_at`): a cursor belongs to one. */
  sort: string;
  through?: ReferenceWalk;
  /** A column never empty: its pages can be read from a cursor (keyset on it and id). */
  keyset?: { column: string; type: string; field: Field };
}

/** The ORDER BY of a list; a sort by a reference orders by the referenced record's title, so adds its entity to `crossed`. */
export function orderExpression(
  request: FastifyRequest,
  schema: EntitySchema,
  query: Query,
  list: readonly EntitySchema[],
  crossed: Set<Area>,
): ListOrder {
  const sort = single(request, query, 'sort') ?? schema.list.sort;
  const desc = sort.startsWith('-');
  const column = desc ? sort.slice(1) : sort;
  const field = storedField(schema, column);
  if (!field && !(SYSTEM_FIELDS as readonly string[]).includes(column))
    throw fail(request, 400, 'server.invalid_query', { name: 'sort' });
  const wanted = single(request, query, 'language');
  const language = isLocale(wanted) ? wanted : 'en';
  // Names per language sort by the name in the asked language, else English.
  const byName = (qualified: string) => sql`COALESCE(${nameIn(qualified, language)}, ${nameIn(qualified, 'en')})`;
  const title = (owner: EntitySchema, qualified: string) => {
    const titleField = ownField(owner, owner.recordTitle);
    return titleField && KINDS[titleField.kind].translated ? byName(qualified) : sql`${sql.ref(qualified)}`;
  };
  if (field && KINDS[field.kind].translated) return { expression: byName(column), desc, sort };
  const named = field && targetOf(field);
  if (named && !named.many) {
    const target = list.find((s) => s.name === named.entity);
    if (target) {
      crossed.add(target.permission);
      const titleOf = title(target, `sort_ref.${target.recordTitle}`);
      return {
        expression: sql`(SELECT ${titleOf} FROM ${sql.table(target.table)} AS sort_ref WHERE sort_ref.id = ${sql.ref(`${schema.table}.${column}`)})`,
        desc,
        sort,
        through: { column, target, title: titleOf, nullable: !field.required },
      };
    }
  }
  const keyed = field ? (field.required ? field : undefined) : SYSTEM_COLUMNS[column];
  const keyset =
    keyed && KINDS[keyed.kind].sqlType(keyed) !== 'jsonb'
      ? { column, type: KINDS[keyed.kind].sqlType(keyed), field: keyed }
      : undefined;
  return { expression: sql.ref(column), desc, sort, keyset };
}

/** The columns every table has, as the kinds that read their values. */
const SYSTEM_COLUMNS: Record<string, Field> = {
  id: { kind: 'number', integer: true },
  version: { kind: 'number', integer: true },
  created_at: TIMESTAMP,
  updated_at: TIMESTAMP,
};

/**
 * Where a page read from a cursor starts: just after a row (`next`) or just before it (`previous`), in the
 * order of the sort the cursor was made for. Opaque to clients: base64url of [sort, id, value, backwards],
 * the value as the database writes it (a timestamp to the microsecond, where the answer rounds it).
 */
export interface Cursor {
  id: number;
  value: string;
  backwards: boolean;
}

/** The column a page in a keyset order adds to its rows: its sort value as text, for its cursors. */
export const CURSOR_KEY = 'cursor';
/** At most this many characters: a cursor holds a sort, an id and one value. */
const MAX_CURSOR = 1000;
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

export function encodeCursor(sort: string, id: number, value: unknown, backwards: boolean): string | undefined {
  if (typeof value !== 'string') return undefined;
  return Buffer.from(JSON.stringify([sort, id, value, backwards ? 1 : 0])).toString('base64url');
}

/** The `cursor` parameter read for the list's order, or a 400 naming it. */
export function readCursor(request: FastifyRequest, raw: string, order: ListOrder): Cursor {
  const refuse = () => fail(request, 400, 'server.invalid_query', { name: 'cursor' });
  if (!order.keyset || raw.length > MAX_CURSOR || !/^[A-Za-z0-9_-]+$/.test(raw)) throw refuse();
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parts) || parts.length !== 4) throw refuse();
  const [sort, id, value, backwards] = parts as unknown[];
  if (sort !== order.sort || !Number.isInteger(id) || (id as number) < 1 || (id as number) > MAX_ID) throw refuse();
  if ((backwards !== 0 && backwards !== 1) || typeof value !== 'string') throw refuse();
  // Read as its kind says, as a filter value is: nothing unchecked reaches the statement.
  const { field, type } = order.keyset;
  if (type === 'timestamptz') {
    if (!TIMESTAMP_TEXT.test(value)) throw refuse();
  } else {
    const kind = KINDS[field.kind];
    const normalized = kind.normalize(value, field);
    if (normalized === null || normalized === undefined || kind.validate(normalized, field)) throw refuse();
  }
  return { id: id as number, value, backwards: backwards === 1 };
}

/**
 * The rows past the cursor's: (sort value, id) beyond the cursor row's, also when that row is gone since.
 * The index on (sort, id) reads from there: page 40,000 costs what page 1 does.
 */
export function cursorCondition(order: ListOrder, cursor: Cursor): RawBuilder<SqlBool> {
  const { column, type } = order.keyset!;
  // Descending, the next rows are below the cursor's; reading backwards, above it.
  const beyond = sql.raw(order.desc === cursor.backwards ? '>' : '<');
  return sql<SqlBool>`(${sql.ref(column)}, id) ${beyond} (CAST(${cursor.value} AS ${sql.raw(type)}), ${cursor.id})`;
}

/** From this many rows skipped, a page by number finds its rows by their ids first. */
export const DEFERRED_OFFSET = 2000;

/**
 * A page of a list: `limit` rows after `offset` of those matching `where`, in the list's order, id
 * breaking ties. A sort by a reference is the referenced record's title, then the reference, then id;
 * its page is read by walking the referenced table in that order and, for each record, the rows that
 * point at it through the index on (reference, id), until the page is full: a page of a million rows
 * sorted by their company's name reads a page's worth of rows, not the million.
 */
export function pageStatement(
  db: Db,
  schema: EntitySchema,
  columns: readonly string[],
  where: RawBuilder<SqlBool>,
  order: ListOrder,
  limit: number,
  offset: number,
  /** Each row with its sort value as text (CURSOR_KEY), where the order has a keyset. */
  cursorKey = false,
): CompiledQuery<Record<string, unknown>> {
  const direction = order.desc ? 'desc' : 'asc';
  if (!order.through) {
    const key = cursorKey && order.keyset && sql<string>`CAST(${sql.ref(order.keyset.column)} AS text)`.as(CURSOR_KEY);
    const select = db
      .selectFrom(schema.table)
      .select(key ? [...columns, key] : [...columns])
      .orderBy(order.expression, direction)
      .orderBy('id', direction);
    // The first page, which most calls ask for, has its size written in: PostgreSQL can then keep
    // one plan for it, where a limit or an offset given as a parameter is planned at every call.
    if (offset === 0) return statementOf(select.where(where).limit(sql.lit(limit)));
    if (offset < DEFERRED_OFFSET) return statementOf(select.where(where).limit(limit).offset(offset));
    // Deep: the rows skipped are only counted through the sort's index (ids alone, not whole rows),
    // and the page's rows read after: half the time at a million rows. A cursor reads none of them.
    const skipped = db
      .selectFrom(schema.table)
      .select('id')
      .where(where)
      .orderBy(order.expression, direction)
      .orderBy('id', direction)
      .limit(limit)
      .offset(offset);
    return statementOf(select.where('id', 'in', skipped));
  }
  const { column, target, title, nullable } = order.through;
  const dir = sql.raw(direction);
  const table = sql.table(schema.table);
  const listed = sql.join(columns.map((name) => sql.ref(name)));
  const own = sql.join(columns.map((name) => sql.ref(`listed.${name}`)));
  const enough = offset + limit;
  // Records without a reference: a walk step of no record, last as a missing title sorts (first when
  // descending). Each step reads its rows by the reference first, which is one value: only the index on
  // (reference, id) gives that order, where the primary key alone might be walked past most of the table.
  const none = nullable ? sql` UNION ALL SELECT NULL, NULL` : sql``;
  const unreferenced = nullable
    ? sql` UNION ALL (SELECT ${listed} FROM ${table} WHERE sort_walk.ref_id IS NULL AND ${sql.ref(column)} IS NULL AND ${where} ORDER BY id ${dir} LIMIT ${sql.lit(enough)})`
    : sql``;
  const query = sql<Record<string, unknown>>`SELECT ${own}
    FROM (SELECT sort_ref.id AS ref_id, ${title} AS ref_title FROM ${sql.table(target.table)} AS sort_ref${none}
          ORDER BY ref_title ${dir}, ref_id ${dir}) AS sort_walk
    CROSS JOIN LATERAL (
      (SELECT ${listed} FROM ${table} WHERE ${sql.ref(column)} = sort_walk.ref_id AND ${where}
        ORDER BY ${sql.ref(column)} ${dir}, id ${dir} LIMIT ${sql.lit(enough)})${unreferenced}
    ) AS listed
    ORDER BY sort_walk.ref_title ${dir}, sort_walk.ref_id ${dir}, listed.id ${dir}
    LIMIT ${sql.lit(limit)}${offset ? sql` OFFSET ${sql.lit(offset)}` : sql``}`;
  const { sql: text, parameters } = query.compile(db);
  return CompiledQuery.raw(text, [...parameters]) as CompiledQuery<Record<string, unknown>>;
}

/** The rows of `where` after a mark's row in the order (all of them without a mark). */
const afterMark = (where: RawBuilder<SqlBool>, order: ListOrder, mark: Mark | undefined) =>
  mark
    ? sql<SqlBool>`${where} AND ${cursorCondition(order, { id: mark.id, value: mark.value, backwards: false })}`
    : where;

/**
 * Every `spacing`-th row's sort value (as a cursor writes it) and id among the next `rows` rows of a
 * keyset order after `mark` (from the start without one): the marks a deep page by number starts from
 * (server/pageMarks.ts). Each step skips `spacing` rows through the sort's index from the step before,
 * reading ids alone, as OFFSET does (numbering the rows instead costs five times as much). Planned per
 * call, being rare.
 */
export function markWalk(
  db: Db,
  schema: EntitySchema,
  where: RawBuilder<SqlBool>,
  order: ListOrder,
  mark: Mark | undefined,
  rows: number,
  spacing: number,
): CompiledQuery<{ value: string; id: number | string }> {
  const column = sql.ref(order.keyset!.column);
  const dir = sql.raw(order.desc ? 'desc' : 'asc');
  const beyond = sql.raw(order.desc ? '<' : '>');
  const table = sql.table(schema.table);
  const first = afterMark(where, order, mark);
  const step = (after: RawBuilder<SqlBool>) =>
    sql`SELECT ${column} AS sort_value, id AS row_id FROM ${table} WHERE ${after}
      ORDER BY ${column} ${dir}, id ${dir} OFFSET ${sql.lit(spacing - 1)} LIMIT 1`;
  const query = sql<{ value: string; id: number }>`WITH RECURSIVE marks (n, sort_value, row_id) AS (
      SELECT 1, sort_value, row_id FROM (${step(first)}) AS first_mark
      UNION ALL
      SELECT marks.n + 1, next_mark.sort_value, next_mark.row_id FROM marks CROSS JOIN LATERAL (${step(
        sql<SqlBool>`${where} AND (${column}, id) ${beyond} (marks.sort_value, marks.row_id)`,
      )}) AS next_mark
      WHERE marks.n < ${sql.lit(Math.floor(rows / spacing))})
    SELECT ${sql.raw(PLANNED_PER_CALL)} CAST(sort_value AS text) AS value, row_id AS id FROM marks ORDER BY n`;
  const { sql: text, parameters } = query.compile(db);
  return CompiledQuery.raw(text, [...parameters]) as CompiledQuery<{ value: string; id: number }>;
}

/** A deep page by number of a keyset order, read after the nearest kept mark (server/pageMarks.ts). */
export function markedPage(
  db: Db,
  schema: EntitySchema,
  columns: readonly string[],
  where: RawBuilder<SqlBool>,
  order: ListOrder,
  limit: number,
  offset: number,
): MarkedPage {
  const { sql: text, parameters } = sql`${where}`.compile(db);
  return {
    key: `${schema.table} ${order.sort} ${text} ${JSON.stringify(parameters)}`,
    offset,
    page: (mark, skip) => pageStatement(db, schema, columns, afterMark(where, order, mark), order, limit, skip, true),
    walk: (mark, rows, spacing) => markWalk(db, schema, where, order, mark, rows, spacing),
  };
}
