import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';

export interface UnpaidInstalment {
  quote_id: number;
  number: number;
  due_on: string;
  /** What is left to pay of this instalment (kobo). */
  owing: number;
  /** The loan's arrears today: instalments due by today not paid (kobo). */
  arrears: number;
  customer_id: number;
}

/**
 * Unpaid instalments of running loans (not written off) due from `from` to `to`: the reminders' candidates, read by
 * the instalments' due_on index, so a pass costs the instalments in that window, not the whole book.
 */
export async function unpaidInstalmentsDueBetween(
  db: DbOrTx,
  from: string,
  to: string,
  today: string,
): Promise<UnpaidInstalment[]> {
  const result = await sql<UnpaidInstalment>`
    select i.quote_id, i.number, i.due_on, least(i.amount, i.cum_amount - lb.cum_paid) as owing, lb.customer_id,
      greatest(0, (select max(d.cum_amount) from loan_book_instalment d
        where d.quote_id = i.quote_id and d.due_on <= ${today}::date) - lb.cum_paid)::bigint as arrears
    from loan_book_instalment i
    join loan_book lb on lb.quote_id = i.quote_id
    where i.due_on between ${from}::date and ${to}::date and i.cum_amount > lb.cum_paid
      and lb.written_off_on is null and lb.outstanding > 0
    order by i.due_on, i.quote_id, i.number`.execute(db);
  return result.rows;
}

export interface OverdueForAgent {
  quote_id: number;
  first_unpaid_due: string;
  agent_id: number;
  customer_name: string;
  reference_no: string;
  arrears: number;
}

/** Loans with a referring agent whose oldest unpaid instalment fell due from `from` to `to`. */
export async function agentLoansFirstUnpaidBetween(
  db: DbOrTx,
  from: string,
  to: string,
  today: string,
): Promise<OverdueForAgent[]> {
  const result = await sql<OverdueForAgent>`
    select lb.quote_id, lb.first_unpaid_due, lb.agent_id, qr.reference_no,
      trim(cu.firstname || ' ' || cu.lastname) as customer_name,
      greatest(0, (select max(d.cum_amount) from loan_book_instalment d
        where d.quote_id = lb.quote_id and d.due_on <= ${today}::date) - lb.cum_paid)::bigint as arrears
    from loan_book lb
    join quote_request qr on qr.id = lb.quote_request_id
    join app_user cu on cu.id = lb.customer_id
    where lb.first_unpaid_due between ${from}::date and ${to}::date and lb.agent_id is not null
      and lb.written_off_on is null and lb.outstanding > 0
    order by lb.first_unpaid_due, lb.quote_id`.execute(db);
  return result.rows;
}

/** Of `keys` (one event), those already claimed: a pass claims only the rest. */
export async function alreadySent(db: DbOrTx, event: string, keys: string[]): Promise<Set<string>> {
  const sent = new Set<string>();
  for (let at = 0; at < keys.length; at += 1000) {
    const rows = await db
      .selectFrom('reminder_sent')
      .select('subject_key')
      .where('event', '=', event)
      .where('subject_key', 'in', keys.slice(at, at + 1000))
      .execute();
    for (const row of rows) sent.add(row.subject_key);
  }
  return sent;
}
