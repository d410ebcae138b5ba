import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, pagedEnvelope, pageQuery } from '../../lib/http.ts';
import { referral } from './referral.routes.ts';
import { requireAuth } from '../auth/index.ts';
import { coordinatorRecord, teamPage, teamReferralPage } from './team.service.ts';

const tags = ['Sales team'];
const coordinators = { access: ['SALES_AGENT'], coordinatorsOnly: true } as const;

const member = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  isActive: z.boolean(),
  dateCreated: z.string(),
  referredCustomers: z.number().int(),
  owingCustomers: z.number().int(),
  nonPerformingCustomers: z.number().int(),
  totalCommission: z.number(),
});

/** A coordinator's team (staff spec §1, §7): their agents, and the coordinator's dashboard report. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ClientUser/GetSalesTeamMembersUnderCordinator',
    {
      config: coordinators,
      schema: {
        tags,
        summary: "A coordinator's agents, with their customers and commission (coordinators only)",
        querystring: pageQuery,
        response: { 200: pagedEnvelope(member) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Sales team members',
      ...(await teamPage(app.deps, requireAuth(request).user, request.query)),
    }),
  );

  app.get(
    '/SalesTeam/CoordinatorReferrals',
    {
      config: coordinators,
      schema: {
        tags,
        summary: "The team's customers (the coordinator's and their agents'): all, owing, or non-performing",
        querystring: pageQuery.extend({
          Filter: z
            .enum(['all', 'owing', 'nonPerforming'], { error: 'Filter is all, owing or nonPerforming' })
            .default('all'),
        }),
        response: { 200: pagedEnvelope(referral.extend({ agentName: z.string() })) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Team referrals',
      ...(await teamReferralPage(app.deps, requireAuth(request).user, request.query.Filter, request.query)),
    }),
  );

  app.get(
    '/SalesTeam/GetCoordinatorDashBoardRecord',
    {
      config: coordinators,
      schema: {
        tags,
        summary: "The coordinator's report: own commission, agents, and the team's customers (coordinators only)",
        response: {
          200: envelope({
            data: z.object({
              totalCommission: z.number(),
              totalPaid: z.number(),
              totalUnPaid: z.number(),
              agents: z.number().int(),
              referredCustomers: z.number().int(),
              owingCustomers: z.number().int(),
              totalNonPerformingCustomers: z.number().int(),
            }),
          }),
        },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Coordinator dashboard record',
      data: await coordinatorRecord(app.deps, requireAuth(request).user),
    }),
  );
};
