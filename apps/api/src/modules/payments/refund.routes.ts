import { isCalendarDate, nairaAmountField, nairaToKobo } from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/index.ts';
import { envelope } from '../../lib/http.ts';
import { recordRefund } from './refund.service.ts';

export const refundBody = z.object({
  quoteId: z.number({ error: 'Which quote? quoteId is required' }).int().positive('Which quote? quoteId is required'),
  amount: nairaAmountField('Enter the amount refunded in naira'),
  reference: z
    .string({ error: 'Enter the refund reference (from the provider or the bank transfer)' })
    .trim()
    .min(3, 'Enter the refund reference (from the provider or the bank transfer)')
    .max(100, 'The reference is at most 100 characters'),
  refundedOn: z
    .string({ error: 'Enter the day the money was sent as YYYY-MM-DD' })
    .refine(isCalendarDate, 'Enter the day the money was sent as YYYY-MM-DD'),
});

/**
 * An administrator records a refund made of money received above a request's first payment (docs/payments.md
 * "Refunds"; our call: the spec names none).
 */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Transaction/RecordRefund',
    {
      config: { access: ['ADMIN'] },
      schema: {
        tags: ['Payments'],
        summary: 'Record money above the first payment as refunded to the customer (never more than the refund due)',
        body: refundBody,
        response: { 200: envelope({ data: z.object({ id: z.number().int(), refundDue: z.number() }) }) },
      },
    },
    async (request) => {
      const { quoteId, amount, reference, refundedOn } = request.body;
      const data = await recordRefund(app.deps, requireAuth(request).user, {
        quoteId,
        amountKobo: nairaToKobo(amount),
        reference,
        refundedOn,
      });
      return { status: true as const, message: 'The refund is recorded and the customer has been told.', data };
    },
  );
};
