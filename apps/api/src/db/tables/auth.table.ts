import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** What a one-time code is for; a code proves nothing outside its purpose and address. */
export type CodePurpose =
  | 'confirm-account'
  | 'reset-password'
  | 'set-password'
  | 'change-email'
  | 'undo-email-change'
  | 'confirm-phone'
  | 'company-email';

export interface VerificationCodeTable {
  id: Generated<number>;
  purpose: CodePurpose;
  address: string;
  user_id: number | null;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Date;
  consumed_at: Date | null;
  /** The address (IP) that asked for the code: the daily caps count per account and per address. */
  requested_ip: string | null;
  /** Sent by the system itself (a log-in to an unconfirmed account, an invitation), not asked for by the person. */
  automatic: Generated<boolean>;
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

/** A login: the access token's `sid`. Ending it ends every token of that login at once (docs/accounts.md). */
export interface AuthSessionTable {
  /** The refresh-token family's id. */
  id: string;
  user_id: number;
  /** The login's absolute end. */
  expires_at: Date;
  ended_at: Date | null;
  created_at: CreatedAt;
}

/** An account e-mail (a code, a notice) written with the change it reports, sent after the commit and retried. */
export interface AccountMailTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  /** Emptied once sent: a code lives only in the person's mailbox. */
  body: string;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  /** After this the message is no longer worth sending (a code that has expired). */
  give_up_at: Date;
  sent_at: Date | null;
  last_error: string | null;
  created_at: CreatedAt;
}

export type AuthSessionRow = Selectable<AuthSessionTable>;
export type AccountMailRow = Selectable<AccountMailTable>;
export type VerificationCodeRow = Selectable<VerificationCodeTable>;
export type RefreshTokenRow = Selectable<RefreshTokenTable>;
