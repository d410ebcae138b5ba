import type { ColumnType, Generated, Selectable } from 'kysely';

/**
 * Which packages and down-payment plans an agent (scope agent) or a coordinator's whole team (scope team) may offer
 * (docs/sales.md "What each agent may offer"). Null in a list: all of them. No row: everything.
 */
export interface SalesOfferRuleTable {
  id: Generated<number>;
  user_id: number;
  scope: 'agent' | 'team';
  /** Product ids, a JSON array; null: every package. */
  product_ids: ColumnType<number[] | null, string | null, string | null>;
  /** Equity percentages, a JSON array; null: every plan offered. */
  equity_percentages: ColumnType<number[] | null, string | null, string | null>;
  updated_by_user_id: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type SalesOfferRuleRow = Selectable<SalesOfferRuleTable>;
