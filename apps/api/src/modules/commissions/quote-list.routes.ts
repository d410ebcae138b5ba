import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedEnvelope, pageQuery } from '../../lib/http.ts';
import { requireAuth } from '../auth/index.ts';
import { agentQuotePage } from './referral.service.ts';
import { agentUnder } from './team.service.ts';

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
};
