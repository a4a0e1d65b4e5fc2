// One embedded store, migrated and seeded with the demo data, made at most once
// per run: a server test's new PGlite store starts as a copy of it
// (`startServer` in helpers.ts) instead of creating, migrating and seeding a
// database of its own, which took most of a server test file's time.
//
// Vitest's global setup (the default export) only names an empty folder for
// the run; the first test that needs the store makes it there, from the code
// under test, while tests in other workers wait for it. A run without server
// tests pays nothing, and nothing is kept between runs. Not on PostgreSQL
// (SERVER_TEST_BACKEND=postgres), whose stores are schemas migrated and seeded
// as before.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import type { Config } from '../../server/config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder for the seeded store, when there is one. */
    seededTemplate: string | undefined;
  }
}

/** How long a test waits for another worker to make the store before making its own (within the hook's 60 s). */
const WAIT_MS = 40_000;

export default function setup(project: TestProject) {
  if (process.env.SERVER_TEST_BACKEND === 'postgres') {
    project.provide('seededTemplate', undefined);
    return;
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'admin-server-template-'));
  project.provide('seededTemplate', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}

/**
 * Fills a new embedded store with the seeded one, when the server about to start on it would seed
 * the same demo data (the registry's schemas, SEED_DEMO on): the server then migrates it (nothing
 * to do) and finds it seeded, as on any restart. A store already used, on PostgreSQL or without
 * the demo data is left to the server.
 */
export async function copySeededTemplate(config: Config): Promise<void> {
  const folder = inject('seededTemplate');
  // Imported here, as below: the global setup loads this file and needs none of the server.
  const { embeddedStoreDir } = await import('../../server/db');
  const target = embeddedStoreDir(config);
  if (!folder || !target || !config.SEED_DEMO || existsSync(target)) return;
  const template = await seededStore(folder);
  if (template) cpSync(embeddedStoreDir({ DATA_DIR: template, DATABASE_URL: '' })!, target, { recursive: true });
}

/**
 * The seeded store's DATA_DIR: made by the first caller of the run, waited for by the others (none
 * when its making failed, or took longer than `waitMs`: the caller's server then makes its own).
 */
export async function seededStore(folder: string, waitMs = WAIT_MS): Promise<string | undefined> {
  const dataDir = path.join(folder, 'store');
  const ready = path.join(folder, 'ready');
  const failed = path.join(folder, 'failed');
  try {
    mkdirSync(dataDir);
  } catch {
    // Another test makes it (mkdir is atomic: one caller wins).
    for (const deadline = Date.now() + waitMs; !existsSync(ready); await new Promise((resolve) => setTimeout(resolve, 100))) {
      if (existsSync(failed) || Date.now() > deadline) return undefined;
    }
    return dataDir;
  }
  try {
    // Imported here: the global setup loads this file too, and needs none of the server.
    const [{ closeDb, openDb }, { migrate }, { seed }] = await Promise.all([import('../../server/db'), import('../../server/migrate'), import('../../server/seed')]);
    const db = await openDb({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      await migrate(db);
      await seed(db, { SEED_DEMO: true }, undefined, () => undefined);
    } finally {
      await closeDb(db);
    }
  } catch (error) {
    // The waiting tests make their own; this one fails as its server would have.
    writeFileSync(failed, String(error));
    throw error;
  }
  writeFileSync(ready, '');
  return dataDir;
}
