import { isCalendarDate } from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, pagedEnvelope, pageQuery } from '../../lib/http.ts';
import { requireAuth } from '../auth/index.ts';
import { commissionKpi, referralDetails, referralPage, type ReferralFilter } from './referral.service.ts';

const tags = ['Sales team'];
const sales = { access: ['SALES_AGENT'] } as const;

export const referral = z.object({
  customerId: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  phoneNumber: z.string(),
  dateRequested: z.string(),
  productName: z.string().nullable(),
  totalAssetAmount: z.number(),
  dueInDaysCount: z.number().int().nullable(),
  dueDate: z.string().nullable(),
  amountOverdue: z.number(),
  daysOverdue: z.number().int(),
  stage: z.enum(['none', 'quote', 'installing', 'loan', 'paid']),
  owing: z.boolean(),
  nonPerforming: z.boolean(),
});
const referralsResponse = pagedEnvelope(referral);

/** The spec's sales breakdown (staff spec §3), its spellings kept, with the stage and days overdue. */
const breakdown = z.object({
  quoteId: z.number().int().nullable(),
  quoteRequestId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  phoneNumber: z.string(),
  address: z.string().nullable(),
  dateRequested: z.string(),
  productName: z.string().nullable(),
  totalAssetAmount: z.number(),
  amountOwnedByCustomer: z.number(),
  loanBalance: z.number(),
  totalAmountToRepay: z.number(),
  totalDue: z.number(),
  totalDueScheduleCount: z.number().int(),
  totalScheduleCount: z.number().int(),
  totalRePaidAmount: z.number(),
  repaymentStatus: z.enum(['not started', 'on time', 'owing', 'non-performing', 'paid']),
  nextDueDate: z.string().nullable(),
  canPay: z.boolean(),
  nextRepaymentAmount: z.number(),
  payoffAmount: z.number(),
  stage: z.enum(['none', 'quote', 'installing', 'loan', 'paid']),
  daysOverdue: z.number().int(),
  totalCommision: z.number(),
  totalCommisionPaid: z.number(),
  totalCommisionUnpaid: z.number(),
});
const recentQuery = pageQuery.extend({
  StartDate: z.string({ error: 'Give StartDate as YYYY-MM-DD' }).refine(isCalendarDate, 'Give StartDate as YYYY-MM-DD'),
});

/** The signed-in agent's referrals (staff spec §3, §7): all, recent, owing, non-performing; commission by month. */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = (path: string, summary: string, filter: ReferralFilter) =>
    app.get(
      path,
      { config: sales, schema: { tags, summary, querystring: pageQuery, response: { 200: referralsResponse } } },
      async (request) => ({
        status: true as const,
        message: 'Referrals',
        ...(await referralPage(app.deps, requireAuth(request).user.id, filter, request.query)),
      }),
    );
  list('/SalesTeam/AllReferral', "The agent's referred customers, newest first", 'all');
  list('/SalesTeam/OwingCustomers', 'Referred customers with an instalment past due and unpaid today', 'owing');
  list(
    '/SalesTeam/NonPerformingCustomers',
    'Referred customers 30 or more days overdue (non-performing)',
    'nonPerforming',
  );

  app.get(
    '/SalesTeam/RecentReferral',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Referrals whose request (or sign-up) is on or after StartDate',
        querystring: recentQuery,
        response: { 200: referralsResponse },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Recent referrals',
      ...(await referralPage(app.deps, requireAuth(request).user.id, 'all', request.query, request.query.StartDate)),
    }),
  );

  app.get(
    '/SalesTeam/ReferralDetailsByCustomerId',
    {
      config: sales,
      schema: {
        tags,
        summary: "A referred customer's sales breakdown: their request, repayments today and the commission on them",
        querystring: z.object({
          CustomerId: z.coerce.number({ error: 'Give CustomerId, the customer’s id' }).int().positive(),
        }),
        response: { 200: envelope({ data: breakdown }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Referral details',
      data: await referralDetails(app.deps, requireAuth(request).user, request.query.CustomerId),
    }),
  );

  app.get(
    '/SalesTeam/GetSalesTeamCommisionKpi',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Commission earned and paid out by month, the last 12 months (for a chart)',
        response: {
          200: envelope({ data: z.array(z.object({ month: z.string(), earned: z.number(), paid: z.number() })) }),
        },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Commission by month',
      data: await commissionKpi(app.deps, requireAuth(request).user.id),
    }),
  );
};
