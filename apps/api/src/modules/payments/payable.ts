/**
 * Who may pay on a quote, and what a payment of each purpose must be. Shared by every way money arrives: a checkout,
 * a saved card, and staff recording money received by hand.
 */
import { AppError, formatKoboAsNaira, kobo, nairaToKobo, UserRole, type Kobo } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { DbOrTx, Transaction } from '../../db/database.ts';
import type { PaymentPurpose } from '../../db/tables/payment.table.ts';
import { QuoteStatus, type QuoteRow } from '../../db/tables/quote.table.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { authErrors } from '../auth/index.ts';
import { loadSettings } from '../settings/index.ts';
import { loanOf } from './loan.ts';
import { creditedFirstPayments, financingBankOf } from './payment.repository.ts';
import { findQuoteWithRequest, lockQuote as lockQuoteRow, quotePlan, referrerOf } from '../quotes/index.ts';
import * as quotes from '../quotes/index.ts';

export const paymentMessages = {
  belowNext: 'Amount can not be less than your next repayment amount',
  notFound: 'Quote not found.',
  credited: 'Payment successful',
  wholeNaira: 'Enter the amount in whole naira, without kobo.',
  paidOutright: 'This system is paid in full: there is no loan to repay.',
} as const;

/**
 * The quote of a request the user may pay on: their own (a customer), their referred customer's (a sales agent), or
 * any (support and admin, but not engineers: they act only on their installations, never on payments).
 */
export async function quoteFor(deps: AppDeps, user: AppUserRow, quoteId: number) {
  if (user.is_engineer) throw new AppError('FORBIDDEN', authErrors.notForEngineers);
  const row = await findQuoteWithRequest(deps.db, quoteId);
  if (!row) throw new AppError('NOT_FOUND', paymentMessages.notFound);
  if (user.user_role === UserRole.Customer && row.customer_id !== user.id)
    throw new AppError('NOT_FOUND', paymentMessages.notFound);
  if (user.user_role === UserRole.SalesAgent) {
    const customer = await referrerOf(deps.db, row.customer_id);
    if (customer?.referred_by_user_id !== user.id) throw new AppError('NOT_FOUND', paymentMessages.notFound);
  }
  const { customer_id, request_status, ...quote } = row;
  return { quote: quote as QuoteRow, customerId: customer_id, requestStatus: request_status };
}

/** The quote and its request's status, the quote row locked until the transaction ends (as crediting locks it). */
export async function lockQuote(trx: Transaction, quoteId: number) {
  const quote = await lockQuoteRow(trx, quoteId);
  if (!quote) throw new AppError('NOT_FOUND', paymentMessages.notFound);
  return { quote, requestStatus: await quotes.requestStatusOf(trx, quote.quote_request_id) };
}

export const isExpired = (quote: QuoteRow, now: Date) =>
  quote.quote_status === QuoteStatus.Expired ||
  (quote.expires_at !== null && quote.expires_at.getTime() < now.getTime());

/**
 * The plan of a quote that waits for its first payment (the down payment, or the full price outright), whoever
 * records it (a card payment or staff): a sent offer at request status 2 that has not expired, or a request set to
 * pay on delivery with nothing paid yet — at status 3, or 4 once an engineer is assigned (paying on delivery means
 * paying when the engineer installs) — which may pay at any time at the prices agreed.
 */
export async function awaitingFirstPayment(deps: AppDeps, dbOrTx: DbOrTx, quote: QuoteRow, requestStatus: number) {
  const onDelivery = (requestStatus === 3 || requestStatus === 4) && quote.pay_on_delivery;
  const offered =
    requestStatus === 2 && (quote.quote_status === QuoteStatus.Sent || quote.quote_status === QuoteStatus.Expired);
  if (!onDelivery && !offered) throw new AppError('CONFLICT', 'This quote is not waiting for a payment.');
  // A partner bank finances the request: it pays the price when it approves (docs/banks.md "The money").
  const bank = await financingBankOf(dbOrTx, quote.quote_request_id);
  if (bank)
    throw new AppError(
      'CONFLICT',
      `${bank} finances this request, so there is nothing for you to pay Imole: ${bank} pays for your system once it approves your application. If ${bank} declines, you can switch to an ordinary plan and pay then.`,
    );
  if (offered && isExpired(quote, deps.clock.now()))
    throw new AppError('CONFLICT', 'This offer has expired. Update the quote to get current prices.');
  return quotePlan(dbOrTx, quote, await loadSettings(dbOrTx));
}

async function creditedFirstKobo(db: DbOrTx, quoteId: number): Promise<number> {
  return (await creditedFirstPayments(db, quoteId)).reduce((sum, p) => sum + (p.paid_kobo ?? 0), 0);
}

/** What a payment of a purpose must be, in kobo. */
export async function expectedAmount(
  deps: AppDeps,
  quote: QuoteRow,
  requestStatus: number,
  purpose: PaymentPurpose,
  requestedNaira: number | undefined,
): Promise<Kobo> {
  if (purpose === 'equity' || purpose === 'outright') {
    const plan = await awaitingFirstPayment(deps, deps.db, quote, requestStatus);
    // What is still owed: money already received on this quote (a checkout paid before the plan or the price
    // changed) counts towards it (first-payment.ts).
    const received = await creditedFirstKobo(deps.db, quote.id);
    return kobo(Math.max(0, (purpose === 'equity' ? plan.equity : plan.total) - received));
  }
  const settings = await loadSettings(deps.db);
  const loan = await loanOf(deps.db, quote, settings, deps.clock.now());
  if (!loan && quote.is_outright) throw new AppError('CONFLICT', paymentMessages.paidOutright);
  if (!loan) throw new AppError('CONFLICT', 'Repayments start after you confirm the installation.');
  const { statement } = loan;
  if (statement.closedOn !== null || statement.payoff === 0)
    throw new AppError('CONFLICT', 'This loan is fully repaid.');
  if (purpose === 'payoff') return statement.payoff;
  // Every figure of the loan is whole naira (docs/finance.md), so the next repayment needs no rounding here.
  const next = statement.next ? statement.next.amount : kobo(0);
  if (requestedNaira === undefined) return next;
  const requested = nairaToKobo(requestedNaira);
  if (requested < next || requested <= 0) throw new AppError('VALIDATION_FAILED', paymentMessages.belowNext);
  if (requested % 100 !== 0) throw new AppError('VALIDATION_FAILED', paymentMessages.wholeNaira);
  if (requested > statement.payoff)
    throw new AppError(
      'VALIDATION_FAILED',
      `That is more than you owe: ${formatKoboAsNaira(statement.payoff)} clears your loan today. Use "Pay off" to settle it.`,
    );
  return requested;
}
