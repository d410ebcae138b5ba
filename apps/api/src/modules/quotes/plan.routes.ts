import { AppError, kobo, koboToNaira, UserRole } from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authErrors, requireAuth } from '../auth/index.ts';
import { envelope } from '../../lib/http.ts';
import { audit } from '../audit/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { quoteTotal, repaymentOptions } from './pricing.service.ts';
import * as repo from './quote.repository.ts';
import { QuoteStatus } from '../../db/tables/quote.table.ts';

const optionSchema = z.object({
  equityPecentage: z.number(),
  equityPayment: z.number(),
  monthlyRepayment: z.number(),
  repaymentDuration: z.number(),
  totalRepayable: z.number(),
  costOfCredit: z.number(),
});

/** The down-payment plans of a quote: choosing one, and refreshing an expired offer. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['Payments'];
  const now = () => app.deps.clock.now();

  /** The customer's own quote, or any for support and admin; engineers have no business with plans or payments. */
  async function ownQuote(user: AppUserRow, quoteId: number) {
    if (user.is_engineer) throw new AppError('FORBIDDEN', authErrors.notForEngineers);
    const row = await db
      .selectFrom('quote')
      .innerJoin('quote_request', 'quote_request.id', 'quote.quote_request_id')
      .selectAll('quote')
      .select(['quote_request.user_id as customer_id', 'quote_request.status as request_status'])
      .where('quote.id', '=', quoteId)
      .executeTakeFirst();
    if (!row || (user.user_role === UserRole.Customer && row.customer_id !== user.id))
      throw new AppError('NOT_FOUND', 'Quote not found.');
    return row;
  }

  app.get(
    '/Quote/GetQuoteRepaymentsRange',
    {
      config: { access: ['AUTH', 'SUPPORT', 'ADMIN'], notForEngineers: true },
      schema: {
        tags,
        summary: 'Each down-payment option with its monthly repayment, total repayable and cost of credit',
        querystring: z.object({
          quoteId: z.coerce.number({ error: 'Which quote? quoteId is required' }).int().positive(),
        }),
        response: {
          200: envelope({
            data: z.array(optionSchema),
            selected: z.number().nullable(),
            effectiveAnnualRate: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const quote = await ownQuote(requireAuth(request).user, request.query.quoteId);
      const settings = await loadSettings(db);
      const lines = await repo.listQuoteLines(db, quote.id);
      const rate = quote.monthly_rate_bps ?? settings.monthlyInterestRateBps;
      return {
        status: true as const,
        message: 'Repayment options',
        data: repaymentOptions(
          quoteTotal(quote, lines),
          { ...settings, monthlyInterestRateBps: rate },
          quote.duration_months,
        ),
        selected: quote.equity_percentage,
        effectiveAnnualRate: Math.round(((1 + rate / 10_000) ** 12 - 1) * 10_000) / 100,
      };
    },
  );

  app.post(
    '/Quote/UpdateQuoteEquityPecentage',
    {
      config: { access: ['AUTH'] },
      schema: {
        tags,
        summary: 'Choose another offered down-payment percentage; the quote is recomputed',
        body: z.object({
          quoteId: z.coerce.number().int().positive(),
          equityPercentage: z.coerce
            .number({ error: 'Choose a down payment option' })
            .int('Choose a down payment option'),
        }),
        response: { 200: envelope({}) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const quote = await ownQuote(user, request.body.quoteId);
      const settings = await loadSettings(db);
      if (!settings.equityPercentages.includes(request.body.equityPercentage)) {
        throw new AppError(
          'VALIDATION_FAILED',
          `Choose one of the offered down payments: ${settings.equityPercentages.map((p) => `${p}%`).join(', ')}.`,
        );
      }
      if (quote.request_status !== 2 || quote.quote_status !== QuoteStatus.Sent)
        throw new AppError('CONFLICT', 'The plan can be changed only before you pay.');
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('quote')
          .set({ equity_percentage: request.body.equityPercentage, updated_at: now() })
          .where('id', '=', quote.id)
          .execute();
        await audit(trx, {
          actorUserId: user.id,
          action: 'quote.plan',
          entity: 'quote',
          entityId: quote.id,
          quoteRequestId: quote.quote_request_id,
          before: { equityPercentage: quote.equity_percentage },
          after: { equityPercentage: request.body.equityPercentage },
        });
      });
      return { status: true as const, message: `Your down payment plan is now ${request.body.equityPercentage}%.` };
    },
  );

  app.post(
    '/Quote/RefreshQuote',
    {
      config: { access: ['AUTH'] },
      schema: {
        tags,
        summary: 'Re-price an expired offer from current prices, with a new expiry',
        body: z.object({ quoteId: z.coerce.number().int().positive() }),
        response: { 200: envelope({ data: z.object({ totalAssetAmount: z.number(), expiresAt: z.string() }) }) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const quote = await ownQuote(user, request.body.quoteId);
      const expired =
        quote.quote_status === QuoteStatus.Expired ||
        (quote.quote_status === QuoteStatus.Sent &&
          quote.expires_at !== null &&
          quote.expires_at.getTime() < now().getTime());
      if (!expired) throw new AppError('CONFLICT', 'This offer has not expired; there is nothing to refresh.');
      const settings = await loadSettings(db);
      const result = await db.transaction().execute(async (trx) => {
        const lines = await repo.listQuoteLines(trx, quote.id);
        const current = await trx
          .selectFrom('component')
          .select(['id', 'unit_price_kobo'])
          .where(
            'id',
            'in',
            lines.map((l) => l.component_id),
          )
          .execute();
        for (const line of lines) {
          const price = current.find((c) => c.id === line.component_id)?.unit_price_kobo;
          if (price !== undefined && price !== line.unit_price_kobo)
            await trx.updateTable('quote_line').set({ unit_price_kobo: price }).where('id', '=', line.id).execute();
        }
        const expiresAt = new Date(now().getTime() + settings.quoteValidityDays * 24 * 60 * 60 * 1000);
        const updated = await trx
          .updateTable('quote')
          .set({
            quote_status: QuoteStatus.Sent,
            expires_at: expiresAt,
            monthly_rate_bps: settings.monthlyInterestRateBps,
            updated_at: now(),
          })
          .where('id', '=', quote.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const total = quoteTotal(updated, await repo.listQuoteLines(trx, quote.id));
        await audit(trx, {
          actorUserId: user.id,
          action: 'quote.refreshed',
          entity: 'quote',
          entityId: quote.id,
          quoteRequestId: quote.quote_request_id,
          before: { total: koboToNaira(quoteTotal(quote, lines)), expiresAt: quote.expires_at?.toISOString() ?? null },
          after: { total: koboToNaira(total), expiresAt: expiresAt.toISOString() },
        });
        return { total, expiresAt };
      });
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
        body: z.object({ isToPerformSurvey: z.boolean({ error: 'isToPerformSurvey must be true or false' }) }),
        response: { 200: envelope({}) },
      },
    },
    async (request) => {
      await db
        .updateTable('app_user')
        .set({ is_to_perform_survey: request.body.isToPerformSurvey })
        .where('id', '=', requireAuth(request).user.id)
        .execute();
      return {
        status: true as const,
        message: request.body.isToPerformSurvey
          ? 'We will ask you about your experience.'
          : 'We will not ask you again. Thank you.',
      };
    },
  );
};
