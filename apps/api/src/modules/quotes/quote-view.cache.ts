import type { Db, DbOrTx } from '../../db/database.ts';
import { pruneQuoteViewChanges } from './quote-view.repository.ts';

/**
 * Quote views an API process keeps between reads (issue 17 §2; docs/performance.md "The quote view"). A view is kept
 * under its stamp (quote-view.repository.ts readQuoteViewStamp) and served again only while a read of the stamp gives
 * the same one: every write to a row the view reads moves the stamp, in the writing transaction, so a view is never
 * older than the last committed write, in any process. What moves with time alone (an offer's expiry, the days left,
 * a check falling due) is bounded by KEEP_MS, and a view is not kept past its offer's expiry.
 */
const KEEP_MS = 5_000;
/** At most this many views a process (a few KB each). */
const MAX_VIEWS = 2_000;

interface Kept {
  stamp: string;
  until: number;
  value: unknown;
}

export class QuoteViewCache {
  private readonly views = new Map<string, Kept>();

  get<T>(key: string, stamp: string, now: Date): T | undefined {
    const kept = this.views.get(key);
    if (!kept) return undefined;
    if (kept.stamp !== stamp || now.getTime() >= kept.until || now.getTime() < kept.until - KEEP_MS) {
      this.views.delete(key);
      return undefined;
    }
    return kept.value as T;
  }

  /** Keeps `value` until KEEP_MS from `now`, or `expiresAt` if sooner. */
  set(key: string, stamp: string, now: Date, value: unknown, expiresAt: Date | null = null): void {
    const until = Math.min(now.getTime() + KEEP_MS, expiresAt ? expiresAt.getTime() : Infinity);
    if (until <= now.getTime()) return;
    if (this.views.size >= MAX_VIEWS && !this.views.has(key)) this.dropOldest(now.getTime());
    this.views.set(key, { stamp, until, value: deepFreeze(value) });
  }

  private dropOldest(now: number) {
    for (const [key, kept] of this.views) if (kept.until <= now) this.views.delete(key);
    // Still full: drop the first kept (the Map keeps insertion order).
    if (this.views.size >= MAX_VIEWS) this.views.delete(this.views.keys().next().value!);
  }
}

/** A kept view is shared by every read that finds it: frozen, so no reader can change what the next one gets. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** One cache per database handle (each test app has its own); none inside a transaction, which reads for itself. */
const caches = new WeakMap<object, QuoteViewCache>();

export function quoteViewCache(db: DbOrTx): QuoteViewCache | undefined {
  if (db.isTransaction) return undefined;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new QuoteViewCache()));
  return cache;
}

/** Rows of quote_view_change older than this are deleted (a kept view then reads its request again once). */
const CHANGES_KEPT_MS = 60 * 60 * 1000;

/**
 * Every hour (and once at start), in every process: the change rows only grow otherwise. Two processes pruning at
 * once delete the same rows; nothing else depends on which one did.
 */
export function startQuoteViewPrune(db: Db, log: { error(obj: object, msg: string): void }): () => void {
  const prune = () =>
    pruneQuoteViewChanges(db, new Date(Date.now() - CHANGES_KEPT_MS)).catch((err: unknown) =>
      log.error({ err }, 'quote view prune failed'),
    );
  const timer = setInterval(() => void prune(), CHANGES_KEPT_MS);
  timer.unref();
  void prune();
  return () => clearInterval(timer);
}
