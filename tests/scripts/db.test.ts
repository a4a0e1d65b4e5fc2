// npm run db:plan / db:migrate as an operator runs them, on an embedded store of its own: exit codes,
// what they print, and the file the plan writes.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** A safety net for a command that builds every table on a new embedded store; no speed is asserted. */
const NET = 180_000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'db-commands-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function db(...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['scripts/db.ts', ...args],
      // The embedded store of this test alone: no PostgreSQL, whatever the environment says.
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' } },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, out: stdout + stderr }),
    );
  });
}

describe('the database commands', () => {
  it('migrate builds a new store, and plan then finds nothing to do', { timeout: NET }, async () => {
    const migrated = await db('migrate');
    expect(migrated.out).toContain(`No migration file to apply to the embedded database in ${dataDir}`);
    expect(migrated.code).toBe(0);
    const plan = await db('plan');
    expect(plan.out).toContain('The database is as the schemas need it.');
    expect(plan.code).toBe(0);
  });

  it('refuses to write a migration file without a change, and names its usage', { timeout: NET }, async () => {
    const written = await db('plan', '--write', 'nothing-to-do');
    expect(written.out).toContain('The plan has no change that needs a migration file');
    expect(written.code).toBe(1);
    expect(readdirSync(path.join(ROOT, 'migrations')).some((name) => name.includes('nothing-to-do'))).toBe(false);
    const unknown = await db('drop-everything');
    expect(unknown.out).toContain('Usage: tsx scripts/db.ts plan [--write <name>] | migrate');
    expect(unknown.code).toBe(2);
  });
});
