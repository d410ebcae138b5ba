import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** What a payment is for; 'card' is a small charge that verifies a card to save, refunded at once. */
export type PaymentPurpose = 'equity' | 'outright' | 'repayment' | 'payoff' | 'card';
/** 'voided': a first-payment checkout opened before the plan, the price or the request changed; paid anyway, it is credited. */
export type PaymentStatus = 'pending' | 'success' | 'failed' | 'conflict' | 'cancelled' | 'refunded' | 'voided';

export interface PaymentTable {
  id: Generated<number>;
  reference: string;
  /** Null only for a card verification. */
  quote_id: number | null;
  user_id: number;
  purpose: PaymentPurpose;
  /** bank: a partner bank paid an approved request's price (docs/banks.md). */
  provider: 'paystack' | 'sandbox' | 'manual' | 'bank';
  expected_kobo: number;
  currency: Generated<string>;
  status: Generated<PaymentStatus>;
  paid_kobo: number | null;
  provider_status: string | null;
  channel: string | null;
  recorded_by_user_id: number | null;
  /** Who paid by card when it was not the customer: their sales agent (issue 20). */
  paid_by_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The payer asked to keep the card for next time. */
  save_card: Generated<boolean>;
  /** The provider's checkout link for this payment (kept when the payment is started); null without a checkout page. */
  authorization_url: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  settled_at: Date | null;
  /** The partner bank that paid (provider 'bank'): the payer of record. */
  payer_financial_institution_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Money above a first payment refunded to the customer, recorded by an administrator (docs/payments.md "Refunds"). */
export interface PaymentRefundTable {
  id: Generated<number>;
  quote_id: number;
  customer_user_id: number;
  amount_kobo: number;
  reference: string;
  /** The day the money was sent, YYYY-MM-DD. */
  refunded_on: ColumnType<string, string, string>;
  recorded_by_user_id: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface LedgerEntryTable {
  id: Generated<number>;
  payment_id: number;
  quote_id: number;
  account: 'cash' | 'customer_receivable';
  /** A refund's posting (the reverse of the payment's); null for the payment's own. */
  refund_id: ColumnType<number | null, number | null | undefined, never>;
  debit_kobo: Generated<number>;
  credit_kobo: Generated<number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SandboxChargeTable {
  reference: string;
  amount_kobo: number;
  email: string;
  callback_url: string;
  status: Generated<'pending' | 'success' | 'abandoned' | 'failed' | 'refunded'>;
  /** Set on charges made with a saved card's authorization rather than on the checkout page. */
  authorization_code: string | null;
  created_at: Timestamp;
}

/** A card's reusable authorization, kept at the customer's request. The code is never sent to a browser. */
export interface SavedCardTable {
  id: Generated<number>;
  user_id: number;
  provider: 'paystack' | 'sandbox';
  authorization_code: string;
  /** The provider's fingerprint of the card: the same card saved twice is one card. */
  signature: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  bank: string | null;
  created_at: Timestamp;
  removed_at: Date | null;
}

export type PaymentRow = Selectable<PaymentTable>;
