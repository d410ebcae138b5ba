/**
 * A store for @fastify/rate-limit that keeps the counters in PostgreSQL, so a limit holds across every API process
 * and machine on one database (issue 17; docs/operations.md). One statement a request: an upsert that starts a new
 * window when the old one has ended, and answers the hits so far and the time left. Time is the database's, so
 * machines with drifting clocks still agree on a window.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** About one call in this many also clears windows that ended over a minute ago. */
const SWEEP_EVERY = 500;

export async function hit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const { rows } = await sql<{ hits: number; ttl_ms: number }>`
    insert into rate_limit (key, hits, window_ends_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when rate_limit.window_ends_at <= now() then 1 else rate_limit.hits + 1 end,
      window_ends_at = case when rate_limit.window_ends_at <= now() then excluded.window_ends_at
                            else rate_limit.window_ends_at end
    returning hits, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::int as ttl_ms`.execute(db);
  const [row] = rows;
  if (!row) throw new Error('the rate-limit upsert returned no row');
  return { current: row.hits, ttl: row.ttl_ms };
}

export async function sweep(db: Db): Promise<void> {
  await sql`delete from rate_limit where window_ends_at < now() - interval '1 minute'`.execute(db);
}

/** The store class @fastify/rate-limit constructs; route-level limits (`child`) count apart from the global one. */
export function postgresRateLimitStore(db: Db, onSweepError: (error: unknown) => void) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;
    constructor(_options?: unknown, scope = 'global') {
      this.scope = scope;
    }
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      if (Math.random() * SWEEP_EVERY < 1) sweep(db).catch(onSweepError);
      hit(db, `${this.scope}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(routeOptions: { method: string | string[]; url: string }) {
      const method = Array.isArray(routeOptions.method) ? routeOptions.method.join(',') : routeOptions.method;
      return new PostgresRateLimitStore(undefined, `${method} ${routeOptions.url}`);
    }
  };
}
