/**
 * Crediting: the one code every way money arrives goes through (a checkout, a saved card, the webhook, staff), and
 * what follows a credit. Exactly-once rests on the locks here: the payment row while it settles, and the quote's row
 * while a first payment is checked and the quote moved on.
 */
import { AppError, kobo, koboToNaira } from '@imole/domain';
import type { CardAuthorization, PaymentProvider, Verification } from '../../adapters/payments/payments.ts';
import type { AppDeps } from '../../context.ts';
import type { Transaction } from '../../db/database.ts';
import type { PaymentRow } from '../../db/tables/payment.table.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { audit } from '../audit/index.ts';
import { lockQuote } from '../quotes/index.ts';
import { upsertSavedCard } from './card.repository.ts';
import * as quotes from '../quotes/index.ts';
import * as repo from './payment.repository.ts';

/** How a payment's provider status ends when it was a second first payment, held for staff to refund. */
const DUPLICATE_FIRST = '; first payment already received';

export type CreditOutcome =
  | { status: 'credited' | 'already-credited'; payment: PaymentRow }
  | { status: 'conflict' | 'not-paid'; payment: PaymentRow };

/**
 * Credits a payment at most once. The provider is asked first (outside any lock); then, in one transaction that
 * locks the payment row, a payment already settled is left alone, a paid amount or currency that differs from what
 * we expected is held as a conflict for staff, and a good one is credited: ledger posting and the effect of its
 * purpose. Whatever arrives — the browser's Save call, the webhook, retries — in any order, however often.
 */
export async function credit(deps: AppDeps, provider: PaymentProvider, reference: string): Promise<CreditOutcome> {
  const known = await repo.findPayment(deps.db, reference);
  if (!known) throw new AppError('NOT_FOUND', 'We have no payment with that reference.');
  if (known.status !== 'pending')
    return known.status === 'success'
      ? { status: 'already-credited', payment: known }
      : { status: known.status === 'conflict' ? 'conflict' : 'not-paid', payment: known };
  const verified = await provider.verify(reference);
  if (verified.status === 'pending') return { status: 'not-paid', payment: known };

  const outcome = await deps.events.transaction(async (trx) => {
    const payment = await repo.lockPayment(trx, reference);
    if (!payment) throw new AppError('NOT_FOUND', 'We have no payment with that reference.');
    if (payment.status === 'success') return { status: 'already-credited' as const, payment };
    if (payment.status !== 'pending')
      return { status: payment.status === 'conflict' ? ('conflict' as const) : ('not-paid' as const), payment };
    return settle(deps, provider, trx, payment, verified);
  });
  await afterCredit(deps, provider, outcome);
  return outcome;
}

/**
 * Settles a locked pending payment with what the provider (or staff, for money received by hand) says was paid:
 * failed, held as a conflict, or credited with its ledger posting and the effect of its purpose. The one crediting
 * code of every way money arrives.
 */
export async function settle(
  deps: AppDeps,
  provider: PaymentProvider,
  trx: Transaction,
  payment: PaymentRow,
  verified: Verification,
  manual?: { actor: AppUserRow },
): Promise<CreditOutcome> {
  const at = deps.clock.now();
  const { channel } = verified;
  if (verified.status !== 'success') {
    await repo.settlePayment(trx, payment.id, {
      status: 'failed',
      paidKobo: null,
      providerStatus: verified.status,
      channel,
      at,
    });
    return { status: 'not-paid', payment };
  }
  // A second first payment (two checkouts opened, say, a down payment and the full price, and both paid): the
  // request is paid already, so this money is held for staff to refund, never counted twice. Checked under the
  // quote's lock, so two first payments settling at once cannot both pass.
  const duplicateFirst =
    payment.quote_id !== null &&
    (payment.purpose === 'equity' || payment.purpose === 'outright') &&
    (await firstPaymentCredited(trx, payment.quote_id, payment.id));
  if (duplicateFirst || verified.amountKobo !== payment.expected_kobo || verified.currency !== payment.currency)
    return holdConflict(trx, payment, verified, duplicateFirst, at);
  await repo.settlePayment(trx, payment.id, {
    status: 'success',
    paidKobo: verified.amountKobo,
    providerStatus: 'success',
    channel,
    at,
  });
  if ((payment.save_card || payment.purpose === 'card') && verified.authorization?.reusable)
    await keepCard(provider, trx, payment.user_id, verified.authorization);
  // A card verification is refunded at once (after this transaction): it touches no quote and no books.
  if (payment.purpose === 'card' || payment.quote_id === null) return { status: 'credited', payment };
  await book(deps, trx, { ...payment, quote_id: payment.quote_id }, verified.amountKobo, at, manual);
  return { status: 'credited', payment };
}

/**
 * Whether another first payment (down payment or outright) of a quote was already credited. Locks the quote first:
 * every first payment of a quote settles one after the other.
 */
async function firstPaymentCredited(trx: Transaction, quoteId: number, paymentId: number): Promise<boolean> {
  await quotes.lockQuoteId(trx, quoteId);
  return repo.otherFirstPaymentCredited(trx, quoteId, paymentId);
}

/** Holds money that is not what we expected (or a second first payment) for staff to review; nothing is credited. */
async function holdConflict(
  trx: Transaction,
  payment: PaymentRow,
  verified: Verification,
  duplicateFirst: boolean,
  at: Date,
): Promise<CreditOutcome> {
  const providerStatus = `paid ${verified.amountKobo} ${verified.currency}${duplicateFirst ? DUPLICATE_FIRST : ''}`;
  await repo.settlePayment(trx, payment.id, {
    status: 'conflict',
    paidKobo: verified.amountKobo,
    providerStatus,
    channel: verified.channel,
    at,
  });
  // On the request's page, for staff to review: what we expected, and what arrived.
  const quoteRequestId = payment.quote_id === null ? undefined : await quotes.quoteRequestIdOf(trx, payment.quote_id);
  await audit(trx, {
    actorUserId: null,
    action: 'payment.conflict',
    entity: 'payment',
    entityId: payment.id,
    quoteRequestId: quoteRequestId ?? null,
    before: {
      reference: payment.reference,
      purpose: payment.purpose,
      amount: koboToNaira(kobo(payment.expected_kobo)),
      currency: payment.currency,
    },
    after: {
      reference: payment.reference,
      amount: koboToNaira(kobo(verified.amountKobo)),
      currency: verified.currency,
      ...(duplicateFirst ? { reason: 'The first payment of this request was already received: refund this one.' } : {}),
    },
  });
  return { status: 'conflict', payment: { ...payment, status: 'conflict', provider_status: providerStatus } };
}

/**
 * Books a credited payment on its quote: the ledger posting, the quote moved on by a first payment (under the
 * quote's lock), the event that tells the customer, and the audit entry.
 */
async function book(
  deps: AppDeps,
  trx: Transaction,
  payment: PaymentRow & { quote_id: number },
  amountKobo: number,
  at: Date,
  manual: { actor: AppUserRow } | undefined,
): Promise<void> {
  await repo.postLedger(trx, { id: payment.id, quoteId: payment.quote_id, amountKobo });
  const quote = await lockQuote(trx, payment.quote_id);
  if (!quote) throw new Error(`Payment ${payment.id} names quote ${payment.quote_id}, which does not exist`);
  if (payment.purpose === 'equity' || payment.purpose === 'outright') {
    // Paid: the request moves on (a pay-on-delivery request is already at 3 or 4 and stays there), and it no longer
    // waits for a payment.
    await quotes.markFirstPaymentReceived(
      trx,
      { id: quote.id, quoteRequestId: quote.quote_request_id },
      payment.purpose === 'outright',
      at,
    );
  }
  await deps.events.record(trx, {
    type: 'payment.credited',
    paymentId: payment.id,
    customerId: payment.user_id,
    quoteId: payment.quote_id,
    purpose: payment.purpose,
    reference: payment.reference,
    amountKobo: kobo(amountKobo),
  });
  await audit(trx, {
    actorUserId: manual?.actor.id ?? null,
    action: manual ? 'payment.manual' : 'payment.credited',
    entity: 'payment',
    entityId: payment.id,
    quoteRequestId: quote.quote_request_id,
    after: { reference: payment.reference, purpose: payment.purpose, amount: koboToNaira(kobo(amountKobo)) },
  });
}

/** Saves a card's reusable authorization for the customer, once per card (the provider's signature). */
async function keepCard(
  provider: PaymentProvider,
  trx: Transaction,
  userId: number,
  card: CardAuthorization,
): Promise<void> {
  if (provider.kind !== 'paystack' && provider.kind !== 'sandbox') return;
  await upsertSavedCard(trx, userId, provider.kind, card);
}

/** What follows a credit, once committed: a card check is refunded (the customer's notice is the event's). */
export async function afterCredit(deps: AppDeps, provider: PaymentProvider, outcome: CreditOutcome): Promise<void> {
  if (outcome.status === 'credited' && outcome.payment.purpose === 'card')
    await refundVerification(deps, provider, outcome.payment);
}

/** Gives back the card-verification charge. A failed refund stays 'success' and is logged for staff to retry. */
async function refundVerification(deps: AppDeps, provider: PaymentProvider, payment: PaymentRow): Promise<void> {
  try {
    await provider.refund(payment.reference);
    await repo.markRefunded(deps.db, payment.id);
  } catch (err) {
    await audit(deps.db, {
      actorUserId: null,
      action: 'payment.refund-failed',
      entity: 'payment',
      entityId: payment.id,
      after: { reference: payment.reference, error: err instanceof Error ? err.message : String(err) },
    });
  }
}

/** How a Save-style call answers an outcome the payer must hear about. */
export function refuseUnpaid(outcome: CreditOutcome): void {
  if (outcome.status === 'conflict' && outcome.payment.provider_status?.endsWith(DUPLICATE_FIRST)) {
    throw new AppError(
      'CONFLICT',
      'This request was already paid, so this payment was not counted. Our team will refund it and contact you.',
    );
  }
  if (outcome.status === 'conflict') {
    throw new AppError(
      'CONFLICT',
      'We received a payment that does not match the amount due. Our team will review it and contact you.',
    );
  }
  if (outcome.status === 'not-paid')
    throw new AppError(
      'BAD_REQUEST',
      'The payment was not completed. No money was taken for this reference; you can try again.',
    );
}
