import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A maintenance check of an installed system. Open until closed_at is set; Due once due_date has come. */
export interface MonitoringScheduleTable {
  id: Generated<number>;
  schedule_code: string;
  quote_id: number;
  /** The customer. */
  user_id: number;
  /** 'YYYY-MM-DD', a Lagos calendar day. */
  due_date: string;
  engineer_user_id: number | null;
  created_by_user_id: number | null;
  /** What the engineer checked and did; written when closing. */
  note: Generated<string>;
  closed_at: Date | null;
  closed_by_user_id: number | null;
  created_at: Timestamp;
}

export interface MonitoringScheduleImageTable {
  id: Generated<number>;
  schedule_id: number;
  data_url: string;
  uploaded_by_user_id: number | null;
  created_at: Timestamp;
}
