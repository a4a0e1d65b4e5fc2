// `npm start` as an operator runs it on a fresh machine (scripts/start.mjs): the server comes up on
// an embedded database of its own with Node's flags for the server (scripts/server-node-flags.mjs),
// an admin signs in through the form, and a stop signal ends it gracefully with status 0.
// Without its build check (`--no-build`, as `npm run server`): the suite has just built the app
// (`npm run test:e2e`), and a build made here would replace the files the suite's own server serves.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { ADMIN, expect, test } from './fixtures';

const root = new URL('..', import.meta.url).pathname;

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The command lines of a process's children (Linux's /proc). */
function childCommandLines(pid: number): string[][] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        // The parent's pid is the second field after the command's closing parenthesis.
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === pid ? [readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').filter(Boolean)] : [];
      } catch {
        return []; // The process ended while it was read.
      }
    });
}

test("npm start serves the app on an embedded database with the server's Node flags, and stops on SIGTERM", async ({
  page,
}) => {
  test.skip(process.platform !== 'linux', 'reads the server process from /proc');
  // A fresh database is made and filled with the demo data on the first start.
  test.setTimeout(180_000);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-admin-start-'));
  const output: string[] = [];
  // The environment of a fresh machine: no database address, no broker address, no NODE_ENV.
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', BROKER_URL: '', NODE_ENV: '' };
  const start = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)));
  // Up once it says where it runs (after the database is filled), or down if it exits first.
  const running = new Promise<void>((resolve, reject) => {
    start.stdout.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes(' is running at http://')) resolve();
    });
    void exited.then(() => reject(new Error(`npm start did not come up:\n${output.join('')}`)));
  });
  start.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    const base = `http://127.0.0.1:${port}`;
    await running;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    const server = childCommandLines(start.pid!).find((args) => args.includes('server/main.ts'));
    expect(server, "the server is start.mjs's own child").toBeDefined();
    for (const flag of SERVER_NODE_FLAGS) expect(server).toContain(flag);

    await page.goto(`${base}/login`);
    await page.getByLabel(/email/i).fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(`${base}/`);
    await expect(page.locator('#react-admin-title')).toBeVisible();
    await page.locator('[data-menu-entity="jobs"] a').first().click();
    await expect(page.locator('.RaDatagrid-tbody tr').first()).toBeVisible();
    await page.close();

    start.kill('SIGTERM');
    expect(await exited, output.join('')).toBe(0);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  } finally {
    start.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
