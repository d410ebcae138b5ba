import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A financed system's PAYG device (docs/tokens.md): the starting code and key sealed, their last 4 in the clear. */
export interface PaygDeviceTable {
  id: Generated<number>;
  quote_id: number;
  serial: string;
  starting_code_sealed: Buffer;
  starting_code_last4: string;
  secret_key_sealed: Buffer;
  secret_key_last4: string;
  /** The OpenPAYGO counter of the last token issued for the device. */
  token_count: Generated<number>;
  entered_by: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PaygTokenTable {
  id: Generated<number>;
  device_id: number;
  payment_id: number | null;
  kind: 'add' | 'disable' | 'reissue';
  /** Days added; null for the disable-PAYG (unlock for good) token. */
  days: number | null;
  token: string;
  count: number;
  issued_by: number | null;
  created_at: Timestamp;
}

export type PaygDeviceRow = Selectable<PaygDeviceTable>;
export type PaygTokenRow = Selectable<PaygTokenTable>;
