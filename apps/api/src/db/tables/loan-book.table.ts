import type { ColumnType, Generated, Selectable } from 'kysely';

/** A calendar day, YYYY-MM-DD (DATE is read as a string). */
type Day = ColumnType<string, string, string>;

/**
 * The loan book (migration 20261128000000; docs/portfolio.md): one row per loan, kept by the portfolio module. Money is
 * kobo (bigint read as a number).
 */
export interface LoanBookTable {
  quote_id: number;
  quote_request_id: number;
  customer_id: number;
  /** The day installation was confirmed: the loan starts. */
  start_on: Day;
  /** The first day of start_on's month. */
  cohort_month: Day;
  financed: number;
  months: number;
  rate_bps: number;
  state_id: number | null;
  /** The catalogue package; null for a system built from components. */
  package_id: number | null;
  agent_id: number | null;
  coordinator_id: number | null;
  financial_institution_id: number | null;
  first_due_on: Day;
  first_paid_on: string | null;
  /** The position now: principal outstanding (whole naira, as the statement's loan balance). */
  outstanding: number;
  cum_paid: number;
  /** The first planned instalment not fully paid; null once the loan is paid off. */
  first_unpaid_due: string | null;
  closed_on: string | null;
  last_paid_on: string | null;
  written_off_on: string | null;
  written_off_by: number | null;
  written_off_reason: string | null;
  written_off_principal: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The planned schedule of a loan. */
export interface LoanBookInstalmentTable {
  quote_id: number;
  number: number;
  due_on: Day;
  amount: number;
  /** Σ amount of instalments 1..number. */
  cum_amount: number;
}

/** One payment applied to a loan, with the position after it; it holds on days paid_on <= D < valid_to. */
export interface LoanBookEntryTable {
  id: Generated<number>;
  quote_id: number;
  /** Null for money kept on the loan from the first payment (counted on the start day). */
  payment_id: number | null;
  paid_on: Day;
  amount: number;
  principal: number;
  interest: number;
  principal_after: number;
  cum_paid: number;
  first_unpaid_due: string | null;
  /** The next entry's paid_on; null for the latest. */
  valid_to: string | null;
  /** Smallest m >= 0 with paid_on <= start_on + m months. */
  month_offset: number;
  cohort_month: Day;
}

export type LoanBookRow = Selectable<LoanBookTable>;
export type LoanBookInstalmentRow = Selectable<LoanBookInstalmentTable>;
export type LoanBookEntryRow = Selectable<LoanBookEntryTable>;
