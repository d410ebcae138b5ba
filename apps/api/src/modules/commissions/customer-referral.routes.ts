import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, pagedEnvelope, pageQuery } from '../../lib/http.ts';
import { requireAuth } from '../auth/index.ts';
import { friendDetail, friendPage, referralReport } from './customer-referral.service.ts';

const tags = ['Customer referrals'];
/** Customers only, each their own referrals (docs/sales.md "Customer referral programme"). */
const customers = { access: ['AUTH'] } as const;

const friend = z.object({
  customerId: z.number().int(),
  firstname: z.string(),
  lastInitial: z.string(),
  joinedOn: z.string(),
  stage: z.enum(['none', 'quote', 'installing', 'loan', 'paid']),
  owing: z.boolean(),
  rewardStatus: z.enum(['waiting', 'earned', 'paid', 'none']),
  reward: z.number(),
});

const report = z.object({
  referralCode: z.string(),
  rewardPerReferral: z.number(),
  totalEarned: z.number(),
  totalPaid: z.number(),
  totalUnPaid: z.number(),
  referredCustomers: z.number().int(),
  rewardedCustomers: z.number().int(),
  owingCustomers: z.number().int(),
  payouts: z.array(z.object({ amount: z.number(), paidOn: z.string() })),
});

/** The customer referral programme's calls (the spec names none; these names are ours). */
export const customerReferralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/CustomerReferral/GetReferralReport',
    {
      config: customers,
      schema: {
        tags,
        summary: "The customer's referral code, the reward per referral, rewards earned, paid and unpaid, referrals",
        response: { 200: envelope({ data: report }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Referral report',
      data: await referralReport(app.deps, requireAuth(request).user),
    }),
  );

  const list = (path: string, summary: string, filter: 'all' | 'owing') =>
    app.get(
      path,
      {
        config: customers,
        schema: { tags, summary, querystring: pageQuery, response: { 200: pagedEnvelope(friend) } },
      },
      async (request) => ({
        status: true as const,
        message: 'Referrals',
        ...(await friendPage(app.deps, requireAuth(request).user, filter, request.query)),
      }),
    );
  list('/CustomerReferral/AllReferrals', 'People the customer referred, newest first', 'all');
  list('/CustomerReferral/OwingReferrals', 'People the customer referred who are behind on repayments today', 'owing');

  app.get(
    '/CustomerReferral/ReferralDetail',
    {
      config: customers,
      schema: {
        tags,
        summary: 'One person the customer referred: how far they are, and the reward on them',
        querystring: z.object({
          CustomerId: z.coerce.number({ error: 'Give CustomerId, the id of someone you referred' }).int().positive(),
        }),
        response: { 200: envelope({ data: friend.extend({ rewardEarnedOn: z.string().nullable() }) }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Referral',
      data: await friendDetail(app.deps, requireAuth(request).user, request.query.CustomerId),
    }),
  );
};
