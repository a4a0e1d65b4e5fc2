// Prepared statements on PostgreSQL (server/prepared.ts): which texts get a
// name, that a named text is parsed once per connection, and that a table
// changed under a prepared `SELECT *` is met by preparing it anew.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { closeDb, openDb, prepareStatements, type Db } from '../../server/db';
import { PLANNED_PER_CALL, statementNames, transactionStep } from '../../server/prepared';
import { backend, createStore, type TestStore } from './helpers';

describe('statement names', () => {
  it('names data statements only once armed, the same text always alike, up to the limit', () => {
    const names = statementNames(2);
    expect(names.nameOf('select 1')).toBeUndefined();
    names.arm();
    const first = names.nameOf('select * from jobs where id = $1');
    expect(first).toBeDefined();
    expect(names.nameOf('select * from jobs where id = $1')).toBe(first);
    expect(names.nameOf('  WITH x AS (select 1) select * from x')).toBeDefined();
    // The limit is reached: further texts run unnamed.
    expect(names.nameOf('update jobs set title = $1')).toBeUndefined();
  });

  it('leaves a statement planned per call unnamed: its plan depends on the values', () => {
    const names = statementNames();
    names.arm();
    expect(names.nameOf(`select id from jobs where (${PLANNED_PER_CALL} title_search_key like $1)`)).toBeUndefined();
  });

  it('leaves schema changes, transaction control, settings and plans unnamed', () => {
    const names = statementNames();
    names.arm();
    for (const text of [
      'create table t (id int)',
      'alter table t add column c int',
      'begin',
      'commit',
      'set search_path to x',
      'explain select 1',
      'vacuum (analyze) t',
    ]) {
      expect(names.nameOf(text), text).toBeUndefined();
    }
    for (const text of ['insert into t values ($1)', 'delete from t where id = $1', 'update t set c = 1'])
      expect(names.nameOf(text), text).toBeDefined();
  });

  it('gives a retired text a new name', () => {
    const names = statementNames();
    names.arm();
    const before = names.nameOf('select * from t');
    names.retire('select * from t');
    expect(names.nameOf('select * from t')).not.toBe(before);
  });

  it('knows when a connection enters and leaves a transaction, savepoints and chains apart', () => {
    for (const text of ['begin', 'BEGIN ISOLATION LEVEL SERIALIZABLE', 'start transaction read only'])
      expect(transactionStep(text), text).toBe('start');
    for (const text of ['commit', 'ROLLBACK', 'end transaction', 'abort work;', ' commit '])
      expect(transactionStep(text), text).toBe('end');
    // Still in the transaction after these.
    for (const text of [
      'rollback to savepoint sp1',
      'ROLLBACK TO sp1',
      'commit and chain',
      'savepoint sp1',
      'release savepoint sp1',
      'select 1',
    ]) {
      expect(transactionStep(text), text).toBeUndefined();
    }
  });

  it('is on unless PREPARED_STATEMENTS says 0', () => {
    expect(loadConfig({}).PREPARED_STATEMENTS).toBe(true);
    expect(loadConfig({ PREPARED_STATEMENTS: '0' }).PREPARED_STATEMENTS).toBe(false);
    expect(loadConfig({ PREPARED_STATEMENTS: 'false' }).PREPARED_STATEMENTS).toBe(false);
    expect(() => loadConfig({ PREPARED_STATEMENTS: 'maybe' })).toThrow(/PREPARED_STATEMENTS/);
  });
});

describe.runIf(backend === 'postgres')('prepared statements on PostgreSQL', () => {
  let store: TestStore;
  let db: Db;
  // One connection, so that what one call prepared is there for the next.
  const prepared = async () =>
    (
      await sql<{
        statement: string;
      }>`SELECT statement FROM pg_prepared_statements WHERE statement LIKE '%prepared_probe%'`.execute(db)
    ).rows.map((r) => r.statement);

  beforeAll(async () => {
    store = await createStore();
    await store.prepare();
    const config = store.config();
    const url = new URL(config.DATABASE_URL);
    // A pool of one connection: pg's pool size comes from the address.
    url.searchParams.set('max', '1');
    db = await openDb({ ...config, DATABASE_URL: url.toString() });
    await sql`CREATE TABLE prepared_probe (id int primary key, label text)`.execute(db);
    await sql`INSERT INTO prepared_probe VALUES (1, 'one'), (2, 'two')`.execute(db);
  });
  afterAll(async () => {
    if (db) await closeDb(db);
    await store?.dispose();
  });

  it('prepares nothing before the server arms it, then each text once', async () => {
    const byId = (id: number) =>
      db.selectFrom('prepared_probe').select('label').where('id', '=', id).executeTakeFirst();
    expect(await byId(1)).toEqual({ label: 'one' });
    expect(await prepared()).toEqual([]);
    prepareStatements(db);
    expect(await byId(1)).toEqual({ label: 'one' });
    expect(await byId(2)).toEqual({ label: 'two' });
    const statements = await prepared();
    expect(statements.filter((s) => s.includes('"label"'))).toHaveLength(1);
  });

  it('a table changed under a prepared SELECT * is read again, with the new column', async () => {
    prepareStatements(db);
    const all = () => db.selectFrom('prepared_probe').selectAll().orderBy('id').execute();
    expect(await all()).toEqual([
      { id: 1, label: 'one' },
      { id: 2, label: 'two' },
    ]);
    await sql`ALTER TABLE prepared_probe ADD COLUMN rank int DEFAULT 0`.execute(db);
    expect(await all()).toEqual([
      { id: 1, label: 'one', rank: 0 },
      { id: 2, label: 'two', rank: 0 },
    ]);
  });

  it('in a transaction the stale statement fails that transaction only; the next call reads anew', async () => {
    prepareStatements(db);
    const all = () => db.selectFrom('prepared_probe').selectAll().where('id', '=', 1).execute();
    await all();
    await sql`ALTER TABLE prepared_probe ADD COLUMN note text`.execute(db);
    await expect(
      db.transaction().execute((tx) => tx.selectFrom('prepared_probe').selectAll().where('id', '=', 1).execute()),
    ).rejects.toThrow(/cached plan/);
    expect(await all()).toEqual([{ id: 1, label: 'one', rank: 0, note: null }]);
  });
});
