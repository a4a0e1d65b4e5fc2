import { defineConfig } from 'vitest/config';

// Unit, component and server integration tests. Component tests opt into
// jsdom with a `// @vitest-environment jsdom` comment at their top.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
