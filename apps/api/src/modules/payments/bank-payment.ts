/**
 * A partner bank's payment (docs/banks.md "The money"; docs/payments.md "Providers"): when the bank approves a request
 * it finances, it pays Imole the quote's total. The payment is recorded as provider 'bank' with the bank as its payer
 * of record and credited by the one crediting code (`settle`): the same ledger posting, the same move of the quote
 * and the request as a full price paid outright, in the transaction of the approval.
 */
import { newPaymentReference } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { Transaction } from '../../db/database.ts';
import type { EventOf } from '../../events.ts';
import { settle } from './credit.ts';
import * as quotes from '../quotes/index.ts';
import * as repo from './payment.repository.ts';

async function creditBankPayment(deps: AppDeps, trx: Transaction, event: EventOf<'bank.approved'>): Promise<void> {
  // The quote first, then the payment: the order every credit takes (credit.ts).
  await quotes.lockQuoteId(trx, event.quoteId);
  const payment = await repo.insertPayment(trx, {
    reference: newPaymentReference(),
    quoteId: event.quoteId,
    userId: event.customerId,
    purpose: 'outright',
    provider: 'bank',
    expectedKobo: event.totalKobo,
    recordedBy: event.decidedByUserId,
    payerFinancialInstitutionId: event.financialInstitutionId,
  });
  const outcome = await settle(deps, deps.payments, trx, payment, {
    status: 'success',
    amountKobo: event.totalKobo,
    currency: payment.currency,
    channel: 'bank',
  });
  // The approval and the payment commit together or not at all: a bank's payment that did not complete the quote's
  // first payment (it was not waiting for one) is a state the approval must not leave behind.
  if (outcome.status !== 'credited' || !outcome.firstPayment?.complete)
    throw new Error(`The bank's payment on quote ${event.quoteId} did not complete its first payment`);
}

export function registerBankPaymentHandlers(deps: AppDeps): void {
  deps.events.on('bank.approved', {
    async within(trx, event) {
      await creditBankPayment(deps, trx, event);
    },
  });
}
