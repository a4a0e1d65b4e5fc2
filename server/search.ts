// One search over every entity the caller may view (GET search?q=&limit=): the fields each schema marks
// searchable, compared as server/migrate.ts's admin_search_key folds them (case, width, separators,
// Vietnamese diacritics when the query has none), found through their trigram indexes, whole values and
// starts first. One statement for all entities.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { KINDS } from '../src/engine/kinds';
import { can } from '../src/engine/permissions';
import { searchFields, type EntitySchema } from '../src/engine/schema';
import { hasDiacritics } from '../src/engine/searchText';
import { schemas as registry } from '../schemas';
import type { Db } from './db';
import { searchKeyColumn } from './migrate';
import { fail } from './http';
import { escapeLike, intParam, likePattern, MAX_ID, searchText, single, type Query } from './params';

/** Records one entity answers at most; the palette shows a few of each. */
export const MAX_SEARCH_LIMIT = 20;
const DEFAULT_LIMIT = 5;

export interface SearchGroup {
  entity: string;
  /** Each with its id, its title field and its searched fields, as stored. */
  records: Record<string, unknown>[];
  /** More records matched than `limit`. */
  more: boolean;
}

export function registerSearchRoute(app: FastifyInstance, db: Db, list: readonly EntitySchema[] = registry): void {
  const searched = list.filter((schema) => !schema.variant && searchFields(schema).length);

  app.get('/search', async (request: FastifyRequest) => {
    const query = (request.query ?? {}) as Query;
    const q = searchText(request, 'q', single(request, query, 'q')?.trim() ?? '');
    const limit = intParam(request, query, 'limit', DEFAULT_LIMIT);
    if (limit > MAX_SEARCH_LIMIT) throw fail(request, 400, 'server.invalid_query', { name: 'limit' });
    const visible = searched.filter((schema) => can(request.auth!.grants, schema.permission, 'VIEW'));
    // Folded as the indexes are, by the same SQL functions.
    const { rows } = await sql<{ folded: string; exact: string }>`
      SELECT admin_search_key(${q}) AS folded, admin_search_text(${q}) AS exact`.execute(db);
    const { folded, exact } = rows[0];
    const id = /^\d{1,10}$/.test(q) && Number(q) <= MAX_ID ? Number(q) : undefined;
    // Two characters at least (or an id): fewer would match most of every table.
    if (!visible.length || (folded.length < 2 && id === undefined)) return { data: [] };

    const marked = hasDiacritics(q);
    const inside = likePattern(folded);
    const word = marked ? exact : folded;
    const branches = visible.map((schema) => {
      const fields = searchFields(schema);
      const textOf = (name: string) => sql.raw(KINDS[schema.fields[name].kind].searchText!(`"${name}"`));
      // Kept in a generated column; a table the server keeps itself (its admins) is small, and folded here.
      const keys = fields.map((name) =>
        schema.serverTable ? sql`admin_search_key(${textOf(name)})` : sql.ref(searchKeyColumn(name)),
      );
      // With diacritics in the query, the field's own text must have them too (the key matched first).
      const texts = fields.map((name) => sql`admin_search_text(${textOf(name)})`);
      const found = keys.map((key, i) =>
        marked ? sql`(${key} LIKE ${inside} AND ${texts[i]} LIKE ${likePattern(exact)})` : sql`${key} LIKE ${inside}`,
      );
      if (id !== undefined) found.push(sql`id = ${id}`);
      // 0: a whole value (or the id), 1: a value's start, 2: inside one. Values are quoted (KindDefinition.searchText).
      const ranks = (marked ? texts : keys).map(
        (compared) => sql`CASE WHEN ${compared} LIKE ${`%"${escapeLike(word)}"%`} THEN 0
          WHEN ${compared} LIKE ${`%"${escapeLike(word)}%`} THEN 1 ELSE 2 END`,
      );
      if (id !== undefined) ranks.push(sql`CASE WHEN id = ${id} THEN 0 ELSE 2 END`);
      const shown = [...new Set([schema.recordTitle, ...fields])];
      const record = sql.join([sql`'id', id`, ...shown.map((name) => sql`${name}::text, ${sql.ref(name)}`)], sql`, `);
      return sql`(SELECT ${schema.name}::text AS entity, id, LEAST(${sql.join(ranks, sql`, `)}) AS rank,
          jsonb_build_object(${record}) AS record
        FROM ${sql.table(schema.table)}
        WHERE ${sql.join(found, sql` OR `)}
        ORDER BY rank, id DESC
        LIMIT ${limit + 1})`;
    });
    const { rows: matches } = await sql<{ entity: string; rank: number; record: Record<string, unknown> }>`
      ${sql.join(branches, sql` UNION ALL `)}`.execute(db);

    // Groups in the order of their best match, then the registry's; records as each branch ordered them.
    const groups = visible
      .map((schema, order) => {
        const own = matches.filter((row) => row.entity === schema.name);
        return {
          order,
          best: Math.min(...own.map((row) => Number(row.rank))),
          group: {
            entity: schema.name,
            records: own.slice(0, limit).map((row) => row.record),
            more: own.length > limit,
          } satisfies SearchGroup,
        };
      })
      .filter(({ group }) => group.records.length)
      .sort((a, b) => a.best - b.best || a.order - b.order);
    return { data: groups.map(({ group }) => group) };
  });
}
