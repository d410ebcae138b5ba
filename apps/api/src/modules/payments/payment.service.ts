import {
  AppError,
  CARD_CHECK_KOBO,
  ceilToNaira,
  formatNaira,
  kobo,
  koboToNaira,
  nairaToKobo,
  newPaymentReference,
  UserRole,
  type Kobo,
} from '@imole/domain';
import { ProviderError, type CardAuthorization, type PaymentProvider } from '../../adapters/payments/payments.ts';
import type { Transaction } from '../../db/database.ts';
import type { AppDeps } from '../../app.ts';
import { audit } from '../audit/audit.repository.ts';
import { notify } from '../notifications/notify.ts';
import { QuoteStatus, type QuoteRow } from '../quotes/quote.table.ts';
import { loadSettings } from '../settings/settings.service.ts';
import type { AppUserRow } from '../users/user.table.ts';
import { loanOf, quotePlan } from './loan.ts';
import * as repo from './payment.repository.ts';
import type { PaymentPurpose, PaymentRow } from './payment.table.ts';

export const paymentMessages = {
  belowNext: 'Amount can not be less than your next repayment amount',
  notFound: 'Quote not found.',
  credited: 'Payment successful',
} as const;

export type CreditOutcome =
  | { status: 'credited' | 'already-credited'; payment: PaymentRow }
  | { status: 'conflict' | 'not-paid'; payment: PaymentRow };

export function paymentService(deps: AppDeps, provider: PaymentProvider) {
  const { db } = deps;
  const now = () => deps.clock.now();

  /** The quote of a request the user may pay on: their own (a customer), or any (staff). */
  async function quoteFor(user: AppUserRow, quoteId: number) {
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

  const isExpired = (quote: QuoteRow) =>
    quote.quote_status === QuoteStatus.Expired ||
    (quote.expires_at !== null && quote.expires_at.getTime() < now().getTime());

  /** What a payment of a purpose must be, in kobo. */
  async function expectedAmount(
    quote: QuoteRow,
    requestStatus: number,
    purpose: PaymentPurpose,
    requestedNaira: number | undefined,
  ): Promise<Kobo> {
    const settings = await loadSettings(db);
    if (purpose === 'equity' || purpose === 'outright') {
      // Waiting for the down payment, or set to pay on delivery and paying now after all.
      const payable =
        quote.quote_status === QuoteStatus.Sent &&
        (requestStatus === 2 || (requestStatus === 3 && quote.pay_on_delivery));
      if (!payable) throw new AppError('CONFLICT', 'This quote is not waiting for a payment.');
      if (requestStatus === 2 && isExpired(quote))
        throw new AppError('CONFLICT', 'This offer has expired. Update the quote to get current prices.');
      const plan = await quotePlan(db, quote, settings);
      return purpose === 'equity' ? plan.equity : plan.total;
    }
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
  async function credit(reference: string, manual?: { actor: AppUserRow }): Promise<CreditOutcome> {
    const known = await repo.findPayment(db, reference);
    if (!known) throw new AppError('NOT_FOUND', 'We have no payment with that reference.');
    if (known.status !== 'pending')
      return known.status === 'success'
        ? { status: 'already-credited', payment: known }
        : { status: known.status === 'conflict' ? 'conflict' : 'not-paid', payment: known };
    const verified = manual
      ? { status: 'success' as const, amountKobo: known.expected_kobo, currency: 'NGN', channel: 'manual' }
      : await provider.verify(reference);
    if (verified.status === 'pending') return { status: 'not-paid', payment: known };

    return db
      .transaction()
      .execute(async (trx) => {
        const payment = await repo.lockPayment(trx, reference);
        if (!payment) throw new AppError('NOT_FOUND', 'We have no payment with that reference.');
        if (payment.status === 'success') return { status: 'already-credited' as const, payment };
        if (payment.status !== 'pending')
          return { status: payment.status === 'conflict' ? ('conflict' as const) : ('not-paid' as const), payment };
        const at = now();
        if (verified.status !== 'success') {
          await repo.settlePayment(trx, payment.id, {
            status: 'failed',
            paidKobo: null,
            providerStatus: verified.status,
            channel: verified.channel,
            at,
          });
          return { status: 'not-paid' as const, payment };
        }
        if (verified.amountKobo !== payment.expected_kobo || verified.currency !== payment.currency) {
          await repo.settlePayment(trx, payment.id, {
            status: 'conflict',
            paidKobo: verified.amountKobo,
            providerStatus: `paid ${verified.amountKobo} ${verified.currency}`,
            channel: verified.channel,
            at,
          });
          await audit(trx, {
            actorUserId: null,
            action: 'payment.conflict',
            entity: 'payment',
            entityId: payment.id,
            before: { expectedKobo: payment.expected_kobo },
            after: { paidKobo: verified.amountKobo, currency: verified.currency },
          });
          return { status: 'conflict' as const, payment };
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
        if (payment.purpose === 'card' || payment.quote_id === null) return { status: 'credited' as const, payment };
        await repo.postLedger(trx, { id: payment.id, quoteId: payment.quote_id, amountKobo: verified.amountKobo });
        const quote = await trx
          .selectFrom('quote')
          .selectAll()
          .where('id', '=', payment.quote_id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (payment.purpose === 'equity' || payment.purpose === 'outright') {
          await trx
            .updateTable('quote')
            .set({
              quote_status: QuoteStatus.PaymentReceived,
              is_outright: payment.purpose === 'outright',
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
        await audit(trx, {
          actorUserId: manual?.actor.id ?? null,
          action: manual ? 'payment.manual' : 'payment.credited',
          entity: 'payment',
          entityId: payment.id,
          quoteRequestId: quote.quote_request_id,
          after: { reference, purpose: payment.purpose, amount: koboToNaira(kobo(verified.amountKobo)) },
        });
        return { status: 'credited' as const, payment };
      })
      .then(async (outcome) => {
        if (outcome.status === 'credited' && outcome.payment.purpose === 'card')
          await refundVerification(outcome.payment);
        else if (outcome.status === 'credited') await notifyCredit(outcome.payment);
        return outcome;
      });
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

  async function notifyCredit(payment: PaymentRow): Promise<void> {
    const repayment = payment.purpose === 'repayment' || payment.purpose === 'payoff';
    const what = {
      equity: 'down payment',
      outright: 'payment in full',
      repayment: 'repayment',
      payoff: 'loan payoff',
      card: 'card check',
    }[payment.purpose];
    await notify(deps, {
      userId: payment.user_id,
      event: repayment ? 'repayment-received' : 'payment-received',
      title: repayment ? 'Repayment received' : 'Payment received',
      body: `We have received your ${what} of ${formatNaira(koboToNaira(kobo(payment.expected_kobo)))} (reference ${payment.reference}). Thank you.`,
      link: '/payment-history',
    });
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

    async manualEquity(staff: AppUserRow, quoteId: number, amountNaira: number) {
      const { quote, customerId, requestStatus } = await quoteFor(staff, quoteId);
      const amount = nairaToKobo(amountNaira);
      if (amount <= 0) throw new AppError('VALIDATION_FAILED', 'Enter the amount received.');
      const settings = await loadSettings(db);
      const plan = await quotePlan(db, quote, settings);
      if (requestStatus !== 2 || quote.quote_status !== QuoteStatus.Sent)
        throw new AppError('CONFLICT', 'This quote is not waiting for a payment.');
      if (amount < plan.equity) {
        throw new AppError(
          'VALIDATION_FAILED',
          `The down payment on this quote is ₦${koboToNaira(plan.equity).toLocaleString('en-NG')}; record the full amount once it is received.`,
        );
      }
      const purpose: PaymentPurpose = amount >= plan.total ? 'outright' : 'equity';
      const reference = newPaymentReference();
      await repo.insertPayment(db, {
        reference,
        quoteId: quote.id,
        userId: customerId,
        purpose,
        provider: 'manual',
        expectedKobo: amount,
        recordedBy: staff.id,
      });
      return credit(reference, { actor: staff });
    },

    async setPayOnDelivery(user: AppUserRow, quoteId: number) {
      const { quote, requestStatus } = await quoteFor(user, quoteId);
      if (requestStatus !== 2 || quote.quote_status !== QuoteStatus.Sent)
        throw new AppError('CONFLICT', 'This quote is not waiting for a payment.');
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('quote')
          .set({ pay_on_delivery: true, updated_at: now() })
          .where('id', '=', quote.id)
          .execute();
        await trx
          .updateTable('quote_request')
          .set({ status: 3, updated_at: now() })
          .where('id', '=', quote.quote_request_id)
          .execute();
        await audit(trx, {
          actorUserId: user.id,
          action: 'payment.pay-on-delivery',
          entity: 'quote',
          entityId: quote.id,
          quoteRequestId: quote.quote_request_id,
          after: { payOnDelivery: true },
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
