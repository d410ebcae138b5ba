import { sql } from 'kysely';
import type { DbOrTx, Transaction } from '../../db/database.ts';
import type { NewQuoteRequest, QuoteRequestRow, QuoteRequestUpdate } from '../../db/tables/quote-request.table.ts';

export function referenceTaken(db: DbOrTx, referenceNo: string) {
  return db.selectFrom('quote_request').select('id').where('reference_no', '=', referenceNo).executeTakeFirst();
}

export function insertQuoteRequest(db: DbOrTx, row: NewQuoteRequest): Promise<QuoteRequestRow> {
  return db.insertInto('quote_request').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateQuoteRequest(db: DbOrTx, id: number, changes: QuoteRequestUpdate): Promise<QuoteRequestRow> {
  return db.updateTable('quote_request').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function replaceComponents(
  db: DbOrTx,
  quoteRequestId: number,
  lines: readonly { componentId: number; quantity: number }[],
): Promise<void> {
  await db.deleteFrom('quote_request_component').where('quote_request_id', '=', quoteRequestId).execute();
  if (lines.length === 0) return;
  await db
    .insertInto('quote_request_component')
    .values(lines.map((l) => ({ quote_request_id: quoteRequestId, component_id: l.componentId, quantity: l.quantity })))
    .execute();
}

export function listComponentLines(db: DbOrTx, quoteRequestId: number) {
  return db
    .selectFrom('quote_request_component')
    .innerJoin('component', 'component.id', 'quote_request_component.component_id')
    .innerJoin('component_category', 'component_category.id', 'component.category_id')
    .select([
      'component.id',
      'component.name',
      'component.unit_price_kobo',
      'component_category.name as category_name',
      'quote_request_component.quantity',
    ])
    .where('quote_request_component.quote_request_id', '=', quoteRequestId)
    .orderBy('component_category.sort_order')
    .orderBy('quote_request_component.id')
    .execute();
}

export async function addChange(
  db: DbOrTx,
  quoteRequestId: number,
  userId: number,
  changes: { name: string; value: string; shown?: string }[],
): Promise<void> {
  await db
    .insertInto('quote_request_change')
    .values({ quote_request_id: quoteRequestId, changed_by_user_id: userId, changes: JSON.stringify(changes) })
    .execute();
}

/** The customer's requests that are still open (not closed), newest first, with their quote's state. */
export function openRequestsOf(db: DbOrTx, userId: number) {
  return db
    .selectFrom('quote_request')
    .leftJoin('quote', 'quote.quote_request_id', 'quote_request.id')
    .select([
      'quote_request.id',
      'quote_request.status',
      'quote.quote_status',
      'quote.expires_at',
      'quote.installation_status',
    ])
    .where('quote_request.user_id', '=', userId)
    .where('quote_request.status', '<', 5)
    .orderBy('quote_request.id', 'desc')
    .execute();
}

export function findOwnRequest(db: DbOrTx, userId: number, id: number | undefined) {
  let query = db.selectFrom('quote_request').selectAll().where('user_id', '=', userId);
  query = id === undefined ? query.where('status', '<', 5).orderBy('id', 'desc').limit(1) : query.where('id', '=', id);
  return query.executeTakeFirst();
}

/** A request of a customer the sales agent referred (issue 20: the agent changes what they asked for them). */
export function findReferralRequest(db: DbOrTx, agentId: number, id: number) {
  return db
    .selectFrom('quote_request')
    .innerJoin('app_user as customer', 'customer.id', 'quote_request.user_id')
    .selectAll('quote_request')
    .where('quote_request.id', '=', id)
    .where('customer.referred_by_user_id', '=', agentId)
    .executeTakeFirst();
}

/** Open requests (status below 5), newest first: one customer's, or every customer's (`userId` null: staff). */
export async function pageOwnRequests(db: DbOrTx, userId: number | null, offset: number, limit: number) {
  const base = db
    .selectFrom('quote_request')
    .innerJoin('app_user as client', 'client.id', 'quote_request.user_id')
    .where((eb) =>
      eb.and([
        eb('quote_request.status', '<', 5),
        ...(userId === null ? [] : [eb('quote_request.user_id', '=', userId)]),
      ]),
    );
  const [rows, total] = await Promise.all([
    base
      .innerJoin('state', 'state.id', 'quote_request.state_id')
      .leftJoin('product', 'product.id', 'quote_request.product_id')
      .select([
        'quote_request.id',
        'quote_request.reference_no',
        'quote_request.status',
        'quote_request.created_at',
        'quote_request.address',
        'state.title as state',
        'product.name as product_name',
        'quote_request.no_of_bedrooms',
        'quote_request.no_of_lights',
        'quote_request.no_of_fan',
        'quote_request.no_of_tv',
        'client.firstname as client_firstname',
        'client.lastname as client_lastname',
      ])
      .orderBy('quote_request.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function findStateByTitle(db: DbOrTx, title: string) {
  return db
    .selectFrom('state')
    .select(['id', 'title', 'peak_sun_hours'])
    .where(sql<string>`lower(title)`, '=', title.trim().toLowerCase())
    .executeTakeFirst();
}

export function findStateById(db: DbOrTx, id: number) {
  return db
    .selectFrom('state')
    .select(['id', 'title', 'peak_sun_hours'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export function findLga(db: DbOrTx, id: number) {
  return db.selectFrom('lga').select(['id', 'state_id', 'title']).where('id', '=', id).executeTakeFirst();
}

export function findEmployer(db: DbOrTx, id: number) {
  return db
    .selectFrom('employer')
    .select(['id', 'name', 'email_domain', 'validate_email'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether the customer is offered the survey again. */
export async function setSurveyPreference(db: DbOrTx, userId: number, isToPerformSurvey: boolean): Promise<void> {
  await db.updateTable('app_user').set({ is_to_perform_survey: isToPerformSurvey }).where('id', '=', userId).execute();
}

/** The request's status, locked: a change reads it again under the lock, as a payment or staff may have moved it. */
export function lockRequestStatus(trx: Transaction, id: number) {
  return trx.selectFrom('quote_request').select('status').where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

/** Closes those of the requests still waiting on a sent offer (status 2); answers the ones it closed. */
export function closeOfferedRequests(db: DbOrTx, ids: readonly number[], at: Date) {
  return db
    .updateTable('quote_request')
    .set({ status: 5, updated_at: at })
    .where('id', 'in', ids)
    .where('status', '=', 2)
    .returning('id')
    .execute();
}

/** Saves the house's location on the customer's own request; answers whether there was such a request. */
export async function saveRequestLocation(
  db: DbOrTx,
  ownerId: number,
  id: number,
  location: { latitude: number; longitude: number; accuracyM: number | null; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('quote_request')
    .set({
      latitude: location.latitude,
      longitude: location.longitude,
      location_accuracy_m: location.accuracyM,
      location_captured_at: location.at,
    })
    .where('id', '=', id)
    .where('user_id', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
