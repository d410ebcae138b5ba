import { isCalendarDate, nairaAmountField, nairaToKobo } from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/http.ts';
import { requireAuth } from '../auth/index.ts';
import { dashboardRecord, settleCommission, unsettledCommissions } from './commission.service.ts';

const tags = ['Sales team'];
const money = z.number();

const dashboardRecordResponse = envelope({
  data: z.object({
    totalCommission: money,
    totalPaid: money,
    totalUnPaid: money,
    referredCustomers: z.number().int(),
    owingCustomers: z.number().int(),
    totalNonPerformingCustomers: z.number().int(),
    totalQuotes: z.number().int(),
  }),
});

const unsettledResponse = envelope({
  data: z.array(
    z.object({
      salesTeamUserId: z.number().int(),
      firstname: z.string(),
      lastname: z.string(),
      phoneNumber: z.string(),
      isCoordinator: z.boolean(),
      role: z.enum(['Sales agent', 'Coordinator', 'Customer']),
      totalCommission: money,
      totalPaid: money,
      totalUnPaid: money,
    }),
  ),
});

export const settleBody = z.object({
  salesTeamUserId: z.number({ error: 'Choose who was paid' }).int().positive(),
  amount: nairaAmountField('Enter the amount paid out in naira'),
  reference: z
    .string({ error: 'Enter the payout reference (the bank transfer reference)' })
    .trim()
    .min(3, 'Enter the payout reference (the bank transfer reference)')
    .max(100, 'The reference is at most 100 characters'),
  paidOn: z
    .string({ error: 'Enter the day the money was sent as YYYY-MM-DD' })
    .refine(isCalendarDate, 'Enter the day the money was sent as YYYY-MM-DD'),
});

/** Sales team calls of the commission ledger (staff spec §3, §7; docs/sales.md). */
export const commissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/SalesTeam/GetDashBoardRecord',
    {
      config: { access: ['SALES_AGENT'] },
      schema: {
        tags,
        summary:
          "The signed-in agent's report: commission earned, paid and unpaid; referred, owing and non-performing customers; quotes",
        response: { 200: dashboardRecordResponse },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Dashboard record',
      data: await dashboardRecord(app.deps, requireAuth(request).user),
    }),
  );

  app.get(
    '/SalesTeam/UnsettledCommissions',
    {
      config: { access: ['ADMIN'] },
      schema: {
        tags,
        summary: 'Admins: every agent, coordinator and referring customer owed commission or rewards, most owed first',
        response: { 200: unsettledResponse },
      },
    },
    async () => ({
      status: true as const,
      message: 'Unsettled commissions',
      data: await unsettledCommissions(app.deps),
    }),
  );

  app.post(
    '/SalesTeam/SettleCommission',
    {
      config: { access: ['ADMIN'] },
      schema: {
        tags,
        summary: 'Admins: record commission paid out to an agent or coordinator (never more than is unpaid), audited',
        body: settleBody,
        response: { 200: envelope({ data: z.object({ id: z.number().int(), unpaidAfter: money }) }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Commission payout recorded.',
      data: await settleCommission(app.deps, requireAuth(request).user, {
        salesTeamUserId: request.body.salesTeamUserId,
        amountKobo: nairaToKobo(request.body.amount),
        reference: request.body.reference,
        paidOn: request.body.paidOn,
      }),
    }),
  );
};
