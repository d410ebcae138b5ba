import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';

/** Referred customers, each with their newest request and its quote (none yet: nulls). */
function referralRows(db: DbOrTx) {
  return db
    .selectFrom('app_user as c')
    .leftJoin('quote_request as r', (j) =>
      j.onRef('r.user_id', '=', 'c.id').on('r.id', '=', (eb) =>
        eb
          .selectFrom('quote_request as n')
          .select(sql<number>`max(n.id)`.as('id'))
          .whereRef('n.user_id', '=', 'c.id'),
      ),
    )
    .leftJoin('quote as q', 'q.quote_request_id', 'r.id')
    .leftJoin('product as p', 'p.id', 'r.product_id')
    .select([
      'c.id as customerId',
      'c.firstname',
      'c.lastname',
      'c.phone_number as phoneNumber',
      'c.created_at as signedUpAt',
      'c.referred_by_user_id as referredBy',
      'r.id as quoteRequestId',
      'r.created_at as requestedAt',
      'r.address',
      'p.name as packageName',
      'q.id as quoteId',
    ]);
}

/** The customers an agent referred, newest first. The product is the quote's, else the package the request names. */
export async function referredCustomers(db: DbOrTx, agentId: number) {
  return referralRows(db)
    .where('c.referred_by_user_id', '=', agentId)
    .orderBy(sql`coalesce(r.created_at, c.created_at)`, 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/** One referred customer, as referredCustomers has them. */
export async function referredCustomer(db: DbOrTx, customerId: number) {
  return referralRows(db)
    .where('c.id', '=', customerId)
    .where('c.referred_by_user_id', 'is not', null)
    .executeTakeFirst();
}

/** What an agent earned and was paid, by month in Nigeria (YYYY-MM), from `since` (a YYYY-MM-DD day). */
export async function commissionByMonth(db: DbOrTx, earnerId: number, since: string) {
  const earned = await db
    .selectFrom('commission_entry')
    .select([
      sql<string>`to_char(created_at at time zone 'Africa/Lagos', 'YYYY-MM')`.as('month'),
      sql<number>`sum(amount_kobo)`.as('kobo'),
    ])
    .where('earner_user_id', '=', earnerId)
    .where(sql<boolean>`(created_at at time zone 'Africa/Lagos')::date >= ${since}::date`)
    .groupBy(sql`1`)
    .execute();
  const paid = await db
    .selectFrom('commission_payout')
    .select([sql<string>`to_char(paid_on, 'YYYY-MM')`.as('month'), sql<number>`sum(amount_kobo)`.as('kobo')])
    .where('earner_user_id', '=', earnerId)
    .where(sql<boolean>`paid_on >= ${since}::date`)
    .groupBy(sql`1`)
    .execute();
  return {
    earned: new Map(earned.map((r) => [r.month, Number(r.kobo)])),
    paid: new Map(paid.map((r) => [r.month, Number(r.kobo)])),
  };
}

/** The sales agents a coordinator leads, by name. */
export async function agentsUnder(db: DbOrTx, coordinatorId: number) {
  return db
    .selectFrom('app_user')
    .select(['id', 'firstname', 'lastname', 'email', 'phone_number', 'is_active', 'created_at'])
    .where('coordinator_user_id', '=', coordinatorId)
    .where('id', '!=', coordinatorId)
    .orderBy('firstname')
    .orderBy('lastname')
    .orderBy('id')
    .execute();
}

/** Whether `salesUserId` may see `customerId`: the agent who referred them, or that agent's coordinator. */
export async function canSeeCustomer(db: DbOrTx, salesUserId: number, customerId: number) {
  const row = await db
    .selectFrom('app_user as c')
    .innerJoin('app_user as agent', 'agent.id', 'c.referred_by_user_id')
    .select('c.id')
    .where('c.id', '=', customerId)
    .where((eb) => eb.or([eb('agent.id', '=', salesUserId), eb('agent.coordinator_user_id', '=', salesUserId)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** An earner's commission entries, oldest first, each with its customer (to place payouts against them). */
export async function earnerEntries(db: DbOrTx, earnerId: number) {
  return db
    .selectFrom('commission_entry')
    .select(['customer_user_id as customerId', 'amount_kobo as amountKobo'])
    .where('earner_user_id', '=', earnerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The quote requests of the customers an agent referred, newest first, with their quote when priced. */
export async function referredRequests(db: DbOrTx, agentId: number) {
  return db
    .selectFrom('quote_request as r')
    .innerJoin('app_user as c', 'c.id', 'r.user_id')
    .leftJoin('quote as q', 'q.quote_request_id', 'r.id')
    .leftJoin('product as p', 'p.id', 'r.product_id')
    .select([
      'r.id as quoteRequestId',
      'r.reference_no as referenceNo',
      'r.status as quoteRequestStatus',
      'r.created_at as requestedAt',
      'c.id as customerId',
      'c.firstname',
      'c.lastname',
      'q.id as quoteId',
      'q.product_name as quoteProductName',
      'p.name as packageName',
    ])
    .where('c.referred_by_user_id', '=', agentId)
    .orderBy('r.id', 'desc')
    .execute();
}
