import type { ColumnType, Generated, Selectable } from 'kysely';

export interface StateTable {
  id: Generated<number>;
  title: string;
  peak_sun_hours: number;
}

export interface LgaTable {
  id: Generated<number>;
  state_id: number;
  title: string;
}

export interface BankTable {
  id: Generated<number>;
  name: string;
  code: string;
}

export interface EmployerTable {
  id: Generated<number>;
  name: string;
  email_domain: string | null;
  validate_email: Generated<boolean>;
}

export interface FinancialInstitutionTable {
  id: Generated<number>;
  name: string;
  code: string;
  email_domain: string;
  is_active: Generated<boolean>;
  /** A data URL (PNG, JPEG or WebP) shown on the bank's quote page; null: its name only. */
  logo: ColumnType<string | null, string | null | undefined, string | null>;
  /** The undertaking's own words for this bank, printed into the customer's undertaking form (docs/banks.md). */
  undertaking_text: Generated<string>;
  updated_at: Generated<Date>;
}

/** A request financed by a partner bank: the customer's signed undertaking and the bank's decision (docs/banks.md). */
export interface FinancialInstitutionApplicationTable {
  quote_request_id: number;
  financial_institution_id: number;
  customer_user_id: number;
  /** open: waiting for the undertaking or the decision; switched: the customer chose an ordinary plan after a decline. */
  status: Generated<'open' | 'approved' | 'declined' | 'switched'>;
  /** The file store's key of the sealed signed undertaking. */
  undertaking_file: string | null;
  undertaking_content_type: string | null;
  undertaking_uploaded_at: Date | null;
  undertaking_uploaded_by_user_id: number | null;
  decided_by_user_id: number | null;
  /** Staff recorded the bank's decision on its behalf. */
  decided_on_behalf: Generated<boolean>;
  decision_reason: string | null;
  decided_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type StateRow = Selectable<StateTable>;
export type LgaRow = Selectable<LgaTable>;
export type BankRow = Selectable<BankTable>;
export type EmployerRow = Selectable<EmployerTable>;
export type FinancialInstitutionRow = Selectable<FinancialInstitutionTable>;
export type FinancialInstitutionApplicationRow = Selectable<FinancialInstitutionApplicationTable>;
