/**
 * The PostgreSQL rate-limit store: counts within a window, starts a new window when the old one has ended, and — the
 * point of it — two API instances on one database share a route's own limit (log-in, codes), while the global flood
 * limit stays each process's own.
 * On PGlite here, on the PostgreSQL server in CI.
 */
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { freshDatabaseSettings } from '../test/database.ts';
import { hit, postgresRateLimitStore, sweep } from './rate-limit-store.ts';

let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabaseSettings();
  dispose = fresh.dispose;
  database = await openDatabase(fresh.settings);
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database.close();
  await dispose();
});

/** One API instance: the global limit, and a tighter one of its own on /login. */
async function instance(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(rateLimit, {
    global: true,
    max: 3,
    timeWindow: '1 minute',
    store: postgresRateLimitStore(database.db, (error) => {
      throw error;
    }),
  });
  app.get('/read', async () => ({ ok: true }));
  app.post('/login', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
  app.post('/codes', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('the PostgreSQL rate-limit store', () => {
  it('counts hits in a window and answers the time left', async () => {
    const first = await hit(database.db, 'test|count', 60_000);
    const second = await hit(database.db, 'test|count', 60_000);
    expect([first.current, second.current]).toEqual([1, 2]);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
  });

  it('starts a new window once the old one has ended, and sweeps windows long gone', async () => {
    await hit(database.db, 'test|window', 60_000);
    await hit(database.db, 'test|window', 60_000);
    await sql`update rate_limit set window_ends_at = now() - interval '2 minutes' where key = 'test|window'`.execute(
      database.db,
    );
    expect((await hit(database.db, 'test|window', 60_000)).current).toBe(1);
    await sql`update rate_limit set window_ends_at = now() - interval '2 minutes' where key = 'test|window'`.execute(
      database.db,
    );
    await sweep(database.db);
    const { rows } = await sql`select key from rate_limit where key = 'test|window'`.execute(database.db);
    expect(rows).toEqual([]);
  });

  it('holds a route’s own limit across two API instances on one database, and counts the flood limit per process', async () => {
    const [a, b] = [await instance(), await instance()];
    try {
      // A route's own limit (log-in, codes): one count in PostgreSQL, whichever instance answers.
      const post = (app: FastifyInstance, url: string, from = '10.0.0.9') =>
        app.inject({ method: 'POST', url, remoteAddress: from });
      expect((await post(a, '/login')).statusCode).toBe(200);
      const refused = await post(b, '/login');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Each such route counts apart, and another address has its own count.
      expect((await post(b, '/codes')).statusCode).toBe(200);
      expect((await post(a, '/codes')).statusCode).toBe(429);
      expect((await post(a, '/login', '10.0.0.10')).statusCode).toBe(200);

      // The global flood limit (3 here) is this process's own: no write on the path of every read.
      const read = (app: FastifyInstance) => app.inject({ url: '/read', remoteAddress: '10.0.0.7' });
      for (let i = 0; i < 3; i++) expect((await read(a)).statusCode).toBe(200);
      expect((await read(a)).statusCode).toBe(429);
      expect((await read(b)).statusCode).toBe(200);
      const { rows } = await sql`select key from rate_limit where key like 'global%'`.execute(database.db);
      expect(rows).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
