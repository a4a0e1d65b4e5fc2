import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 18080);
// With TEST_BROKER_URL (RabbitMQ's web-stomp), a server publishes there and the notification
// tests run against it too.
const rabbitmq = process.env.TEST_BROKER_URL ?? '';
const rabbitPort = port + 1;
// E2E_WORKERS test files at a time (2 by default), each worker against a server and database of its
// own (the first on E2E_PORT, the next ones two ports up each: e2e/fixtures.ts, serverUrl), so no test
// sees another's records. No test waits on the clock, so two keep both cores of a 2-core machine busy
// (one left a third of them idle); more suit a machine with more cores.
const workers = Number(process.env.E2E_WORKERS ?? 2);

// Browser tests in Debian's Chromium (no browser download) against the real
// server and a fresh embedded database.
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: [['list']],
  // The ten slowest files, printed after the run: where the browser suite's time goes.
  reportSlowTests: { max: 10, threshold: 0 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
  projects: [
    { name: 'embedded broker' },
    ...(rabbitmq
      ? [
          // One server for every worker: its files run one after the other, since each counts what the
          // administrator is notified of, and the live file's receipts notify every administrator.
          {
            name: 'rabbitmq',
            testMatch: /notifications\.spec\.ts/,
            use: { baseURL: `http://127.0.0.1:${rabbitPort}` },
          },
          {
            name: 'rabbitmq live',
            testMatch: /live\.spec\.ts/,
            use: { baseURL: `http://127.0.0.1:${rabbitPort}` },
            dependencies: ['rabbitmq'],
          },
        ]
      : []),
  ],
  webServer: [
    ...Array.from({ length: workers }, (_, worker) => ({
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${port + 2 * worker}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { E2E_PORT: String(port + 2 * worker), BROKER_URL: '' },
    })),
    ...(rabbitmq
      ? [
          {
            command: 'node scripts/e2e-server.mjs',
            url: `http://127.0.0.1:${rabbitPort}/healthz`,
            reuseExistingServer: false,
            timeout: 180_000,
            env: { E2E_PORT: String(rabbitPort), BROKER_URL: rabbitmq },
          },
        ]
      : []),
  ],
});
