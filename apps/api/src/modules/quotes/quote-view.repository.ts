import type { KycStatus } from '@imole/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db, DbOrTx } from '../../db/database.ts';
import { PREPARED } from '../../db/prepared-statements.ts';
import type { QuoteRequestRow } from '../../db/tables/quote-request.table.ts';
import type { QuoteLineRow, QuoteRow } from '../../db/tables/quote.table.ts';

/** Which request a quote view reads: any one by id (staff), or a customer's own (their current one without an id). */
export type QuoteViewTarget = { id: number } | { ownerId: number; id?: number | undefined };

export interface QuoteViewOptions {
  workEmailConfirmedSince: Date;
  withAuditTrail: boolean;
  /** Staff only: the checkout link of the newest payment still payable, made after `since`, as of `now`. */
  paymentLink?: { now: Date; since: Date } | undefined;
}

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** The one JSON column the statement answers: every part as JSON or a scalar, so no migration changes its type. */
interface ViewJson {
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
  /** The area (LGA) the request's `city` names; null only for an id the lookups do not hold. */
  lga_title: string | null;
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
    /** Who paid when it was not the customer: their partner bank, or their sales agent; null otherwise. */
    payer_bank_name: string | null;
    payer_name: string | null;
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
  /** The newest rejection of the request's offer (audit `quote.rejected`): staff's reason and when (docs/staff.md). */
  rejection: { reason: string | null; created_at: string } | null;
  /** The request's support owner: the staff member who priced it (quote.priced_by_user_id), while active. */
  support_owner: { firstname: string; lastname: string; phone_number: string; image: string | null } | null;
  /** Where the request's identity verification stands (KycStatus); null before any details are given. */
  kyc_status: string | null;
  /** The request's bank application (issue 22; docs/banks.md) with its bank, or null for an ordinary request. */
  bank_application: {
    id: number;
    name: string;
    logo: string | null;
    status: 'open' | 'approved' | 'declined' | 'switched';
    decision_reason: string | null;
    decided_at: string | null;
    undertaking_uploaded_at: string | null;
  } | null;
  stamp: string;
}

/**
 * Everything the quote view (GetQuoteRequest, customer and staff) shows, in one statement: the request with its
 * customer, state, employer, component lines, change log (quote_request_change, newest first) and work e-mail
 * confirmation; its quote with the quote's lines, settled payments, engineer and the engineer's average rating; the
 * open maintenance check of a confirmed installation; the audit trail and the pending payment's checkout link when
 * asked; and the catalogue version, so the package and the settings come from the catalogue cache. It runs as a prepared statement (planning it costs more than running it); every column is JSON or
 * a scalar, so no migration can change its row type. Each part reads what its own repository function reads
 * (listComponentLines, codeConfirmedSince, listQuoteLines, listPayments, engineerRatings, auditTrail,
 * the open maintenance check of modules/monitoring, the identity verification's status of modules/identity): a change
 * to one of those belongs here too.
 */
export async function readQuoteView(db: DbOrTx, target: QuoteViewTarget, options: QuoteViewOptions) {
  const { rows } = await sql<{ view: ViewJson }>`${sql.raw(PREPARED)}
    select ${viewObject(options)} as view
    from quote_request r
    join app_user client on client.id = r.user_id
    join state on state.id = r.state_id
    left join employer on employer.id = r.employer_id
    left join quote q on q.quote_request_id = r.id
    left join app_user engineer on engineer.id = q.support_user_id
    where ${viewWhere(target)}
    order by r.id desc
    limit 1`.execute(db);
  const view = rows[0]?.view;
  return view ? fromJson(view) : undefined;
}
export type QuoteView = NonNullable<Awaited<ReturnType<typeof readQuoteView>>>;

/**
 * Which request a target names, and its view's stamp: what readQuoteView would read, in one small statement (two
 * index lookups). The stamp moves with every write to a row the view reads (migration 20261126040000's triggers)
 * and with the catalogue version; a view kept under the same stamp is the view the database would give now, but for
 * the passing of time (docs/performance.md "The quote view").
 */
export async function readQuoteViewStamp(db: DbOrTx, target: QuoteViewTarget) {
  const { rows } = await sql<{ id: number; stamp: string }>`${sql.raw(PREPARED)}
    select r.id, ${stampOf()} as stamp
    from quote_request r
    where ${viewWhere(target)}
    order by r.id desc
    limit 1`.execute(db);
  return rows[0];
}

function stampOf(): RawBuilder<string> {
  return sql`(select count(*) || '.' || coalesce(max(c.id), 0) from quote_view_change c
      where c.quote_request_id in (r.id, 0)) || '.' || (select version from catalogue_version where id = 1)`;
}

function viewWhere(target: QuoteViewTarget): RawBuilder<unknown> {
  if (!('ownerId' in target)) return sql`r.id = ${target.id}`;
  return target.id === undefined
    ? // The current request: the newest open one, or a rejected one (its Rejected panel) until a newer one is made.
      sql`r.user_id = ${target.ownerId} and (r.status < 5 or exists (select 1 from quote rq
        where rq.quote_request_id = r.id and rq.quote_status = 8))`
    : sql`r.user_id = ${target.ownerId} and r.id = ${target.id}`;
}

/** The request's own parts: its customer, state, employer, component lines, change log and work e-mail check. */
function requestParts(options: QuoteViewOptions): RawBuilder<unknown> {
  return sql`'request', to_json(r),
      'client', json_build_object('firstname', client.firstname, 'lastname', client.lastname, 'email', client.email,
        'phone_number', client.phone_number, 'image', client.image, 'is_to_perform_survey', client.is_to_perform_survey),
      'state_title', state.title,
      'lga_title', (select lga.title from lga where lga.id = r.lga_id),
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
        where v.purpose = 'company-email' and lower(v.address) = lower(r.work_email) and v.user_id in (r.user_id, r.created_by_user_id)
          and v.consumed_at > ${options.workEmailConfirmedSince} and v.attempts < 5))`;
}

/**
 * The quote's parts: its lines (in the catalogue's order of categories, not the order staff added them: issue 19),
 * settled payments, engineer with their rating, and the open maintenance check.
 */
function quoteParts(): RawBuilder<unknown> {
  return sql`'quote', case when q.id is null then null else to_json(q) end,
      'quote_lines', (select coalesce(json_agg(to_json(l) order by cc.sort_order nulls last, l.name, l.id), '[]')
        from quote_line l
        left join component lc on lc.id = l.component_id
        left join component_category cc on cc.id = lc.category_id
        where l.quote_id = q.id),
      'payments', (select coalesce(json_agg(json_build_object('status', p.status, 'purpose', p.purpose,
          'paid_kobo', p.paid_kobo, 'expected_kobo', p.expected_kobo, 'created_at', p.created_at,
          'settled_at', p.settled_at,
          'payer_bank_name', (select fi.name from financial_institution fi where fi.id = p.payer_financial_institution_id),
          'payer_name', (select u.firstname || ' ' || u.lastname from app_user u where u.id = p.paid_by_user_id))
          order by p.id desc), '[]')
        from payment p where p.quote_id = q.id and p.status in ('success', 'failed', 'conflict')),
      'engineer', case when engineer.id is null then null else json_build_object('id', engineer.id,
        'firstname', engineer.firstname, 'lastname', engineer.lastname, 'phone_number', engineer.phone_number,
        'image', engineer.image) end,
      'engineer_rating', (select avg(rq.rating) from quote rq
        where rq.support_user_id = engineer.id and rq.rating is not null),
      'open_check', (select json_build_object('id', s.id, 'schedule_code', s.schedule_code, 'due_date', s.due_date)
        from monitoring_schedule s
        where s.quote_id = q.id and q.installation_status = 4 and s.closed_at is null limit 1)`;
}

function viewObject(options: QuoteViewOptions): RawBuilder<unknown> {
  return sql`json_build_object(
      ${requestParts(options)},
      ${quoteParts()},
      'audit_trail', ${auditTrail(options.withAuditTrail)},
      'payment_link', ${paymentLink(options.paymentLink)},
      'kyc_status', (select k.status from kyc_verification k where k.quote_request_id = r.id),
      'bank_application', ${bankApplication()},
      'rejection', ${rejection()},
      'support_owner', (select json_build_object('firstname', o.firstname, 'lastname', o.lastname,
          'phone_number', o.phone_number, 'image', o.image)
        from app_user o where o.id = q.priced_by_user_id and o.is_active),
      'stamp', ${stampOf()}
    )`;
}

/** The newest `quote.rejected` audit entry of a rejected request (quoteStatus 8): the reason staff gave, and when. */
function rejection(): RawBuilder<unknown> {
  return sql`(select json_build_object('reason', a.after->>'reason', 'created_at', a.created_at)
        from audit_log a where a.quote_request_id = r.id and a.action = 'quote.rejected' and q.quote_status = 8
        order by a.id desc limit 1)`;
}

/** The request's bank application and its bank (kept after a switch to an ordinary plan, as history). */
function bankApplication(): RawBuilder<unknown> {
  return sql`(select json_build_object('id', fi.id, 'name', fi.name, 'logo', fi.logo, 'status', a.status,
        'decision_reason', a.decision_reason, 'decided_at', a.decided_at,
        'undertaking_uploaded_at', a.undertaking_uploaded_at)
      from financial_institution_application a join financial_institution fi on fi.id = a.financial_institution_id
      where a.quote_request_id = r.id)`;
}

function auditTrail(wanted: boolean): RawBuilder<unknown> {
  if (!wanted) return sql`'[]'::json`;
  return sql`(select coalesce(json_agg(json_build_object('action', a.action, 'before', a.before, 'after', a.after,
          'created_at', a.created_at, 'firstname', u.firstname, 'lastname', u.lastname) order by a.id), '[]')
        from audit_log a left join app_user u on u.id = a.actor_user_id where a.quote_request_id = r.id)`;
}

/**
 * A pending payment's link, unless it is past its time or, for a first payment, the quote no longer waits for one:
 * a sent offer not yet expired (request status 2), or pay on delivery not yet paid (3 or 4), as the payments
 * module's awaitingFirstPayment (payable.ts) says.
 */
function paymentLink(wanted: QuoteViewOptions['paymentLink']): RawBuilder<unknown> {
  if (!wanted) return sql`null`;
  return sql`(select p.authorization_url from payment p
        where p.quote_id = q.id and p.status = 'pending' and p.settled_at is null and p.authorization_url is not null
          and p.created_at > ${wanted.since}
          and (p.purpose not in ('equity', 'outright')
            or (r.status = 2 and q.quote_status = 1
              and (q.expires_at is null or q.expires_at > ${wanted.now}))
            or (r.status in (3, 4) and q.pay_on_delivery))
        order by p.id desc limit 1)`;
}

/** The view as the services read it: timestamps turned back into Dates, the rating to the nearest half star. */
function fromJson(view: ViewJson) {
  return {
    request: {
      ...view.request,
      turn_around_at: new Date(view.request.turn_around_at),
      created_at: new Date(view.request.created_at),
      updated_at: new Date(view.request.updated_at),
      location_captured_at:
        view.request.location_captured_at === null ? null : new Date(view.request.location_captured_at),
    } satisfies QuoteRequestRow,
    client: view.client,
    stateTitle: view.state_title,
    lgaTitle: view.lga_title,
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
    rejection: view.rejection ? { reason: view.rejection.reason, at: new Date(view.rejection.created_at) } : null,
    supportOwner: view.support_owner,
    kycStatus: (view.kyc_status ?? 'none') as KycStatus,
    bankApplication: view.bank_application,
    stamp: view.stamp,
  };
}

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

/** Deletes the quote views' change rows made before `before` (their stamps move: kept views are read again once). */
export async function pruneQuoteViewChanges(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('quote_view_change').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
