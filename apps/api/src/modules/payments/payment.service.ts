import type { PaymentProvider } from '../../adapters/payments/payments.ts';
import type { AppDeps } from '../../context.ts';
import type { PaymentPurpose } from '../../db/tables/payment.table.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { initializePayment, savePayment } from './checkout.service.ts';
import { credit } from './credit.ts';
import {
  initializeCardVerification,
  payWithSavedCard,
  removeCard,
  saveCard,
  savedCards,
} from './saved-card.service.ts';
import { recordManualPayment, setPayOnDelivery } from './staff-payment.service.ts';
import { loan, transactions } from './statement.service.ts';

export type { CreditOutcome } from './credit.ts';

/** The payment use cases bound to the app's deps and a provider, as the routes call them. */
export function paymentService(deps: AppDeps, provider: PaymentProvider) {
  return {
    credit: (reference: string) => credit(deps, provider, reference),
    initialize: (user: AppUserRow, input: Parameters<typeof initializePayment>[3]) =>
      initializePayment(deps, provider, user, input),
    save: (user: AppUserRow, quoteId: number, reference: string, purposes: readonly PaymentPurpose[]) =>
      savePayment(deps, provider, user, quoteId, reference, purposes),
    initializeCardVerification: (customer: AppUserRow) => initializeCardVerification(deps, provider, customer),
    saveCard: (customer: AppUserRow, reference: string) => saveCard(deps, provider, customer, reference),
    cards: (customer: AppUserRow) => savedCards(deps, provider, customer),
    removeCard: (customer: AppUserRow, cardId: number) => removeCard(deps, customer, cardId),
    payWithSavedCard: (customer: AppUserRow, input: Parameters<typeof payWithSavedCard>[3]) =>
      payWithSavedCard(deps, provider, customer, input),
    manualEquity: (staff: AppUserRow, quoteId: number, amountNaira: number) =>
      recordManualPayment(deps, provider, staff, quoteId, amountNaira),
    setPayOnDelivery: (staff: AppUserRow, quoteId: number) => setPayOnDelivery(deps, staff, quoteId),
    transactions: (user: AppUserRow, quoteId: number) => transactions(deps, user, quoteId),
    loan: (user: AppUserRow, quoteId: number) => loan(deps, user, quoteId),
  };
}
