import type { ColumnType, Generated, Selectable } from 'kysely';

/** One priced line of a sample, as it was priced (kobo). */
export interface SampleQuoteLine {
  componentId: number;
  name: string;
  unitPriceKobo: number;
  quantity: number;
}

/** A priced sample an agent made for a prospect (docs/sales.md "Sample quotes"); nothing in a customer's name. */
export interface SampleQuoteTable {
  id: Generated<number>;
  reference_no: string;
  agent_user_id: number;
  prospect_name: string | null;
  state_title: string | null;
  product_id: number | null;
  product_name: string;
  is_lithium: boolean;
  lines: ColumnType<SampleQuoteLine[], string, never>;
  installation_cost_kobo: number;
  transport_cost_kobo: number;
  warranty_months: number;
  duration_months: number;
  monthly_rate_bps: number;
  equity_percentages: ColumnType<number[], string, never>;
  chosen_equity_percentage: number | null;
  created_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, never>;
}

export type SampleQuoteRow = Selectable<SampleQuoteTable>;
