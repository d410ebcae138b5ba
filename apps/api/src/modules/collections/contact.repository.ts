import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import { promiseStatusSql } from './worklist.repository.ts';

/** A loan of the loan book as collections needs it: whose, and how far behind as of `today`. */
export interface BookLoan {
  quote_id: number;
  quote_request_id: number;
  customer_id: number;
  outstanding: number;
  days_overdue: number;
  written_off_on: string | null;
}

export async function findBookLoan(db: DbOrTx, quoteId: number, today: string): Promise<BookLoan | undefined> {
  const result = await sql<BookLoan>`
    select quote_id, quote_request_id, customer_id, outstanding, written_off_on,
      greatest(0, ${today}::date - coalesce(first_unpaid_due, ${today}::date)) as days_overdue
    from loan_book where quote_id = ${quoteId}`.execute(db);
  return result.rows[0];
}

export interface NewContact {
  quoteId: number;
  customerId: number;
  channel: 'call' | 'visit' | 'sms';
  outcome: string;
  promiseDate: string | null;
  promiseAmount: number | null;
  byUserId: number;
  /** When it was logged, by the app's clock (a promise is kept or broken from this day). */
  at: Date;
}

export async function insertContact(db: DbOrTx, contact: NewContact): Promise<number> {
  const row = await db
    .insertInto('collection_contact')
    .values({
      quote_id: contact.quoteId,
      customer_id: contact.customerId,
      channel: contact.channel,
      outcome: contact.outcome,
      promise_date: contact.promiseDate,
      promise_amount: contact.promiseAmount,
      by_user_id: contact.byUserId,
      created_at: contact.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ContactRow {
  id: number;
  quote_id: number;
  channel: 'call' | 'visit' | 'sms';
  outcome: string;
  promise_date: string | null;
  promise_amount: number | null;
  promise_status: 'open' | 'kept' | 'broken' | null;
  by_user_id: number;
  by_name: string;
  created_at: Date;
}

/** A loan's contacts, newest first (or the one `id`), each promise with its status as of `today`. */
export async function listContacts(db: DbOrTx, quoteId: number, today: string, id?: number): Promise<ContactRow[]> {
  const result = await sql<ContactRow>`
    select c.id, c.quote_id, c.channel, c.outcome, c.promise_date, c.promise_amount, c.by_user_id, c.created_at,
      trim(u.firstname || ' ' || u.lastname) as by_name,
      case when c.promise_date is null then null
        else ${promiseStatusSql('paid.amount', 'c.promise_amount', 'c.promise_date', today)} end as promise_status
    from collection_contact c
    join app_user u on u.id = c.by_user_id
    left join lateral (
      select coalesce(sum(e.amount), 0) as amount from loan_book_entry e
      where e.quote_id = c.quote_id and c.promise_date is not null
        and e.paid_on between ((c.created_at at time zone 'UTC') + interval '1 hour')::date and c.promise_date
    ) paid on true
    where c.quote_id = ${quoteId} ${id !== undefined ? sql`and c.id = ${id}` : sql``}
    order by c.id desc`.execute(db);
  return result.rows;
}
