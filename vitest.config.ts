import { defineConfig } from 'vitest/config';

// One runner for the domain, API and web suites; e2e has its own config because it needs the production build.
// Under CI a JSON report per run lands in .ci-results/ for the closing summary line.
const results = process.env.CI ? `.ci-results/${process.env.VITEST_RESULTS ?? 'unit'}.json` : undefined;

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
    reporters: results ? ['default', ['json', { outputFile: results }]] : ['default'],
  },
});
