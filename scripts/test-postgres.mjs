// The server suite once more, against the PostgreSQL named by TEST_DATABASE_URL
// (the plain `vitest run` covers the embedded database).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

if (!process.env.TEST_DATABASE_URL) {
  console.log('Server tests on PostgreSQL not run: TEST_DATABASE_URL is not set.');
  process.exit(0);
}
const root = new URL('..', import.meta.url).pathname;
const run = spawnSync(join(root, 'node_modules', '.bin', 'vitest'), ['run', 'tests/server'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SERVER_TEST_BACKEND: 'postgres' },
});
process.exit(run.status ?? 1);
