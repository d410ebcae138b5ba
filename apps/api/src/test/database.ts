import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { AppConfig } from '../config.ts';

/** How long to wait between tries while the closed pool's connections finish closing. */
const DROP_RETRY_MS = 50;

/**
 * The database a test file runs on: an in-memory PGlite by default, or — when TEST_DATABASE_URL names a PostgreSQL
 * server (CI) — a brand-new database on that server, dropped again by `dispose`.
 */
export async function freshDatabaseSettings(): Promise<{ settings: AppConfig['database']; dispose(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { settings: { kind: 'pglite', dataDir: null }, dispose: async () => {} };

  const name = `imole_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    settings: { kind: 'postgres', url: url.toString(), poolSize: 5 },
    dispose: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // The app's pool has just been ended; its connections may still be closing. Wait for them rather than
        // terminating them (a terminated connection raises an error in the closing client).
        for (let attempt = 0; ; attempt++) {
          try {
            await client.query(`drop database if exists ${name}`);
            break;
          } catch (error) {
            const inUse = (error as { code?: string }).code === '55006';
            if (!inUse || attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, DROP_RETRY_MS));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}
