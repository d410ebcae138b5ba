import { UserRole } from '@imole/domain';
import type { DbOrTx, Transaction } from '../../db/database.ts';

/** A customer's row, locked, with who referred them; undefined when the id is no customer. */
export async function lockCustomer(trx: Transaction, customerId: number) {
  return trx
    .selectFrom('app_user')
    .select(['id', 'firstname', 'lastname', 'referred_by_user_id'])
    .where('id', '=', customerId)
    .where('user_role', '=', UserRole.Customer)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether any first payment (down payment or outright) of the customer has been credited. */
export async function hasCreditedFirstPayment(db: DbOrTx, customerId: number) {
  const row = await db
    .selectFrom('payment')
    .select('id')
    .where('user_id', '=', customerId)
    .where('status', '=', 'success')
    .where('purpose', 'in', ['equity', 'outright'])
    .executeTakeFirst();
  return row !== undefined;
}

/** The sales agent (coordinators included) with this phone number, if any. */
export async function agentByPhone(db: DbOrTx, phoneNumber: string) {
  return db
    .selectFrom('app_user')
    .select(['id', 'firstname', 'lastname', 'is_coordinator', 'coordinator_user_id'])
    .where('phone_number', '=', phoneNumber)
    .where('user_role', '=', UserRole.SalesAgent)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A sales agent's row (coordinators included), locked. */
export async function lockAgent(trx: Transaction, userId: number) {
  return trx
    .selectFrom('app_user')
    .select(['id', 'firstname', 'lastname', 'phone_number', 'is_coordinator', 'coordinator_user_id'])
    .where('id', '=', userId)
    .where('user_role', '=', UserRole.SalesAgent)
    .forUpdate()
    .executeTakeFirst();
}

export async function setReferrer(trx: Transaction, customerId: number, agentId: number | null, by: string) {
  await trx
    .updateTable('app_user')
    .set({ referred_by_user_id: agentId, modified_by: by, modified_at: new Date() })
    .where('id', '=', customerId)
    .execute();
}

export async function setTeam(
  trx: Transaction,
  agentId: number,
  changes: { is_coordinator?: boolean; coordinator_user_id?: number | null },
  by: string,
) {
  await trx
    .updateTable('app_user')
    .set({ ...changes, modified_by: by, modified_at: new Date() })
    .where('id', '=', agentId)
    .execute();
}

/** An agent's new phone, which is their referral code from now on (docs/sales.md "Changing an agent's phone"). */
export async function setAgentPhone(trx: Transaction, agentId: number, phoneNumber: string, by: string) {
  await trx
    .updateTable('app_user')
    .set({ phone_number: phoneNumber, modified_by: by, modified_at: new Date() })
    .where('id', '=', agentId)
    .execute();
}

/** Whether a phone number is on any other account. */
export async function phoneOnAnotherAccount(db: DbOrTx, phoneNumber: string, exceptUserId: number) {
  const row = await db
    .selectFrom('app_user')
    .select('id')
    .where('phone_number', '=', phoneNumber)
    .where('id', '!=', exceptUserId)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many agents a coordinator leads. */
export async function agentCount(db: DbOrTx, coordinatorId: number) {
  const rows = await db
    .selectFrom('app_user')
    .select('id')
    .where('coordinator_user_id', '=', coordinatorId)
    .where('id', '!=', coordinatorId)
    .execute();
  return rows.length;
}

/** Every sales agent and coordinator, with their coordinator's name, by name. */
export async function listSalesTeam(db: DbOrTx) {
  return db
    .selectFrom('app_user as a')
    .leftJoin('app_user as c', 'c.id', 'a.coordinator_user_id')
    .select([
      'a.id',
      'a.firstname',
      'a.lastname',
      'a.email',
      'a.phone_number as phoneNumber',
      'a.is_active as isActive',
      'a.is_coordinator as isCoordinator',
      'a.coordinator_user_id as coordinatorId',
      'c.firstname as coordinatorFirstname',
      'c.lastname as coordinatorLastname',
    ])
    .where('a.user_role', '=', UserRole.SalesAgent)
    .where('a.deleted_at', 'is', null)
    .orderBy('a.firstname')
    .orderBy('a.lastname')
    .orderBy('a.id')
    .execute();
}

/** The customer of a quote request, with the agent who referred them (if any). */
export async function referralOfRequest(db: DbOrTx, quoteRequestId: number) {
  return db
    .selectFrom('quote_request as r')
    .innerJoin('app_user as c', 'c.id', 'r.user_id')
    .leftJoin('app_user as a', 'a.id', 'c.referred_by_user_id')
    .select([
      'c.id as customerId',
      'a.id as agentId',
      'a.firstname as agentFirstname',
      'a.lastname as agentLastname',
      'a.phone_number as agentPhone',
      'a.user_role as referrerRole',
    ])
    .where('r.id', '=', quoteRequestId)
    .executeTakeFirst();
}
