import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, pagedEnvelope, pageQuery } from '../../lib/http.ts';
import { requireAuth } from '../auth/index.ts';
import { referredCustomer, referredCustomerList } from './customer-list.service.ts';
import { referral } from './referral.routes.ts';
import { referralPage } from './referral.service.ts';

const tags = ['Sales team'];
const sales = { access: ['SALES_AGENT'] } as const;

const withCommission = referral.extend({
  totalCommision: z.number(),
  totalCommisionPaid: z.number(),
  totalCommisionUnpaid: z.number(),
});
const listQuery = pageQuery.extend({
  FilterByPendingCommisionSettlement: z
    .enum(['true', 'false'], { error: 'FilterByPendingCommisionSettlement is true or false' })
    .default('false'),
  CustomerPaymentFilter: z
    .enum(['all', 'upToDate', 'owing', 'nonPerforming', 'paid'], {
      error: 'CustomerPaymentFilter is all, upToDate, owing, nonPerforming or paid',
    })
    .default('all'),
});

/** The other referral calls of staff spec §7 (docs/sales.md "More referral calls"). */
export const customerListRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = (path: string, scope: 'own' | 'team', summary: string) =>
    app.get(
      path,
      {
        config: scope === 'team' ? { ...sales, coordinatorsOnly: true } : sales,
        schema: { tags, summary, querystring: listQuery, response: { 200: pagedEnvelope(withCommission) } },
      },
      async (request) => ({
        status: true as const,
        message: 'Referred customers',
        ...(await referredCustomerList(
          app.deps,
          requireAuth(request).user,
          scope,
          {
            payment: request.query.CustomerPaymentFilter,
            pendingOnly: request.query.FilterByPendingCommisionSettlement === 'true',
          },
          request.query,
        )),
      }),
    );
  list('/SalesTeam/RefferedCustomerList', 'own', "The agent's referred customers with the commission on each");
  list('/SalesTeam/MainRefferedCustomerList', 'team', "A coordinator's team's customers with their commission on each");

  app.get(
    '/SalesTeam/GetRecentReferrals',
    {
      config: sales,
      schema: { tags, summary: "The agent's five newest referrals", response: { 200: pagedEnvelope(referral) } },
    },
    async (request) => ({
      status: true as const,
      message: 'Recent referrals',
      ...(await referralPage(app.deps, requireAuth(request).user.id, 'all', { PageIndex: 1, PageSize: 5 })),
    }),
  );

  app.get(
    '/SalesTeam/ReferredCustomer',
    {
      config: sales,
      schema: {
        tags,
        summary: 'One referred customer, as the referral lists show them',
        querystring: z.object({
          customerId: z.coerce.number({ error: 'Give customerId, the customer’s id' }).int().positive(),
        }),
        response: { 200: envelope({ data: referral }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Referred customer',
      data: await referredCustomer(app.deps, requireAuth(request).user, request.query.customerId),
    }),
  );
};
