// The unit and server suites on a machine kept busy: one CPU hog per core
// while they run, files in a shuffled order. A test that waits on the clock
// instead of on what it waits for fails here; CI's machines are often as busy.
//
//   npm run test:stress                      a new random order
//   npm run test:stress -- --seed 12345      the same order again
//   npm run test:stress -- --minutes 20      the hogs stop themselves after 20 minutes (default 45)
//   npm run test:stress -- --browser         the browser suite too, after a production build
//
// With TEST_DATABASE_URL set, the server suite runs once more on PostgreSQL.
// Exits non-zero when any run fails; prints the seed and the time taken.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    minutes: { type: 'string', default: '45' },
    browser: { type: 'boolean', default: false },
  },
});
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
const minutes = Number(values.minutes);
if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`--seed must be a whole number, not ${values.seed}`);
if (!(minutes > 0)) throw new Error(`--minutes must be above 0, not ${values.minutes}`);

const root = new URL('../..', import.meta.url).pathname;
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;

// Each hog spins until its time is up, or until this script is gone (its parent changes).
const HOG = `const end = Date.now() + ${minutes} * 60_000, parent = process.ppid;
for (let n = 0; Date.now() < end; n++) if (n % 1e6 === 0 && process.ppid !== parent) break;`;
const hogs = Array.from({ length: availableParallelism() }, () =>
  spawn(process.execPath, ['-e', HOG], { stdio: 'ignore' }),
);
let current;
const stopAll = () => {
  for (const hog of hogs) if (hog.exitCode === null) hog.kill('SIGKILL');
  if (current?.exitCode === null) current.kill('SIGTERM');
};
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    for (const hog of hogs) if (hog.exitCode === null) hog.kill('SIGKILL');
    console.log(`\nStopped by ${signal} after ${elapsed()}; seed ${seed}.`);
    // Vitest is asked to stop as it would be from a terminal, so that its teardown drops the run's
    // databases; killed if it has not gone within 30 s.
    if (current?.exitCode !== null) process.exit(130);
    current.once('exit', () => process.exit(130));
    current.kill('SIGINT');
    setTimeout(() => current.kill('SIGKILL'), 30_000).unref();
  });
}

function suite(name, [command, ...args], env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')} (${hogs.length} CPU hogs, seed ${seed}) ===\n`);
  return new Promise((resolve) => {
    current = spawn(join(root, 'node_modules', '.bin', command), args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    current.on('exit', (code, signal) => resolve({ name, ok: code === 0, how: signal ?? `exit ${code}` }));
  });
}

const order = ['--sequence.shuffle.files', `--sequence.seed=${seed}`];
const runs = [await suite('unit and server suites', ['vitest', 'run', ...order])];
if (process.env.TEST_DATABASE_URL)
  runs.push(
    await suite('server suite on PostgreSQL', ['vitest', 'run', 'tests/server', ...order], {
      SERVER_TEST_BACKEND: 'postgres',
    }),
  );
else console.log('\nServer suite on PostgreSQL not run: TEST_DATABASE_URL is not set.');
// Playwright has no shuffle: with two workers, which files share a server changes with the load.
if (values.browser) {
  const build = await suite('production build', ['vite', 'build', '--logLevel', 'warn']);
  runs.push(build.ok ? await suite('browser suite', ['playwright', 'test']) : build);
}
stopAll();

console.log('\n=== test:stress ===');
for (const run of runs) console.log(`${run.ok ? 'passed' : 'FAILED'}  ${run.name}${run.ok ? '' : ` (${run.how})`}`);
console.log(`seed ${seed}, ${elapsed()}; replay with: npm run test:stress -- --seed ${seed}`);
process.exit(runs.every((run) => run.ok) ? 0 : 1);
