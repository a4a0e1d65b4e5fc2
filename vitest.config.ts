import { configDefaults, defineConfig } from 'vitest/config';

// Unit, component and server integration tests. Component tests opt into
// jsdom with a `// @vitest-environment jsdom` comment at their top.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // The fuzz suite has its own run (vitest.fuzz.config.ts, `npm run test:fuzz`).
    exclude: [...configDefaults.exclude, 'tests/fuzz/**'],
    environment: 'node',
    // A seeded embedded store made once per run, copied by each server test's new store (tests/server/seededTemplate.ts).
    globalSetup: ['tests/server/seededTemplate.ts'],
    // Two files at a time, whatever the cores (Vitest's default leaves one of two idle): server tests
    // spend much of their time waiting on timers, sockets and the database, not on the CPU.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
