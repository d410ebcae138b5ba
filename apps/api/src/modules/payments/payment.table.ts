import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type PaymentPurpose = 'equity' | 'outright' | 'repayment' | 'payoff';
export type PaymentStatus = 'pending' | 'success' | 'failed' | 'conflict' | 'cancelled';

export interface PaymentTable {
  id: Generated<number>;
  reference: string;
  quote_id: number;
  user_id: number;
  purpose: PaymentPurpose;
  provider: 'paystack' | 'sandbox' | 'manual';
  expected_kobo: number;
  currency: Generated<string>;
  status: Generated<PaymentStatus>;
  paid_kobo: number | null;
  provider_status: string | null;
  channel: string | null;
  recorded_by_user_id: number | null;
  created_at: Timestamp;
  settled_at: Date | null;
}

export interface LedgerEntryTable {
  id: Generated<number>;
  payment_id: number;
  quote_id: number;
  account: 'cash' | 'customer_receivable';
  debit_kobo: Generated<number>;
  credit_kobo: Generated<number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SandboxChargeTable {
  reference: string;
  amount_kobo: number;
  email: string;
  callback_url: string;
  status: Generated<'pending' | 'success' | 'abandoned'>;
  created_at: Timestamp;
}

export type PaymentRow = Selectable<PaymentTable>;
