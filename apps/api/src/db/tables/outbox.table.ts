import type { ColumnType, Generated, Selectable } from 'kysely';

export interface OutboxMessageTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export type OutboxMessageRow = Selectable<OutboxMessageTable>;
