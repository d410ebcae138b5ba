import { defineConfig } from 'vitest/config';

// Journeys in real Chromium against the production build, served by the real API on a free port with a throwaway
// data directory (global-setup.ts). One browser at a time: the machine has two cores.
export default defineConfig({
  test: {
    name: 'e2e',
    reporters: process.env.CI ? ['default', ['json', { outputFile: '../.ci-results/e2e.json' }]] : ['default'],
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
