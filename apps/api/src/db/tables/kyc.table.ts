import type { ColumnType, Generated, Selectable } from 'kysely';
import type { KycStatus } from '@imole/domain';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** Sealed bytes (lib/sealed.ts): [version][key id][nonce][tag][ciphertext]. */
type Sealed = ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;

/** A quote request's identity verification (docs/kyc.md). Only the last four digits of the BVN and account are clear. */
export interface KycVerificationTable {
  id: Generated<number>;
  quote_request_id: number;
  /** The customer whose identity it is. */
  user_id: number;
  status: ColumnType<KycStatus, KycStatus | undefined, KycStatus>;
  /** YYYY-MM-DD. */
  date_of_birth: string | null;
  bvn_sealed: Sealed;
  bvn_last4: string | null;
  bank_id: number | null;
  account_number_sealed: Sealed;
  account_number_last4: string | null;
  account_name: string | null;
  means_of_id: number | null;
  /** Who gave the details last: the customer, staff or their sales agent. */
  details_by_user_id: number | null;
  details_at: NullableTimestamp;
  /** Who sent the selfie check (the customer). */
  submitted_by_user_id: number | null;
  submitted_at: NullableTimestamp;
  verified_at: NullableTimestamp;
  result_code: string | null;
  result_text: string | null;
  review_reason: string | null;
  reviewed_by_user_id: number | null;
  reviewed_at: NullableTimestamp;
  /** When the retention job deleted the sealed data and documents (KYC_RETENTION_DAYS after the loan closed). */
  data_deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface KycJobTable {
  id: Generated<number>;
  job_id: string;
  kyc_verification_id: number;
  quote_request_id: number;
  provider: string;
  provider_user_id: string;
  status: ColumnType<'created' | 'submitted' | 'complete', 'created' | 'submitted' | 'complete' | undefined>;
  outcome: 'verified' | 'review' | 'rejected' | null;
  result_code: string | null;
  result_text: string | null;
  raw_result: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
  submitted_at: NullableTimestamp;
  completed_at: NullableTimestamp;
}

export type KycDocumentKind = 'statement' | 'id-document' | 'selfie';

export interface KycDocumentTable {
  id: Generated<number>;
  kyc_verification_id: number;
  quote_request_id: number;
  kind: KycDocumentKind;
  content_type: string;
  size_bytes: number;
  /** Of the plain file, to show it was not changed. */
  sha256: string;
  storage_key: string;
  /** The key it is sealed with (rotation). */
  key_id: string;
  uploaded_by_user_id: number | null;
  created_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export type KycVerificationRow = Selectable<KycVerificationTable>;
export type KycJobRow = Selectable<KycJobTable>;
export type KycDocumentRow = Selectable<KycDocumentTable>;
