// The inner loop: the type check (incremental), then the unit, component and
// server tests that touch the files changed since this branch left origin/main
// (or since HEAD without one): staged, unstaged and untracked alike.
//
//   npm run test:quick
//
// `npm run test:watch` keeps Vitest watching instead; `npm test` runs everything.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const git = (...args) => {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
};
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

// The build info kept between runs makes a second check take a fraction of the first.
console.log('Type check…');
if (
  run(bin('tsc'), [
    '-p',
    'tsconfig.json',
    '--noEmit',
    '--incremental',
    '--tsBuildInfoFile',
    'node_modules/.cache/tsc.tsbuildinfo',
  ]) !== 0
) {
  console.log(`\ntest:quick: the type check failed (${seconds()}).`);
  process.exit(1);
}

const base = git('merge-base', 'HEAD', 'origin/main') ?? 'HEAD';
const changed = [
  ...(git('diff', '--name-only', base) ?? '').split('\n'),
  ...(git('ls-files', '--others', '--exclude-standard') ?? '').split('\n'),
].filter((file, i, all) => file && all.indexOf(file) === i && existsSync(join(root, file)));
if (!changed.length) {
  console.log(
    `\ntest:quick: types pass; no file changed since ${base === 'HEAD' ? 'HEAD' : 'origin/main'}, no test run (${seconds()}).`,
  );
  process.exit(0);
}
console.log(`\nTests related to ${changed.length} changed file(s) since ${base === 'HEAD' ? 'HEAD' : 'origin/main'}…`);
const status = run(bin('vitest'), ['related', '--run', '--passWithNoTests', ...changed]);
console.log(`\ntest:quick: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds()}.`);
process.exit(status);
