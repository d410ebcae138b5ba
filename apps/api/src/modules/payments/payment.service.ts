import {
  AppError,
  CARD_CHECK_KOBO,
  ceilToNaira,
  firstPaymentAmountsMessage,
  firstPaymentPurposeOf,
  formatNaira,
  kobo,
  koboToNaira,
  nairaToKobo,
  newPaymentReference,
  UserRole,
  type Kobo,
} from '@imole/domain';
import {
  ProviderError,
  type CardAuthorization,
  type PaymentProvider,
  type Verification,
} from '../../adapters/payments/payments.ts';
import type { DbOrTx, Transaction } from '../../db/database.ts';
import type { AppDeps } from '../../context.ts';
import { authErrors } from '../auth/index.ts';
import { audit } from '../audit/index.ts';
import { QuoteStatus, type QuoteRow } from '../../db/tables/quote.table.ts';
import { loadSettings } from '../settings/index.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { quotePlan } from '../quotes/index.ts';
import { loanOf } from './loan.ts';
import * as repo from './payment.repository.ts';
import type { PaymentPurpose, PaymentRow } from '../../db/tables/payment.table.ts';

export const paymentMessages = {
  belowNext: 'Amount can not be less than your next repayment amount',
  notFound: 'Quote not found.',
  credited: 'Payment successful',
} as const;

/** How a payment's provider status ends when it was a second first payment, held for staff to refund. */
const DUPLICATE_FIRST = '; first payment already received';

export type CreditOutcome =
  | { status: 'credited' | 'already-credited'; payment: PaymentRow }
  | { status: 'conflict' | 'not-paid'; payment: PaymentRow };

export function paymentService(deps: AppDeps, provider: PaymentProvider) {
  const { db } = deps;
  const now = () => deps.clock.now();

  /**
   * The quote of a request the user may pay on: their own (a customer), their referred customer's (a sales agent), or
   * any (support and admin, but not engineers: they act only on their installations, never on payments).
   */
  async function quoteFor(user: AppUserRow, quoteId: number) {
    if (user.is_engineer) throw new AppError('FORBIDDEN', authErrors.notForEngineers);
    const row = await db
      .selectFrom('quote')
      .innerJoin('quote_request', 'quote_request.id', 'quote.quote_request_id')
      .selectAll('quote')
      .select(['quote_request.user_id as customer_id', 'quote_request.status as request_status'])
      .where('quote.id', '=', quoteId)
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', paymentMessages.notFound);
    if (user.user_role === UserRole.Customer && row.customer_id !== user.id)
      throw new AppError('NOT_FOUND', paymentMessages.notFound);
    if (user.user_role === UserRole.SalesAgent) {
      const customer = await db
        .selectFrom('app_user')
        .select('referred_by_user_id')
        .where('id', '=', row.customer_id)
        .executeTakeFirst();
      if (customer?.referred_by_user_id !== user.id) throw new AppError('NOT_FOUND', paymentMessages.notFound);
    }
    const { customer_id, request_status, ...quote } = row;
    return { quote: quote as QuoteRow, customerId: customer_id, requestStatus: request_status };
  }

  /** The quote and its request's status, the quote row locked until the transaction ends (as crediting locks it). */
  async function lockQuote(trx: Transaction, quoteId: number) {
    const quote = await trx.selectFrom('quote').selectAll().where('id', '=', quoteId).forUpdate().executeTakeFirst();
    if (!quote) throw new AppError('NOT_FOUND', paymentMessages.notFound);
    const request = await trx
      .selectFrom('quote_request')
      .select('status')
      .where('id', '=', quote.quote_request_id)
      .executeTakeFirstOrThrow();
    return { quote, requestStatus: request.status };
  }

  const isExpired = (quote: QuoteRow) =>
    quote.quote_status === QuoteStatus.Expired ||
    (quote.expires_at !== null && quote.expires_at.getTime() < now().getTime());

  /**
   * The plan of a quote that waits for its first payment (the down payment, or the full price outright), whoever
   * records it (a card payment or staff): a sent offer at request status 2 that has not expired, or a request set to
   * pay on delivery with nothing paid yet — at status 3, or 4 once an engineer is assigned (paying on delivery means
   * paying when the engineer installs) — which may pay at any time at the prices agreed.
   */
  async function awaitingFirstPayment(dbOrTx: DbOrTx, quote: QuoteRow, requestStatus: number) {
    const onDelivery = (requestStatus === 3 || requestStatus === 4) && quote.pay_on_delivery;
    const offered =
      requestStatus === 2 && (quote.quote_status === QuoteStatus.Sent || quote.quote_status === QuoteStatus.Expired);
    if (!onDelivery && !offered) throw new AppError('CONFLICT', 'This quote is not waiting for a payment.');
    if (offered && isExpired(quote))
      throw new AppError('CONFLICT', 'This offer has expired. Update the quote to get current prices.');
    return quotePlan(dbOrTx, quote, await loadSettings(dbOrTx));
  }

  /** What a payment of a purpose must be, in kobo. */
  async function expectedAmount(
    quote: QuoteRow,
    requestStatus: number,
    purpose: PaymentPurpose,
    requestedNaira: number | undefined,
  ): Promise<Kobo> {
    if (purpose === 'equity' || purpose === 'outright') {
      const plan = await awaitingFirstPayment(db, quote, requestStatus);
      return purpose === 'equity' ? plan.equity : plan.total;
    }
    const settings = await loadSettings(db);
    const loan = await loanOf(db, quote, settings, now());
    if (!loan) throw new AppError('CONFLICT', 'Repayments start after you confirm the installation.');
    if (loan.paidOff || loan.position.outstandingPrincipal === 0)
      throw new AppError('CONFLICT', 'This loan is fully repaid.');
    if (purpose === 'payoff') return loan.position.payoff;
    const next = loan.position.next ? ceilToNaira(loan.position.next.amount) : kobo(0);
    if (requestedNaira === undefined) return next;
    const requested = nairaToKobo(requestedNaira);
    if (requested < next || requested <= 0) throw new AppError('VALIDATION_FAILED', paymentMessages.belowNext);
    if (requested > loan.position.payoff + loan.position.arrears)
      throw new AppError('VALIDATION_FAILED', 'That is more than you owe; use "Pay off" to settle the loan.');
    return requested;
  }

  /**
   * Credits a payment at most once. The provider is asked first (outside any lock); then, in one transaction that
   * locks the payment row, a payment already settled is left alone, a paid amount or currency that differs from what
   * we expected is held as a conflict for staff, and a good one is credited: ledger posting and the effect of its
   * purpose. Whatever arrives — the browser's Save call, the webhook, retries — in any order, however often.
   */
  async function credit(reference: string): Promise<CreditOutcome> {
    const known = await repo.findPayment(db, reference);
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
      return settle(trx, payment, verified);
    });
    await afterCredit(outcome);
    return outcome;
  }

  /**
   * Settles a locked pending payment with what the provider (or staff, for money received by hand) says was paid:
   * failed, held as a conflict, or credited with its ledger posting and the effect of its purpose. The one crediting
   * code of every way money arrives.
   */
  async function settle(
    trx: Transaction,
    payment: PaymentRow,
    verified: Verification,
    manual?: { actor: AppUserRow },
  ): Promise<CreditOutcome> {
    const at = now();
    if (verified.status !== 'success') {
      await repo.settlePayment(trx, payment.id, {
        status: 'failed',
        paidKobo: null,
        providerStatus: verified.status,
        channel: verified.channel,
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
    if (duplicateFirst || verified.amountKobo !== payment.expected_kobo || verified.currency !== payment.currency) {
      const providerStatus = `paid ${verified.amountKobo} ${verified.currency}${duplicateFirst ? DUPLICATE_FIRST : ''}`;
      await repo.settlePayment(trx, payment.id, {
        status: 'conflict',
        paidKobo: verified.amountKobo,
        providerStatus,
        channel: verified.channel,
        at,
      });
      // On the request's page, for staff to review: what we expected, and what arrived.
      const quote =
        payment.quote_id === null
          ? undefined
          : await trx
              .selectFrom('quote')
              .select('quote_request_id')
              .where('id', '=', payment.quote_id)
              .executeTakeFirst();
      await audit(trx, {
        actorUserId: null,
        action: 'payment.conflict',
        entity: 'payment',
        entityId: payment.id,
        quoteRequestId: quote?.quote_request_id ?? null,
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
          ...(duplicateFirst
            ? { reason: 'The first payment of this request was already received: refund this one.' }
            : {}),
        },
      });
      return { status: 'conflict', payment: { ...payment, status: 'conflict', provider_status: providerStatus } };
    }
    await repo.settlePayment(trx, payment.id, {
      status: 'success',
      paidKobo: verified.amountKobo,
      providerStatus: 'success',
      channel: verified.channel,
      at,
    });
    if ((payment.save_card || payment.purpose === 'card') && verified.authorization?.reusable)
      await keepCard(trx, payment.user_id, verified.authorization);
    // A card verification is refunded at once (after this transaction): it touches no quote and no books.
    if (payment.purpose === 'card' || payment.quote_id === null) return { status: 'credited', payment };
    await repo.postLedger(trx, { id: payment.id, quoteId: payment.quote_id, amountKobo: verified.amountKobo });
    const quote = await trx
      .selectFrom('quote')
      .selectAll()
      .where('id', '=', payment.quote_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (payment.purpose === 'equity' || payment.purpose === 'outright') {
      // Paid: the request moves on (a pay-on-delivery request is already at 3 or 4 and stays there), and it no longer
      // waits for a payment.
      await trx
        .updateTable('quote')
        .set({
          quote_status: QuoteStatus.PaymentReceived,
          is_outright: payment.purpose === 'outright',
          pay_on_delivery: false,
          updated_at: at,
        })
        .where('id', '=', quote.id)
        .execute();
      await trx
        .updateTable('quote_request')
        .set({ status: 3, updated_at: at })
        .where('id', '=', quote.quote_request_id)
        .where('status', '=', 2)
        .execute();
    }
    await deps.events.record(trx, {
      type: 'payment.credited',
      paymentId: payment.id,
      customerId: payment.user_id,
      quoteId: payment.quote_id,
      purpose: payment.purpose,
      reference: payment.reference,
      amountKobo: kobo(verified.amountKobo),
    });
    await audit(trx, {
      actorUserId: manual?.actor.id ?? null,
      action: manual ? 'payment.manual' : 'payment.credited',
      entity: 'payment',
      entityId: payment.id,
      quoteRequestId: quote.quote_request_id,
      after: { reference: payment.reference, purpose: payment.purpose, amount: koboToNaira(kobo(verified.amountKobo)) },
    });
    return { status: 'credited', payment };
  }

  /**
   * Whether another first payment (down payment or outright) of a quote was already credited. Locks the quote first:
   * every first payment of a quote settles one after the other.
   */
  async function firstPaymentCredited(trx: Transaction, quoteId: number, paymentId: number): Promise<boolean> {
    await trx.selectFrom('quote').select('id').where('id', '=', quoteId).forUpdate().executeTakeFirst();
    const other = await trx
      .selectFrom('payment')
      .select('id')
      .where('quote_id', '=', quoteId)
      .where('purpose', 'in', ['equity', 'outright'])
      .where('status', '=', 'success')
      .where('id', '!=', paymentId)
      .executeTakeFirst();
    return other !== undefined;
  }

  /** What follows a credit, once committed: a card check is refunded (the customer's notice is the event's). */
  async function afterCredit(outcome: CreditOutcome): Promise<void> {
    if (outcome.status === 'credited' && outcome.payment.purpose === 'card') await refundVerification(outcome.payment);
  }

  /** Saves a card's reusable authorization for the customer, once per card (the provider's signature). */
  async function keepCard(trx: Transaction, userId: number, card: CardAuthorization): Promise<void> {
    if (provider.kind !== 'paystack' && provider.kind !== 'sandbox') return;
    await trx
      .insertInto('saved_card')
      .values({
        user_id: userId,
        provider: provider.kind,
        authorization_code: card.code,
        signature: card.signature,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        bank: card.bank,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'signature']).where('removed_at', 'is', null).doUpdateSet({
          authorization_code: card.code,
          exp_month: card.expMonth,
          exp_year: card.expYear,
        }),
      )
      .execute();
  }

  /** Gives back the card-verification charge. A failed refund stays 'success' and is logged for staff to retry. */
  async function refundVerification(payment: PaymentRow): Promise<void> {
    try {
      await provider.refund(payment.reference);
      await db
        .updateTable('payment')
        .set({ status: 'refunded' })
        .where('id', '=', payment.id)
        .where('status', '=', 'success')
        .execute();
    } catch (err) {
      await audit(db, {
        actorUserId: null,
        action: 'payment.refund-failed',
        entity: 'payment',
        entityId: payment.id,
        after: { reference: payment.reference, error: err instanceof Error ? err.message : String(err) },
      });
    }
  }

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

  function listCards(userId: number) {
    return db
      .selectFrom('saved_card')
      .select(['id', 'brand', 'last4', 'exp_month', 'exp_year', 'bank', 'created_at'])
      .where('user_id', '=', userId)
      .where('removed_at', 'is', null)
      .where('provider', '=', provider.kind === 'paystack' ? 'paystack' : 'sandbox')
      .orderBy('id', 'desc')
      .execute();
  }

  /** How a Save-style call answers an outcome the payer must hear about. */
  function refuseUnpaid(outcome: CreditOutcome): void {
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

  return {
    credit,

    async initialize(
      user: AppUserRow,
      input: { quoteId: number; purpose: PaymentPurpose; amount?: number | undefined; saveCard?: boolean | undefined },
    ) {
      const { quote, customerId, requestStatus } = await quoteFor(user, input.quoteId);
      const expected = await expectedAmount(quote, requestStatus, input.purpose, input.amount);
      if (expected <= 0) throw new AppError('CONFLICT', 'Nothing is due on this quote.');
      const customer = await db
        .selectFrom('app_user')
        .select('email')
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow();
      const reference = newPaymentReference();
      await repo.insertPayment(db, {
        reference,
        quoteId: quote.id,
        userId: customerId,
        purpose: input.purpose,
        provider: provider.kind,
        expectedKobo: expected,
        // Only the customer's own payment may keep their card.
        saveCard: input.saveCard === true && user.id === customerId,
      });
      const callbackUrl = `${deps.config.publicUrl}/${input.purpose === 'outright' ? 'outright-payment' : 'payment'}?quoteId=${quote.id}&purpose=${input.purpose}`;
      const started = await provider.initialize({
        reference,
        amountKobo: expected,
        email: customer.email,
        callbackUrl,
      });
      await repo.keepCheckoutLink(db, reference, started.authorizationUrl);
      return { reference, amount: koboToNaira(expected), provider: provider.kind, ...started };
    },

    /** The browser's Save call: only the payer (or staff) may confirm a reference, and only for its own quote. */
    async save(user: AppUserRow, quoteId: number, reference: string, purposes: readonly PaymentPurpose[]) {
      await quoteFor(user, quoteId);
      const payment = await repo.findPayment(db, reference);
      if (!payment || payment.quote_id !== quoteId || !purposes.includes(payment.purpose))
        throw new AppError('NOT_FOUND', 'We have no payment with that reference for this quote.');
      const outcome = await credit(reference);
      refuseUnpaid(outcome);
      return outcome;
    },

    /** Starts the small charge that verifies a card to save (/add-payment); it is refunded once it succeeds. */
    async initializeCardVerification(customer: AppUserRow) {
      const reference = newPaymentReference();
      await repo.insertPayment(db, {
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
        callbackUrl: `${deps.config.publicUrl}/add-payment`,
      });
      return { reference, amount: koboToNaira(CARD_CHECK_KOBO), provider: provider.kind, ...started };
    },

    /** The way back from the verification checkout: the card is saved and the charge refunded. */
    async saveCard(customer: AppUserRow, reference: string) {
      const payment = await repo.findPayment(db, reference);
      if (!payment || payment.user_id !== customer.id || payment.purpose !== 'card')
        throw new AppError('NOT_FOUND', 'We have no card check with that reference.');
      if (payment.status !== 'success' && payment.status !== 'refunded') refuseUnpaid(await credit(reference));
      const cards = await listCards(customer.id);
      if (cards.length === 0)
        throw new AppError('CONFLICT', 'This card cannot be saved for later payments. Try another card.');
      return cardView(cards[0]!);
    },

    async cards(customer: AppUserRow) {
      return (await listCards(customer.id)).map(cardView);
    },

    async removeCard(customer: AppUserRow, cardId: number) {
      const removed = await db
        .updateTable('saved_card')
        .set({ removed_at: now() })
        .where('id', '=', cardId)
        .where('user_id', '=', customer.id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      if (Number(removed.numUpdatedRows) !== 1) throw new AppError('NOT_FOUND', 'Card not found.');
    },

    /**
     * Pays with a saved card: the same reference, the same verification and the same crediting as a checkout payment.
     * Only the customer may use their own cards.
     */
    async payWithSavedCard(
      customer: AppUserRow,
      input: {
        quoteId: number;
        purpose: PaymentPurpose;
        amount?: number | undefined;
        cardId: number;
        reference?: string | undefined;
      },
    ) {
      const { quote, customerId, requestStatus } = await quoteFor(customer, input.quoteId);
      const card = await db
        .selectFrom('saved_card')
        .selectAll()
        .where('id', '=', input.cardId)
        .where('user_id', '=', customerId)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      if (!card) throw new AppError('NOT_FOUND', 'Card not found. Choose another card or pay with a new one.');
      // The app may choose the reference, so that repeating a call that got no answer never charges twice.
      const reference = input.reference ?? newPaymentReference();
      const earlier = await repo.findPayment(db, reference);
      let amountKobo = earlier?.expected_kobo ?? 0;
      if (
        earlier &&
        (earlier.user_id !== customerId || earlier.quote_id !== quote.id || earlier.purpose !== input.purpose)
      )
        throw new AppError('CONFLICT', 'That payment reference is already used. Start the payment again.');
      if (!earlier) {
        const expected = await expectedAmount(quote, requestStatus, input.purpose, input.amount);
        if (expected <= 0) throw new AppError('CONFLICT', 'Nothing is due on this quote.');
        // For a fixed amount (down payment, outright, payoff) the amount the customer saw must still be the amount due.
        if (input.purpose !== 'repayment' && input.amount !== undefined && nairaToKobo(input.amount) !== expected)
          throw new AppError(
            'CONFLICT',
            `The amount due is now ${formatNaira(koboToNaira(expected))}. Check it and pay again.`,
          );
        // Two calls with the same new reference race here: one inserts, the other finds it inserted.
        const inserted = await db
          .insertInto('payment')
          .values({
            reference,
            quote_id: quote.id,
            user_id: customerId,
            purpose: input.purpose,
            provider: provider.kind,
            expected_kobo: expected,
          })
          .onConflict((oc) => oc.column('reference').doNothing())
          .returningAll()
          .executeTakeFirst();
        const row = inserted ?? (await repo.findPayment(db, reference));
        if (!row || row.user_id !== customerId || row.quote_id !== quote.id || row.purpose !== input.purpose)
          throw new AppError('CONFLICT', 'That payment reference is already used. Start the payment again.');
        amountKobo = row.expected_kobo;
      }
      if (!earlier || earlier.status === 'pending') {
        try {
          await provider.chargeAuthorization({
            reference,
            authorizationCode: card.authorization_code,
            email: customer.email,
            amountKobo,
          });
        } catch (err) {
          // A refused or unanswered charge is settled by asking the provider what happened to the reference.
          if (!(err instanceof ProviderError)) throw err;
          const known = await provider.verify(reference).catch(() => null);
          if (!known || known.status !== 'success')
            throw new AppError('BAD_REQUEST', 'Your card was declined. No money was taken; try another card.');
        }
      }
      const outcome = await credit(reference);
      if (outcome.status === 'not-paid')
        throw new AppError('BAD_REQUEST', 'Your card was declined. No money was taken; try another card.');
      refuseUnpaid(outcome);
      return outcome;
    },

    /**
     * Money received outside the card flow (a transfer, cash at the office), recorded by staff. It is accepted when a
     * card payment would be (the same states and expiry rule), for exactly the plan's down payment or the full price,
     * and credited by the same code. The quote stays locked from the check to the credit, so the same money recorded
     * twice at once counts once.
     */
    async manualEquity(staff: AppUserRow, quoteId: number, amountNaira: number) {
      const { customerId } = await quoteFor(staff, quoteId);
      const received = Math.round(amountNaira * 100);
      if (!(received > 0)) throw new AppError('VALIDATION_FAILED', 'Enter the amount received.');
      const outcome = await deps.events.transaction(async (trx) => {
        const { quote, requestStatus } = await lockQuote(trx, quoteId);
        const plan = await awaitingFirstPayment(trx, quote, requestStatus);
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
          trx,
          payment,
          { status: 'success', amountKobo: received, currency: payment.currency, channel: 'manual' },
          { actor: staff },
        );
      });
      await afterCredit(outcome);
      return outcome;
    },

    /**
     * Staff agree that the customer pays when the system is delivered (support and admin only): the request moves to
     * status 3 and the quote to "payment received", as a down payment would move them (issue 7 "Effects"), and
     * payOnDelivery says no money has come yet. Only a sent offer still waiting for its first payment, not expired.
     */
    async setPayOnDelivery(staff: AppUserRow, quoteId: number) {
      await quoteFor(staff, quoteId);
      await db.transaction().execute(async (trx) => {
        const { quote, requestStatus } = await lockQuote(trx, quoteId);
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
          throw new AppError(
            'CONFLICT',
            'The customer has already paid on this quote; pay on delivery no longer applies.',
          );
        if (isExpired(quote))
          throw new AppError(
            'CONFLICT',
            'This offer has expired. The customer must update the quote to current prices before it can be paid on delivery.',
          );
        const at = now();
        await trx
          .updateTable('quote')
          .set({ pay_on_delivery: true, quote_status: QuoteStatus.PaymentReceived, updated_at: at })
          .where('id', '=', quote.id)
          .execute();
        await trx
          .updateTable('quote_request')
          .set({ status: 3, updated_at: at })
          .where('id', '=', quote.quote_request_id)
          .execute();
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
    },

    async transactions(user: AppUserRow, quoteId: number) {
      await quoteFor(user, quoteId);
      const rows = await repo.listPayments(db, quoteId);
      return rows.map((p) => ({
        reference: p.reference,
        dateCreated: (p.settled_at ?? p.created_at).toISOString(),
        successful: p.status === 'success',
        /** success, failed (abandoned or declined), or conflict (received but held for review). */
        status: p.status,
        amountInTransaction: koboToNaira(kobo(p.paid_kobo ?? p.expected_kobo)),
        // 0 is Equity, otherwise Repayment (customer spec §2).
        transactionType: p.purpose === 'equity' || p.purpose === 'outright' ? 0 : 1,
        purpose: p.purpose,
      }));
    },

    async loan(user: AppUserRow, quoteId: number) {
      const { quote } = await quoteFor(user, quoteId);
      return loanOf(db, quote, await loadSettings(db), now());
    },
  };
}
