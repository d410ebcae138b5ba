import { AppError, lagosDate } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { audit } from '../audit/index.ts';
import { loanOf } from '../payments/index.ts';
import { writeOffLoan } from '../portfolio/index.ts';
import { findQuoteWithRequest } from '../quotes/index.ts';
import { loadSettings } from '../settings/index.ts';
import { addDays } from './days.ts';
import { findBookLoan, insertContact, listContacts, type ContactRow } from './contact.repository.ts';
import { findWorklist, type WorklistRow } from './worklist.repository.ts';

/** How far ahead a promise to pay may be dated (issue 23 contract). */
export const PROMISE_MAX_DAYS = 60;

export interface WorklistQuery {
  minDays?: number | undefined;
  maxDays?: number | undefined;
  search?: string | undefined;
  promise?: 'open' | 'kept' | 'broken' | undefined;
  page: number;
  pageSize: number;
}

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** What the customer's own statement says today (payments' loanOf): the figures a collector quotes to them. */
interface Owing {
  arrears: number;
  payoff: number;
  outstanding: number;
}

function toWorklistItem(row: WorklistRow, owing: Owing) {
  return {
    quoteId: row.quote_id,
    quoteRequestId: row.quote_request_id,
    referenceNo: row.reference_no,
    customer: { id: row.customer_id, name: fullName(row.customer_first, row.customer_last), phone: row.phone_number },
    daysOverdue: row.days_overdue,
    ...owing,
    agent: row.agent_id === null ? null : { id: row.agent_id, name: fullName(row.agent_first, row.agent_last) },
    lastContact:
      row.last_at === null
        ? null
        : { at: row.last_at.toISOString(), channel: row.last_channel!, outcome: row.last_outcome!, by: row.last_by! },
    promise:
      row.promise_date === null
        ? null
        : { date: row.promise_date, amount: row.promise_amount, status: row.promise_status! },
  };
}

/**
 * Each page loan's arrears, payoff and principal from its statement (payments' loanOf), the same figures the
 * customer's /payment page and the agent's pages show ("Overdue now", "Pay off today", "Loan balance"): the loan
 * book's instalment sums leave out the interest of late principal. One statement per loan of the page (20 at most).
 */
async function owingOf(deps: AppDeps, rows: WorklistRow[]): Promise<Owing[]> {
  const settings = await loadSettings(deps.db);
  const now = deps.clock.now();
  return Promise.all(
    rows.map(async (row) => {
      const quote = await findQuoteWithRequest(deps.db, row.quote_id);
      const s = quote ? (await loanOf(deps.db, quote, settings, now))?.statement : undefined;
      return s
        ? { arrears: s.arrears, payoff: s.payoff, outstanding: s.loanBalance }
        : { arrears: row.arrears, payoff: row.outstanding, outstanding: row.outstanding };
    }),
  );
}

/** Overdue loans today, most days overdue first, one page (docs/portfolio.md "Collections and reminders"). */
export async function getWorklist(deps: AppDeps, query: WorklistQuery) {
  if (query.minDays !== undefined && query.maxDays !== undefined && query.minDays > query.maxDays) {
    throw new AppError('BAD_REQUEST', 'minDays is more than maxDays: give a range from the smaller to the larger.');
  }
  const rows = await findWorklist(deps.db, {
    today: lagosDate(deps.clock.now()),
    minDays: query.minDays,
    maxDays: query.maxDays,
    search: query.search?.trim() || undefined,
    promise: query.promise,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const totalCount = rows[0]?.total ?? 0;
  const owing = await owingOf(deps, rows);
  return {
    data: rows.map((row, i) => toWorklistItem(row, owing[i]!)),
    pageIndex: query.page,
    pageSize: query.pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / query.pageSize),
  };
}

export function toContact(row: ContactRow) {
  return {
    id: row.id,
    quoteId: row.quote_id,
    channel: row.channel,
    outcome: row.outcome,
    promiseDate: row.promise_date,
    promiseAmount: row.promise_amount,
    promiseStatus: row.promise_status,
    by: { id: row.by_user_id, name: row.by_name },
    at: row.created_at.toISOString(),
  };
}

export interface ContactInput {
  quoteId: number;
  channel: 'call' | 'visit' | 'sms';
  outcome: string;
  promiseDate?: string | undefined;
  promiseAmount?: number | undefined;
}

async function loanOrNotFound(deps: AppDeps, quoteId: number, today: string) {
  const loan = await findBookLoan(deps.db, quoteId, today);
  if (!loan) {
    throw new AppError('NOT_FOUND', `Quote ${quoteId} has no loan in the book: only installed, financed systems do.`);
  }
  return loan;
}

/** Records a contact with the customer of a loan (and their promise to pay, if any); audited. */
export async function logContact(deps: AppDeps, staff: AppUserRow, input: ContactInput) {
  const today = lagosDate(deps.clock.now());
  const outcome = input.outcome.trim();
  if (!outcome) throw new AppError('VALIDATION_FAILED', 'Write what came of the contact.');
  if (input.promiseAmount !== undefined && input.promiseDate === undefined) {
    throw new AppError('VALIDATION_FAILED', 'Give the date the customer promised to pay the amount by.');
  }
  const latest = addDays(today, PROMISE_MAX_DAYS);
  if (input.promiseDate !== undefined && (input.promiseDate < today || input.promiseDate > latest)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `A promise to pay is dated from today to ${PROMISE_MAX_DAYS} days ahead (${today} to ${latest}).`,
    );
  }
  const loan = await loanOrNotFound(deps, input.quoteId, today);
  const id = await deps.db.transaction().execute(async (trx) => {
    const contactId = await insertContact(trx, {
      quoteId: loan.quote_id,
      customerId: loan.customer_id,
      channel: input.channel,
      outcome,
      promiseDate: input.promiseDate ?? null,
      promiseAmount: input.promiseAmount ?? null,
      byUserId: staff.id,
      at: deps.clock.now(),
    });
    await audit(trx, {
      actorUserId: staff.id,
      action: 'collections.contact',
      entity: 'collection_contact',
      entityId: contactId,
      quoteRequestId: loan.quote_request_id,
      after: { channel: input.channel, outcome, promiseDate: input.promiseDate, promiseAmount: input.promiseAmount },
    });
    return contactId;
  });
  const [row] = await listContacts(deps.db, loan.quote_id, today, id);
  return toContact(row!);
}

/** A loan's contacts, newest first. */
export async function getContacts(deps: AppDeps, quoteId: number) {
  const today = lagosDate(deps.clock.now());
  const loan = await loanOrNotFound(deps, quoteId, today);
  return (await listContacts(deps.db, loan.quote_id, today)).map(toContact);
}

/** Writes off a loan at least 180 days overdue today (administrators; portfolio's writeOffLoan audits it). */
export async function writeOff(deps: AppDeps, admin: AppUserRow, input: { quoteId: number; reason: string }) {
  const reason = input.reason.trim();
  if (!reason) throw new AppError('VALIDATION_FAILED', 'Write why the loan is written off.');
  const on = lagosDate(deps.clock.now());
  return deps.db
    .transaction()
    .execute((trx) => writeOffLoan(trx, deps, { quoteId: input.quoteId, reason, by: admin.id, on }));
}
