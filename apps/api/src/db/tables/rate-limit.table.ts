import type { Selectable } from 'kysely';

/** A client's hits in the current window, shared by every API process (lib/rate-limit-store.ts). */
export interface RateLimitTable {
  key: string;
  hits: number;
  window_ends_at: Date;
}

export type RateLimitRow = Selectable<RateLimitTable>;
