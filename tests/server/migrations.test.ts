import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Field } from '../../src/engine/kinds';
import { defineEntity, integer, text, type EntitySchema } from '../../src/engine/schema';
import { buildApp } from '../../server/app';
import { closeDb, openDb, type Db } from '../../server/db';
import { migrate } from '../../server/migrate';
import {
  applyMigrations,
  planBlocksStart,
  planSchema,
  statementsOf,
  StoreNeedsMigration,
  writeMigration,
} from '../../server/migrations';
import { backend, createStore, NEW_STORE_TEST, type TestStore } from './helpers';

/** The test entity with these fields, named by the first. */
const parcel = <F extends Record<string, Field>>(fields: F) => {
  const title = Object.keys(fields)[0] as keyof F & string;
  return defineEntity({
    name: 'test_parcels',
    route: 'test-parcel',
    permission: 'MASTER',
    menu: false,
    fields,
    recordTitle: title,
    list: { columns: [title], sort: title as `${keyof F & string}` },
  });
};
const before = parcel({ title: text({ required: true }), weight: text() });
// The same entity after a rename (title → label), a change of kind (weight: text → integer) and a new field.
const after = parcel({ label: text({ required: true }), weight: integer(), note: text() });

describe(`versioned migrations (${backend})`, () => {
  let store: TestStore;
  let db: Db;
  let dir: string;

  beforeAll(async () => {
    store = await createStore();
    await store.prepare();
    db = await openDb(store.config());
    dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    writeFileSync(path.join(dir, '0001-older-change.sql'), 'SELECT 1;\n');
  }, NEW_STORE_TEST.timeout);
  /** Runs a start of the server on the store: the embedded store takes one process at a time. */
  const startOnStore = async (schemas: readonly EntitySchema[]) => {
    await closeDb(db);
    try {
      const { close } = await buildApp(store.config({ SEED_DEMO: '0' }), schemas, { migrationsDir: dir });
      await close();
    } finally {
      db = await openDb(store.config());
    }
  };
  afterAll(async () => {
    if (db) await closeDb(db);
    await store?.dispose();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('builds a fresh store as the schemas are now, every migration file counted as applied', async () => {
    await migrate(db, [before], dir);
    expect((await db.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name)).toEqual([
      '0001-older-change.sql',
    ]);
    expect(await planSchema(db, [before], dir)).toEqual({ pending: [], additions: [], changes: [], unused: [] });
    await db
      .insertInto('test_parcels')
      .values([
        { title: 'Crate', weight: '12' },
        { title: 'Envelope', weight: '1' },
      ])
      .execute();
  });

  it('refuses to start on a rename or a change of kind, and names the command', async () => {
    const plan = await planSchema(db, [after], dir);
    expect(planBlocksStart(plan)).toBe(true);
    expect(plan.additions).toEqual(['column test_parcels.note']);
    expect(plan.changes.map((c) => c.note)).toEqual([
      expect.stringMatching(/test_parcels\.weight is stored as text; its kind \(number\) stores integer/),
      expect.stringMatching(/field label has no column and the column title no field: renamed\?/),
    ]);
    const refusal = await startOnStore([after]).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StoreNeedsMigration);
    expect((refusal as Error).message).toMatch(/npm run db:plan/);
  });

  it('applies the change a person kept as a migration file: nothing stored is lost', async () => {
    const file = writeMigration(await planSchema(db, [after], dir), 'Rename parcel title', dir);
    expect(path.basename(file)).toBe('0002-rename-parcel-title.sql');
    expect(readFileSync(file, 'utf8')).toContain('RENAME COLUMN "title" TO "label"');
    expect(await applyMigrations(db, [after], dir)).toEqual(['0002-rename-parcel-title.sql']);
    const rows = await db.selectFrom('test_parcels').select(['label', 'weight', 'note']).orderBy('label').execute();
    expect(rows).toEqual([
      { label: 'Crate', weight: 12, note: null },
      { label: 'Envelope', weight: 1, note: null },
    ]);
    expect(await planSchema(db, [after], dir)).toEqual({ pending: [], additions: [], changes: [], unused: [] });
    // Applied once: a second run finds nothing to do.
    expect(await applyMigrations(db, [after], dir)).toEqual([]);
  });

  it('holds a start until a new migration file is applied, and adds new fields by itself', async () => {
    writeFileSync(
      path.join(dir, '0003-default-notes.sql'),
      "-- Parcels without a note say so.\nUPDATE test_parcels\n  SET note = 'none;'\n  WHERE note IS NULL;\n",
    );
    const grown = parcel({ ...after.fields, sender: text() });
    const plan = await planSchema(db, [grown], dir);
    expect(plan).toMatchObject({ pending: ['0003-default-notes.sql'], additions: ['column test_parcels.sender'] });
    await expect(startOnStore([grown])).rejects.toThrow(/0003-default-notes\.sql\. Run: npm run db:migrate/);
    expect(await applyMigrations(db, [grown], dir)).toEqual(['0003-default-notes.sql']);
    const notes = await db.selectFrom('test_parcels').select(['note', 'sender']).execute();
    expect(notes).toEqual([
      { note: 'none;', sender: null },
      { note: 'none;', sender: null },
    ]);
    await startOnStore([grown]);
    expect(await planSchema(db, [grown], dir)).toMatchObject({ pending: [], changes: [] });
  });

  it('lists columns no field names, and keeps them', async () => {
    const smaller = parcel({ label: after.fields.label, weight: after.fields.weight });
    const plan = await planSchema(db, [smaller], dir);
    expect(planBlocksStart(plan)).toBe(false);
    expect(plan.unused.sort()).toEqual(['test_parcels.note', 'test_parcels.sender']);
    expect(readdirSync(dir)).toHaveLength(3);
  });
});

describe('migration file statements', () => {
  it('splits at a semicolon ending a line, keeps $$ bodies whole and leaves comments alone out', () => {
    const text = [
      '-- a comment alone',
      'UPDATE t SET a = 1;',
      'CREATE FUNCTION f() RETURNS void AS $$',
      'BEGIN',
      '  PERFORM 1;',
      'END;',
      '$$ LANGUAGE plpgsql;',
      "INSERT INTO t (s) VALUES ('x;y')",
      '  ;',
      '-- trailing',
    ].join('\n');
    expect(statementsOf(text)).toEqual([
      '-- a comment alone\nUPDATE t SET a = 1;',
      'CREATE FUNCTION f() RETURNS void AS $$\nBEGIN\n  PERFORM 1;\nEND;\n$$ LANGUAGE plpgsql;',
      "INSERT INTO t (s) VALUES ('x;y')\n  ;",
    ]);
  });
});
