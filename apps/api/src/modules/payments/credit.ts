/**
 * Crediting: the one code every way money arrives goes through (a checkout, a saved card, the webhook, staff), and
 * what follows a credit. Exactly-once rests on the locks here: the payment row while it settles, and the quote's row
 * while a first payment is checked and the quote moved on.
 */
import { AppError, formatNaira, kobo, koboToNaira } from '@imole/domain';
import type { CardAuthorization, PaymentProvider, Verification } from '../../adapters/payments/payments.ts';
import type { AppDeps } from '../../context.ts';
import type { Transaction } from '../../db/database.ts';
import type { PaymentRow } from '../../db/tables/payment.table.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { audit } from '../audit/index.ts';
import { findUserById } from '../users/index.ts';
import { upsertSavedCard } from './card.repository.ts';
import { applyFirstPayments, type FirstPaymentPosition } from './first-payment.ts';
import * as quotes from '../quotes/index.ts';
import * as repo from './payment.repository.ts';

export type CreditOutcome =
  | { status: 'credited'; payment: PaymentRow; firstPayment?: FirstPaymentPosition }
  | { status: 'already-credited'; payment: PaymentRow }
  | { status: 'conflict' | 'not-paid'; payment: PaymentRow };

/** A payment still to settle: open, or voided by a change of plan, price or request and paid anyway. */
const settleable = (payment: PaymentRow) => payment.status === 'pending' || payment.status === 'voided';
const isFirstPayment = (payment: PaymentRow) => payment.purpose === 'equity' || payment.purpose === 'outright';

/**
 * Credits a payment at most once. The provider is asked first (outside any lock); then, in one transaction that
 * locks the payment row, a payment already settled is left alone, a paid amount or currency that differs from what
 * we expected is held as a conflict for staff, and a good one is credited: ledger posting and the effect of its
 * purpose. Whatever arrives — the browser's Save call, the webhook, retries — in any order, however often.
 */
export async function credit(deps: AppDeps, provider: PaymentProvider, reference: string): Promise<CreditOutcome> {
  const known = await repo.findPayment(deps.db, reference);
  if (!known) throw new AppError('NOT_FOUND', 'We have no payment with that reference.');
  if (!settleable(known)) return settledOutcome(known);
  const verified = await provider.verify(reference);
  if (verified.status === 'pending') return { status: 'not-paid', payment: known };

  const outcome = await deps.events.transaction(async (trx) => {
    // The quote first, then the payment: the order every change of a quote's terms takes too (first-payment.ts).
    if (known.quote_id !== null) await quotes.lockQuoteId(trx, known.quote_id);
    const payment = await repo.lockPayment(trx, reference);
    if (!payment) throw new AppError('NOT_FOUND', 'We have no payment with that reference.');
    if (!settleable(payment)) return settledOutcome(payment);
    return settle(deps, provider, trx, payment, verified);
  });
  await afterCredit(deps, provider, outcome);
  return outcome;
}

function settledOutcome(payment: PaymentRow): CreditOutcome {
  if (payment.status === 'success') return { status: 'already-credited', payment };
  return { status: payment.status === 'conflict' ? 'conflict' : 'not-paid', payment };
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
  // First-payment money is credited whatever the checkout was opened for (the plan or the price may have changed
  // since): what it does is decided from what the quote owes now (first-payment.ts). Any other purpose must be the
  // amount asked for; money in another currency is never credited.
  const mismatch =
    verified.currency !== payment.currency ||
    (!isFirstPayment(payment) && verified.amountKobo !== payment.expected_kobo);
  if (mismatch) return holdConflict(trx, payment, verified, at);
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
  const firstPayment = await book(
    deps,
    trx,
    { ...payment, quote_id: payment.quote_id },
    verified.amountKobo,
    at,
    manual,
  );
  return {
    status: 'credited',
    payment: { ...payment, status: 'success', paid_kobo: verified.amountKobo },
    ...(firstPayment ? { firstPayment } : {}),
  };
}

/** Holds money that is not what we expected for staff to review; nothing is credited. */
async function holdConflict(
  trx: Transaction,
  payment: PaymentRow,
  verified: Verification,
  at: Date,
): Promise<CreditOutcome> {
  const providerStatus = `paid ${verified.amountKobo} ${verified.currency}`;
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
    },
  });
  return { status: 'conflict', payment: { ...payment, status: 'conflict', provider_status: providerStatus } };
}

/**
 * Books a credited payment on its quote: the ledger posting, a first payment weighed against what the quote owes now
 * (under the quote's lock), the event that tells the customer, and the audit entry.
 */
async function book(
  deps: AppDeps,
  trx: Transaction,
  payment: PaymentRow & { quote_id: number },
  amountKobo: number,
  at: Date,
  manual: { actor: AppUserRow } | undefined,
): Promise<FirstPaymentPosition | undefined> {
  await repo.postLedger(trx, { id: payment.id, quoteId: payment.quote_id, amountKobo });
  const quoteRequestId = await quotes.quoteRequestIdOf(trx, payment.quote_id);
  if (quoteRequestId === undefined)
    throw new Error(`Payment ${payment.id} names quote ${payment.quote_id}, which does not exist`);
  const firstPayment = isFirstPayment(payment)
    ? await applyFirstPayments(deps, trx, payment.quote_id, { paymentId: payment.id, amountKobo: kobo(amountKobo) })
    : undefined;
  await deps.events.record(trx, {
    type: 'payment.credited',
    paymentId: payment.id,
    customerId: payment.user_id,
    quoteId: payment.quote_id,
    purpose: payment.purpose,
    reference: payment.reference,
    amountKobo: kobo(amountKobo),
    paidBy: await payerOf(trx, payment.paid_by_user_id),
    payerFinancialInstitutionId: payment.payer_financial_institution_id,
  });
  await audit(trx, {
    actorUserId: manual?.actor.id ?? null,
    action: manual ? 'payment.manual' : 'payment.credited',
    entity: 'payment',
    entityId: payment.id,
    quoteRequestId,
    after: { reference: payment.reference, purpose: payment.purpose, amount: koboToNaira(kobo(amountKobo)) },
  });
  return firstPayment;
}

/** The payer named on a payment made by someone other than the customer (a sales agent), for the notices. */
async function payerOf(trx: Transaction, userId: number | null) {
  if (userId === null) return null;
  const payer = await findUserById(trx, userId);
  return payer ? { id: payer.id, name: `${payer.firstname} ${payer.lastname}` } : null;
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

/**
 * The one true sentence for a credited first payment, weighed against what the quote owes now: complete, short of it
 * (the rest to pay), above it (a refund due), or held while the quote does not wait for a payment.
 */
export function firstPaymentMessage(position: FirstPaymentPosition | undefined): string {
  const naira = (amount: number) => formatNaira(koboToNaira(kobo(amount)));
  if (!position) return 'Payment successful';
  if (position.stillToPayKobo > 0)
    return `Payment received. ${naira(position.stillToPayKobo)} is still to pay on this request: pay the rest to go ahead.`;
  if (position.complete && position.refundDueKobo > 0)
    return `Payment successful. You paid ${naira(position.refundDueKobo)} more than this request needs; our team will refund it to you.`;
  if (!position.complete)
    return 'Payment received. It is kept on your request and counts when you pay on its updated quote.';
  return 'Payment successful';
}
