import type { ColumnType, Generated } from 'kysely';

export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: number | null;
  action: string;
  entity: string;
  entity_id: number | null;
  quote_request_id: number | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
