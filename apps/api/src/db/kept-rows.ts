import type { KyselyPlugin } from 'kysely';
import { watchWrites } from './write-watch.ts';

/**
 * Rows of one table kept for a moment per key (the signed-in user, the login a token names), for the reads every
 * signed-in request makes (docs/performance.md). Safe for these reasons:
 * - A row is kept at most `ttlMs`, by the wall clock; another process's write is seen within that.
 * - Every write to the table through this process's database handle (`plugin()`, built or raw SQL) empties it before
 *   and after the statement, so this process's next request reads the row again.
 * - A row read while such a write ran is not kept (it may be the old one).
 */
export class KeptRows<K, V> {
  private readonly rows = new Map<K, { row: V; until: number }>();
  private generation = 0;

  constructor(
    private readonly table: string,
    private readonly ttlMs: number,
    private readonly capacity = 10_000,
  ) {}

  /** The row, read by `load` unless read less than `ttlMs` ago and nothing has written the table since. */
  async get(key: K, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const kept = this.rows.get(key);
    if (kept && kept.until > now) return kept.row;
    const generation = this.generation;
    const row = await load();
    if (generation === this.generation) {
      // Oldest first out: a Map iterates in insertion order.
      const oldest = this.rows.size >= this.capacity ? this.rows.keys().next() : null;
      if (oldest && !oldest.done) this.rows.delete(oldest.value);
      this.rows.set(key, { row, until: now + this.ttlMs });
    }
    return row;
  }

  clear(): void {
    this.generation += 1;
    this.rows.clear();
  }

  /** The Kysely plugin that empties the cache around every statement that may write the table. */
  plugin(): KyselyPlugin {
    return watchWrites([this.table], () => this.clear());
  }
}
