import { kobo, koboToNaira } from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/index.ts';
import { envelope } from '../../lib/http.ts';
import { choosePlan, refreshQuote, repaymentsRange, setSurveyPreference } from './plan.service.ts';

const tags = ['Payments'];

const optionSchema = z.object({
  equityPecentage: z.number(),
  equityPayment: z.number(),
  monthlyRepayment: z.number(),
  repaymentDuration: z.number(),
  totalRepayable: z.number(),
  costOfCredit: z.number(),
});

const repaymentsQuery = z.object({
  quoteId: z.coerce.number({ error: 'Which quote? quoteId is required' }).int().positive(),
});
const repaymentsResponse = envelope({
  data: z.array(optionSchema),
  selected: z.number().nullable(),
  effectiveAnnualRate: z.number(),
});

const planBody = z.object({
  quoteId: z.coerce.number().int().positive(),
  equityPercentage: z.coerce.number({ error: 'Choose a down payment option' }).int('Choose a down payment option'),
});

const refreshBody = z.object({ quoteId: z.coerce.number().int().positive() });
const refreshResponse = envelope({ data: z.object({ totalAssetAmount: z.number(), expiresAt: z.string() }) });

const surveyBody = z.object({ isToPerformSurvey: z.boolean({ error: 'isToPerformSurvey must be true or false' }) });

/** The down-payment plans of a quote: choosing one, and refreshing an expired offer. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Quote/GetQuoteRepaymentsRange',
    {
      config: { access: ['AUTH', 'SUPPORT', 'ADMIN'], notForEngineers: true },
      schema: {
        tags,
        summary: 'Each down-payment option with its monthly repayment, total repayable and cost of credit',
        querystring: repaymentsQuery,
        response: { 200: repaymentsResponse },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Repayment options',
      ...(await repaymentsRange(app.deps, requireAuth(request).user, request.query.quoteId)),
    }),
  );

  app.post(
    '/Quote/UpdateQuoteEquityPecentage',
    {
      config: { access: ['AUTH'] },
      schema: {
        tags,
        summary: 'Choose another offered down-payment percentage; the quote is recomputed',
        body: planBody,
        response: { 200: envelope({}) },
      },
    },
    async (request) => {
      const { quoteId, equityPercentage } = request.body;
      await choosePlan(app.deps, requireAuth(request).user, quoteId, equityPercentage);
      return { status: true as const, message: `Your down payment plan is now ${equityPercentage}%.` };
    },
  );

  app.post(
    '/Quote/RefreshQuote',
    {
      config: { access: ['AUTH'] },
      schema: {
        tags,
        summary: 'Re-price an expired offer from current prices, with a new expiry',
        body: refreshBody,
        response: { 200: refreshResponse },
      },
    },
    async (request) => {
      const result = await refreshQuote(app.deps, requireAuth(request).user, request.body.quoteId);
      return {
        status: true as const,
        message: 'Your quote has been updated with current prices.',
        data: { totalAssetAmount: koboToNaira(kobo(result.total)), expiresAt: result.expiresAt.toISOString() },
      };
    },
  );

  app.post(
    '/Utility/PerformAndUndoSurvey',
    {
      config: { access: ['AUTH'] },
      schema: {
        tags: ['Quotes and products'],
        summary: 'Whether to offer the customer the survey again',
        body: surveyBody,
        response: { 200: envelope({}) },
      },
    },
    async (request) => {
      await setSurveyPreference(app.deps, requireAuth(request).user, request.body.isToPerformSurvey);
      return {
        status: true as const,
        message: request.body.isToPerformSurvey
          ? 'We will ask you about your experience.'
          : 'We will not ask you again. Thank you.',
      };
    },
  );
};
