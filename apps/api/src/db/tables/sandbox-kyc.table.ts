import type { ColumnType, Selectable } from 'kysely';

/**
 * A job the sandbox identity provider received (development and tests; docs/kyc.md "Sandbox"). It holds no personal
 * data: the ID number only masked, no images, only how flat the selfie was.
 */
export interface SandboxKycJobTable {
  job_id: string;
  user_id: string;
  id_number_masked: string;
  outcome: 'verified' | 'review' | 'rejected';
  result_code: string;
  result_text: string;
  actions: ColumnType<Record<string, string>, string, string>;
  /** The standard deviation of the selfie's pixel values (0 to 255); null when it could not be decoded. */
  selfie_deviation: number | null;
  liveness_count: number;
  received_at: ColumnType<Date, Date | string | undefined, never>;
}

export type SandboxKycJobRow = Selectable<SandboxKycJobTable>;
