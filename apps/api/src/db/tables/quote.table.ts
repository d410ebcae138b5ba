import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/**
 * quoteStatus (docs/state-machines.md): 0 draft (staff pricing), 1 sent to the customer, 2 payment received,
 * 7 expired, 8 rejected (no instalment offer).
 */
export const QuoteStatus = { Draft: 0, Sent: 1, PaymentReceived: 2, Expired: 7, Rejected: 8 } as const;

export interface QuoteTable {
  id: Generated<number>;
  quote_request_id: number;
  quote_status: Generated<number>;
  installation_status: Generated<number>;
  product_id: number | null;
  product_name: string;
  product_description: Generated<string>;
  warranty_months: Generated<number>;
  installation_cost_kobo: Generated<number>;
  transport_cost_kobo: Generated<number>;
  discount_kobo: Generated<number>;
  equity_percentage: number | null;
  duration_months: Generated<number>;
  expires_at: Date | null;
  priced_at: Date | null;
  priced_by_user_id: number | null;
  pay_on_delivery: Generated<boolean>;
  support_user_id: number | null;
  fulfilment_date: string | null;
  suggested_date: string | null;
  installation_completion_date: string | null;
  installation_data: string | null;
  rating: number | null;
  /** Paid in full at once rather than on a plan. */
  is_outright: Generated<boolean>;
  /** First-payment money above what was due that the customer chose to count towards their instalments. */
  surplus_to_instalments_kobo: Generated<number>;
  /** First-payment money above what was due that has been refunded to the customer (docs/payments.md "Refunds"). */
  refunded_kobo: Generated<number>;
  /** Basis points a month, frozen at pricing. */
  monthly_rate_bps: number | null;
  installation_confirmed_on: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface QuoteLineTable {
  id: Generated<number>;
  quote_id: number;
  component_id: number;
  name: string;
  category_name: string;
  unit_price_kobo: number;
  quantity: number;
}

export type QuoteRow = Selectable<QuoteTable>;
export type QuoteLineRow = Selectable<QuoteLineTable>;
