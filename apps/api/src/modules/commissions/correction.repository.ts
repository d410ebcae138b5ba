import { sql } from 'kysely';
import type { Transaction } from '../../db/database.ts';

/**
 * Each agent's and coordinator's share on a quote: the rate of their newest earned entry on it and what their entries
 * on it add up to (earned less corrections), in kobo. A customer's referral reward is no share and is not here.
 */
export function sharesOnQuote(trx: Transaction, quoteId: number) {
  return trx
    .selectFrom('commission_entry as e')
    .select([
      'e.earner_user_id',
      'e.role',
      'e.customer_user_id',
      sql<number>`coalesce(sum(e.amount_kobo), 0)`.as('net_kobo'),
      sql<number>`(array_agg(e.rate_bps order by e.id desc) filter (where e.kind = 'earned'))[1]`.as('rate_bps'),
    ])
    .where('e.quote_id', '=', quoteId)
    .where('e.role', 'in', ['agent', 'coordinator'])
    .groupBy(['e.earner_user_id', 'e.role', 'e.customer_user_id'])
    .execute();
}
