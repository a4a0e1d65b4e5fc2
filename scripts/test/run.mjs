// `npm test`: every suite, in the order that fails fastest, then where the time went. Checks that
// need one core each run side by side (lint, formatting, types, translations); the app is built once, for the
// bundle budgets and the browser tests alike.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const SLOWEST = ['--reporter=default', '--reporter=./scripts/test/slowest-files-reporter.ts'];

/** One command; resolves with its exit status (output goes to ours). */
function run([command, ...args], env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const phases = [
  {
    name: 'lint, format, types, translations',
    commands: [
      [bin('eslint'), '.', '--max-warnings=0'],
      [bin('prettier'), '--check', '--log-level', 'warn', '.'],
      [bin('tsc'), '-p', 'tsconfig.json', '--noEmit'],
      [bin('tsx'), 'scripts/i18n-check.ts'],
    ],
  },
  { name: 'unit, component, server (PGlite)', commands: [[bin('vitest'), 'run', ...SLOWEST]] },
  // Side by side: PostgreSQL's own processes and the network leave part of both cores idle while the
  // server suite runs there, which the fuzz suite on PGlite and the build take up.
  {
    name: 'API fuzz (PGlite), server and fuzz (PostgreSQL), production build',
    commands: [
      [bin('vitest'), 'run', '--config', 'vitest.fuzz.config.ts'],
      [process.execPath, 'scripts/test/postgres.mjs'],
      [bin('vite'), 'build', '--manifest', '--logLevel', 'warn'],
    ],
    env: { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '10000' },
  },
  {
    name: 'bundle budgets, bench tools',
    commands: [[bin('vitest'), 'run', '--config', 'vitest.build.config.ts']],
    env: { BUNDLE_DIR: 'dist' },
  },
  { name: 'browser (Chromium)', commands: [[bin('playwright'), 'test']] },
];

const only = process.argv.slice(2);
const timings = [];
const started = Date.now();
let failed = null;
for (const phase of phases) {
  if (only.length && !only.some((word) => phase.name.includes(word))) continue;
  console.log(`\n▶ ${phase.name}`);
  const at = Date.now();
  const statuses = await Promise.all(phase.commands.map((command) => run(command, phase.env)));
  timings.push({ name: phase.name, seconds: (Date.now() - at) / 1000 });
  if (statuses.some((status) => status !== 0)) {
    failed = phase.name;
    break;
  }
}

console.log('\nTime per suite:');
for (const { name, seconds } of timings) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${name}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s  in all`);
if (failed) console.log(`\nFailed: ${failed}`);
process.exit(failed ? 1 : 0);
