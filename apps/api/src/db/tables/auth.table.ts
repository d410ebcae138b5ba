import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** What a one-time code is for; a code proves nothing outside its purpose and address. */
export type CodePurpose =
  'confirm-account' | 'reset-password' | 'set-password' | 'change-email' | 'confirm-phone' | 'company-email';

export interface VerificationCodeTable {
  id: Generated<number>;
  purpose: CodePurpose;
  address: string;
  user_id: number | null;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Date;
  consumed_at: Date | null;
  created_at: CreatedAt;
}

export interface RefreshTokenTable {
  id: Generated<number>;
  user_id: number;
  /** Every token issued from one login shares a family; reuse of a rotated token revokes the whole family. */
  family_id: string;
  token_hash: string;
  /** The family's absolute end: rotation never extends it. */
  expires_at: Date;
  revoked_at: Date | null;
  replaced_at: Date | null;
  created_at: CreatedAt;
}

export interface LoginFailureTable {
  id: Generated<number>;
  account: string;
  ip: string;
  created_at: CreatedAt;
}

export type VerificationCodeRow = Selectable<VerificationCodeTable>;
export type RefreshTokenRow = Selectable<RefreshTokenTable>;
