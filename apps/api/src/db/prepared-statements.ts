import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Put first in a hot query's text to have it run as a named (server-side prepared) statement on a PostgreSQL server.
 * PostgreSQL plans an unnamed statement on every run; for the quote view the planning costs three times the
 * execution (docs/performance.md). A named one is parsed once per connection, and after five runs PostgreSQL keeps a
 * generic plan. Only for statements whose result columns cannot change with a migration (no `select *`): a prepared
 * statement whose row type changed under it fails rather than replans. PGlite runs the text as it is.
 */
export const PREPARED = '/* prepared */';

/** The pg pool as Kysely's PostgresDialect wants it, sending queries that start with PREPARED under a stable name. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined) {
      name = `imole_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
      names.set(text, name);
    }
    return name;
  };
  // One wrapper per pooled connection: Kysely keeps its own state per client object.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let wrapper = wrappers.get(client);
    if (wrapper === undefined) {
      const query = (textOrCursor: unknown, values?: readonly unknown[]) =>
        typeof textOrCursor === 'string' && textOrCursor.startsWith(PREPARED)
          ? client.query({ name: nameOf(textOrCursor), text: textOrCursor, values: values as unknown[] })
          : client.query(textOrCursor as string, values as unknown[]);
      wrapper = { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
      wrappers.set(client, wrapper);
    }
    return wrapper;
  };
  return { connect: async () => wrap(await pool.connect()), end: () => pool.end() };
}
