import type { Generated, Selectable } from 'kysely';

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
}

export type StateRow = Selectable<StateTable>;
export type LgaRow = Selectable<LgaTable>;
export type BankRow = Selectable<BankTable>;
export type EmployerRow = Selectable<EmployerTable>;
export type FinancialInstitutionRow = Selectable<FinancialInstitutionTable>;
