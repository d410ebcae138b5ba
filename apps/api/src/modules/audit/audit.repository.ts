import type { DbOrTx } from '../../db/database.ts';

export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId: number | null;
  quoteRequestId?: number | null;
  before?: unknown;
  after?: unknown;
}

/** Appends to the audit log (the table refuses updates and deletes). Call it in the same transaction as the change. */
export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: entry.actorUserId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      quote_request_id: entry.quoteRequestId ?? null,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}

export function auditTrail(db: DbOrTx, quoteRequestId: number) {
  return db
    .selectFrom('audit_log')
    .leftJoin('app_user', 'app_user.id', 'audit_log.actor_user_id')
    .select([
      'audit_log.id',
      'audit_log.action',
      'audit_log.before',
      'audit_log.after',
      'audit_log.created_at',
      'app_user.firstname',
      'app_user.lastname',
    ])
    .where('audit_log.quote_request_id', '=', quoteRequestId)
    .orderBy('audit_log.id')
    .execute();
}
