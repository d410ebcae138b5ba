/** What support and admin record about payments: money received by hand, and an agreement to pay on delivery. */
import { AppError, firstPaymentAmountsMessage, firstPaymentPurposeOf, kobo, newPaymentReference } from '@imole/domain';
import type { PaymentProvider } from '../../adapters/payments/payments.ts';
import type { AppDeps } from '../../context.ts';
import type { Transaction } from '../../db/database.ts';
import { QuoteStatus, type QuoteRow } from '../../db/tables/quote.table.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { audit } from '../audit/index.ts';
import { afterCredit, settle } from './credit.ts';
import { awaitingFirstPayment, isExpired, lockQuote, quoteFor } from './payable.ts';
import { markPayOnDelivery } from '../quotes/index.ts';
import * as repo from './payment.repository.ts';

/**
 * Money received outside the card flow (a transfer, cash at the office), recorded by staff. It is accepted when a
 * card payment would be (the same states and expiry rule), for exactly the plan's down payment or the full price,
 * and credited by the same code. The quote stays locked from the check to the credit, so the same money recorded
 * twice at once counts once.
 */
export async function recordManualPayment(
  deps: AppDeps,
  provider: PaymentProvider,
  staff: AppUserRow,
  quoteId: number,
  amountNaira: number,
) {
  const { customerId } = await quoteFor(deps, staff, quoteId);
  const received = Math.round(amountNaira * 100);
  if (!(received > 0)) throw new AppError('VALIDATION_FAILED', 'Enter the amount received.');
  const outcome = await deps.events.transaction(async (trx) => {
    const { quote, requestStatus } = await lockQuote(trx, quoteId);
    const plan = await awaitingFirstPayment(deps, trx, quote, requestStatus);
    const purpose = Number.isSafeInteger(received) ? firstPaymentPurposeOf(kobo(received), plan) : null;
    if (!purpose) throw new AppError('VALIDATION_FAILED', firstPaymentAmountsMessage(plan));
    const payment = await repo.insertPayment(trx, {
      reference: newPaymentReference(),
      quoteId: quote.id,
      userId: customerId,
      purpose,
      provider: 'manual',
      expectedKobo: received,
      recordedBy: staff.id,
    });
    return settle(
      deps,
      provider,
      trx,
      payment,
      { status: 'success', amountKobo: received, currency: payment.currency, channel: 'manual' },
      { actor: staff },
    );
  });
  await afterCredit(deps, provider, outcome);
  return outcome;
}

/**
 * Staff agree that the customer pays when the system is delivered (support and admin only): the request moves to
 * status 3 and the quote to "payment received", as a down payment would move them (issue 7 "Effects"), and
 * payOnDelivery says no money has come yet. Only a sent offer still waiting for its first payment, not expired.
 */
export async function setPayOnDelivery(deps: AppDeps, staff: AppUserRow, quoteId: number): Promise<void> {
  await quoteFor(deps, staff, quoteId);
  await deps.db.transaction().execute(async (trx) => {
    const { quote, requestStatus } = await lockQuote(trx, quoteId);
    await refuseForBank(trx, quote.quote_request_id);
    refusePayOnDelivery(quote, requestStatus, deps.clock.now());
    await markPayOnDelivery(trx, { id: quote.id, quoteRequestId: quote.quote_request_id }, deps.clock.now());
    await audit(trx, {
      actorUserId: staff.id,
      action: 'payment.pay-on-delivery',
      entity: 'quote',
      entityId: quote.id,
      quoteRequestId: quote.quote_request_id,
      before: { quoteRequestStatus: requestStatus, quoteStatus: quote.quote_status, payOnDelivery: false },
      after: { quoteRequestStatus: 3, quoteStatus: QuoteStatus.PaymentReceived, payOnDelivery: true },
    });
  });
}

/**
 * A partner bank finances the request: the bank pays the price once it approves (docs/banks.md "The money"), so the
 * customer is never let off with pay on delivery; a declined customer switches to an ordinary plan first.
 */
async function refuseForBank(trx: Transaction, quoteRequestId: number): Promise<void> {
  const bank = await repo.financingBankOf(trx, quoteRequestId);
  if (bank)
    throw new AppError(
      'CONFLICT',
      `${bank} finances this request, so it cannot be paid on delivery: ${bank} pays the price once it approves the application. If ${bank} declines, the customer can switch to an ordinary plan first, and pay on delivery can be set then.`,
    );
}

/** Why a quote cannot be set to pay on delivery, if it cannot. */
function refusePayOnDelivery(quote: QuoteRow, requestStatus: number, now: Date): void {
  if (quote.pay_on_delivery && requestStatus >= 3)
    throw new AppError('CONFLICT', 'This request is already set to pay on delivery.');
  if (requestStatus === 5 || quote.quote_status === QuoteStatus.Rejected)
    throw new AppError('CONFLICT', 'This request is closed; there is nothing to pay on delivery.');
  if (requestStatus < 2 || quote.quote_status === QuoteStatus.Draft)
    throw new AppError(
      'CONFLICT',
      'This quote has not been sent to the customer yet. Confirm the pricing first, then set pay on delivery.',
    );
  if (requestStatus > 2 || quote.quote_status === QuoteStatus.PaymentReceived)
    throw new AppError('CONFLICT', 'The customer has already paid on this quote; pay on delivery no longer applies.');
  if (isExpired(quote, now))
    throw new AppError(
      'CONFLICT',
      'This offer has expired. The customer must update the quote to current prices before it can be paid on delivery.',
    );
}
