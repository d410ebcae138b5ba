import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // `*.pg.test.ts` start API processes that share one database: only a PostgreSQL server allows that (CI's second
    // step sets TEST_DATABASE_URL); the embedded database belongs to one process.
    exclude: process.env.TEST_DATABASE_URL ? [] : ['src/**/*.pg.test.ts'],
    // Each test file migrates its own database; PGlite start-up is CPU-bound, so keep files in separate forks.
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
