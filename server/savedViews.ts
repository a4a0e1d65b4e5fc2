// Saved views of a list (its filters, sort, page size and columns, under a name), kept per admin and
// optionally shared with everyone holding one permission: GET/POST user/views, PUT/DELETE
// user/views/{id}. An admin sees their own and those shared with their permission, of the lists they
// may view; only the owner changes or deletes one; sharing needs UPDATE on the list's entity.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { can } from '../src/engine/permissions';
import { recordColumns, type EntitySchema } from '../src/engine/schema';
import { schemas as registry } from '../schemas';
import { requiredStringIssue } from './auth';
import type { Db } from './db';
import { fail, objectBody } from './http';
import { parseId } from './params';
import { MAX_INT, type Issue } from '../src/engine/kinds';
import { dataOf, describe, flag, id, integer, listOf, object, orNull, text } from './openapi/operation';

/** The longest name, and the most views one admin keeps. */
export const MAX_VIEW_NAME = 100;
export const MAX_VIEWS = 200;
const MAX_FILTER_JSON = 4000;
const NAME = /^[a-z_][a-z0-9_]*$/;

interface ViewValues {
  route: string;
  name: string;
  filter: Record<string, unknown>;
  sort: string | null;
  per_page: number | null;
  columns: string[] | null;
  shared_permission_id: number | null;
}

type Row = Record<string, unknown>;

const answered = (row: Row, callerId: number) => ({
  id: Number(row.id),
  route: row.route,
  name: row.name,
  filter: row.filter,
  sort: row.sort ?? null,
  per_page: row.per_page === null || row.per_page === undefined ? null : Number(row.per_page),
  columns: row.columns ?? null,
  shared_permission_id: row.shared_permission_id === null ? null : Number(row.shared_permission_id),
  owner_name: row.owner_name,
  mine: Number(row.owner_id) === callerId,
});

/** A filter value as a list keeps it: a text, number or flag, or a list of them. */
const plainValue = (value: unknown): boolean =>
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (Array.isArray(value) && value.every((item) => ['string', 'number', 'boolean'].includes(typeof item)));

/** A saved view's own fields. */
const VIEW_FIELDS = {
  route: text("The list's UI route."),
  name: text(),
  filter: { type: 'object' },
  sort: orNull(text()),
  per_page: orNull(integer()),
  columns: orNull(listOf(text())),
  shared_permission_id: orNull(id),
};
/** A saved view as saved: the route and name are required. */
const VIEW_INPUT = object(VIEW_FIELDS, ['filter', 'sort', 'per_page', 'columns', 'shared_permission_id']);
/** A saved view as answered. */
const VIEW = object({ id, ...VIEW_FIELDS, owner_name: text(), mine: flag() });

export function registerSavedViewRoutes(app: FastifyInstance, db: Db, list: readonly EntitySchema[] = registry): void {
  const byRoute = new Map(list.filter((schema) => schema.views.list).map((schema) => [schema.route, schema]));

  /** The body as a view's values, or a 422 naming each field that is wrong. */
  const valuesOf = async (request: FastifyRequest): Promise<ViewValues> => {
    const body = objectBody(request);
    const errors: Record<string, Issue> = {};
    const schema = typeof body.route === 'string' ? byRoute.get(body.route) : undefined;
    if (!schema || !can(request.auth!.grants, schema.permission, 'VIEW'))
      errors.route = { message: 'validation.reference' };
    const nameIssue = requiredStringIssue(body.name, MAX_VIEW_NAME);
    if (nameIssue) errors.name = nameIssue;

    const filter = body.filter ?? {};
    if (
      typeof filter !== 'object' ||
      filter === null ||
      Array.isArray(filter) ||
      !Object.entries(filter).every(([key, value]) => NAME.test(key) && plainValue(value)) ||
      JSON.stringify(filter).length > MAX_FILTER_JSON ||
      JSON.stringify(filter).includes('\\u0000')
    )
      errors.filter = { message: 'validation.invalidFilter' };

    const columns = schema ? recordColumns(schema) : [];
    const sort = body.sort ?? null;
    if (sort !== null && (typeof sort !== 'string' || !columns.includes(sort.replace(/^-/, ''))))
      errors.sort = { message: 'validation.invalidSort' };
    const perPage = body.per_page ?? null;
    if (perPage !== null && (!Number.isInteger(perPage) || (perPage as number) < 1 || (perPage as number) > 1000))
      errors.per_page = { message: 'validation.integer' };
    const shown = body.columns ?? null;
    if (
      shown !== null &&
      (!Array.isArray(shown) ||
        shown.length > 100 ||
        new Set(shown).size !== shown.length ||
        !shown.every((column) => typeof column === 'string' && schema?.list.columns.includes(column as never)))
    )
      errors.columns = { message: 'validation.invalidColumns' };

    const shared = body.shared_permission_id ?? null;
    if (shared !== null) {
      const exists =
        Number.isInteger(shared) &&
        (shared as number) > 0 &&
        (shared as number) <= MAX_INT &&
        (await db
          .selectFrom('permissions')
          .select('id')
          .where('id', '=', shared as number)
          .executeTakeFirst());
      if (!exists) errors.shared_permission_id = { message: 'validation.reference' };
      // Those who handle the records decide what a team's lists show.
      else if (schema && !can(request.auth!.grants, schema.permission, 'UPDATE'))
        errors.shared_permission_id = { message: 'validation.shareNotAllowed' };
    }
    if (Object.keys(errors).length) throw fail(request, 422, 'server.validation_failed', {}, errors);
    return {
      route: schema!.route,
      name: (body.name as string).trim(),
      filter: filter as Record<string, unknown>,
      sort: sort as string | null,
      per_page: perPage as number | null,
      columns: shown as string[] | null,
      shared_permission_id: shared as number | null,
    };
  };

  const stored = (values: ViewValues) => ({
    ...values,
    filter: JSON.stringify(values.filter),
    columns: values.columns === null ? null : JSON.stringify(values.columns),
  });

  /** A view of the caller's, or a 404 (another admin's is as unknown as a made-up one). */
  const ownView = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const id = parseId(request);
    const row = await db
      .selectFrom('saved_views')
      .select('id')
      .where('id', '=', id)
      .where('owner_id', '=', request.auth!.user.id)
      .executeTakeFirst();
    if (!row) throw fail(request, 404, 'server.not_found');
    return id;
  };

  const withOwner = (id: number) =>
    db
      .selectFrom('saved_views as v')
      .innerJoin('admin_users as u', 'u.id', 'v.owner_id')
      .selectAll('v')
      .select('u.name as owner_name')
      .where('v.id', '=', id)
      .executeTakeFirstOrThrow();

  app.get(
    '/user/views',
    describe({
      summary: 'List the saved views of lists the admin may view: their own and those shared with their permission',
      tag: 'Saved views',
      access: 'self',
      answer: dataOf(listOf(VIEW)),
    }),
    async (request) => {
      const { user, grants } = request.auth!;
      const rows = await db
        .selectFrom('saved_views as v')
        .innerJoin('admin_users as u', 'u.id', 'v.owner_id')
        .selectAll('v')
        .select('u.name as owner_name')
        .where((eb) =>
          eb.or([
            eb('v.owner_id', '=', user.id),
            ...(user.permission_id === null ? [] : [eb('v.shared_permission_id', '=', user.permission_id)]),
          ]),
        )
        .orderBy(sql`lower(v.name)`)
        .orderBy('v.id')
        .execute();
      // Of the lists the caller may view now (a view outlives a grant, and comes back with it).
      const visible = rows.filter((row) => {
        const schema = byRoute.get(String(row.route));
        return schema && can(grants, schema.permission, 'VIEW');
      });
      return { data: visible.map((row) => answered(row, user.id)) };
    },
  );

  app.post(
    '/user/views',
    describe({
      summary: 'Save a view of a list',
      tag: 'Saved views',
      access: 'self',
      body: VIEW_INPUT,
      answer: dataOf(VIEW),
      status: 201,
    }),
    async (request, reply) => {
      const values = await valuesOf(request);
      const user = request.auth!.user;
      const { count } = await db
        .selectFrom('saved_views')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('owner_id', '=', user.id)
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_VIEWS) throw fail(request, 409, 'server.too_many_views', { max: MAX_VIEWS });
      const { id } = await db
        .insertInto('saved_views')
        .values({ ...stored(values), owner_id: user.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      reply.code(201);
      return { data: answered(await withOwner(Number(id)), user.id) };
    },
  );

  app.put<{ Params: { id: string } }>(
    '/user/views/:id',
    describe({
      summary: "Change one of one's own saved views",
      tag: 'Saved views',
      access: 'self',
      body: VIEW_INPUT,
      answer: dataOf(VIEW),
    }),
    async (request) => {
      const id = await ownView(request);
      const values = await valuesOf(request);
      await db
        .updateTable('saved_views')
        .set({ ...stored(values), updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
      return { data: answered(await withOwner(id), request.auth!.user.id) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/user/views/:id',
    describe({
      summary: "Delete one of one's own saved views",
      tag: 'Saved views',
      access: 'self',
      answer: dataOf(object({ id })),
    }),
    async (request) => {
      const id = await ownView(request);
      await db.deleteFrom('saved_views').where('id', '=', id).execute();
      return { data: { id } };
    },
  );
}
