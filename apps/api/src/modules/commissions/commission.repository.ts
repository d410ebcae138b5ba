import { sql } from 'kysely';
import { COMMISSIONABLE_PURPOSES, UserRole } from '@imole/domain';
import type { DbOrTx, Transaction } from '../../db/database.ts';
import type { CommissionEntryTable } from '../../db/tables/commission.table.ts';
import type { Insertable } from 'kysely';

/** The sales agent who referred a customer, with the agent's coordinator; undefined when no agent referred them. */
export async function referringAgentOf(db: DbOrTx, customerId: number) {
  return db
    .selectFrom('app_user as customer')
    .innerJoin('app_user as agent', 'agent.id', 'customer.referred_by_user_id')
    .select(['agent.id', 'agent.coordinator_user_id as coordinatorId'])
    .where('customer.id', '=', customerId)
    .where('agent.user_role', '=', UserRole.SalesAgent)
    .executeTakeFirst();
}

/**
 * The customer who referred a customer (the customer referral programme), when a customer referred them and
 * `paymentId` is that customer's first credited payment towards a system; undefined otherwise.
 */
export async function referringCustomerOnFirstPayment(db: DbOrTx, customerId: number, paymentId: number) {
  return db
    .selectFrom('app_user as customer')
    .innerJoin('app_user as referrer', 'referrer.id', 'customer.referred_by_user_id')
    .select(['referrer.id'])
    .where('customer.id', '=', customerId)
    .where('referrer.user_role', '=', UserRole.Customer)
    .where('referrer.id', '!=', customerId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payment as earlier')
            .select('earlier.id')
            .whereRef('earlier.user_id', '=', 'customer.id')
            .where('earlier.status', '=', 'success')
            .where('earlier.purpose', 'in', [...COMMISSIONABLE_PURPOSES])
            .where('earlier.id', '!=', paymentId),
        ),
      ),
    )
    .executeTakeFirst();
}

/**
 * Posts a referring customer's reward; a referred customer earns their referrer one, so a second is left unposted.
 * Answers whether this one was posted.
 */
export async function insertCustomerReward(
  trx: Transaction,
  entry: Insertable<CommissionEntryTable>,
): Promise<boolean> {
  const row = await trx
    .insertInto('commission_entry')
    .values(entry)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Posts entries; an earned entry already posted for the same payment and earner is left as it is (posted once). */
export async function insertEntries(trx: Transaction, entries: Insertable<CommissionEntryTable>[]): Promise<void> {
  if (entries.length === 0) return;
  await trx
    .insertInto('commission_entry')
    .values(entries)
    .onConflict((oc) => oc.columns(['payment_id', 'earner_user_id', 'role']).where('kind', '=', 'earned').doNothing())
    .execute();
}

/** What an earner earned (every entry) and was paid (every payout), in kobo. */
export async function commissionTotals(db: DbOrTx, earnerId: number) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('commission_entry')
        .select(sql<number>`coalesce(sum(amount_kobo), 0)`.as('v'))
        .where('earner_user_id', '=', earnerId)
        .as('earnedKobo'),
      eb
        .selectFrom('commission_payout')
        .select(sql<number>`coalesce(sum(amount_kobo), 0)`.as('v'))
        .where('earner_user_id', '=', earnerId)
        .as('paidKobo'),
    ])
    .executeTakeFirstOrThrow();
  return { earnedKobo: Number(row.earnedKobo), paidKobo: Number(row.paidKobo) };
}

/** Every agent and coordinator with commission earned and not yet paid, most owed first. */
export async function unsettledEarners(db: DbOrTx) {
  const rows = await db
    .with('earned', (w) =>
      w
        .selectFrom('commission_entry')
        .select(['earner_user_id', sql<number>`sum(amount_kobo)`.as('kobo')])
        .groupBy('earner_user_id'),
    )
    .with('paid', (w) =>
      w
        .selectFrom('commission_payout')
        .select(['earner_user_id', sql<number>`sum(amount_kobo)`.as('kobo')])
        .groupBy('earner_user_id'),
    )
    .selectFrom('earned')
    .innerJoin('app_user as u', 'u.id', 'earned.earner_user_id')
    .leftJoin('paid', 'paid.earner_user_id', 'earned.earner_user_id')
    .select([
      'u.id',
      'u.firstname',
      'u.lastname',
      'u.phone_number',
      'u.is_coordinator',
      'u.user_role',
      'earned.kobo as earnedKobo',
      sql<number>`coalesce(paid.kobo, 0)`.as('paidKobo'),
    ])
    .where(sql<boolean>`earned.kobo > coalesce(paid.kobo, 0)`)
    .orderBy(sql`earned.kobo - coalesce(paid.kobo, 0)`, 'desc')
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({ ...r, earnedKobo: Number(r.earnedKobo), paidKobo: Number(r.paidKobo) }));
}

/**
 * Locks an earner's row (an agent, a coordinator, or a customer of the referral programme), so payouts to them are
 * recorded one at a time; undefined if not one.
 */
export async function lockEarner(trx: Transaction, userId: number) {
  return trx
    .selectFrom('app_user')
    .select(['id', 'firstname', 'lastname', 'email', 'user_role'])
    .where('id', '=', userId)
    .where('user_role', 'in', [UserRole.SalesAgent, UserRole.Customer])
    .forUpdate()
    .executeTakeFirst();
}

export async function insertPayout(
  trx: Transaction,
  payout: { earnerId: number; amountKobo: number; reference: string; paidOn: string; recordedBy: number },
) {
  return trx
    .insertInto('commission_payout')
    .values({
      earner_user_id: payout.earnerId,
      amount_kobo: payout.amountKobo,
      reference: payout.reference,
      paid_on: payout.paidOn,
      recorded_by_user_id: payout.recordedBy,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** An earner's payouts, newest first. */
export async function listPayouts(db: DbOrTx, earnerId: number) {
  return db
    .selectFrom('commission_payout')
    .selectAll()
    .where('earner_user_id', '=', earnerId)
    .orderBy('paid_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Whether a payout with this reference is already recorded for this earner. */
export async function payoutReferenceTaken(db: DbOrTx, earnerId: number, reference: string) {
  const row = await db
    .selectFrom('commission_payout')
    .select('id')
    .where('earner_user_id', '=', earnerId)
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * How many customers an agent referred, and how many quote requests those customers made (priced or not: the same
 * count as the agent's Quotes page, SalesAgentQuoteList).
 */
export async function referralCounts(db: DbOrTx, agentId: number) {
  const row = await db
    .selectFrom('app_user as c')
    .leftJoin('quote_request as r', 'r.user_id', 'c.id')
    .select([sql<number>`count(distinct c.id)`.as('customers'), sql<number>`count(distinct r.id)`.as('quotes')])
    .where('c.referred_by_user_id', '=', agentId)
    .executeTakeFirstOrThrow();
  return { customers: Number(row.customers), quotes: Number(row.quotes) };
}
