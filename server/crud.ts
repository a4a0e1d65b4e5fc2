// Generic REST routes for every entity of the registry: list, show, usage,
// create, update, delete under /api/v1/<schema.path>. Nothing here names an
// entity. Bad input is refused by the field kinds before it reaches SQL, and
// any database error that still comes back from input maps to a 4xx.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { CompiledQuery, sql, type Compilable, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { KINDS, MAX_INT, hasNul, type Field, type Issue } from '../src/engine/kinds';
import { isLocale } from '../src/engine/locales';
import { can, privilegeFor, type FunctionType } from '../src/engine/permissions';
import { recordColumns, SYSTEM_FIELDS, type EntitySchema, type ScopeCondition } from '../src/engine/schema';
import { ownField, validateInput, validateRecord } from '../src/engine/validation';
import { schemas as registry } from '../schemas';
import { requirePrivilege } from './auth';
import { countPlan, countPlanned, type CountPlan } from './counts';
import { toCount, type Db } from './db';
import { HttpError, fail, languageOf, objectBody } from './http';
import { translate } from './messages';
import { uniqueIndexName } from './migrate';
import { NO_EVENTS, type DomainEvents } from './notifications/events';
import { serializeRecord, serializeRows, toColumns } from './records';
import { sanitizeRichTextValues } from './richText';

type Operation = 'list' | 'show' | 'create' | 'edit' | 'delete';
const READS: readonly Operation[] = ['list', 'show'];
type Query = Record<string, string | string[] | undefined>;

const MAX_PAGING = 1000;
/** Safety cap on a whole lookup list. */
const MAX_LOOKUP = 5000;
const MAX_ID = MAX_INT;
/** The furthest a page may start: no table has more rows than ids. */
const MAX_OFFSET = MAX_INT;
/** Longest search or text filter read. */
const MAX_SEARCH = 200;

export function parseId(request: FastifyRequest<{ Params: { id: string } }>): number {
  const raw = request.params.id;
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > MAX_ID) throw fail(request, 404, 'server.not_found');
  return id;
}

export function single(request: FastifyRequest, query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw fail(request, 400, 'server.invalid_query', { name });
  return value === undefined || value === '' ? undefined : value;
}

export function intParam(request: FastifyRequest, query: Query, name: string, fallback: number): number {
  const raw = single(request, query, name);
  if (raw === undefined) return fallback;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_INT)
    throw fail(request, 400, 'server.invalid_query', { name });
  return Number(raw);
}

/** Text to search for: refused when it holds a NUL (PostgreSQL text cannot) or is longer than any stored name. */
export function searchText(request: FastifyRequest, name: string, text: string): string {
  if (hasNul(text) || text.length > MAX_SEARCH) throw fail(request, 400, 'server.invalid_query', { name });
  return text;
}

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

/** Kinds a list can filter by range (<field>_gte, <field>_lte), beside the timestamps every table has. */
const RANGE_KINDS = new Set(['date', 'datetime', 'number', 'money']);
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
    ...Object.entries(schema.fields).filter(([, f]) => RANGE_KINDS.has(f.kind)),
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
      field.kind === 'datetime' && DAY.test(to)
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
function throughConditions(
  request: FastifyRequest,
  schema: EntitySchema,
  query: Query,
  list: readonly EntitySchema[],
  crossed: Set<FunctionType>,
): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [];
  for (const key of Object.keys(query)) {
    const dot = key.indexOf('.');
    if (dot < 0) continue;
    const [name, through] = [key.slice(0, dot), key.slice(dot + 1)];
    const field = ownField(schema, name);
    const target = field?.kind === 'reference' ? list.find((s) => s.name === field.reference && !s.variant) : undefined;
    const throughField = target ? ownField(target, through) : undefined;
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
function listedColumns(request: FastifyRequest, schema: EntitySchema, query: Query): string[] | undefined {
  const raw = single(request, query, 'fields');
  if (raw === undefined) return undefined;
  const asked = new Set(raw.split(',').map((name) => name.trim()));
  const known = recordColumns(schema);
  if ([...asked].some((name) => !known.includes(name)))
    throw fail(request, 400, 'server.invalid_query', { name: 'fields' });
  // Every record keeps its id: react-admin keys rows and links by it.
  return known.filter((name) => name === 'id' || asked.has(name));
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
    searchText(request, 'q', q);
    const searchable = Object.entries(schema.fields).filter(([, f]) => SEARCHED_BY_Q.has(KINDS[f.kind].filter));
    if (searchable.length)
      conditions.push(
        sql<SqlBool>`(${sql.join(
          searchable.map(([name, f]) => matches(name, f, q)),
          sql` OR `,
        )})`,
      );
  }
  for (const [name, field] of Object.entries(schema.fields)) {
    const raw = single(request, query, name);
    if (raw === undefined) continue;
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

/** What a list address asks the database: its page's statement and how its total is counted (none for a whole lookup). */
interface ListPlan {
  page: number;
  paging: number;
  /** The function types whose records the filters or the sort read through a reference: VIEW on each is checked at every call. */
  crossed: readonly FunctionType[];
  rows: CompiledQuery<Record<string, unknown>>;
  count?: CountPlan;
}

/**
 * List plans kept by address, so that a list asked again (the same page of the same filters and
 * sort, as a busy screen and every admin opening it ask) skips parsing its parameters and building
 * and compiling its SQL: about a seventh of the server's CPU per list call (docs/PERFORMANCE.md). A
 * plan holds no data, only the statement, so nothing kept can be out of date.
 */
const MAX_KEPT_PLANS = 2000;
/** Longer addresses are planned at each call rather than kept. */
const MAX_KEPT_ADDRESS = 2048;

/** A query's SQL text and parameters alone, without the tree it was compiled from: a kept plan takes 3.7 KB instead of 10.6. */
function statementOf(query: Compilable<Record<string, unknown>>): CompiledQuery<Record<string, unknown>> {
  const { sql: text, parameters } = query.compile();
  return CompiledQuery.raw(text, [...parameters]) as CompiledQuery<Record<string, unknown>>;
}

/** A list route's plan of a request's address: kept from an earlier call of the same address, or made and kept. */
function keptPlan(
  kept: LRUCache<string, ListPlan>,
  route: string,
  request: FastifyRequest,
  planOf: (request: FastifyRequest) => ListPlan,
): ListPlan {
  const at = request.url.indexOf('?');
  const address = route + (at < 0 ? '' : request.url.slice(at));
  if (address.length > MAX_KEPT_ADDRESS) return planOf(request);
  let plan = kept.get(address);
  if (!plan) kept.set(address, (plan = planOf(request)));
  return plan;
}

function scopeConditions(where: Readonly<Record<string, ScopeCondition>>): RawBuilder<SqlBool>[] {
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

/** The ORDER BY of a list; a sort by a reference orders by the referenced record's title, so adds its entity to `crossed`. */
function orderExpression(
  request: FastifyRequest,
  schema: EntitySchema,
  query: Query,
  list: readonly EntitySchema[],
  crossed: Set<FunctionType>,
): { expression: Expression<unknown>; desc: boolean } {
  const sort = single(request, query, 'sort') ?? schema.list.sort;
  const desc = sort.startsWith('-');
  const column = desc ? sort.slice(1) : sort;
  const field = ownField(schema, column);
  if (!field && !(SYSTEM_FIELDS as readonly string[]).includes(column))
    throw fail(request, 400, 'server.invalid_query', { name: 'sort' });
  const wanted = single(request, query, 'language');
  const language = isLocale(wanted) ? wanted : 'en';
  const title = (owner: EntitySchema, qualified: string) =>
    ownField(owner, owner.recordTitle)?.kind === 'translations'
      ? sql`COALESCE(${nameIn(qualified, language)}, ${nameIn(qualified, 'en')})`
      : sql`${sql.ref(qualified)}`;
  if (field?.kind === 'translations') return { expression: title(schema, column), desc };
  if (field?.kind === 'reference') {
    // The referenced record's name, as the list shows it; id breaks ties.
    const target = list.find((s) => s.name === field.reference);
    if (target) {
      crossed.add(target.permission);
      const titleOf = title(target, `sort_ref.${target.recordTitle}`);
      return {
        expression: sql`(SELECT ${titleOf} FROM ${sql.table(target.table)} AS sort_ref WHERE sort_ref.id = ${sql.ref(`${schema.table}.${column}`)})`,
        desc,
      };
    }
  }
  return { expression: sql.ref(column), desc };
}

interface PgError {
  code?: string;
  detail?: string;
  constraint?: string;
  column?: string;
}

/**
 * Maps database errors caused by input to answers; anything else is rethrown.
 * `given` are the fields of the body, named when the error names no column, so
 * every 422 says which field is wrong.
 */
function databaseError(
  request: FastifyRequest,
  schema: EntitySchema,
  operation: Operation,
  error: unknown,
  given: string[] = [],
): unknown {
  const e = error as PgError;
  if (error instanceof HttpError || typeof e?.code !== 'string') return error;
  const message = (key: string) => translate(languageOf(request), key);
  const own = (name: string | undefined) => (name && ownField(schema, name) ? name : undefined);
  const keyColumn = own(/Key \(([^)]+)\)/.exec(e.detail ?? '')?.[1]) ?? own(e.column);
  /** 422 on the named column, else on the given fields of the kinds that can cause it. */
  const invalid = (key: string, kinds?: readonly string[]) => {
    const named = keyColumn
      ? [keyColumn]
      : given.filter((name) => !kinds || kinds.includes(ownField(schema, name)?.kind ?? ''));
    const fields = named.length ? named : given;
    return new HttpError(
      422,
      message('server.validation_failed'),
      Object.fromEntries(fields.map((name) => [name, { message: key }])),
    );
  };
  // A read has no body: what went wrong is in the query.
  if (READS.includes(operation))
    return e.code.startsWith('22') ? new HttpError(400, message('server.bad_request')) : error;
  switch (e.code) {
    case '23505': {
      const field =
        Object.keys(schema.fields).find((name) => uniqueIndexName(schema.table, name) === e.constraint) ??
        schema.uniqueTogether?.find((set) => uniqueIndexName(schema.table, set.join('_')) === e.constraint)?.at(-1) ??
        keyColumn ??
        Object.keys(schema.fields).find((name) => schema.fields[name].unique);
      return new HttpError(
        409,
        message('validation.unique'),
        field ? { [field]: { message: 'validation.unique' } } : undefined,
      );
    }
    case '23001': // RESTRICT violation (newer PostgreSQL, PGlite)
    case '23503':
      if (operation === 'delete') return new HttpError(409, message('validation.in_use'));
      return invalid('validation.reference', ['reference']);
    case '23502':
      return invalid('ra.validation.required');
    case '22021': // a character the encoding cannot hold (NUL)
    case '22P05': // \u0000 in jsonb
      return invalid('validation.invalidCharacter', [
        'text',
        'longText',
        'email',
        'url',
        'translations',
        'textList',
        'json',
      ]);
    case '54000': // a value too large for its index
      return invalid('validation.invalidValue', ['text', 'longText', 'email', 'url', 'select']);
    default:
      // Out-of-range or malformed values the field rules let through.
      return e.code.startsWith('22')
        ? invalid('validation.invalidValue', ['number', 'reference', 'date', 'datetime'])
        : error;
  }
}

/**
 * The version a PUT was based on: undefined when the body names none (last
 * write wins), else a positive integer or a 422 on the field `version`.
 */
function expectedVersion(request: FastifyRequest): number | undefined {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body) || !Object.hasOwn(body, 'version')) return undefined;
  const version = (body as Record<string, unknown>).version;
  if (typeof version === 'number' && Number.isInteger(version) && version >= 1 && version <= MAX_INT) return version;
  throw fail(request, 422, 'server.validation_failed', {}, { version: { message: 'validation.integer' } });
}

function rejectIssues(request: FastifyRequest, errors: Record<string, Issue>): void {
  const names = Object.keys(errors);
  if (!names.length) return;
  throw fail(request, 422, 'server.validation_failed', {}, errors);
}

/**
 * The body's values once the field rules, the schema's record rules (on the
 * stored record merged with the input) and the hierarchy rules pass.
 */
async function validated(
  db: Db,
  request: FastifyRequest,
  schema: EntitySchema,
  mode: 'create' | 'update',
  id?: number,
  list: readonly EntitySchema[] = registry,
): Promise<Record<string, unknown>> {
  const { values, errors } = validateInput(schema, objectBody(request), mode);
  rejectIssues(request, errors);
  // Formatted text is stored cleaned; one cleaned down to nothing is empty.
  rejectIssues(request, sanitizeRichTextValues(schema, values));
  let stored: Record<string, unknown> | undefined;
  if (id !== undefined && (schema.validate || schema.hierarchy || translationRules(schema, list))) {
    const row = await db.selectFrom(schema.table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw fail(request, 404, 'server.not_found');
    // As the API gives it (ISO timestamps), so rules compare like with like.
    stored = serializeRecord(row);
  }
  rejectIssues(request, validateRecord(schema, { ...stored, ...values }));
  if (schema.hierarchy) rejectIssues(request, await hierarchyIssues(db, schema, values, stored));
  rejectIssues(request, await missingListedIds(db, schema, values, list));
  rejectIssues(request, await translationIssues(db, schema, values, stored, list));
  return values;
}

/** The entity whose translations `schema` holds, and `schema` itself when it names its own texts' language. */
function translationRules(schema: EntitySchema, list: readonly EntitySchema[]) {
  const original = list.find((s) => s.translatedBy?.entity === schema.name && !s.variant);
  const ownLanguage = schema.translatedBy?.original;
  return original || ownLanguage ? { original, ownLanguage } : undefined;
}

/**
 * A translation is one per record and language, and never in the language of the record's own texts: both
 * answered 422 on its language (a second one in a language would otherwise meet the unique index, 409). A
 * record whose own language changes may not take one a translation of it is in.
 */
async function translationIssues(
  db: Db,
  schema: EntitySchema,
  values: Record<string, unknown>,
  stored: Record<string, unknown> | undefined,
  list: readonly EntitySchema[],
): Promise<Record<string, Issue>> {
  const rules = translationRules(schema, list);
  if (!rules) return {};
  const merged = { ...stored, ...values };
  const { original, ownLanguage } = rules;
  if (original) {
    const { field, original: originalLanguage } = original.translatedBy!;
    const parentId = merged[field];
    const language = merged.language_code;
    if (parentId === null || parentId === undefined || language === null || language === undefined) return {};
    if (originalLanguage) {
      const parent = await db
        .selectFrom(original.table)
        .select(originalLanguage)
        .where('id', '=', parentId as number)
        .executeTakeFirst();
      if (parent && parent[originalLanguage] === language)
        return { language_code: { message: 'validation.translationOfOriginal' } };
    }
    let twin = db
      .selectFrom(schema.table)
      .select('id')
      .where(field, '=', parentId as number)
      .where('language_code', '=', language as string);
    if (stored) twin = twin.where('id', '!=', stored.id as number);
    if (await twin.executeTakeFirst()) return { language_code: { message: 'validation.translationExists' } };
  }
  if (ownLanguage && stored && values[ownLanguage] !== undefined && values[ownLanguage] !== stored[ownLanguage]) {
    const { entity, field } = schema.translatedBy!;
    const target = list.find((s) => s.name === entity && !s.variant);
    const translated =
      target &&
      (await db
        .selectFrom(target.table)
        .select('id')
        .where(field, '=', stored.id as number)
        .where('language_code', '=', values[ownLanguage] as string)
        .executeTakeFirst());
    if (translated) return { [ownLanguage]: { message: 'validation.translationExists' } };
  }
  return {};
}

/**
 * A list of ids (referenceList) names existing records only; the database has no foreign key to check it.
 * The records found stay locked (FOR KEY SHARE) until the write's transaction ends, so none of them can be
 * deleted between this check and the write (a delete looks for lists naming its record: `listUsage`).
 */
async function missingListedIds(
  db: Db,
  schema: EntitySchema,
  values: Record<string, unknown>,
  list: readonly EntitySchema[],
): Promise<Record<string, Issue>> {
  const issues: Record<string, Issue> = {};
  for (const [name, field] of Object.entries(schema.fields)) {
    const ids = values[name];
    if (field.kind !== 'referenceList' || !Array.isArray(ids) || !ids.length) continue;
    const target = list.find((s) => s.name === field.reference && !s.variant);
    if (!target) continue;
    const found = await db
      .selectFrom(target.table)
      .select('id')
      .where('id', 'in', ids as number[])
      .forKeyShare()
      .execute();
    if (found.length !== new Set(ids).size) issues[name] = { message: 'validation.reference' };
  }
  return issues;
}

/** Whether checking a write reads other records whose change could undo the check (a hierarchy, a list of ids). */
const checksOtherRecords = (schema: EntitySchema) =>
  Boolean(schema.hierarchy) || Object.values(schema.fields).some((field) => field.kind === 'referenceList');

/**
 * Runs a create or update's check and write as one: in a transaction for entities whose check reads other
 * records, so that what was checked still holds when the write commits. Writes to one hierarchy wait for
 * each other (a transaction-level advisory lock per table): two records cannot each become the other's
 * parent. Other writes go as before, without a transaction.
 */
async function checkedWrite<T>(db: Db, schema: EntitySchema, work: (db: Db) => Promise<T>): Promise<T> {
  if (!checksOtherRecords(schema)) return work(db);
  return db.transaction().execute(async (trx) => {
    if (schema.hierarchy)
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`marketplace_admin.hierarchy.${schema.table}`}))`.execute(trx);
    return work(trx);
  });
}

/**
 * Two levels only: a parent must be a general record, and a record with
 * children stays general. A specific record's inherited fields equal its
 * general record's, and a general record with children keeps them.
 */
async function hierarchyIssues(
  db: Db,
  schema: EntitySchema,
  values: Record<string, unknown>,
  stored: Record<string, unknown> | undefined,
): Promise<Record<string, Issue>> {
  const { parent: parentField, inherit = [] } = schema.hierarchy!;
  const id = stored?.id as number | undefined;
  const parentId = parentField in values ? values[parentField] : stored?.[parentField];
  const hasChildren = async () =>
    id !== undefined &&
    Boolean(await db.selectFrom(schema.table).select('id').where(parentField, '=', id).limit(1).executeTakeFirst());
  const issues: Record<string, Issue> = {};
  if (parentId === undefined || parentId === null) {
    const changed = inherit.filter((name) => stored && name in values && values[name] !== stored[name]);
    if (changed.length && (await hasChildren()))
      for (const name of changed) issues[name] = { message: 'validation.inheritedLocked' };
    return issues;
  }
  if (parentId === id) return { [parentField]: { message: 'validation.parentSelf' } };
  const row = await db
    .selectFrom(schema.table)
    .selectAll()
    .where('id', '=', parentId as number)
    .executeTakeFirst();
  if (!row) return { [parentField]: { message: 'validation.reference' } };
  const parent = serializeRecord(row);
  if (parent[parentField] !== null) return { [parentField]: { message: 'validation.parentNotGeneral' } };
  if (parentField in values && (await hasChildren()))
    return { [parentField]: { message: 'validation.parentHasChildren' } };
  for (const name of inherit) {
    const value = name in values ? values[name] : stored?.[name];
    if (value !== parent[name]) issues[name] = { message: 'validation.inheritedMismatch' };
  }
  return issues;
}

/**
 * Every field of the registry that points at an entity, a reference or a list of ids (`list`): what a usage
 * count goes through.
 */
function referencesTo(
  name: string,
  list: readonly EntitySchema[],
): { schema: EntitySchema; field: string; list: boolean }[] {
  return list
    .filter((schema) => !schema.variant)
    .flatMap((schema) =>
      Object.entries(schema.fields)
        .filter(
          ([, field]) => (field.kind === 'reference' || field.kind === 'referenceList') && field.reference === name,
        )
        .map(([field, definition]) => ({ schema, field, list: definition.kind === 'referenceList' })),
    );
}

/**
 * A record's texts in one language from its translations entity, else in its
 * fallback language: `translation` (null when there is none) and the language
 * it is in, `translation_language`.
 */
async function translationOf(
  db: Db,
  list: readonly EntitySchema[],
  schema: EntitySchema,
  id: number,
  language: string,
) {
  const { entity, field, fallback } = schema.translatedBy!;
  const target = list.find((s) => s.name === entity && !s.variant);
  if (!target) throw new Error(`Entity "${schema.name}": translatedBy names unknown entity "${entity}"`);
  const rows = await db
    .selectFrom(target.table)
    .selectAll()
    .where(field, '=', id)
    .where('language_code', 'in', [language, fallback])
    .execute();
  const row = rows.find((r) => r.language_code === language) ?? rows.find((r) => r.language_code === fallback);
  return {
    translation: row ? serializeRecord(row) : null,
    translation_language: row ? String(row.language_code) : null,
  };
}

export interface RecordUsage {
  total: number;
  /** Entity (schema name) and field of each kind of use with a count above zero. */
  references: { entity: string; field: string; count: number }[];
}

export interface CrudOptions {
  /** Lists count exactly up to this many matching rows, and estimate above it (server/counts.ts). */
  exactCountLimit?: number;
}

export function registerCrudRoutes(
  app: FastifyInstance,
  db: Db,
  list: readonly EntitySchema[] = registry,
  events: DomainEvents = NO_EVENTS,
  options: CrudOptions = {},
): void {
  const exactCountLimit = options.exactCountLimit ?? 10_000;
  // Kept per registration: the same path may be another entity in another app (tests build many).
  const keptPlans = new LRUCache<string, ListPlan>({ max: MAX_KEPT_PLANS });
  // A variant is served by its base entity's routes.
  for (const schema of list.filter((s) => !s.variant)) {
    const base = `/${schema.path}`;
    const table = schema.table;
    const referrers = referencesTo(schema.name, list);
    const listedIn = referrers.filter((referrer) => referrer.list);
    const guard = (request: FastifyRequest, operation: Operation) =>
      requirePrivilege(request, schema.permission, privilegeFor(operation));
    /** Runs a route's database work, mapping what input caused to 4xx answers. */
    const run = async <T>(request: FastifyRequest, operation: Operation, work: () => Promise<T>): Promise<T> => {
      try {
        return await work();
      } catch (error) {
        const body =
          request.body && typeof request.body === 'object'
            ? Object.keys(request.body).filter((name) => ownField(schema, name))
            : [];
        throw databaseError(request, schema, operation, error, body);
      }
    };

    /** How many records point at `id`, of the entities `request`'s caller may view (all without a request). */
    const usageOf = async (id: number, request?: FastifyRequest, on: Db = db): Promise<RecordUsage> => {
      const references: RecordUsage['references'] = [];
      for (const { schema: user, field, list: inList } of referrers) {
        if (request && !can(request.auth!.grants, user.permission, 'VIEW')) continue;
        const row = await on
          .selectFrom(user.table)
          .select(sql<number>`count(*)`.as('n'))
          .where(
            inList
              ? sql<SqlBool>`${sql.ref(field)} @> ${JSON.stringify([id])}::jsonb`
              : sql<SqlBool>`${sql.ref(field)} = ${id}`,
          )
          .executeTakeFirstOrThrow();
        const count = toCount(row.n);
        if (count > 0) references.push({ entity: user.name, field, count });
      }
      return { total: references.reduce((sum, r) => sum + r.count, 0), references };
    };

    /** A page of records; a lookup asked without page or paging answers all of them. */
    const listRoute = (extra: RawBuilder<SqlBool>[], path: string) => {
      /** The database work a list address asks for: a function of the address alone (its filters, sort, page, columns, language). */
      const planOf = (request: FastifyRequest): ListPlan => {
        const query = (request.query ?? {}) as Query;
        const whole =
          Boolean(schema.lookup) &&
          single(request, query, 'page') === undefined &&
          single(request, query, 'paging') === undefined;
        const page = intParam(request, query, 'page', 1);
        const paging = Math.min(intParam(request, query, 'paging', 20), MAX_PAGING);
        if ((page - 1) * paging > MAX_OFFSET) throw fail(request, 400, 'server.invalid_query', { name: 'page' });
        const crossedTypes = new Set<FunctionType>();
        const conditions = [
          ...extra,
          ...listConditions(request, schema, query),
          ...throughConditions(request, schema, query, list, crossedTypes),
        ];
        const { expression, desc } = orderExpression(request, schema, query, list, crossedTypes);
        // Its own function type needs no second look: the route's guard checked it.
        crossedTypes.delete(schema.permission);
        const crossed = [...crossedTypes];
        const where = conditions.length ? sql<SqlBool>`${sql.join(conditions, sql` AND `)}` : sql<SqlBool>`true`;
        const direction = desc ? 'desc' : 'asc';
        const columns = listedColumns(request, schema, query);
        const select = (columns ? db.selectFrom(table).select(columns) : db.selectFrom(table).selectAll())
          .where(where)
          .orderBy(expression, direction)
          .orderBy('id', direction);
        if (whole)
          return { page: 1, paging: MAX_LOOKUP, crossed, rows: statementOf(select.limit(sql.lit(MAX_LOOKUP))) };
        // The first page, which most calls ask for, has its size written in: PostgreSQL can then keep
        // one plan for it, where a limit or an offset given as a parameter is planned at every call.
        const rows = page === 1 ? select.limit(sql.lit(paging)) : select.limit(paging).offset((page - 1) * paging);
        return { page, paging, crossed, rows: statementOf(rows), count: countPlan(db, table, where, exactCountLimit) };
      };
      return async (request: FastifyRequest) => {
        await guard(request, 'list');
        const plan = keptPlan(keptPlans, path, request, planOf);
        // Checked per caller, not in the kept plan: the same address may be another admin's to ask.
        for (const type of plan.crossed) await requirePrivilege(request, type, 'VIEW');
        return run(request, 'list', async () => {
          if (!plan.count) {
            const { rows } = await db.executeQuery(plan.rows);
            return {
              data: serializeRows(rows),
              meta: { page: 1, paging: rows.length, total: rows.length, total_pages: 1 },
            };
          }
          const [{ rows }, { total, estimated }] = await Promise.all([
            db.executeQuery(plan.rows),
            countPlanned(db, plan.count),
          ]);
          const { page, paging } = plan;
          const meta = {
            page,
            paging,
            total,
            total_pages: Math.ceil(total / paging),
            ...(estimated && { total_estimated: true }),
          };
          return { data: serializeRows(rows), meta };
        });
      };
    };

    app.get(base, listRoute([], base));
    if (schema.calls?.list) app.get(`/${schema.calls.list}`, listRoute([], base));
    // Scopes are static paths, so Fastify prefers them to `${base}/:id`.
    for (const scope of schema.scopes)
      app.get(`/${scope.path}`, listRoute(scopeConditions(scope.where), `/${scope.path}`));

    const showRoute = async (request: FastifyRequest<{ Params: { id: string } }>) => {
      await guard(request, 'show');
      const id = parseId(request);
      const row = await run(request, 'show', () =>
        db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst(),
      );
      if (!row) throw fail(request, 404, 'server.not_found');
      const language = single(request, (request.query ?? {}) as Query, 'language');
      if (language === undefined || !schema.translatedBy) return { data: serializeRecord(row) };
      if (!isLocale(language)) throw fail(request, 400, 'server.invalid_query', { name: 'language' });
      return { data: { ...serializeRecord(row), ...(await translationOf(db, list, schema, id, language)) } };
    };
    app.get(`${base}/:id`, showRoute);
    if (schema.calls?.show) app.get(`/${schema.calls.show.replace('{id}', ':id')}`, showRoute);

    // How many records of every entity point at this one (what a delete would break).
    app.get<{ Params: { id: string } }>(`${base}/:id/usage`, async (request) => {
      await guard(request, 'show');
      const id = parseId(request);
      return run(request, 'show', async () => {
        const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
        if (!row) throw fail(request, 404, 'server.not_found');
        return { data: await usageOf(id, request) };
      });
    });

    app.post(base, async (request, reply) => {
      // Who may ask comes first: a caller without the privilege learns nothing about the entity.
      await guard(request, 'create');
      if (!schema.views.create) throw fail(request, 405, 'server.not_creatable');
      const row = await run(request, 'create', () =>
        checkedWrite(db, schema, async (trx) => {
          const values = await validated(trx, request, schema, 'create', undefined, list);
          return trx.insertInto(table).values(toColumns(schema, values)).returningAll().executeTakeFirstOrThrow();
        }),
      );
      await events.created(request, schema, row);
      reply.code(201);
      return { data: serializeRecord(row) };
    });

    app.put<{ Params: { id: string } }>(`${base}/:id`, async (request) => {
      await guard(request, 'edit');
      if (!schema.views.edit) throw fail(request, 405, 'server.not_editable');
      const id = parseId(request);
      const expected = expectedVersion(request);
      const row = await run(request, 'edit', () =>
        checkedWrite(db, schema, async (trx) => {
          const values = await validated(trx, request, schema, 'update', id, list);
          // The version check is part of the UPDATE itself, so two saves of one version cannot both pass.
          let update = trx
            .updateTable(table)
            .set({ ...toColumns(schema, values), updated_at: sql`now()`, version: sql`version + 1` })
            .where('id', '=', id);
          if (expected !== undefined) update = update.where('version', '=', expected);
          return update.returningAll().executeTakeFirst();
        }),
      );
      if (!row) {
        const current =
          expected === undefined
            ? undefined
            : await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
        if (!current) throw fail(request, 404, 'server.not_found');
        const record = serializeRecord(current);
        throw new HttpError(409, translate(languageOf(request), 'server.stale_record'), undefined, {
          meta: { version: record.version, record },
        });
      }
      return { data: serializeRecord(row) };
    });

    app.delete<{ Params: { id: string } }>(`${base}/:id`, async (request) => {
      await guard(request, 'delete');
      if (!schema.deletable) throw fail(request, 405, 'server.not_deletable');
      const id = parseId(request);
      // Still in use: say by how much, so the interface can show it. The count is of every use (it is why
      // the delete fails); which entities use it, only of those the caller may view.
      const inUse = async (usage: RecordUsage, on: Db = db) =>
        new HttpError(409, translate(languageOf(request), 'server.in_use_count', { count: usage.total }), undefined, {
          meta: { usage: { total: usage.total, references: (await usageOf(id, request, on)).references } },
        });
      let row: Record<string, unknown> | undefined;
      try {
        row = await (listedIn.length
          ? // Lists of ids have no foreign key: the record is locked, then looked for in them, then deleted.
            // A write naming it either committed before (and is found) or waits and then finds it gone.
            db.transaction().execute(async (trx) => {
              await trx.selectFrom(table).select('id').where('id', '=', id).forUpdate().execute();
              const usage = await usageOf(id, undefined, trx);
              if (
                usage.references.some((use) =>
                  listedIn.some((l) => l.schema.name === use.entity && l.field === use.field),
                )
              )
                throw await inUse(usage, trx);
              return trx.deleteFrom(table).where('id', '=', id).returningAll().executeTakeFirst();
            })
          : db.deleteFrom(table).where('id', '=', id).returningAll().executeTakeFirst());
      } catch (error) {
        if (error instanceof HttpError) throw error;
        const mapped = databaseError(request, schema, 'delete', error);
        if (!(mapped instanceof HttpError) || mapped.status !== 409) throw mapped;
        const usage = await usageOf(id);
        if (!usage.total) throw mapped;
        throw await inUse(usage);
      }
      if (!row) throw fail(request, 404, 'server.not_found');
      return { data: serializeRecord(row) };
    });
  }
}
