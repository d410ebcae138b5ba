/**
 * The PostgreSQL rate-limit store: counts within a window, starts a new window when the old one has ended, keeps
 * route limits apart from the global one, and — the point of it — two API instances on one database share one count.
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

  it('holds one limit across two API instances on the same database, route limits apart', async () => {
    const [a, b] = [await instance(), await instance()];
    try {
      const read = (app: FastifyInstance) => app.inject({ url: '/read', remoteAddress: '10.0.0.7' });
      expect((await read(a)).statusCode).toBe(200);
      expect((await read(b)).statusCode).toBe(200);
      expect((await read(a)).statusCode).toBe(200);
      const fourth = await read(b);
      expect(fourth.statusCode).toBe(429);
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      // Another address has its own count; the login route its own, tighter one.
      expect((await b.inject({ url: '/read', remoteAddress: '10.0.0.8' })).statusCode).toBe(200);
      const login = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/login', remoteAddress: '10.0.0.9' });
      expect((await login(a)).statusCode).toBe(200);
      expect((await login(b)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
