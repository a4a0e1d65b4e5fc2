import { defineConfig } from 'vitest/config';

// The API fuzz suite (tests/fuzz), apart from the unit run: `npm run test:fuzz`.
// FUZZ_RUNS sets its size (default 20,000 requests), FUZZ_SEED replays a run.
export default defineConfig({
  test: {
    include: ['tests/fuzz/**/*.test.ts'],
    environment: 'node',
    // The run's seeded store, copied by the suite's server (tests/server/seededTemplate.ts).
    globalSetup: ['tests/server/seededTemplate.ts'],
    testTimeout: 60 * 60_000,
    hookTimeout: 120_000,
  },
});
