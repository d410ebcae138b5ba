import { defineConfig } from 'vitest/config';

// One runner for the domain, API and web suites; e2e has its own config because it needs the production build.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
  },
});
