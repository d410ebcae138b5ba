/**
 * A store for @fastify/rate-limit for API processes that share one PostgreSQL (issue 17; docs/decisions.md "Rate
 * limits"):
 * - the limits of their own that routes set against guessing (log-in, codes, password resets) are counted in
 *   PostgreSQL, so they hold across every process and machine: one upsert a request on those routes, which starts a
 *   new window when the old one has ended and answers the hits so far and the time left, by the database's clock;
 * - the global per-address flood limit is counted in each process's memory: sharing it would put a write on the path
 *   of every read (the dashboard's GetQuoteRequest would go from two statements to three), and a flood is held off
 *   per process just as well.
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

/** Hits per address in the current window, in this process; windows that ended are dropped as they are met. */
class MemoryWindows {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>();
  hit(key: string, windowMs: number): { current: number; ttl: number } {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= MEMORY_KEYS) this.dropEnded(now);
      window = { hits: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return { current: window.hits, ttl: window.endsAt - now };
  }
  private dropEnded(now: number) {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    // Still full of live windows (a flood from many addresses): start again rather than grow without end.
    if (this.windows.size >= MEMORY_KEYS) this.windows.clear();
  }
}

/** At most this many addresses are counted in memory at once. */
const MEMORY_KEYS = 50_000;

/** The store class @fastify/rate-limit constructs: the global limit in memory, each route's own in PostgreSQL. */
export function postgresRateLimitStore(db: Db, onSweepError: (error: unknown) => void) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string | null;
    private readonly memory = new MemoryWindows();
    /** The plugin constructs the global store with its options; `child` passes a route's scope. */
    constructor(_options?: unknown, scope: string | null = null) {
      this.scope = scope;
    }
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      if (this.scope === null) {
        callback(null, this.memory.hit(key, timeWindow));
        return;
      }
      if (Math.random() * SWEEP_EVERY < 1) sweep(db).catch(onSweepError);
      hit(db, `${this.scope}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    /**
     * A route with a limit of its own counts apart, under its method and address, as the plugin's Redis store does.
     * The plugin passes its merged options with the route under `routeInfo` (its type declares the route itself).
     */
    child(
      routeOptions: Parameters<FastifyRateLimitStore['child']>[0] & {
        routeInfo?: { method?: string | string[]; url?: string };
      },
    ) {
      const { routeInfo } = routeOptions;
      const { method = '', url = '' } = routeInfo ?? {};
      return new PostgresRateLimitStore(undefined, `${Array.isArray(method) ? method.join(',') : method} ${url}`);
    }
  };
}
