import type { ColumnType, Generated, Selectable } from 'kysely';

/** What an agent or coordinator earned on a credited payment of a customer they referred, or a correction of it. */
export interface CommissionEntryTable {
  id: Generated<number>;
  earner_user_id: number;
  role: 'agent' | 'coordinator' | 'customer';
  customer_user_id: number;
  payment_id: number | null;
  quote_id: number | null;
  kind: 'earned' | 'correction';
  /** The credited amount the entry is a share of (negative for a correction). */
  basis_kobo: number;
  rate_bps: number;
  amount_kobo: number;
  note: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** Commission an admin paid out to an agent or coordinator (docs/sales.md "Settling"). */
export interface CommissionPayoutTable {
  id: Generated<number>;
  earner_user_id: number;
  amount_kobo: number;
  reference: string;
  /** The day the money was sent, YYYY-MM-DD. */
  paid_on: ColumnType<string, string, string>;
  recorded_by_user_id: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export type CommissionEntryRow = Selectable<CommissionEntryTable>;
export type CommissionPayoutRow = Selectable<CommissionPayoutTable>;
