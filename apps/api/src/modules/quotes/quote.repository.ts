import { sql, type ExpressionBuilder, type Insertable, type Updateable } from 'kysely';
import type { DbOrTx, Transaction } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { QuoteLineTable, QuoteRow, QuoteTable } from '../../db/tables/quote.table.ts';

/** The five staff tabs (design.md §5), a plain status filter, and an engineer's own jobs. */
export type BoardFilter =
  | { tab: 'pending' | 'ready' | 'engineer' | 'installation' | 'completed' | 'closed' }
  | { status: number }
  | { engineerId: number; completed: boolean };

type BoardEb = ExpressionBuilder<
  Database & { client: Database['app_user']; engineer: Database['app_user'] },
  'quote_request' | 'client' | 'state' | 'quote' | 'engineer'
>;

function boardWhere(eb: BoardEb, filter: BoardFilter) {
  if ('status' in filter) return eb('quote_request.status', '=', filter.status);
  if ('engineerId' in filter) {
    return eb.and([
      eb('quote.support_user_id', '=', filter.engineerId),
      eb('quote.installation_status', filter.completed ? '=' : '<', 4),
    ]);
  }
  switch (filter.tab) {
    case 'pending':
      return eb('quote_request.status', 'in', [0, 1]);
    case 'ready':
      return eb('quote_request.status', '=', 2);
    case 'engineer':
      return eb.and([eb('quote_request.status', '=', 3), eb('quote.support_user_id', 'is', null)]);
    case 'installation':
      return eb.and([
        eb('quote.support_user_id', 'is not', null),
        eb('quote.installation_status', '<', 4),
        eb('quote_request.status', '<', 5),
      ]);
    case 'completed':
      return eb('quote.installation_status', '=', 4);
    case 'closed':
      return eb('quote_request.status', '=', 5);
  }
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A phone number as typed into the board's search ("0803 123 4567", "+234 803-123-4567") in the stored form's digits
 * (08031234567): spaces, dashes, brackets and dots go, and the country code becomes the leading 0 (issue 19: a
 * number typed with spaces found nobody); a part of a number keeps its digits. Text that is not a phone number comes
 * back as it was.
 */
function phoneDigits(search: string): string {
  const digits = search.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(digits)) return search;
  const bare = digits.replace(/^\+/, '');
  return /^234\d{10}$/.test(bare) ? `0${bare.slice(3)}` : bare;
}

/**
 * One page of board cards, newest request first. `assignedTo` keeps only the requests whose quote that engineer is
 * assigned to: an engineer's board (docs/staff.md "The board") never holds another engineer's job.
 */
/** Staff filter the board by who referred the customer (issue 20): an agent, or a coordinator's whole team. */
function referralConditions(
  eb: BoardEb,
  referral: { agentId?: number | undefined; coordinatorId?: number | undefined },
) {
  const conditions = [];
  if (referral.agentId !== undefined) conditions.push(eb('client.referred_by_user_id', '=', referral.agentId));
  const coordinatorId = referral.coordinatorId;
  if (coordinatorId !== undefined)
    conditions.push(
      eb(
        'client.referred_by_user_id',
        'in',
        eb
          .selectFrom('app_user as agent')
          .select('agent.id')
          .where((a) => a.or([a('agent.id', '=', coordinatorId), a('agent.coordinator_user_id', '=', coordinatorId)])),
      ),
    );
  return conditions;
}

export async function pageBoard(
  db: DbOrTx,
  filter: BoardFilter,
  search: string | undefined,
  offset: number,
  limit: number,
  assignedTo?: number,
  referral: { agentId?: number | undefined; coordinatorId?: number | undefined } = {},
  /** Only the requests this staff member priced: their own work on /requests (docs/staff.md "My requests"). */
  pricedBy?: number,
) {
  const base = db
    .selectFrom('quote_request')
    .innerJoin('app_user as client', 'client.id', 'quote_request.user_id')
    .innerJoin('state', 'state.id', 'quote_request.state_id')
    .leftJoin('quote', 'quote.quote_request_id', 'quote_request.id')
    .leftJoin('app_user as engineer', 'engineer.id', 'quote.support_user_id')
    .where((eb) => {
      const conditions = [boardWhere(eb as unknown as BoardEb, filter)];
      if (assignedTo !== undefined) conditions.push(eb('quote.support_user_id', '=', assignedTo));
      if (pricedBy !== undefined) conditions.push(eb('quote.priced_by_user_id', '=', pricedBy));
      conditions.push(...referralConditions(eb as unknown as BoardEb, referral));
      if (search) {
        const pattern = likePattern(search.toLowerCase());
        conditions.push(
          eb.or([
            eb(sql<string>`lower(client.firstname || ' ' || client.lastname)`, 'like', pattern),
            eb('client.phone_number', 'like', likePattern(phoneDigits(search))),
            eb(sql<string>`lower(quote_request.reference_no)`, 'like', pattern),
          ]),
        );
      }
      return eb.and(conditions);
    });
  const [rows, total] = await Promise.all([
    base
      .select([
        'quote_request.id',
        'quote_request.status',
        'quote_request.reference_no',
        'quote_request.no_of_bedrooms',
        'quote_request.no_of_lights',
        'quote_request.no_of_fan',
        'quote_request.no_of_tv',
        'quote_request.address',
        'state.title as state',
        'quote_request.created_at',
        'client.firstname as client_firstname',
        'client.lastname as client_lastname',
        'client.email as client_email',
        'client.phone_number as client_phone',
        'client.image as client_image',
        'quote.id as quote_id',
        'quote.created_at as quote_created_at',
        'quote.quote_status',
        'quote.installation_status',
        'quote.installation_completion_date',
        'quote.fulfilment_date',
        'engineer.firstname as engineer_firstname',
        'engineer.image as engineer_image',
        'quote.support_user_id',
      ])
      .orderBy('quote_request.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Average rating of each engineer over the installations customers rated. */
export async function engineerRatings(db: DbOrTx, engineerIds: readonly number[]): Promise<Map<number, number>> {
  if (engineerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('quote')
    .select(['support_user_id', (eb) => eb.fn.avg<string | number>('rating').as('rating')])
    .where('support_user_id', 'in', engineerIds)
    .where('rating', 'is not', null)
    .groupBy('support_user_id')
    .execute();
  return new Map(rows.map((r) => [r.support_user_id!, Math.round(Number(r.rating) * 2) / 2]));
}

export function findQuoteByRequest(db: DbOrTx, quoteRequestId: number): Promise<QuoteRow | undefined> {
  return db.selectFrom('quote').selectAll().where('quote_request_id', '=', quoteRequestId).executeTakeFirst();
}

export function lockQuote(trx: Transaction, quoteId: number): Promise<QuoteRow | undefined> {
  return trx.selectFrom('quote').selectAll().where('id', '=', quoteId).forUpdate().executeTakeFirst();
}

export function lockQuoteRequest(trx: Transaction, quoteRequestId: number) {
  return trx.selectFrom('quote_request').selectAll().where('id', '=', quoteRequestId).forUpdate().executeTakeFirst();
}

/** The display name of a partner bank (a bank-financed request's), undefined for an unknown id. */
export async function bankNameOf(db: DbOrTx, financialInstitutionId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('financial_institution')
    .select('name')
    .where('id', '=', financialInstitutionId)
    .executeTakeFirst();
  return row?.name;
}

export function listQuoteLines(db: DbOrTx, quoteId: number) {
  return db.selectFrom('quote_line').selectAll().where('quote_id', '=', quoteId).orderBy('id').execute();
}

/** The quote of a request, locked: pricing rebuilds it while nothing else may change it. */
export function lockQuoteOfRequest(trx: Transaction, quoteRequestId: number): Promise<QuoteRow | undefined> {
  return trx
    .selectFrom('quote')
    .selectAll()
    .where('quote_request_id', '=', quoteRequestId)
    .forUpdate()
    .executeTakeFirst();
}

export function insertQuote(db: DbOrTx, row: Insertable<QuoteTable>): Promise<QuoteRow> {
  return db.insertInto('quote').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateQuote(db: DbOrTx, quoteId: number, changes: Updateable<QuoteTable>): Promise<QuoteRow> {
  return db.updateTable('quote').set(changes).where('id', '=', quoteId).returningAll().executeTakeFirstOrThrow();
}

export async function setEquityPercentage(db: DbOrTx, quoteId: number, equityPercentage: number, at: Date) {
  await db
    .updateTable('quote')
    .set({ equity_percentage: equityPercentage, updated_at: at })
    .where('id', '=', quoteId)
    .execute();
}

export async function deleteQuoteLines(db: DbOrTx, quoteId: number): Promise<void> {
  await db.deleteFrom('quote_line').where('quote_id', '=', quoteId).execute();
}

export async function insertQuoteLines(db: DbOrTx, lines: readonly Insertable<QuoteLineTable>[]): Promise<void> {
  await db.insertInto('quote_line').values(lines).execute();
}

export async function setQuoteLinePrice(db: DbOrTx, lineId: number, unitPriceKobo: number): Promise<void> {
  await db.updateTable('quote_line').set({ unit_price_kobo: unitPriceKobo }).where('id', '=', lineId).execute();
}

export async function setQuoteRequestStatus(db: DbOrTx, quoteRequestId: number, status: number, at: Date) {
  await db.updateTable('quote_request').set({ status, updated_at: at }).where('id', '=', quoteRequestId).execute();
}

/** The customer a request belongs to. */
export async function customerOfRequest(db: DbOrTx, quoteRequestId: number): Promise<number> {
  const { user_id } = await db
    .selectFrom('quote_request')
    .select('user_id')
    .where('id', '=', quoteRequestId)
    .executeTakeFirstOrThrow();
  return user_id;
}

/** A quote with its request's customer and status, for the checks of the plan routes. */
export function findQuoteWithRequest(db: DbOrTx, quoteId: number) {
  return db
    .selectFrom('quote')
    .innerJoin('quote_request', 'quote_request.id', 'quote.quote_request_id')
    .selectAll('quote')
    .select(['quote_request.user_id as customer_id', 'quote_request.status as request_status'])
    .where('quote.id', '=', quoteId)
    .executeTakeFirst();
}

/** The quote of a request when it is assigned to that engineer. */
export function findAssignedQuote(db: DbOrTx, quoteRequestId: number, engineerId: number) {
  return db
    .selectFrom('quote')
    .select('id')
    .where('quote_request_id', '=', quoteRequestId)
    .where('support_user_id', '=', engineerId)
    .executeTakeFirst();
}

/** What the warranty of a quote is read from, with the customer it belongs to. */
export function findWarranty(db: DbOrTx, quoteId: number) {
  return db
    .selectFrom('quote')
    .innerJoin('quote_request', 'quote_request.id', 'quote.quote_request_id')
    .select([
      'quote.warranty_months',
      'quote.installation_confirmed_on',
      'quote_request.user_id',
      'quote.support_user_id',
    ])
    .where('quote.id', '=', quoteId)
    .executeTakeFirst();
}

/** The package terms a quote copies when staff price it. */
export function findProductTerms(db: DbOrTx, productId: number) {
  return db
    .selectFrom('product')
    .select([
      'id',
      'name',
      'description',
      'warranty_months',
      'repayment_length_months',
      'installation_cost_kobo',
      'transport_cost_kobo',
    ])
    .where('id', '=', productId)
    .executeTakeFirst();
}

export function findProductPlanLength(db: DbOrTx, productId: number) {
  return db
    .selectFrom('product')
    .select(['repayment_length_months', 'installation_cost_kobo', 'transport_cost_kobo'])
    .where('id', '=', productId)
    .executeTakeFirst();
}

/** Today's catalogue price of each component. */
export function componentPrices(db: DbOrTx, componentIds: readonly number[]) {
  return db.selectFrom('component').select(['id', 'unit_price_kobo']).where('id', 'in', componentIds).execute();
}

/** Who referred a customer: a sales agent acts only on their own referrals. */
export function referrerOf(db: DbOrTx, userId: number) {
  return db.selectFrom('app_user').select('referred_by_user_id').where('id', '=', userId).executeTakeFirst();
}

/** Who referred a request's customer, and that agent's coordinator (issue 20: who may read the request). */
export async function findRequestReferral(db: DbOrTx, quoteRequestId: number) {
  const row = await db
    .selectFrom('quote_request')
    .innerJoin('app_user as customer', 'customer.id', 'quote_request.user_id')
    .leftJoin('app_user as agent', 'agent.id', 'customer.referred_by_user_id')
    .select(['customer.referred_by_user_id as referrerId', 'agent.coordinator_user_id as referrerCoordinatorId'])
    .where('quote_request.id', '=', quoteRequestId)
    .executeTakeFirst();
  return row ? { referrerId: row.referrerId, referrerCoordinatorId: row.referrerCoordinatorId ?? null } : undefined;
}

/** Whether money came in on a quote: a payment settled, or held for review (a conflict). */
export async function hasMoneyReceived(db: DbOrTx, quoteId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payment')
    .select('id')
    .where('quote_id', '=', quoteId)
    .where('status', 'in', ['success', 'conflict'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The quote of a request rejected before it was priced (docs/state-machines.md "Rejected"): named after the package
 * the customer asked for, with no lines; quoteStatus 8 from the start.
 */
export async function insertRejectedQuote(
  trx: Transaction,
  request: { id: number; product_id: number | null },
  staffId: number,
  at: Date,
): Promise<QuoteRow> {
  const product = request.product_id
    ? await trx.selectFrom('product').select(['id', 'name']).where('id', '=', request.product_id).executeTakeFirst()
    : undefined;
  return trx
    .insertInto('quote')
    .values({
      quote_request_id: request.id,
      product_id: product?.id ?? null,
      product_name: product?.name ?? 'Custom system',
      quote_status: 8,
      priced_by_user_id: staffId,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * How many of a staff member's own requests are at each stage of /requests (docs/staff.md "My requests"): an
 * engineer's are the jobs assigned to them, anyone else's the requests they priced.
 */
export async function countOwnStages(db: DbOrTx, owner: { engineerId: number } | { pricedBy: number }) {
  const row = await db
    .selectFrom('quote_request')
    .innerJoin('quote', 'quote.quote_request_id', 'quote_request.id')
    .select([
      sql<string>`count(*) filter (where quote_request.status in (0, 1))`.as('pending'),
      sql<string>`count(*) filter (where quote_request.status = 2)`.as('ready'),
      sql<string>`count(*) filter (where quote_request.status = 3 and quote.support_user_id is null)`.as('engineer'),
      sql<string>`count(*) filter (where quote.support_user_id is not null and quote.installation_status < 4
        and quote_request.status < 5)`.as('installation'),
      sql<string>`count(*) filter (where quote.installation_status = 4)`.as('completed'),
      sql<string>`count(*) filter (where quote_request.status = 5)`.as('closed'),
    ])
    .where(
      'engineerId' in owner
        ? (eb) => eb('quote.support_user_id', '=', owner.engineerId)
        : (eb) => eb('quote.priced_by_user_id', '=', owner.pricedBy),
    )
    .executeTakeFirstOrThrow();
  return {
    pending: Number(row.pending),
    ready: Number(row.ready),
    engineer: Number(row.engineer),
    installation: Number(row.installation),
    completed: Number(row.completed),
    closed: Number(row.closed),
  };
}
