import { defineConfig } from 'vitest/config';

// Checks of the production build and of the bench's own tools (`npm run test:build`): the bundle
// budgets read a build's manifest (BUNDLE_DIR, e.g. the `dist` that `npm test` builds once for these
// and the browser tests; without it they make a build of their own), and the bench's CPU accounting
// reads Linux's /proc.
export default defineConfig({
  test: {
    include: ['tests/build/bundle-budget.test.ts', 'tests/build/bench-cpu.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
