import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // Each test file migrates its own database; PGlite start-up is CPU-bound, so keep files in separate forks.
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
