import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MonitoringIssueTable {
  id: Generated<number>;
  user_id: number;
  quote_id: number | null;
  category: string;
  description: string;
  /** issueStatus: 0 open, 1 resolved, 2 closed. */
  status: Generated<number>;
  engineer_user_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MonitoringIssuePhotoTable {
  id: Generated<number>;
  issue_id: number;
  data_url: string;
}

export interface MonitoringIssueEventTable {
  id: Generated<number>;
  issue_id: number;
  actor_user_id: number | null;
  status: number;
  note: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
