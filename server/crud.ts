// Generic REST routes for every entity of the registry: list, show, usage,
// create, update, delete under /api/v1/<schema.path>. Nothing here names an
// entity. Bad input is refused by the field kinds before it reaches SQL, and
// any database error that still comes back from input maps to a 4xx.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { MAX_INT, targetOf } from '../src/engine/kinds';
import { isLocale } from '../src/engine/locales';
import { can, privilegeFor, type Area } from '../src/engine/permissions';
import { bulkEditable, storedColumns, storedFields, type EntitySchema } from '../src/engine/schema';
import { ownField } from '../src/engine/validation';
import { schemas as registry } from '../schemas';
import { audited } from './audit';
import { requirePrivilege } from './auth';
import { countPlan, countPlanned } from './counts';
import { bulkEditOf, idsOf, refusalText } from './bulk';
import { toCount, type Db } from './db';
import type { EntityRuleSet, RecordWrite, Write } from './entityRules';
import { HttpError, fail, languageOf, objectBody } from './http';
import { translate } from './messages';
import { databaseError, type Operation } from './dbErrors';
import { keptPlan, MAX_KEPT_PLANS, type ListPlan, type PageRead } from './listPlans';
import { PageMarks, type PageMarksOptions } from './pageMarks';
import {
  CURSOR_KEY,
  cursorCondition,
  encodeCursor,
  listConditions,
  listedColumns,
  MAX_PAGING,
  orderExpression,
  markedPage,
  pageStatement,
  readCursor,
  scopeConditions,
  throughConditions,
} from './listSql';
import { intParam, parseId, single, type Query } from './params';
import { checkedWrite, expectedVersion, validated } from './writeChecks';
import { entityOperations } from './openapi/entity';
import { describe } from './openapi/operation';
import { NO_EVENTS, type DomainEvents } from './notifications/events';
import { serializeRecord, serializeRows, toColumns } from './records';

/** Safety cap on a whole lookup list. */
const MAX_LOOKUP = 5000;
/** The furthest a page may start: no table has more rows than ids. */
const MAX_OFFSET = MAX_INT;

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
      storedFields(schema).flatMap(([field, definition]) => {
        const named = targetOf(definition);
        return named?.entity === name ? [{ schema, field, list: named.many }] : [];
      }),
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
    .select(storedColumns(target))
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

/**
 * The cursors of a page read in a keyset order: the next page's after its last row, the previous one's
 * before its first. A page read from a cursor knows whether more lie its way (`beyond`); a page by number
 * has a previous one past page one, and a next one when it is full.
 */
function cursorsOf(
  keyset: NonNullable<ListPlan['keyset']>,
  rows: Record<string, unknown>[],
  page: number,
  paging: number,
  beyond: boolean,
): { next_cursor?: string; previous_cursor?: string } {
  const [first, last] = [rows[0], rows[rows.length - 1]];
  const hasNext = keyset.fromCursor ? keyset.backwards || beyond : rows.length === paging;
  const hasPrevious = keyset.fromCursor ? !keyset.backwards || beyond : page > 1;
  const next = last && hasNext && encodeCursor(keyset.sort, Number(last.id), last[CURSOR_KEY], false);
  const previous = first && hasPrevious && encodeCursor(keyset.sort, Number(first.id), first[CURSOR_KEY], true);
  for (const row of rows) delete row[CURSOR_KEY];
  return { ...(next && { next_cursor: next }), ...(previous && { previous_cursor: previous }) };
}

export interface CrudOptions {
  /** Lists count exactly up to this many matching rows, and estimate above it (server/counts.ts). */
  exactCountLimit?: number;
  /** What some entities' own code adds to their routes (server/entityRules.ts). */
  rules?: EntityRuleSet;
  /** Where deep pages by number start from (server/pageMarks.ts). */
  pageMarks?: PageMarksOptions;
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
  const marks = new PageMarks(options.pageMarks);
  // A variant is served by its base entity's routes.
  for (const schema of list.filter((s) => !s.variant)) {
    const base = `/${schema.path}`;
    const table = schema.table;
    // A record is its columns: anything else its table holds (an account's password hash) is never answered.
    const columns = storedColumns(schema);
    const referrers = referencesTo(schema.name, list);
    const api = entityOperations(schema);
    const listedIn = referrers.filter((referrer) => referrer.list);
    // An extra privilege's records are read only (defineEntity): a reader's write is answered 405 below.
    const readOnly = schema.permission.includes('.');
    const guard = (request: FastifyRequest, operation: Operation) =>
      requirePrivilege(request, schema.permission, readOnly ? 'VIEW' : privilegeFor(operation));
    const rules = options.rules?.[schema.name];
    /** A record as answered: JSON values, and its virtual fields' values from the entity's rules. */
    const answered = async (request: FastifyRequest, row: Record<string, unknown>) => {
      const record = serializeRecord(row);
      await rules?.read?.(db, request, [record]);
      return record;
    };
    /** A page of rows as answered, the same way. */
    const listed = async (request: FastifyRequest, rows: Record<string, unknown>[]) => {
      const data = serializeRows(rows);
      if (rules?.read) await rules.read(db, request, data);
      return data;
    };
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
        const crossedTypes = new Set<Area>();
        const conditions = [
          ...extra,
          ...listConditions(request, schema, query),
          ...throughConditions(request, schema, query, list, crossedTypes),
        ];
        const order = orderExpression(request, schema, query, list, crossedTypes);
        // Its own function type needs no second look: the route's guard checked it.
        crossedTypes.delete(schema.permission);
        const crossed = [...crossedTypes];
        const where = conditions.length ? sql<SqlBool>`${sql.join(conditions, sql` AND `)}` : sql<SqlBool>`true`;
        const shown = listedColumns(request, schema, query) ?? columns;
        const rawCursor = single(request, query, 'cursor');
        const cursor = rawCursor === undefined ? undefined : readCursor(request, rawCursor, order);
        if (whole && !cursor)
          return {
            page: 1,
            paging: MAX_LOOKUP,
            crossed,
            rows: pageStatement(db, schema, shown, where, order, MAX_LOOKUP, 0),
          };
        const count = countPlan(db, table, where, exactCountLimit);
        const keyset = order.keyset && {
          sort: order.sort,
          backwards: cursor?.backwards ?? false,
          fromCursor: cursor !== undefined,
        };
        const offset = (page - 1) * paging;
        const read: PageRead = cursor
          ? // From a cursor: the rows past it through the sort's index, read backwards for a previous page.
            {
              rows: pageStatement(
                db,
                schema,
                shown,
                sql<SqlBool>`${where} AND ${cursorCondition(order, cursor)}`,
                cursor.backwards ? { ...order, desc: !order.desc } : order,
                // One more: whether a page lies beyond this one.
                paging + 1,
                0,
                true,
              ),
            }
          : order.keyset && marks.applies(offset)
            ? { marked: markedPage(db, schema, shown, where, order, paging, offset) }
            : { rows: pageStatement(db, schema, shown, where, order, paging, offset, true) };
        return { page, paging, crossed, ...read, count, keyset };
      };
      const readPage = (plan: PageRead) =>
        plan.marked ? marks.read(db, plan.marked) : db.executeQuery(plan.rows).then((answer) => answer.rows);
      return async (request: FastifyRequest) => {
        await guard(request, 'list');
        const plan = keptPlan(keptPlans, path, request, planOf);
        // Checked per caller, not in the kept plan: the same address may be another admin's to ask.
        for (const type of plan.crossed) await requirePrivilege(request, type, 'VIEW');
        return run(request, 'list', async () => {
          if (!plan.count) {
            const rows = await readPage(plan);
            return {
              data: await listed(request, rows),
              meta: { page: 1, paging: rows.length, total: rows.length, total_pages: 1 },
            };
          }
          const [read, { total, estimated }] = await Promise.all([readPage(plan), countPlanned(db, plan.count)]);
          const { page, paging, keyset } = plan;
          const beyond = keyset?.fromCursor === true && read.length > paging;
          const kept = beyond ? read.slice(0, paging) : read;
          const rows = keyset?.backwards ? kept.reverse() : kept;
          const meta = {
            page,
            paging,
            total,
            total_pages: Math.ceil(total / paging),
            ...(estimated && { total_estimated: true }),
            ...(keyset && cursorsOf(keyset, rows, page, paging, beyond)),
          };
          return { data: await listed(request, rows), meta };
        });
      };
    };

    app.get(base, describe(api.list()), listRoute([], base));
    if (schema.calls?.list) app.get(`/${schema.calls.list}`, describe(api.list()), listRoute([], base));
    // Scopes are static paths, so Fastify prefers them to `${base}/:id`.
    for (const scope of schema.scopes)
      app.get(
        `/${scope.path}`,
        describe(api.list(scope.name)),
        listRoute(scopeConditions(scope.where), `/${scope.path}`),
      );

    const showRoute = async (request: FastifyRequest<{ Params: { id: string } }>) => {
      await guard(request, 'show');
      const id = parseId(request);
      const row = await run(request, 'show', () =>
        db.selectFrom(table).select(columns).where('id', '=', id).executeTakeFirst(),
      );
      if (!row) throw fail(request, 404, 'server.not_found');
      const language = single(request, (request.query ?? {}) as Query, 'language');
      if (language === undefined || !schema.translatedBy) return { data: await answered(request, row) };
      if (!isLocale(language)) throw fail(request, 400, 'server.invalid_query', { name: 'language' });
      return { data: { ...(await answered(request, row)), ...(await translationOf(db, list, schema, id, language)) } };
    };
    app.get(`${base}/:id`, describe(api.show()), showRoute);
    if (schema.calls?.show) app.get(`/${schema.calls.show.replace('{id}', ':id')}`, describe(api.show()), showRoute);

    // How many records of every entity point at this one (what a delete would break).
    app.get<{ Params: { id: string } }>(`${base}/:id/usage`, describe(api.usage()), async (request) => {
      await guard(request, 'show');
      const id = parseId(request);
      return run(request, 'show', async () => {
        const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
        if (!row) throw fail(request, 404, 'server.not_found');
        return { data: await usageOf(id, request) };
      });
    });

    const createRoute = async (request: FastifyRequest, reply: FastifyReply) => {
      // Who may ask comes first: a caller without the privilege learns nothing about the entity.
      await guard(request, 'create');
      if (!schema.views.create) throw fail(request, 405, 'server.not_creatable');
      let change: RecordWrite | undefined;
      const row = await run(request, 'create', () =>
        checkedWrite(db, request, schema, async (trx) => {
          const values = await validated(trx, request, schema, 'create', undefined, list);
          const insert: Write = (extra) =>
            trx
              .insertInto(table)
              .values({ ...toColumns(schema, values), ...extra })
              .returning(columns)
              .executeTakeFirstOrThrow();
          if (!rules?.write) return (await insert())!;
          change = { operation: 'create', values, body: objectBody(request) };
          return (await rules.write(trx, request, change, insert))!;
        }),
      );
      if (change) rules?.committed?.(request, change, row);
      await events.created(request, schema, row);
      reply.code(201);
      return { data: await answered(request, row) };
    };
    app.post(base, describe(api.create()), createRoute);
    if (schema.calls?.create) app.post(`/${schema.calls.create}`, describe(api.create()), createRoute);

    /**
     * Checks and writes one record's change (the fields `body` names, the request's own by default), with
     * the version check when `expected` is given: the row as stored now, undefined when none matched.
     */
    const updateOne = async (
      trx: Db,
      request: FastifyRequest,
      id: number,
      expected: number | undefined,
      body = objectBody(request),
    ): Promise<{ row: Record<string, unknown> | undefined; change?: RecordWrite }> => {
      const values = await validated(trx, request, schema, 'update', id, list, body);
      // The version check is part of the UPDATE itself, so two saves of one version cannot both pass.
      const update: Write = (extra) => {
        let statement = trx
          .updateTable(table)
          .set({ ...toColumns(schema, values), ...extra, updated_at: sql`now()`, version: sql`version + 1` })
          .where('id', '=', id);
        if (expected !== undefined) statement = statement.where('version', '=', expected);
        return statement.returning(columns).executeTakeFirst();
      };
      if (!rules?.write) return { row: await update() };
      const change: RecordWrite = { operation: 'edit', id, values, body };
      return { row: await rules.write(trx, request, change, update), change };
    };

    // Only the fields a body names change, so PUT and PATCH are the same call.
    const updateRoute = async (request: FastifyRequest<{ Params: { id: string } }>) => {
      await guard(request, 'edit');
      if (!schema.views.edit) throw fail(request, 405, 'server.not_editable');
      const id = parseId(request);
      const expected = expectedVersion(request);
      const { row, change } = await run(request, 'edit', () =>
        checkedWrite(db, request, schema, (trx) => updateOne(trx, request, id, expected)),
      );
      if (!row) {
        const current =
          expected === undefined
            ? undefined
            : await db.selectFrom(table).select(columns).where('id', '=', id).executeTakeFirst();
        if (!current) throw fail(request, 404, 'server.not_found');
        const record = serializeRecord(current);
        throw new HttpError(409, translate(languageOf(request), 'server.stale_record'), undefined, {
          meta: { version: record.version, record },
        });
      }
      if (change) rules?.committed?.(request, change, row);
      return { data: await answered(request, row) };
    };
    app.put(`${base}/:id`, describe(api.update()), updateRoute);
    app.patch(`${base}/:id`, describe(api.update()), updateRoute);

    // A bulk edit: the same values for every record of a selection, each checked and written on its own
    // (a record whose own values then break a rule is skipped and said why), all in one transaction.
    if (schema.views.edit && bulkEditable(schema).length)
      app.patch(base, describe(api.bulkEdit()), async (request) => {
        await guard(request, 'edit');
        const ids = idsOf(request);
        const data = bulkEditOf(request, schema);
        const done: number[] = [];
        const skipped: { id: number; message: string }[] = [];
        const written: { row: Record<string, unknown>; change?: RecordWrite }[] = [];
        await run(request, 'edit', () =>
          checkedWrite(db, request, schema, async (trx) => {
            // Locked in id order, so two batches never wait on each other in a circle.
            const present = await trx
              .selectFrom(table)
              .select('id')
              .where('id', 'in', ids)
              .orderBy('id')
              .forUpdate()
              .execute();
            const found = new Set(present.map((row) => Number(row.id)));
            for (const id of ids) {
              if (!found.has(id)) {
                skipped.push({ id, message: translate(languageOf(request), 'server.not_found') });
                continue;
              }
              try {
                const { row, change } = await updateOne(trx, request, id, undefined, data);
                if (row) written.push({ row, change });
                done.push(id);
              } catch (error) {
                // Refused by a check before it wrote: the other records go on.
                if (!(error instanceof HttpError) || error.status >= 500) throw error;
                skipped.push({ id, message: refusalText(request, schema, error) });
              }
            }
          }),
        );
        for (const { row, change } of written) if (change) rules?.committed?.(request, change, row);
        return { data: { done, skipped } };
      });

    app.delete<{ Params: { id: string } }>(`${base}/:id`, describe(api.remove()), async (request) => {
      await guard(request, 'delete');
      if (!schema.deletable) throw fail(request, 405, 'server.not_deletable');
      const id = parseId(request);
      // Still in use: say by how much, so the interface can show it. The count is of every use (it is why
      // the delete fails); which entities use it, only of those the caller may view.
      const inUse = async (usage: RecordUsage, on: Db = db) =>
        new HttpError(409, translate(languageOf(request), 'server.in_use_count', { count: usage.total }), undefined, {
          meta: { usage: { total: usage.total, references: (await usageOf(id, request, on)).references } },
        });
      const remove = (on: Db) => on.deleteFrom(table).where('id', '=', id).returning(columns).executeTakeFirst();
      const change: RecordWrite = { operation: 'delete', id, values: {}, body: {} };
      let row: Record<string, unknown> | undefined;
      try {
        row = await (rules?.write
          ? audited(db, request, (trx) => rules.write!(trx, request, change, () => remove(trx)))
          : listedIn.length
            ? // Lists of ids have no foreign key: the record is locked, then looked for in them, then deleted.
              // A write naming it either committed before (and is found) or waits and then finds it gone.
              audited(db, request, async (trx) => {
                await trx.selectFrom(table).select('id').where('id', '=', id).forUpdate().execute();
                const usage = await usageOf(id, undefined, trx);
                if (
                  usage.references.some((use) =>
                    listedIn.some((l) => l.schema.name === use.entity && l.field === use.field),
                  )
                )
                  throw await inUse(usage, trx);
                return remove(trx);
              })
            : audited(db, request, remove));
      } catch (error) {
        if (error instanceof HttpError) throw error;
        const mapped = databaseError(request, schema, 'delete', error);
        if (!(mapped instanceof HttpError) || mapped.status !== 409) throw mapped;
        const usage = await usageOf(id);
        if (!usage.total) throw mapped;
        throw await inUse(usage);
      }
      if (!row) throw fail(request, 404, 'server.not_found');
      rules?.committed?.(request, change, row);
      return { data: serializeRecord(row) };
    });
  }
}
