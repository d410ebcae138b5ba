import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';

/** What the worklist filters on (days overdue counted from `today`, a Lagos date). */
export interface WorklistFilter {
  today: string;
  minDays?: number | undefined;
  maxDays?: number | undefined;
  search?: string | undefined;
  promise?: 'open' | 'kept' | 'broken' | undefined;
  offset: number;
  limit: number;
}

export interface WorklistRow {
  quote_id: number;
  quote_request_id: number;
  reference_no: string;
  customer_id: number;
  customer_first: string;
  customer_last: string;
  phone_number: string;
  days_overdue: number;
  arrears: number;
  outstanding: number;
  agent_id: number | null;
  agent_first: string | null;
  agent_last: string | null;
  last_at: Date | null;
  last_channel: 'call' | 'visit' | 'sms' | null;
  last_outcome: string | null;
  last_by: string | null;
  promise_date: string | null;
  promise_amount: number | null;
  promise_status: 'open' | 'kept' | 'broken' | null;
  total: number;
}

/** `%`, `_` and `\` in a search are letters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The day a contact was made, in Lagos (UTC+1 all year): a promise counts the payments from that day to its date.
 */
const contactDay = (column: string) => sql.raw(`((${column} at time zone 'UTC') + interval '1 hour')::date`);

/**
 * A promise's status as of `today`: kept when the loan received its amount (any payment when it has none) from the
 * day it was made to its date, the date included; broken when its date has passed without that; open until then.
 */
export const promiseStatusSql = (paid: string, amount: string, date: string, today: string) =>
  sql<'open' | 'kept' | 'broken'>`case when ${sql.raw(paid)} >= coalesce(${sql.raw(amount)}, 1) then 'kept'
    when ${sql.raw(date)} < ${today}::date then 'broken' else 'open' end`;

/** A loan's latest promise (`lp`) with what the loan received from the day it was made to its date (`lp.paid`). */
const latestPromise = (loan: string) => sql`left join lateral (
    select p.promise_date, p.promise_amount,
      (select coalesce(sum(e.amount), 0) from loan_book_entry e
        where e.quote_id = p.quote_id and e.paid_on between ${contactDay('p.created_at')} and p.promise_date) as paid
    from collection_contact p
    where p.quote_id = ${sql.raw(loan)} and p.promise_date is not null order by p.id desc limit 1
  ) lp on true`;

/** The page of overdue loans (ids in order, and the total): the filters, without the per-loan lookups. */
function overduePage(f: WorklistFilter) {
  const today = f.today;
  return sql`
    select lb.quote_id, lb.first_unpaid_due, count(*) over () as total
    from loan_book lb
    ${f.search ? sql`join quote_request qr on qr.id = lb.quote_request_id join app_user cu on cu.id = lb.customer_id` : sql``}
    ${f.promise ? latestPromise('lb.quote_id') : sql``}
    where lb.written_off_on is null and lb.outstanding > 0 and lb.first_unpaid_due < ${today}::date
      ${f.minDays !== undefined ? sql`and lb.first_unpaid_due <= ${today}::date - ${f.minDays}::int` : sql``}
      ${f.maxDays !== undefined ? sql`and lb.first_unpaid_due >= ${today}::date - ${f.maxDays}::int` : sql``}
      ${
        f.search
          ? sql`and (trim(cu.firstname || ' ' || cu.lastname) ilike ${likePattern(f.search)}
              or cu.phone_number ilike ${likePattern(f.search)} or cu.email ilike ${likePattern(f.search)}
              or qr.reference_no ilike ${likePattern(f.search)})`
          : sql``
      }
      ${
        f.promise
          ? sql`and lp.promise_date is not null
              and ${promiseStatusSql('lp.paid', 'lp.promise_amount', 'lp.promise_date', today)} = ${f.promise}`
          : sql``
      }
    order by lb.first_unpaid_due, lb.quote_id
    limit ${f.limit} offset ${f.offset}`;
}

/**
 * Overdue loans of the loan book as of `today` (not written off, an instalment unpaid past its date), most days
 * overdue first, one page with the total. Each with its arrears (instalments due by today not paid), the referring
 * agent, the latest contact and the latest promise with its status: looked up for the page's loans only, so a
 * page costs its 20 loans' lookups whatever the size of the book (the filter reads loan_book by first_unpaid_due).
 */
export async function findWorklist(db: DbOrTx, f: WorklistFilter): Promise<WorklistRow[]> {
  const today = f.today;
  const result = await sql<WorklistRow>`
    with page as (${overduePage(f)})
    select lb.quote_id, lb.quote_request_id, qr.reference_no, lb.customer_id,
      cu.firstname as customer_first, cu.lastname as customer_last, cu.phone_number,
      (${today}::date - lb.first_unpaid_due) as days_overdue,
      greatest(0, coalesce(due.cum_amount, 0) - lb.cum_paid)::bigint as arrears,
      lb.outstanding, lb.agent_id, ag.firstname as agent_first, ag.lastname as agent_last,
      lc.created_at as last_at, lc.channel as last_channel, lc.outcome as last_outcome, lc.by_name as last_by,
      lp.promise_date, lp.promise_amount,
      case when lp.promise_date is null then null
        else ${promiseStatusSql('lp.paid', 'lp.promise_amount', 'lp.promise_date', today)} end as promise_status,
      page.total
    from page
    join loan_book lb on lb.quote_id = page.quote_id
    join quote_request qr on qr.id = lb.quote_request_id
    join app_user cu on cu.id = lb.customer_id
    left join app_user ag on ag.id = lb.agent_id
    left join lateral (
      select max(i.cum_amount) as cum_amount from loan_book_instalment i
      where i.quote_id = lb.quote_id and i.due_on <= ${today}::date
    ) due on true
    left join lateral (
      select c.created_at, c.channel, c.outcome, trim(u.firstname || ' ' || u.lastname) as by_name
      from collection_contact c join app_user u on u.id = c.by_user_id
      where c.quote_id = lb.quote_id order by c.id desc limit 1
    ) lc on true
    ${latestPromise('lb.quote_id')}
    order by page.first_unpaid_due, page.quote_id`.execute(db);
  return result.rows;
}
