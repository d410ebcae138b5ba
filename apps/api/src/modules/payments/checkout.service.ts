/** Paying on the provider's checkout page: starting a payment, and the browser's Save call on the way back. */
import { AppError, koboToNaira, newPaymentReference, UserRole } from '@imole/domain';
import type { PaymentProvider } from '../../adapters/payments/payments.ts';
import type { AppDeps } from '../../context.ts';
import type { PaymentPurpose } from '../../db/tables/payment.table.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { credit, firstPaymentMessage, refuseUnpaid } from './credit.ts';
import { firstPaymentPosition } from './first-payment.ts';
import { expectedAmount, quoteFor } from './payable.ts';
import { lockQuoteId } from '../quotes/index.ts';
import { findUserById } from '../users/index.ts';
import * as repo from './payment.repository.ts';
import { returnOrigin } from './return-origin.ts';

export async function initializePayment(
  deps: AppDeps,
  provider: PaymentProvider,
  user: AppUserRow,
  input: { quoteId: number; purpose: PaymentPurpose; amount?: number | undefined; saveCard?: boolean | undefined },
  origin?: string,
) {
  const { quote, customerId, requestStatus } = await quoteFor(deps, user, input.quoteId);
  const expected = await expectedAmount(deps, quote, requestStatus, input.purpose, input.amount);
  if (expected <= 0) throw new AppError('CONFLICT', 'Nothing is due on this quote.');
  const customer = await findUserById(deps.db, customerId);
  if (!customer) throw new Error(`The customer ${customerId} of a payment does not exist`);
  const { email } = customer;
  const reference = newPaymentReference();
  const first = input.purpose === 'equity' || input.purpose === 'outright';
  await deps.events.transaction(async (trx) => {
    // One live checkout for a first payment: a new one voids those still open (two tabs, a page opened again), under
    // the quote's lock as crediting takes it. A voided one paid anyway is still credited (first-payment.ts).
    if (first) {
      await lockQuoteId(trx, quote.id);
      await repo.voidOpenCheckouts(trx, quote.id);
    }
    await repo.insertPayment(trx, {
      reference,
      quoteId: quote.id,
      userId: customerId,
      purpose: input.purpose,
      provider: provider.kind,
      expectedKobo: expected,
      // A sales agent paying for their referred customer is recorded as the payer (issue 20).
      paidBy: user.user_role === UserRole.SalesAgent ? user.id : null,
      // Only the customer's own payment may keep their card.
      saveCard: input.saveCard === true && user.id === customerId,
    });
  });
  // Back to the origin the payment was started from, when it is ours (return-origin.ts).
  const callbackUrl = `${returnOrigin(deps.config, origin)}${returnPath(user, customerId, input.purpose)}?quoteId=${quote.id}&purpose=${input.purpose}`;
  const started = await provider.initialize({ reference, amountKobo: expected, email, callbackUrl });
  await repo.keepCheckoutLink(deps.db, reference, started.authorizationUrl);
  return { reference, amount: koboToNaira(expected), provider: provider.kind, ...started };
}

/** Where the checkout sends the payer back: a sales agent to their customer's details, the customer to their page. */
function returnPath(user: AppUserRow, customerId: number, purpose: PaymentPurpose): string {
  if (user.user_role === UserRole.SalesAgent)
    return `/${user.is_coordinator ? 'coordinator-details' : 'sales-details'}/${customerId}`;
  return purpose === 'outright' ? '/outright-payment' : '/payment';
}

/** The browser's Save call: only the payer (or staff) may confirm a reference, and only for its own quote. */
export async function savePayment(
  deps: AppDeps,
  provider: PaymentProvider,
  user: AppUserRow,
  quoteId: number,
  reference: string,
  purposes: readonly PaymentPurpose[],
) {
  await quoteFor(deps, user, quoteId);
  const payment = await repo.findPayment(deps.db, reference);
  if (!payment || payment.quote_id !== quoteId || !purposes.includes(payment.purpose))
    throw new AppError('NOT_FOUND', 'We have no payment with that reference for this quote.');
  const outcome = await credit(deps, provider, reference);
  refuseUnpaid(outcome);
  if (payment.purpose !== 'equity' && payment.purpose !== 'outright') return { outcome, message: 'Payment successful' };
  // What the payer hears is where the request stands now, whoever credited the money (this call or the webhook).
  const { quote, requestStatus } = await quoteFor(deps, user, quoteId);
  const position = await firstPaymentPosition(deps.db, quote, requestStatus, deps.clock.now());
  return { outcome, message: firstPaymentMessage(position) };
}
