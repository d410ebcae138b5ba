/** Saved cards (/payment-method, /add-payment): checking a card to keep, the customer's cards, and paying with one. */
import { AppError, CARD_CHECK_KOBO, formatNaira, koboToNaira, nairaToKobo, newPaymentReference } from '@imole/domain';
import { ProviderError, type PaymentProvider } from '../../adapters/payments/payments.ts';
import type { AppDeps } from '../../context.ts';
import type { PaymentPurpose } from '../../db/tables/payment.table.ts';
import type { QuoteRow } from '../../db/tables/quote.table.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import * as cards from './card.repository.ts';
import { credit, refuseUnpaid } from './credit.ts';
import { expectedAmount, quoteFor } from './payable.ts';
import * as repo from './payment.repository.ts';
import { returnOrigin } from './return-origin.ts';

const cardView = (c: {
  id: number;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  bank: string | null;
  created_at: Date;
}) => ({
  id: c.id,
  brand: c.brand,
  last4: c.last4,
  expMonth: c.exp_month,
  expYear: c.exp_year,
  bank: c.bank,
  dateAdded: c.created_at.toISOString(),
});

const listCards = (deps: AppDeps, provider: PaymentProvider, userId: number) =>
  cards.listSavedCards(deps.db, userId, provider.kind === 'paystack' ? 'paystack' : 'sandbox');

/** Starts the small charge that verifies a card to save (/add-payment); it is refunded once it succeeds. */
export async function initializeCardVerification(
  deps: AppDeps,
  provider: PaymentProvider,
  customer: AppUserRow,
  origin?: string,
) {
  const reference = newPaymentReference();
  await repo.insertPayment(deps.db, {
    reference,
    quoteId: null,
    userId: customer.id,
    purpose: 'card',
    provider: provider.kind,
    expectedKobo: CARD_CHECK_KOBO,
    saveCard: true,
  });
  const started = await provider.initialize({
    reference,
    amountKobo: CARD_CHECK_KOBO,
    email: customer.email,
    callbackUrl: `${returnOrigin(deps.config, origin)}/add-payment`,
  });
  return { reference, amount: koboToNaira(CARD_CHECK_KOBO), provider: provider.kind, ...started };
}

/** The way back from the verification checkout: the card is saved and the charge refunded. */
export async function saveCard(deps: AppDeps, provider: PaymentProvider, customer: AppUserRow, reference: string) {
  const payment = await repo.findPayment(deps.db, reference);
  if (!payment || payment.user_id !== customer.id || payment.purpose !== 'card')
    throw new AppError('NOT_FOUND', 'We have no card check with that reference.');
  if (payment.status !== 'success' && payment.status !== 'refunded')
    refuseUnpaid(await credit(deps, provider, reference));
  const [newest] = await listCards(deps, provider, customer.id);
  if (!newest) throw new AppError('CONFLICT', 'This card cannot be saved for later payments. Try another card.');
  return cardView(newest);
}

export async function savedCards(deps: AppDeps, provider: PaymentProvider, customer: AppUserRow) {
  return (await listCards(deps, provider, customer.id)).map(cardView);
}

export async function removeCard(deps: AppDeps, customer: AppUserRow, cardId: number): Promise<void> {
  if (!(await cards.removeSavedCard(deps.db, cardId, customer.id, deps.clock.now())))
    throw new AppError('NOT_FOUND', 'Card not found.');
}

type SavedCardPayment = {
  quoteId: number;
  purpose: PaymentPurpose;
  amount?: number | undefined;
  cardId: number;
  reference?: string | undefined;
};

const declined = () => new AppError('BAD_REQUEST', 'Your card was declined. No money was taken; try another card.');
const referenceUsed = () =>
  new AppError('CONFLICT', 'That payment reference is already used. Start the payment again.');

/**
 * Pays with a saved card: the same reference, the same verification and the same crediting as a checkout payment.
 * Only the customer may use their own cards.
 */
export async function payWithSavedCard(
  deps: AppDeps,
  provider: PaymentProvider,
  customer: AppUserRow,
  input: SavedCardPayment,
) {
  const { quote, customerId, requestStatus } = await quoteFor(deps, customer, input.quoteId);
  const card = await cards.findSavedCard(deps.db, input.cardId, customerId);
  if (!card) throw new AppError('NOT_FOUND', 'Card not found. Choose another card or pay with a new one.');
  // The app may choose the reference, so that repeating a call that got no answer never charges twice.
  const reference = input.reference ?? newPaymentReference();
  const earlier = await repo.findPayment(deps.db, reference);
  let amountKobo = earlier?.expected_kobo ?? 0;
  if (earlier && (earlier.user_id !== customerId || earlier.quote_id !== quote.id || earlier.purpose !== input.purpose))
    throw referenceUsed();
  if (!earlier) amountKobo = await openPayment(deps, provider, { quote, customerId, requestStatus }, input, reference);
  if (!earlier || earlier.status === 'pending')
    await charge(provider, {
      reference,
      authorizationCode: card.authorization_code,
      email: customer.email,
      amountKobo,
    });
  const outcome = await credit(deps, provider, reference);
  if (outcome.status === 'not-paid') throw declined();
  refuseUnpaid(outcome);
  return outcome;
}

/** Records a new saved-card payment of what is due now; answers the amount to charge. */
async function openPayment(
  deps: AppDeps,
  provider: PaymentProvider,
  payable: { quote: QuoteRow; customerId: number; requestStatus: number },
  input: SavedCardPayment,
  reference: string,
): Promise<number> {
  const { quote, customerId, requestStatus } = payable;
  const expected = await expectedAmount(deps, quote, requestStatus, input.purpose, input.amount);
  if (expected <= 0) throw new AppError('CONFLICT', 'Nothing is due on this quote.');
  // For a fixed amount (down payment, outright, payoff) the amount the customer saw must still be the amount due.
  if (input.purpose !== 'repayment' && input.amount !== undefined && nairaToKobo(input.amount) !== expected)
    throw new AppError(
      'CONFLICT',
      `The amount due is now ${formatNaira(koboToNaira(expected))}. Check it and pay again.`,
    );
  // Two calls with the same new reference race here: one inserts, the other finds it inserted.
  const inserted = await repo.insertPaymentUnlessTaken(deps.db, {
    reference,
    quoteId: quote.id,
    userId: customerId,
    purpose: input.purpose,
    provider: provider.kind,
    expectedKobo: expected,
  });
  const row = inserted ?? (await repo.findPayment(deps.db, reference));
  if (!row || row.user_id !== customerId || row.quote_id !== quote.id || row.purpose !== input.purpose)
    throw referenceUsed();
  return row.expected_kobo;
}

/** Charges the card; a refused or unanswered charge is settled by asking the provider what happened to the reference. */
async function charge(
  provider: PaymentProvider,
  request: { reference: string; authorizationCode: string; email: string; amountKobo: number },
): Promise<void> {
  try {
    await provider.chargeAuthorization(request);
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    const known = await provider.verify(request.reference).catch(() => null);
    if (!known || known.status !== 'success') throw declined();
  }
}
