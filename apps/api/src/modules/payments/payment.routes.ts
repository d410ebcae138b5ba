import { AppError, kobo, koboToNaira, PAYMENT_REFERENCE_PATTERN } from '@imole/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signBody, type PaymentProvider } from '../../adapters/payments/payments.ts';
import { requireAuth } from '../auth/index.ts';
import { envelope } from '../../lib/http.ts';
import { paymentService, type CreditOutcome } from './payment.service.ts';

/** Who may pay or read a quote's payments: its customer, their sales agent, support and admin; never engineers. */
const payer = { access: ['AUTH', 'SALES_AGENT', 'SUPPORT', 'ADMIN'], notForEngineers: true } as const;
const quoteQuery = z.object({
  quoteId: z.coerce
    .number({ error: 'Which quote? quoteId is required' })
    .int()
    .positive('Which quote? quoteId is required'),
});
const saveBody = z.object({
  quoteId: z.coerce.number().int().positive(),
  transactionReference: z
    .string({ error: 'The payment reference is missing' })
    .trim()
    .min(1, 'The payment reference is missing')
    .max(100),
  isOutRightPayment: z.boolean().optional(),
  isPayStack: z.boolean().optional(),
});
const startedResponse = envelope({
  data: z.object({
    reference: z.string(),
    amount: z.number(),
    provider: z.string(),
    accessCode: z.string(),
    authorizationUrl: z.string(),
  }),
});
const savedCard = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  bank: z.string().nullable(),
  dateAdded: z.string(),
});
/** The answer of every call that credits a payment. */
const credited = (message: string, outcome: CreditOutcome) => ({
  status: true as const,
  message,
  data: {
    reference: outcome.payment.reference,
    amount: koboToNaira(kobo(outcome.payment.expected_kobo)),
    purpose: outcome.payment.purpose,
    alreadyCredited: outcome.status === 'already-credited',
  },
});
const savedResponse = envelope({
  data: z.object({ reference: z.string(), amount: z.number(), purpose: z.string(), alreadyCredited: z.boolean() }),
});

export function paymentRoutes(provider: PaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    const payments = paymentService(app.deps, provider);
    const tags = ['Payments'];

    app.post(
      '/Transaction/InitializePayment',
      {
        config: payer,
        schema: {
          tags,
          summary: 'Start a card payment: the server records what it expects and answers where to pay',
          body: z.object({
            quoteId: z.coerce.number().int().positive(),
            purpose: z.enum(['equity', 'outright', 'repayment', 'payoff'], {
              error: 'Choose what you are paying for: equity, outright, repayment or payoff',
            }),
            amount: z.coerce.number().positive('Enter an amount above zero').optional(),
            saveCard: z.boolean().optional(),
          }),
          response: { 200: startedResponse },
        },
      },
      async (request) => ({
        status: true as const,
        message: 'Payment started',
        data: await payments.initialize(requireAuth(request).user, request.body),
      }),
    );

    // Saved cards (/payment-method, /add-payment): the customer's own, never anyone else's.
    app.post(
      '/Transaction/InitializeCardVerification',
      {
        config: { access: ['AUTH'] },
        schema: {
          tags,
          summary: 'Start the ₦50 charge that checks a card before saving it; it is refunded at once',
          response: { 200: startedResponse },
        },
      },
      async (request) => ({
        status: true as const,
        message: 'Card check started',
        data: await payments.initializeCardVerification(requireAuth(request).user),
      }),
    );

    app.post(
      '/Transaction/SaveCard',
      {
        config: { access: ['AUTH'] },
        schema: {
          tags,
          summary: 'Save the card of a finished card check (verified with the provider), and refund the check',
          body: z.object({ transactionReference: saveBody.shape.transactionReference }),
          response: { 200: envelope({ data: savedCard }) },
        },
      },
      async (request) => ({
        status: true as const,
        message: 'Your card has been saved',
        data: await payments.saveCard(requireAuth(request).user, request.body.transactionReference),
      }),
    );

    app.get(
      '/Transaction/GetSavedCards',
      {
        config: { access: ['AUTH'] },
        schema: {
          tags,
          summary: 'The signed-in customer’s saved cards',
          response: { 200: envelope({ data: z.array(savedCard) }) },
        },
      },
      async (request) => ({
        status: true as const,
        message: 'Saved cards',
        data: await payments.cards(requireAuth(request).user),
      }),
    );

    app.post(
      '/Transaction/RemoveSavedCard',
      {
        config: { access: ['AUTH'] },
        schema: {
          tags,
          summary: 'Forget a saved card',
          body: z.object({ cardId: z.coerce.number({ error: 'Which card?' }).int().positive('Which card?') }),
          response: { 200: envelope({}) },
        },
      },
      async (request) => {
        await payments.removeCard(requireAuth(request).user, request.body.cardId);
        return { status: true as const, message: 'Card removed' };
      },
    );

    app.post(
      '/Transaction/PayWithSavedCard',
      {
        config: { access: ['AUTH'] },
        schema: {
          tags,
          summary: 'Pay with a saved card: verified with the provider and credited exactly as a checkout payment',
          body: z.object({
            quoteId: z.coerce.number().int().positive(),
            purpose: z.enum(['equity', 'outright', 'repayment', 'payoff'], {
              error: 'Choose what you are paying for: equity, outright, repayment or payoff',
            }),
            amount: z.coerce.number().positive('Enter an amount above zero').optional(),
            cardId: z.coerce.number({ error: 'Choose a card' }).int().positive('Choose a card'),
            reference: z
              .string()
              .regex(PAYMENT_REFERENCE_PATTERN, 'The payment reference must be 15 letters and digits')
              .optional(),
          }),
          response: { 200: savedResponse },
        },
      },
      async (request) => {
        const outcome = await payments.payWithSavedCard(requireAuth(request).user, request.body);
        return credited('Payment successful', outcome);
      },
    );

    for (const [url, purposes, summary] of [
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
    ] as const) {
      app.post(
        url,
        { config: payer, schema: { tags, summary, body: saveBody, response: { 200: savedResponse } } },
        async (request) => {
          const outcome = await payments.save(
            requireAuth(request).user,
            request.body.quoteId,
            request.body.transactionReference,
            purposes,
          );
          return credited('Payment successful', outcome);
        },
      );
    }

    app.post(
      '/Transaction/ManualSaveQuoteEquityPayment',
      {
        config: { access: ['SUPPORT', 'ADMIN'], notForEngineers: true },
        schema: {
          tags,
          summary: 'Record a payment received outside the card flow; it moves the request on as a card payment would',
          body: z.object({
            quoteId: z.coerce.number().int().positive(),
            amount: z.coerce.number({ error: 'Enter the amount received' }),
          }),
          response: { 200: savedResponse },
        },
      },
      async (request) => {
        const outcome = await payments.manualEquity(
          requireAuth(request).user,
          request.body.quoteId,
          request.body.amount,
        );
        return credited('Payment has been confirmed, please proceed', outcome);
      },
    );

    app.post(
      '/Transaction/SetPayOnDelivery',
      {
        config: { access: ['SUPPORT', 'ADMIN'], notForEngineers: true },
        schema: {
          tags,
          summary:
            'Staff agree that the customer pays on delivery: the request moves to status 3 and the quote to payment received',
          body: quoteQuery,
          response: { 200: envelope({}) },
        },
      },
      async (request) => {
        await payments.setPayOnDelivery(requireAuth(request).user, request.body.quoteId);
        return {
          status: true as const,
          message: 'Pay on delivery is set. The request is ready for an engineer; record the payment when it arrives.',
        };
      },
    );

    app.get(
      '/Transaction/GetTransactions',
      {
        config: payer,
        schema: {
          tags,
          summary: 'Payments on a quote, newest first',
          querystring: quoteQuery,
          response: {
            200: envelope({
              data: z.array(
                z.object({
                  reference: z.string(),
                  dateCreated: z.string(),
                  successful: z.boolean(),
                  status: z.string(),
                  amountInTransaction: z.number(),
                  transactionType: z.number().int(),
                  purpose: z.string(),
                }),
              ),
            }),
          },
        },
      },
      async (request) => ({
        status: true as const,
        message: 'Transactions',
        data: await payments.transactions(requireAuth(request).user, request.query.quoteId),
      }),
    );

    app.get(
      '/Transaction/GetNextRepayment',
      {
        config: payer,
        schema: {
          tags,
          summary: 'The next instalment still owing',
          querystring: quoteQuery,
          response: {
            200: envelope({
              nextRepayment: z.object({
                amount: z.number(),
                dueInDaysCount: z.number().int(),
                dueDate: z.string().nullable(),
              }),
            }),
          },
        },
      },
      async (request) => {
        const loan = await payments.loan(requireAuth(request).user, request.query.quoteId);
        const next = loan?.position.next;
        return {
          status: true as const,
          message: 'Next repayment',
          nextRepayment: next
            ? { amount: koboToNaira(next.amount), dueInDaysCount: next.dueInDays, dueDate: next.dueDate }
            : { amount: 0, dueInDaysCount: 0, dueDate: null },
        };
      },
    );

    app.get(
      '/Transaction/GetRepayments',
      {
        config: payer,
        schema: {
          tags,
          summary: 'The repayment schedule, with what is paid',
          querystring: quoteQuery,
          response: {
            200: envelope({
              data: z.object({
                generalRepayment: z.array(
                  z.object({
                    installmentNumber: z.number().int(),
                    totalRepayment: z.number(),
                    amountPaid: z.number(),
                    installmentDate: z.string(),
                    repaymentStatus: z.string(),
                  }),
                ),
              }),
            }),
          },
        },
      },
      async (request) => {
        const loan = await payments.loan(requireAuth(request).user, request.query.quoteId);
        const today = new Date(app.deps.clock.now().getTime() + 3_600_000).toISOString().slice(0, 10);
        return {
          status: true as const,
          message: loan ? 'Repayment schedule' : 'Repayment schedule yet to be confirmed',
          data: {
            generalRepayment: (loan?.schedule ?? []).map((i) => {
              const paid = loan!.allocation.paid.get(i.number) ?? 0;
              return {
                installmentNumber: i.number,
                totalRepayment: koboToNaira(i.amount),
                amountPaid: koboToNaira(kobo(paid)),
                installmentDate: i.dueDate,
                repaymentStatus: paid >= i.amount ? 'paid' : i.dueDate < today ? 'overdue' : 'due',
              };
            }),
          },
        };
      },
    );

    app.get(
      '/Transaction/GetLoanBalance',
      {
        config: payer,
        schema: {
          tags,
          summary: 'Outstanding principal, arrears, payoff and days overdue',
          querystring: quoteQuery,
          response: {
            200: envelope({
              data: z.object({
                loanBalance: z.number(),
                arrears: z.number(),
                payoff: z.number(),
                daysOverdue: z.number().int(),
                nonPerforming: z.boolean(),
              }),
            }),
          },
        },
      },
      async (request) => {
        const loan = await payments.loan(requireAuth(request).user, request.query.quoteId);
        const p = loan?.position;
        return {
          status: true as const,
          message: 'Loan balance',
          data: {
            loanBalance: p ? koboToNaira(p.outstandingPrincipal) : 0,
            arrears: p ? koboToNaira(p.arrears) : 0,
            payoff: p ? koboToNaira(p.payoff) : 0,
            daysOverdue: p?.daysOverdue ?? 0,
            nonPerforming: p?.nonPerforming ?? false,
          },
        };
      },
    );

    await app.register(webhookRoute(provider, payments));
  };
}

/** The provider's webhook: the raw body is kept to check its HMAC-SHA512 signature before anything is read. */
function webhookRoute(provider: PaymentProvider, payments: ReturnType<typeof paymentService>) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.post(
      '/Transaction/PaystackWebhook',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Payments'],
          summary: 'Paystack webhook (x-paystack-signature: HMAC-SHA512 of the raw body)',
          hide: false,
        },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        const signature = request.headers['x-paystack-signature'];
        if (!provider.verifySignature(raw, typeof signature === 'string' ? signature : undefined)) {
          throw new AppError('UNAUTHENTICATED', 'The webhook signature is not valid.');
        }
        let event: { event?: unknown; data?: { reference?: unknown } };
        try {
          event = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new AppError('BAD_REQUEST', 'The webhook body is not valid JSON.');
        }
        const reference = typeof event.data?.reference === 'string' ? event.data.reference : null;
        if (event.event === 'charge.success' && reference) {
          // Unknown references (another integration's) are acknowledged, not retried forever.
          await payments.credit(reference).catch((error: unknown) => {
            if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
          });
        }
        return reply.status(200).send({ status: true, message: 'Received' });
      },
    );
  };
}

/** A webhook as Paystack would send it, signed with `secret` (used by the sandbox and by tests). */
export function signedChargeSuccess(
  secret: string,
  charge: { reference: string; amountKobo: number; currency?: string },
) {
  const body = JSON.stringify({
    event: 'charge.success',
    data: {
      reference: charge.reference,
      amount: charge.amountKobo,
      currency: charge.currency ?? 'NGN',
      status: 'success',
    },
  });
  return { body, signature: signBody(secret, body) };
}
