import { sql, type ExpressionBuilder } from 'kysely';
import type { DbOrTx, Transaction } from '../../db/database.ts';
import { PREPARED } from '../../db/prepared-statements.ts';
import type { Database } from '../../db/schema.ts';
import type { QuoteRequestRow } from '../../db/tables/quote-request.table.ts';
import type { QuoteLineRow, QuoteRow } from '../../db/tables/quote.table.ts';

/** The five staff tabs (design.md §5), a plain status filter, and an engineer's own jobs. */
export type BoardFilter =
  | { tab: 'pending' | 'ready' | 'engineer' | 'installation' | 'completed' }
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
  }
}

/**
 * One page of board cards, newest request first. `assignedTo` keeps only the requests whose quote that engineer is
 * assigned to: an engineer's board (docs/staff.md "The board") never holds another engineer's job.
 */
export async function pageBoard(
  db: DbOrTx,
  filter: BoardFilter,
  search: string | undefined,
  offset: number,
  limit: number,
  assignedTo?: number,
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
      if (search) {
        const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          eb.or([
            eb(sql<string>`lower(client.firstname || ' ' || client.lastname)`, 'like', pattern),
            eb('client.phone_number', 'like', pattern),
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

export function listQuoteLines(db: DbOrTx, quoteId: number) {
  return db.selectFrom('quote_line').selectAll().where('quote_id', '=', quoteId).orderBy('id').execute();
}

/** Which request a quote view reads: any one by id (staff), or a customer's own (their current one without an id). */
export type QuoteViewTarget = { id: number } | { ownerId: number; id?: number | undefined };

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** The quote as stored; timestamps arrive as JSON text and are turned back into Dates. */
function quoteFromJson(json: Json<QuoteRow>): QuoteRow {
  return {
    ...json,
    expires_at: json.expires_at === null ? null : new Date(json.expires_at),
    priced_at: json.priced_at === null ? null : new Date(json.priced_at),
    created_at: new Date(json.created_at),
    updated_at: new Date(json.updated_at),
  };
}

/**
 * Everything the quote view (GetQuoteRequest, customer and staff) shows, in one statement: the request with its
 * customer, state, employer, component lines, change log (quote_request_change, newest first) and work e-mail
 * confirmation; its quote with the quote's lines, settled payments, engineer and the engineer's average rating; the
 * open maintenance check of a confirmed installation; the audit trail and the pending payment's checkout link when
 * asked; and the catalogue version, so the package and the settings come from the catalogue cache. It runs as a prepared statement (planning it costs more than running it); every column is JSON or
 * a scalar, so no migration can change its row type. Each part reads what its own repository function reads
 * (listComponentLines, codeConfirmedSince, listQuoteLines, listPayments, engineerRatings, auditTrail,
 * the open maintenance check of modules/monitoring): a change to one of those belongs here too.
 */
export async function readQuoteView(
  db: DbOrTx,
  target: QuoteViewTarget,
  options: {
    workEmailConfirmedSince: Date;
    withAuditTrail: boolean;
    /** Staff only: the checkout link of the newest payment still payable, made after `since`, as of `now`. */
    paymentLink?: { now: Date; since: Date } | undefined;
  },
) {
  const where =
    'ownerId' in target
      ? target.id === undefined
        ? sql`r.user_id = ${target.ownerId} and r.status < 5`
        : sql`r.user_id = ${target.ownerId} and r.id = ${target.id}`
      : sql`r.id = ${target.id}`;
  const auditTrail = options.withAuditTrail
    ? sql`(select coalesce(json_agg(json_build_object('action', a.action, 'before', a.before, 'after', a.after,
          'created_at', a.created_at, 'firstname', u.firstname, 'lastname', u.lastname) order by a.id), '[]')
        from audit_log a left join app_user u on u.id = a.actor_user_id where a.quote_request_id = r.id)`
    : sql`'[]'::json`;
  // A pending payment's link, unless it is past its time or, for a first payment, the quote no longer waits for one:
  // a sent offer not yet expired (request status 2), or pay on delivery not yet paid (3 or 4), as payment.service's
  // awaitingFirstPayment says.
  const paymentLink = options.paymentLink
    ? sql`(select p.authorization_url from payment p
        where p.quote_id = q.id and p.status = 'pending' and p.settled_at is null and p.authorization_url is not null
          and p.created_at > ${options.paymentLink.since}
          and (p.purpose not in ('equity', 'outright')
            or (r.status = 2 and q.quote_status = 1
              and (q.expires_at is null or q.expires_at > ${options.paymentLink.now}))
            or (r.status in (3, 4) and q.pay_on_delivery))
        order by p.id desc limit 1)`
    : sql`null`;
  const { rows } = await sql<{
    view: {
      request: Json<QuoteRequestRow>;
      client: {
        firstname: string;
        lastname: string;
        email: string;
        phone_number: string;
        image: string | null;
        is_to_perform_survey: boolean;
      };
      state_title: string;
      employer: { id: number; name: string; validate_email: boolean } | null;
      catalogue_version: number;
      components: { id: number; name: string; unit_price_kobo: number; category_name: string; quantity: number }[];
      changes: { change_date: string; changes: unknown }[];
      work_email_confirmed: boolean;
      quote: Json<QuoteRow> | null;
      quote_lines: QuoteLineRow[];
      payments: {
        status: string;
        purpose: string;
        paid_kobo: number | null;
        expected_kobo: number;
        created_at: string;
        settled_at: string | null;
      }[];
      engineer: { id: number; firstname: string; lastname: string; phone_number: string; image: string | null } | null;
      engineer_rating: number | null;
      open_check: { id: number; schedule_code: string; due_date: string } | null;
      audit_trail: {
        action: string;
        before: unknown;
        after: unknown;
        created_at: string;
        firstname: string | null;
        lastname: string | null;
      }[];
      payment_link: string | null;
    };
  }>`${sql.raw(PREPARED)}
    select json_build_object(
      'request', to_json(r),
      'client', json_build_object('firstname', client.firstname, 'lastname', client.lastname, 'email', client.email,
        'phone_number', client.phone_number, 'image', client.image, 'is_to_perform_survey', client.is_to_perform_survey),
      'state_title', state.title,
      'employer', case when employer.id is null then null else json_build_object('id', employer.id,
        'name', employer.name, 'validate_email', employer.validate_email) end,
      'catalogue_version', (select version from catalogue_version where id = 1),
      'components', (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name,
          'unit_price_kobo', c.unit_price_kobo, 'category_name', cc.name, 'quantity', qrc.quantity)
          order by cc.sort_order, qrc.id), '[]')
        from quote_request_component qrc
        join component c on c.id = qrc.component_id
        join component_category cc on cc.id = c.category_id
        where qrc.quote_request_id = r.id),
      'changes', (select coalesce(json_agg(json_build_object('change_date', ch.change_date, 'changes', ch.changes)
          order by ch.id desc), '[]')
        from quote_request_change ch where ch.quote_request_id = r.id),
      'work_email_confirmed', (r.work_email is not null and exists (select 1 from verification_code v
        where v.purpose = 'company-email' and lower(v.address) = lower(r.work_email) and v.user_id = r.user_id
          and v.consumed_at > ${options.workEmailConfirmedSince} and v.attempts < 5)),
      'quote', case when q.id is null then null else to_json(q) end,
      'quote_lines', (select coalesce(json_agg(to_json(l) order by l.id), '[]') from quote_line l
        where l.quote_id = q.id),
      'payments', (select coalesce(json_agg(json_build_object('status', p.status, 'purpose', p.purpose,
          'paid_kobo', p.paid_kobo, 'expected_kobo', p.expected_kobo, 'created_at', p.created_at,
          'settled_at', p.settled_at) order by p.id desc), '[]')
        from payment p where p.quote_id = q.id and p.status in ('success', 'failed', 'conflict')),
      'engineer', case when engineer.id is null then null else json_build_object('id', engineer.id,
        'firstname', engineer.firstname, 'lastname', engineer.lastname, 'phone_number', engineer.phone_number,
        'image', engineer.image) end,
      'engineer_rating', (select avg(rq.rating) from quote rq
        where rq.support_user_id = engineer.id and rq.rating is not null),
      'open_check', (select json_build_object('id', s.id, 'schedule_code', s.schedule_code, 'due_date', s.due_date)
        from monitoring_schedule s
        where s.quote_id = q.id and q.installation_status = 4 and s.closed_at is null limit 1),
      'audit_trail', ${auditTrail},
      'payment_link', ${paymentLink}
    ) as view
    from quote_request r
    join app_user client on client.id = r.user_id
    join state on state.id = r.state_id
    left join employer on employer.id = r.employer_id
    left join quote q on q.quote_request_id = r.id
    left join app_user engineer on engineer.id = q.support_user_id
    where ${where}
    order by r.id desc
    limit 1`.execute(db);
  const view = rows[0]?.view;
  if (!view) return undefined;
  return {
    request: {
      ...view.request,
      turn_around_at: new Date(view.request.turn_around_at),
      created_at: new Date(view.request.created_at),
      updated_at: new Date(view.request.updated_at),
    } satisfies QuoteRequestRow,
    client: view.client,
    stateTitle: view.state_title,
    employer: view.employer,
    catalogueVersion: view.catalogue_version,
    components: view.components,
    changes: view.changes.map((c) => ({ change_date: new Date(c.change_date), changes: c.changes })),
    workEmailConfirmed: view.work_email_confirmed,
    quote: view.quote === null ? undefined : quoteFromJson(view.quote),
    quoteLines: view.quote_lines,
    payments: view.payments.map((p) => ({
      ...p,
      created_at: new Date(p.created_at),
      settled_at: p.settled_at === null ? null : new Date(p.settled_at),
    })),
    engineer: view.engineer ?? undefined,
    engineerRating: view.engineer_rating === null ? null : Math.round(Number(view.engineer_rating) * 2) / 2,
    openCheck: view.open_check,
    auditTrail: view.audit_trail.map((a) => ({ ...a, created_at: new Date(a.created_at) })),
    paymentLink: view.payment_link,
  };
}
export type QuoteView = NonNullable<Awaited<ReturnType<typeof readQuoteView>>>;
