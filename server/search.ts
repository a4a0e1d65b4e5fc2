// One search over every entity the caller may view (GET search?q=&limit=): the fields each schema marks
// searchable, compared as server/migrate.ts's admin_search_key folds them (case, width, separators,
// Vietnamese diacritics when the query has none), found through their trigram indexes, whole values and
// starts first. One statement for all entities.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { KINDS } from '../src/engine/kinds';
import { can } from '../src/engine/permissions';
import { searchFields, type EntitySchema } from '../src/engine/schema';
import { hasDiacritics } from '../src/engine/searchText';
import { schemas as registry } from '../schemas';
import type { Db } from './db';
import { searchKeyColumn, searchTextColumn } from './migrate';
import { fail } from './http';
import { escapeLike, intParam, MAX_ID, searchText, single, type Query } from './params';
import { dataOf, describe, flag, listOf, object, text } from './openapi/operation';

/** Records one entity answers at most; the palette shows a few of each. */
export const MAX_SEARCH_LIMIT = 20;
const DEFAULT_LIMIT = 5;
/** From this size on (about ten thousand rows), a table is read rank by rank; a smaller one is read whole. */
export const LARGE_TABLE_BYTES = 2 * 1024 * 1024;
/** How many of a large table's newest rows are read before its trigram index is asked. */
const NEWEST_ROWS = 5000;

export interface SearchGroup {
  entity: string;
  /** Each with its id, its title field and its searched fields, as stored. */
  records: Record<string, unknown>[];
  /** More records matched than `limit`. */
  more: boolean;
}

/**
 * Each searched field's folded key and its text with diacritics, in searchFields' order: kept in generated
 * columns; a table the server keeps itself (its admins) is small, and folded here.
 */
export function searchColumns(schema: EntitySchema): { keys: RawBuilder<string>[]; texts: RawBuilder<string>[] } {
  const textOf = (name: string) => sql.raw(KINDS[schema.fields[name].kind].searchText!(`"${name}"`));
  const stored = (column: string, fold: 'admin_search_key' | 'admin_search_text', name: string) =>
    schema.serverTable ? sql<string>`${sql.raw(fold)}(${textOf(name)})` : sql<string>`${sql.ref(column)}`;
  const fields = searchFields(schema);
  return {
    keys: fields.map((name) => stored(searchKeyColumn(name), 'admin_search_key', name)),
    texts: fields.map((name) => stored(searchTextColumn(name), 'admin_search_text', name)),
  };
}

export function registerSearchRoute(
  app: FastifyInstance,
  db: Db,
  list: readonly EntitySchema[] = registry,
  largeTableBytes = LARGE_TABLE_BYTES,
): void {
  const searched = list.filter((schema) => !schema.variant && searchFields(schema).length);

  app.get(
    '/search',
    describe({
      summary: 'Search every entity the admin may view, grouped by entity',
      tag: 'Search',
      access: 'self',
      description:
        'Matches titles, names in every language, emails, phone numbers, codes and ids; case, width and Vietnamese diacritics do not matter. Exact and prefix matches come first.',
      query: [
        { name: 'q', schema: { type: 'string', maxLength: 200 }, required: true },
        {
          name: 'limit',
          schema: { type: 'integer', minimum: 1, maximum: MAX_SEARCH_LIMIT, default: DEFAULT_LIMIT },
          description: 'Records per entity.',
        },
      ],
      answer: dataOf(listOf(object({ entity: text(), records: listOf({ type: 'object' }), more: flag() }))),
    }),
    async (request: FastifyRequest) => {
      const query = (request.query ?? {}) as Query;
      const q = searchText(request, 'q', single(request, query, 'q')?.trim() ?? '');
      const limit = intParam(request, query, 'limit', DEFAULT_LIMIT);
      if (limit > MAX_SEARCH_LIMIT) throw fail(request, 400, 'server.invalid_query', { name: 'limit' });
      const visible = searched.filter((schema) => can(request.auth!.grants, schema.permission, 'VIEW'));
      // Folded as the indexes are, by the same SQL functions; with the tables large enough to be read by rank.
      const { rows } = await sql<{ folded: string; exact: string; large: string[] | null }>`
      SELECT admin_search_key(${q}) AS folded, admin_search_text(${q}) AS exact,
        (SELECT array_agg(name) FROM unnest(${visible.map((schema) => schema.table)}::text[]) AS name
          WHERE pg_relation_size(to_regclass(quote_ident(name))) >= ${largeTableBytes}) AS large`.execute(db);
      const { folded, exact } = rows[0];
      const large = new Set(rows[0].large ?? []);
      const id = /^\d{1,10}$/.test(q) && Number(q) <= MAX_ID ? Number(q) : undefined;
      // Two characters at least (or an id): fewer would match most of every table.
      if (!visible.length || (folded.length < 2 && id === undefined)) return { data: [] };

      const marked = hasDiacritics(q);
      const [plain, withMarks] = [folded, exact].map((raw) => ({ raw, like: escapeLike(raw) }));
      const branches = visible.map((schema) => {
        const fields = searchFields(schema);
        const { keys, texts } = searchColumns(schema);
        const one = fields.map((name) => KINDS[schema.fields[name].kind].searchOneValue === true);
        // A field matches on its key (indexed); with diacritics in the query, on its text with them too.
        type Compare = (
          column: RawBuilder<unknown>,
          word: { raw: string; like: string },
          one: boolean,
        ) => RawBuilder<SqlBool>;
        const anyField = (compare: Compare) =>
          sql<SqlBool>`(${sql.join(
            fields.map((_, i) =>
              marked
                ? sql`(${compare(keys[i], plain, one[i])} AND ${compare(texts[i], withMarks, one[i])})`
                : compare(keys[i], plain, one[i]),
            ),
            sql` OR `,
          )})`;
        // Values are quoted (KindDefinition.searchText): a whole value is "word", a value's start "word…; a
        // field of one value is compared from its start, through its ordinary index.
        const found = anyField((column, word) => sql`${column} LIKE ${`%${word.like}%`}`);
        const whole = anyField((column, word, one) =>
          one ? sql`${column} = ${`"${word.raw}"`}` : sql`${column} LIKE ${`%"${word.like}"%`}`,
        );
        const start = anyField((column, word, one) => sql`${column} LIKE ${`${one ? '' : '%'}"${word.like}%`}`);
        const shown = [...new Set([schema.recordTitle, ...fields])];
        const record = sql.join([sql`'id', id`, ...shown.map((name) => sql`${name}::text, ${sql.ref(name)}`)], sql`, `);
        const page = (
          rank: RawBuilder<unknown>,
          where: RawBuilder<SqlBool>,
          order: RawBuilder<unknown>,
          from: RawBuilder<unknown> = sql`${sql.table(schema.table)}`,
        ) =>
          sql`(SELECT ${schema.name}::text AS entity, ${rank} AS rank, jsonb_build_object(${record}) AS record
          FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${limit + 1})`;
        const byId = id === undefined ? undefined : sql<SqlBool>`id = ${id}`;
        if (!large.has(schema.table)) {
          // A small table: every match ranked, 0: a whole value (or the id), 1: a value's start, 2: inside one.
          const rank = sql`CASE WHEN ${byId ?? sql`false`} OR ${whole} THEN 0 WHEN ${start} THEN 1 ELSE 2 END`;
          return page(rank, byId ? sql<SqlBool>`(${byId} OR ${found})` : found, sql`2, id DESC`);
        }
        // A large one: one select per rank, each newest first and read only until the entity has its page.
        // Each looks first among the newest rows (a word in half the table is found there: a page, not a sort
        // of half the table), then in the older ones through the indexes, sorted by an expression so that the
        // planner, which cannot tell a rare pattern from a common one, never walks the whole primary key
        // backwards looking for it.
        const notId = byId ? sql<SqlBool>`NOT ${byId}` : sql<SqlBool>`true`;
        const tiers = [
          byId ? sql<SqlBool>`(${byId} OR ${whole})` : whole,
          sql<SqlBool>`${start} AND ${whole} IS NOT TRUE AND ${notId}`,
          sql<SqlBool>`${found} AND ${start} IS NOT TRUE AND ${notId}`,
        ];
        const table = sql.table(schema.table);
        const newest = sql`(SELECT * FROM ${table} ORDER BY id DESC LIMIT ${NEWEST_ROWS}) AS ${table}`;
        const older = sql<SqlBool>`id < (SELECT min(id) FROM (SELECT id FROM ${table} ORDER BY id DESC LIMIT ${NEWEST_ROWS}) AS newest)`;
        return sql`(SELECT * FROM (${sql.join(
          tiers.flatMap((where, rank) => [
            page(sql`${rank}::int`, where, sql`id DESC`, newest),
            page(sql`${rank}::int`, sql<SqlBool>`${where} AND ${older}`, sql`id + 0 DESC`),
          ]),
          sql` UNION ALL `,
        )}) AS ranked LIMIT ${limit + 1})`;
      });
      // Opening with a parenthesis, it is never a named statement (server/prepared.ts): each query's patterns
      // are planned for what they match (an index for a rare word, the newest rows for a common one).
      const { rows: matches } = await sql<{ entity: string; rank: number; record: Record<string, unknown> }>`
      ${sql.join(branches, sql` UNION ALL `)}`.execute(db);
      const byRank = (a: (typeof matches)[number], b: (typeof matches)[number]) =>
        a.rank - b.rank || Number(b.record.id) - Number(a.record.id);

      // Groups in the order of their best match, then the registry's; records as each branch ordered them.
      const groups = visible
        .map((schema, order) => {
          const own = matches.filter((row) => row.entity === schema.name).sort(byRank);
          return {
            order,
            best: own[0]?.rank ?? Infinity,
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
    },
  );
}
