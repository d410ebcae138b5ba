import type { ColumnType, Generated } from 'kysely';

/** A contact staff made about an overdue loan (migration 20261128000200_collections). */
export interface CollectionContactTable {
  id: Generated<number>;
  quote_id: number;
  customer_id: number;
  channel: 'call' | 'visit' | 'sms';
  outcome: string;
  /** A Lagos date, YYYY-MM-DD. */
  promise_date: ColumnType<string | null, string | null | undefined, never>;
  /** Kobo (bigint, read as a number). */
  promise_amount: ColumnType<number | null, number | null | undefined, never>;
  by_user_id: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
