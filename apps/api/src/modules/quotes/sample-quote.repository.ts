import type { DbOrTx } from '../../db/database.ts';
import type { SampleQuoteLine } from '../../db/tables/sample-quote.table.ts';

/** SQL of the sample quotes agents make for prospects (docs/sales.md "Sample quotes"). */

export interface NewSampleQuote {
  reference_no: string;
  agent_user_id: number;
  prospect_name: string | null;
  state_title: string | null;
  product_id: number | null;
  product_name: string;
  is_lithium: boolean;
  lines: SampleQuoteLine[];
  installation_cost_kobo: number;
  transport_cost_kobo: number;
  warranty_months: number;
  duration_months: number;
  monthly_rate_bps: number;
  equity_percentages: number[];
  chosen_equity_percentage: number | null;
  created_at: Date;
  expires_at: Date;
}

export function insertSampleQuote(db: DbOrTx, sample: NewSampleQuote) {
  return db
    .insertInto('sample_quote')
    .values({
      ...sample,
      lines: JSON.stringify(sample.lines),
      equity_percentages: JSON.stringify(sample.equity_percentages),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One sample, only if `agentId` made it: anyone else's is not there for them. */
export function findAgentSample(db: DbOrTx, agentId: number, id: number) {
  return db
    .selectFrom('sample_quote')
    .selectAll()
    .where('id', '=', id)
    .where('agent_user_id', '=', agentId)
    .executeTakeFirst();
}

/** An agent's samples, newest first, a page at a time, with how many there are. */
export async function listAgentSamples(db: DbOrTx, agentId: number, page: { index: number; size: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('sample_quote')
      .selectAll()
      .where('agent_user_id', '=', agentId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.size)
      .offset((page.index - 1) * page.size)
      .execute(),
    db
      .selectFrom('sample_quote')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('agent_user_id', '=', agentId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findStateTitle(db: DbOrTx, title: string) {
  return db
    .selectFrom('state')
    .select('title')
    .where((eb) => eb(eb.fn('lower', ['title']), '=', title.toLowerCase()))
    .executeTakeFirst();
}

/** The package's terms a sample starts from (installation and transport are the package's defaults). */
export function findPackageTerms(db: DbOrTx, productId: number) {
  return db
    .selectFrom('product')
    .select([
      'id',
      'name',
      'warranty_months',
      'repayment_length_months',
      'installation_cost_kobo',
      'transport_cost_kobo',
    ])
    .where('id', '=', productId)
    .where('is_active', '=', true)
    .executeTakeFirst();
}
