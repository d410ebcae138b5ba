import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface AppUserTable {
  id: Generated<number>;
  tenant_id: Generated<number>;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  phone_number: string;
  password_hash: string | null;
  image: string | null;
  /** UserRole from packages/domain: 1 customer, 2 support, 3 admin, 4 sales agent, 5 bank officer. */
  user_role: number;
  is_active: Generated<boolean>;
  is_coordinator: Generated<boolean>;
  is_engineer: Generated<boolean>;
  is_first_time_user: Generated<boolean>;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  is_demo: Generated<boolean>;
  created_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  modified_by: string | null;
  modified_at: Date | null;
  deleted_by: string | null;
  deleted_at: Date | null;
  referred_by_user_id: number | null;
  coordinator_user_id: number | null;
  /** A new e-mail address waiting for its confirmation code. */
  pending_email: string | null;
  password_changed_at: Date | null;
  is_to_perform_survey: Generated<boolean>;
  /** A bank officer's institution (user_role 5; docs/banks.md). */
  financial_institution_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export type AppUserRow = Selectable<AppUserTable>;
export type NewAppUser = Insertable<AppUserTable>;
export type AppUserUpdate = Updateable<AppUserTable>;
