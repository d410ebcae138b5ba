import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.ts';
import { TEST_FILES_PREFIX, testConfig, type AppConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { seedReferenceData } from '../db/seed/seed.ts';
import { freshDatabaseSettings } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The real app on a freshly migrated, seeded database of its own (PGlite in memory, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL). One per test file.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: Omit<BuildOptions, 'database'> & { seed?: boolean; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const fresh = await freshDatabaseSettings();
  const database = await openDatabase(fresh.settings);
  const app = await buildApp(testConfig({ database: fresh.settings, ...overrides }), { ...options, database });
  if (options.seed !== false) await seedReferenceData(app.deps.db);
  let closed = false;
  app.addHook('onClose', async () => {
    closed = true;
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    async close() {
      if (app.server.listening || !closed) await app.close();
      await database.close();
      await fresh.dispose();
      // Each test app keeps its files in a temporary directory of its own (config.ts testConfig).
      if (app.deps.config.filesDir.startsWith(TEST_FILES_PREFIX))
        await rm(app.deps.config.filesDir, { recursive: true, force: true });
    },
  };
}
