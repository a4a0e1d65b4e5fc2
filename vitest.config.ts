import { configDefaults, defineConfig } from 'vitest/config';

// Unit, component and server integration tests. Component tests opt into
// jsdom with a `// @vitest-environment jsdom` comment at their top.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // The fuzz suite has its own run (vitest.fuzz.config.ts, `npm run test:fuzz`), and so do the checks
    // of a production build and of the bench's tools (vitest.build.config.ts, `npm run test:build`).
    exclude: [
      ...configDefaults.exclude,
      'tests/fuzz/**',
      'tests/build/bundle-budget.test.ts',
      'tests/build/bench-cpu.test.ts',
    ],
    environment: 'node',
    // The run's seeded store (a PGlite folder, or a PostgreSQL database), made once and copied by each
    // server test's new store (tests/server/seededTemplate.ts); the run's databases are dropped at its end.
    globalSetup: ['tests/server/seededTemplate.ts'],
    setupFiles: ['tests/setup.ts'],
    // Two files at a time, whatever the cores (Vitest's default leaves one of two idle): server tests
    // spend much of their time waiting on timers, sockets and the database, not on the CPU.
    maxWorkers: 2,
    // A worker keeps the modules it has loaded from one file to the next instead of loading react-admin,
    // MUI and the server again for each of some eighty files (230 → 170 s on a fast machine). So a test
    // file leaves nothing behind: component tests unmount (cleanup), spies and fake timers are restored,
    // servers and stores are stopped; the suite passes with its files in any order (--sequence.shuffle.files).
    isolate: false,
    // Safety nets, not waits: every test waits for the event it needs. A server file's setup copies
    // the run's seeded store and starts a server; making that store has a net of its own (useServer).
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
