import { kobo, koboToNaira } from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentProvider } from '../../adapters/payments/payments.ts';
import { requireAuth } from '../auth/index.ts';
import { envelope } from '../../lib/http.ts';
import { initializePayment, savePayment } from './checkout.service.ts';
import type { CreditOutcome } from './credit.ts';
import * as s from './payment.schemas.ts';
import { refundRoutes } from './refund.routes.ts';
import { surplusRoutes } from './surplus.routes.ts';
import {
  initializeCardVerification,
  payWithSavedCard,
  removeCard,
  saveCard,
  savedCards,
} from './saved-card.service.ts';
import { recordManualPayment, setPayOnDelivery } from './staff-payment.service.ts';
import { loanBalance, nextRepayment, repayments, transactions } from './statement.service.ts';
import { webhookRoute } from './webhook.routes.ts';

/** Who may pay or read a quote's payments: its customer, their sales agent, support and admin; never engineers. */
const payer = { access: ['AUTH', 'SALES_AGENT', 'SUPPORT', 'ADMIN'], notForEngineers: true } as const;
const cardOwner = { access: ['AUTH'] } as const;
const staff = { access: ['SUPPORT', 'ADMIN'], notForEngineers: true } as const;
const tags = ['Payments'];

/** The answer of every call that credits a payment. */
const credited = (message: string, outcome: CreditOutcome) => ({
  status: true as const,
  message,
  data: {
    reference: outcome.payment.reference,
    amount: koboToNaira(kobo(outcome.payment.paid_kobo ?? outcome.payment.expected_kobo)),
    purpose: outcome.payment.purpose,
    alreadyCredited: outcome.status === 'already-credited',
  },
});

/** The payment routes, in the order the API document lists them. */
export function paymentRoutes(provider: PaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(initializeRoute(provider));
    await app.register(cardSavingRoutes(provider));
    await app.register(savedCardRoutes(provider));
    await app.register(saveRoutes(provider));
    await app.register(staffRoutes(provider));
    await app.register(surplusRoutes);
    await app.register(refundRoutes);
    await app.register(statementRoutes);
    await app.register(webhookRoute(provider));
  };
}

function initializeRoute(provider: PaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/Transaction/InitializePayment',
      {
        config: payer,
        schema: {
          tags,
          summary: 'Start a card payment: the server records what it expects and answers where to pay',
          body: s.initializeBody,
          response: { 200: s.startedResponse },
        },
      },
      async (request) => ({
        status: true as const,
        message: 'Payment started',
        data: await initializePayment(
          app.deps,
          provider,
          requireAuth(request).user,
          request.body,
          request.headers.origin,
        ),
      }),
    );
  };
}

/** Saving a card (/add-payment) and the customer's saved cards (/payment-method): their own, never anyone else's. */
function cardSavingRoutes(provider: PaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/Transaction/InitializeCardVerification',
      {
        config: cardOwner,
        schema: {
          tags,
          summary: 'Start the ₦50 charge that checks a card before saving it; it is refunded at once',
          response: { 200: s.startedResponse },
        },
      },
      async (request) => ({
        status: true as const,
        message: 'Card check started',
        data: await initializeCardVerification(app.deps, provider, requireAuth(request).user, request.headers.origin),
      }),
    );

    app.post(
      '/Transaction/SaveCard',
      {
        config: cardOwner,
        schema: {
          tags,
          summary: 'Save the card of a finished card check (verified with the provider), and refund the check',
          body: s.saveCardBody,
          response: { 200: envelope({ data: s.savedCard }) },
        },
      },
      async (request) => ({
        status: true as const,
        message: 'Your card has been saved',
        data: await saveCard(app.deps, provider, requireAuth(request).user, request.body.transactionReference),
      }),
    );

    app.get(
      '/Transaction/GetSavedCards',
      {
        config: cardOwner,
        schema: {
          tags,
          summary: 'The signed-in customer’s saved cards',
          response: { 200: envelope({ data: z.array(s.savedCard) }) },
        },
      },
      async (request) => ({
        status: true as const,
        message: 'Saved cards',
        data: await savedCards(app.deps, provider, requireAuth(request).user),
      }),
    );
  };
}

function savedCardRoutes(provider: PaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/Transaction/RemoveSavedCard',
      {
        config: cardOwner,
        schema: { tags, summary: 'Forget a saved card', body: s.removeCardBody, response: { 200: envelope({}) } },
      },
      async (request) => {
        await removeCard(app.deps, requireAuth(request).user, request.body.cardId);
        return { status: true as const, message: 'Card removed' };
      },
    );

    app.post(
      '/Transaction/PayWithSavedCard',
      {
        config: cardOwner,
        schema: {
          tags,
          summary: 'Pay with a saved card: verified with the provider and credited exactly as a checkout payment',
          body: s.savedCardPaymentBody,
          response: { 200: s.savedResponse },
        },
      },
      async (request) =>
        credited(
          'Payment successful',
          await payWithSavedCard(app.deps, provider, requireAuth(request).user, request.body),
        ),
    );
  };
}

const saves = [
  [
    '/Transaction/SaveQuoteEquityPayment',
    ['equity', 'outright'],
    'Confirm a down payment or outright payment; verified with the provider before anything is credited',
  ],
  [
    '/Transaction/SaveRepayment',
    ['repayment'],
    'Confirm a repayment; verified with the provider before anything is credited',
  ],
  [
    '/Transaction/SavePayOffRepayment',
    ['payoff'],
    'Confirm a payoff; verified with the provider before anything is credited',
  ],
] as const;

/** The browser's Save calls on the way back from the checkout, one per kind of payment. */
function saveRoutes(provider: PaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [url, purposes, summary] of saves) {
      app.post(
        url,
        { config: payer, schema: { tags, summary, body: s.saveBody, response: { 200: s.savedResponse } } },
        async (request) => {
          const { quoteId, transactionReference } = request.body;
          const user = requireAuth(request).user;
          const saved = await savePayment(app.deps, provider, user, quoteId, transactionReference, purposes);
          return credited(saved.message, saved.outcome);
        },
      );
    }
  };
}

function staffRoutes(provider: PaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/Transaction/ManualSaveQuoteEquityPayment',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Record a payment received outside the card flow; it moves the request on as a card payment would',
          body: s.manualPaymentBody,
          response: { 200: s.savedResponse },
        },
      },
      async (request) => {
        const { quoteId, amount } = request.body;
        const outcome = await recordManualPayment(app.deps, provider, requireAuth(request).user, quoteId, amount);
        return credited('Payment has been confirmed, please proceed', outcome);
      },
    );

    app.post(
      '/Transaction/SetPayOnDelivery',
      {
        config: staff,
        schema: {
          tags,
          summary:
            'Staff agree that the customer pays on delivery: the request moves to status 3 and the quote to payment received',
          body: s.quoteQuery,
          response: { 200: envelope({}) },
        },
      },
      async (request) => {
        await setPayOnDelivery(app.deps, requireAuth(request).user, request.body.quoteId);
        return {
          status: true as const,
          message: 'Pay on delivery is set. The request is ready for an engineer; record the payment when it arrives.',
        };
      },
    );
  };
}

/** A quote's payments and its loan after installation. */
const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = (summary: string) => ({ tags, summary, querystring: s.quoteQuery });

  app.get(
    '/Transaction/GetTransactions',
    {
      config: payer,
      schema: { ...read('Payments on a quote, newest first'), response: { 200: s.transactionsResponse } },
    },
    async (request) => ({
      status: true as const,
      message: 'Transactions',
      data: await transactions(app.deps, requireAuth(request).user, request.query.quoteId),
    }),
  );

  app.get(
    '/Transaction/GetNextRepayment',
    {
      config: payer,
      schema: { ...read('The next instalment still owing'), response: { 200: s.nextRepaymentResponse } },
    },
    async (request) => ({
      status: true as const,
      message: 'Next repayment',
      nextRepayment: await nextRepayment(app.deps, requireAuth(request).user, request.query.quoteId),
    }),
  );

  app.get(
    '/Transaction/GetRepayments',
    {
      config: payer,
      schema: { ...read('The repayment schedule, with what is paid'), response: { 200: s.repaymentsResponse } },
    },
    async (request) => {
      const schedule = await repayments(app.deps, requireAuth(request).user, request.query.quoteId);
      return {
        status: true as const,
        message: schedule.message,
        data: schedule.data,
      };
    },
  );

  app.get(
    '/Transaction/GetLoanBalance',
    {
      config: payer,
      schema: {
        ...read('Outstanding principal, arrears, payoff and days overdue'),
        response: { 200: s.loanBalanceResponse },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Loan balance',
      data: await loanBalance(app.deps, requireAuth(request).user, request.query.quoteId),
    }),
  );
};
