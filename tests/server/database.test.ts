import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boolean, defineEntity, integer, reference, text, translations } from '../../src/engine/schema';
import { closeDb, openDb, type Db } from '../../server/db';
import { migrate, orderByDependencies } from '../../server/migrate';
import { backend, createStore, type TestStore } from './helpers';

const owner = defineEntity({
  name: 'test_owners',
  route: 'test-owner',
  permission: 'MASTER',
  menu: false,
  fields: { label: text({ required: true, unique: true }) },
  recordTitle: 'label',
  list: { columns: ['id'], sort: 'label' },
});
const itemV1 = defineEntity({
  name: 'test_items',
  route: 'test-item',
  permission: 'MASTER',
  menu: false,
  fields: { names: translations({ required: true }), owner_id: reference('test_owners', { required: true }) },
  recordTitle: 'names',
  list: { columns: ['id'], sort: '-created_at' },
});
// A later version of the entity with two new fields.
const itemV2 = defineEntity({
  ...itemV1,
  fields: {
    ...itemV1.fields,
    rank: integer({ required: true }),
    visible: boolean({ default: true }),
    code: text({ unique: true }),
  },
});

async function columns(db: Db, table: string) {
  const { rows } = await sql<{ column_name: string; is_nullable: string; data_type: string }>`
    SELECT column_name, is_nullable, data_type FROM information_schema.columns
    WHERE table_name = ${table} AND table_schema = current_schema() ORDER BY ordinal_position`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.column_name, { nullable: r.is_nullable === 'YES', type: r.data_type }]));
}

async function indexes(db: Db, table: string) {
  const { rows } = await sql<{ indexname: string }>`
    SELECT indexname FROM pg_indexes WHERE tablename = ${table} AND schemaname = current_schema() ORDER BY indexname`.execute(
    db,
  );
  return rows.map((r) => r.indexname);
}

describe(`database layer (${backend})`, () => {
  let store: TestStore;
  let db: Db;

  beforeAll(async () => {
    store = await createStore();
    await store.prepare();
    db = await openDb(store.config());
  });
  afterAll(async () => {
    if (db) await closeDb(db);
    await store?.dispose();
  });

  it('creates tables from schemas in dependency order, twice without harm', async () => {
    // The referencing entity comes first on purpose.
    await migrate(db, [itemV1, owner]);
    await migrate(db, [itemV1, owner]);
    const cols = await columns(db, 'test_items');
    expect(cols.id.type).toBe('integer');
    expect(cols.names).toEqual({ nullable: false, type: 'jsonb' });
    expect(cols.owner_id).toEqual({ nullable: false, type: 'integer' });
    expect(cols.created_at.type).toBe('timestamp with time zone');
    expect(cols.updated_at.type).toBe('timestamp with time zone');
    // The record title (names) is what the global search looks in: its folded key, generated and indexed.
    expect(cols.names_search_key).toEqual({ nullable: true, type: 'text' });
    expect(await indexes(db, 'test_items')).toEqual([
      'test_items_created_at_id_idx',
      'test_items_names_search_idx',
      'test_items_owner_id_id_idx',
      'test_items_pkey',
    ]);
    expect(await indexes(db, 'test_owners')).toEqual([
      'test_owners_label_key',
      'test_owners_label_search_idx',
      'test_owners_label_search_start_idx',
      'test_owners_pkey',
    ]);
    for (const table of ['admin_users', 'auth_tokens', 'permissions', 'permission_functions']) {
      expect(Object.keys(await columns(db, table)).length, table).toBeGreaterThan(1);
    }
  });

  it('adds new fields to an existing table, nullable so filled tables accept them', async () => {
    const { id } = await db
      .insertInto('test_owners')
      .values({ label: 'first' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('test_items')
      .values({ names: sql`'[{"language_code":"en","name":"x"}]'::jsonb`, owner_id: id })
      .execute();
    await migrate(db, [owner, itemV2]);
    await migrate(db, [owner, itemV2]);
    const cols = await columns(db, 'test_items');
    expect(cols.rank).toEqual({ nullable: true, type: 'integer' });
    expect(cols.visible.type).toBe('boolean');
    const row = await db.selectFrom('test_items').selectAll().executeTakeFirstOrThrow();
    expect(row.visible).toBe(true);
    expect(await indexes(db, 'test_items')).toContain('test_items_code_key');
    // The reference is enforced and restricts deletes.
    await expect(
      db
        .insertInto('test_items')
        .values({ names: sql`'[]'::jsonb`, owner_id: 999 })
        .execute(),
    ).rejects.toMatchObject({ code: '23503' });
    await expect(db.deleteFrom('test_owners').where('id', '=', id).execute()).rejects.toMatchObject({
      code: expect.stringMatching(/^23(001|503)$/),
    });
  });

  it("reads a list's first page from its sort index, also when many rows share one instant", async () => {
    // Earlier versions indexed the sort column alone; the next migration replaces that index.
    await sql`DROP INDEX test_items_created_at_id_idx`.execute(db);
    await sql`CREATE INDEX test_items_created_at_idx ON test_items (created_at)`.execute(db);
    // And a reference alone, where the sort by its title reads its rows in id order.
    await sql`DROP INDEX test_items_owner_id_id_idx`.execute(db);
    await sql`CREATE INDEX test_items_owner_id_idx ON test_items (owner_id)`.execute(db);
    await migrate(db, [owner, itemV2]);
    expect(await indexes(db, 'test_items')).toEqual(
      expect.arrayContaining(['test_items_created_at_id_idx', 'test_items_owner_id_id_idx']),
    );
    expect(await indexes(db, 'test_items')).not.toContain('test_items_created_at_idx');
    expect(await indexes(db, 'test_items')).not.toContain('test_items_owner_id_idx');

    // An import made in one statement: 3,000 rows with one created_at.
    const { id: ownerId } = await db
      .selectFrom('test_owners')
      .select('id')
      .where('label', '=', 'first')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO test_items (names, owner_id, rank) SELECT '[]'::jsonb, ${ownerId}, g FROM generate_series(1, 3000) AS g`.execute(
      db,
    );
    await sql`ANALYZE test_items`.execute(db);
    const { rows } = await sql<{ 'QUERY PLAN': unknown }>`
      EXPLAIN (ANALYZE, FORMAT JSON) SELECT id, names, rank FROM test_items ORDER BY created_at DESC, id DESC LIMIT 20`.execute(
      db,
    );
    const answer = rows[0]['QUERY PLAN'];
    type PlanNode = { 'Node Type': string; 'Actual Rows': number; Plans?: PlanNode[] };
    const top = (typeof answer === 'string' ? JSON.parse(answer) : answer)[0].Plan as PlanNode;
    const nodes: PlanNode[] = [];
    const walk = (node: PlanNode) => (nodes.push(node), node.Plans?.forEach(walk));
    walk(top);
    // The page comes in order from the index: no sort, and no more rows read than it shows.
    expect(nodes.map((n) => n['Node Type'])).not.toEqual(expect.arrayContaining([expect.stringMatching(/Sort/)]));
    expect(Math.max(...nodes.map((n) => n['Actual Rows']))).toBe(20);
    await db.deleteFrom('test_items').where('rank', 'is not', null).execute();
  });

  it('refuses reference cycles, unknown references and reserved table names', async () => {
    const a = defineEntity({ ...owner, name: 'a', fields: { label: text(), b_id: reference('b') } });
    const b = defineEntity({ ...owner, name: 'b', fields: { label: text(), a_id: reference('a') } });
    expect(() => orderByDependencies([a, b])).toThrow(/Circular/);
    expect(() => orderByDependencies([a])).toThrow(/unknown entity "b"/);
    const self = defineEntity({
      ...owner,
      name: 'selfish',
      fields: { label: text(), parent_id: reference('selfish') },
    });
    expect(orderByDependencies([self])).toEqual([self]);
    await expect(migrate(db, [defineEntity({ ...owner, name: 'grants', table: 'permissions' })])).rejects.toThrow(
      /reserved/,
    );
  });

  it('reports affected rows and counts as numbers', async () => {
    await db
      .insertInto('test_owners')
      .values([{ label: 'n1' }, { label: 'n2' }, { label: 'n3' }])
      .execute();
    const updated = await db
      .updateTable('test_owners')
      .set({ label: sql`label || '!'` })
      .where('label', 'like', 'n%')
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(3n);
    const deleted = await db.deleteFrom('test_owners').where('label', '=', 'n1!').executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
    const none = await db.updateTable('test_owners').set({ label: 'z' }).where('id', '<', 0).executeTakeFirst();
    expect(none.numUpdatedRows).toBe(0n);
    const { n } = await db
      .selectFrom('test_owners')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(n).toBe(3);
  });

  it('keeps other queries out of an open transaction', async () => {
    let inside!: () => void;
    const started = new Promise<void>((resolve) => (inside = resolve));
    let issue!: () => void;
    const issued = new Promise<void>((resolve) => (issue = resolve));
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('test_owners').values({ label: 'rolled back' }).execute();
      inside();
      await issued;
      // PostgreSQL answers it meanwhile, on a connection of its own (on the transaction's, it would be
      // rolled back with it). PGlite's one connection makes it wait its turn, which it has asked for
      // once the event loop turns: kysely gets to the driver in promise callbacks alone.
      await (backend === 'postgres' ? outside : new Promise(setImmediate));
      throw new Error('abort');
    });
    await started;
    // Issued while the transaction is open.
    const outside = db.insertInto('test_owners').values({ label: 'kept' }).execute();
    issue();
    await expect(failing).rejects.toThrow('abort');
    await outside;
    const labels = (await db.selectFrom('test_owners').select('label').execute()).map((r) => r.label);
    expect(labels).toContain('kept');
    expect(labels).not.toContain('rolled back');
  });

  it('parses values JSON-friendly: jsonb objects, dates as text, text arrays', async () => {
    const { rows } = await sql<{
      j: unknown;
      d: unknown;
      a: unknown;
    }>`SELECT '{"x":[1]}'::jsonb AS j, '2024-02-29'::date AS d, ARRAY['VIEW','UPDATE']::text[] AS a`.execute(db);
    expect(rows[0]).toEqual({ j: { x: [1] }, d: '2024-02-29', a: ['VIEW', 'UPDATE'] });
  });

  it('reads timestamps as the API writes them, in UTC to the millisecond, whatever the session time zone', async () => {
    const read = (trx: Db) =>
      sql<{
        a: unknown;
        b: unknown;
        c: unknown;
      }>`SELECT timestamptz '2026-11-27 07:37:55.290999+00' AS a, timestamptz '2026-11-27 07:37:55+00' AS b,
        timestamptz '2026-11-27 16:37:55.5+09' AS c`.execute(trx);
    const utc = { a: '2026-11-27T07:37:55.290Z', b: '2026-11-27T07:37:55.000Z', c: '2026-11-27T07:37:55.500Z' };
    expect((await read(db)).rows[0]).toEqual(utc);
    // In another zone PostgreSQL writes '2026-11-27 16:37:55.290999+09': the same instants, through a Date.
    await db.connection().execute(async (one) => {
      await sql`SET TIME ZONE 'Asia/Tokyo'`.execute(one);
      try {
        const row = (await read(one)).rows[0];
        expect(
          Object.fromEntries(Object.entries(row).map(([key, value]) => [key, (value as Date).toISOString()])),
        ).toEqual(utc);
      } finally {
        await sql`RESET TIME ZONE`.execute(one);
      }
    });
  });
});
