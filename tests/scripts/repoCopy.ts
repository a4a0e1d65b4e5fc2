// A copy of the repository to run the tools in for real (new:entity, a kind added by its guide), and the
// commands run there: shared by the tests of tests/scripts/.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What a copy leaves out: git's store, the installed packages (linked instead) and what tools and the app make. */
const LEFT_OUT = new Set([
  '.git',
  'node_modules',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  'bench-results',
  'coverage',
  '.tmp',
]);

/** The working tree, changes not yet committed included, in a temporary folder named `<prefix>…`, node_modules linked. */
export function copyRepository(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(ROOT, dir, {
    recursive: true,
    filter: (source) => !LEFT_OUT.has(path.relative(ROOT, source).split(path.sep)[0]),
  });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/** The environment of a command run in the copy: this run's own Vitest settings left out. */
const childEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'),
);

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** A tool of node_modules/.bin run in `cwd`, its stdin closed; resolves when it exits, whatever its code. */
export function run(cwd: string, tool: string, args: readonly string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      path.join(ROOT, 'node_modules', '.bin', tool),
      args,
      { cwd, env: childEnv, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
    child.stdin?.end();
  });
}

export const output = (r: Run) => `exit ${r.code}\n${r.stdout}\n${r.stderr}`;

/** Vitest's summary without its colours. */
// eslint-disable-next-line no-control-regex
export const plainText = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** A safety net for commands that type-check or test the whole copy, not a measure of speed. */
export const NET = 15 * 60_000;
