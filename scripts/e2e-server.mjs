// The server the browser tests run against: the real one, on a fresh
// embedded database each run, serving the built app.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-admin-e2e-'));
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    SEED_DEMO: '1',
    DEV_ENDPOINTS: '1',
    // A test clicks faster than any person; the limit has server tests of its own.
    RATE_LIMIT_PER_MINUTE: '0',
    PORT: process.env.E2E_PORT ?? '18080',
  },
});
const stop = (signal) => server.kill(signal);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
// Playwright stops this script when the run ends; killed outright, it cannot, and the server would keep
// the port: once this script's parent is gone, the server goes too.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && stop('SIGTERM'), 1000).unref();
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
