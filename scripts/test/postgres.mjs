// The server suite and the API fuzz suite once more, against the PostgreSQL
// named by TEST_DATABASE_URL (the plain runs cover the embedded database).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

if (!process.env.TEST_DATABASE_URL) {
  console.log('Server tests on PostgreSQL not run: TEST_DATABASE_URL is not set.');
  process.exit(0);
}
const root = new URL('../..', import.meta.url).pathname;
const vitest = (args, env = {}) =>
  spawnSync(join(root, 'node_modules', '.bin', 'vitest'), args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SERVER_TEST_BACKEND: 'postgres', ...env },
  }).status ?? 1;
const server = vitest([
  'run',
  'tests/server',
  '--reporter=default',
  '--reporter=./scripts/test/slowest-files-reporter.ts',
]);
// The fuzz suite too, at the size `npm test` gives it on the embedded database.
const fuzz = vitest(['run', '--config', 'vitest.fuzz.config.ts'], { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '10000' });
process.exit(server || fuzz);
