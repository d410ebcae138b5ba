import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, pagedEnvelope, pageQuery } from '../../lib/http.ts';
import { requireAuth } from '../auth/index.ts';
import { agentQuotePage, bookOf } from './referral.service.ts';
import { agentUnder, teamIds } from './team.service.ts';

const tags = ['Sales team'];
const sales = { access: ['SALES_AGENT'] } as const;

const agentQuote = z.object({
  quoteRequestId: z.number().int(),
  referenceNo: z.string(),
  quoteRequestStatus: z.number().int(),
  status: z.string(),
  installed: z.boolean(),
  dateRequested: z.string(),
  customerId: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  productName: z.string().nullable(),
  totalAssetAmount: z.number(),
});

const portfolio = z.object({
  runningLoans: z.number().int(),
  upToDate: z.number().int(),
  owing: z.number().int(),
  nonPerforming: z.number().int(),
  paidOff: z.number().int(),
  outstanding: z.number(),
  par30Outstanding: z.number(),
  par30Bps: z.number().int().nullable(),
  upToDateBps: z.number().int().nullable(),
});

/** The agent's quotes (staff spec §7 SalesAgentQuoteList; docs/sales.md "Quotes"). */
export const quoteListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/SalesTeam/SalesAgentQuoteList',
    {
      config: sales,
      schema: {
        tags,
        summary: "The quote requests of the agent's referred customers, newest first",
        querystring: pageQuery,
        response: { 200: pagedEnvelope(agentQuote) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Quotes',
      ...(await agentQuotePage(app.deps, requireAuth(request).user.id, request.query)),
    }),
  );

  app.get(
    '/SalesTeam/SalesAgentQuoteListBySalesAgentId',
    {
      config: { access: ['SALES_AGENT'], coordinatorsOnly: true },
      schema: {
        tags,
        summary: "Coordinators: the quotes of one of their agents' referred customers, newest first",
        querystring: pageQuery.extend({
          SalesAgentId: z.coerce.number({ error: 'Give SalesAgentId, the agent’s id' }).int().positive(),
        }),
        response: { 200: pagedEnvelope(agentQuote) },
      },
    },
    async (request) => {
      const agent = await agentUnder(app.deps, requireAuth(request).user, request.query.SalesAgentId);
      return { status: true as const, message: 'Quotes', ...(await agentQuotePage(app.deps, agent.id, request.query)) };
    },
  );

  app.get(
    '/SalesTeam/GetPortfolio',
    {
      config: { access: ['SALES_AGENT'] },
      schema: {
        tags,
        summary:
          "The book of loans behind the agent's referrals (a coordinator: with Scope=team, the team's): PAR30 and more",
        querystring: z.object({
          Scope: z.enum(['own', 'team'], { error: 'Scope is own or team' }).default('own'),
        }),
        response: { 200: envelope({ data: portfolio }) },
      },
    },
    async (request) => {
      const user = requireAuth(request).user;
      const ids = request.query.Scope === 'team' ? await teamIds(app.deps, user) : [user.id];
      return { status: true as const, message: 'Portfolio', data: await bookOf(app.deps, ids) };
    },
  );
};
