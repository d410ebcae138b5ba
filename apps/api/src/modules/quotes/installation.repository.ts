import { UserRole } from '@imole/domain';
import type { DbOrTx } from '../../db/database.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';

/**
 * Engineers are support users of the engineer kind (staff spec §1); these are the ones who may get a job: active, and
 * able to log in (an invited engineer who has not set a password yet cannot see the job, so is not offered).
 */
export function listActiveEngineers(db: DbOrTx) {
  return db
    .selectFrom('app_user')
    .select(['id', 'firstname', 'lastname', 'phone_number', 'image'])
    .where('user_role', '=', UserRole.Support)
    .where('is_engineer', '=', true)
    .where('is_active', '=', true)
    .where('password_hash', 'is not', null)
    .where('deleted_at', 'is', null)
    .orderBy('firstname')
    .execute();
}

/** How many installations not yet confirmed each engineer holds. */
export async function openInstallationCounts(db: DbOrTx, engineerIds: readonly number[]): Promise<Map<number, number>> {
  if (engineerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('quote')
    .select(['support_user_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('support_user_id', 'in', engineerIds)
    .where('installation_status', '<', 4)
    .groupBy('support_user_id')
    .execute();
  return new Map(rows.map((o) => [o.support_user_id!, Number(o.n)]));
}

/** Any account by id, as it is (whether it may take a job is the service's question). */
export function findAccount(db: DbOrTx, id: number): Promise<AppUserRow | undefined> {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Where a request's identity verification stands (modules/identity keeps it; the engineer gate reads it). */
export async function kycStatusOf(db: DbOrTx, quoteRequestId: number): Promise<string> {
  const row = await db
    .selectFrom('kyc_verification')
    .select('status')
    .where('quote_request_id', '=', quoteRequestId)
    .executeTakeFirst();
  return row?.status ?? 'none';
}
