import { UserRole } from '@imole/domain';
import type { DbOrTx, Transaction } from '../../db/database.ts';

/** The offer rules (docs/sales.md "What each agent may offer") of these people, agent and team scope alike. */
export function rulesOf(db: DbOrTx, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sales_offer_rule')
    .select(['user_id', 'scope', 'product_ids', 'equity_percentages', 'updated_at'])
    .where('user_id', 'in', userIds)
    .execute();
}
export type OfferRuleRecord = Awaited<ReturnType<typeof rulesOf>>[number];

const memberColumns = ['id', 'firstname', 'lastname', 'is_coordinator', 'coordinator_user_id', 'is_active'] as const;

/** A sales agent (coordinators included) by id, or undefined. */
export function findSalesMember(db: DbOrTx, id: number) {
  return db
    .selectFrom('app_user')
    .select(memberColumns)
    .where('id', '=', id)
    .where('user_role', '=', UserRole.SalesAgent)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
export type SalesMemberRecord = NonNullable<Awaited<ReturnType<typeof findSalesMember>>>;

/** Every sales agent (coordinators included), or a coordinator's team (themself and the agents under them). */
export function listSalesMembers(db: DbOrTx, coordinatorId?: number) {
  let query = db
    .selectFrom('app_user')
    .select(memberColumns)
    .where('user_role', '=', UserRole.SalesAgent)
    .where('deleted_at', 'is', null)
    .orderBy('firstname')
    .orderBy('lastname')
    .orderBy('id');
  if (coordinatorId !== undefined)
    query = query.where((eb) => eb.or([eb('id', '=', coordinatorId), eb('coordinator_user_id', '=', coordinatorId)]));
  return query.execute();
}

/** Active packages' ids and names, in list order (what an admin chooses from). */
export function listActivePackageNames(db: DbOrTx) {
  return db
    .selectFrom('product')
    .select(['id', 'name', 'is_active'])
    .orderBy('is_active', 'desc')
    .orderBy('has_solar_panel')
    .orderBy('id')
    .execute();
}

/** Locks a rule's key for the change: the person's row, so two admins saving at once apply one after the other. */
export function lockSalesMember(trx: Transaction, id: number) {
  return trx
    .selectFrom('app_user')
    .select(memberColumns)
    .where('id', '=', id)
    .where('user_role', '=', UserRole.SalesAgent)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function saveRule(
  trx: Transaction,
  rule: {
    userId: number;
    scope: 'agent' | 'team';
    productIds: number[] | null;
    equityPercentages: number[] | null;
    by: number;
    at: Date;
  },
): Promise<void> {
  const values = {
    product_ids: rule.productIds === null ? null : JSON.stringify(rule.productIds),
    equity_percentages: rule.equityPercentages === null ? null : JSON.stringify(rule.equityPercentages),
    updated_by_user_id: rule.by,
    updated_at: rule.at,
  };
  await trx
    .insertInto('sales_offer_rule')
    .values({ user_id: rule.userId, scope: rule.scope, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'scope']).doUpdateSet(values))
    .execute();
}

export async function deleteRule(trx: Transaction, userId: number, scope: 'agent' | 'team'): Promise<void> {
  await trx.deleteFrom('sales_offer_rule').where('user_id', '=', userId).where('scope', '=', scope).execute();
}
