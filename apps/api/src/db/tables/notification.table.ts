import type { ColumnType, Generated } from 'kysely';

export interface NotificationSettingTable {
  user_id: number;
  event: string;
  email: boolean;
  sms: boolean;
}

export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  event: string;
  title: string;
  body: string;
  link: string | null;
  read_at: Date | null;
  /** When its e-mail and SMS were handled; null while they wait (a crash between commit and send leaves it so). */
  delivered_at: Date | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ReminderSentTable {
  event: string;
  subject_key: string;
  user_id: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
