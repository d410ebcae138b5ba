import { bankCodeSentMessage } from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/index.ts';
import * as schemas from './prospect.schemas.ts';
import { createBankQuote, newQuoteCheck, registerProspect } from './prospect.service.ts';

/** Rate-limited as ClientUser/CreateClientUser is. */
const publicRoute = { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } } as const;
const customer = { access: ['AUTH'] } as const;

/**
 * The bank-referred prospect's way in (docs/banks.md "The prospect"): ClientUser/CreateBankClientUser and
 * FinancialInstitutionQuote/CreateFinancialInstitutionQuote.
 */
export const prospectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ClientUser/CreateBankClientUser',
    { config: publicRoute, schema: schemas.createBankClientUser },
    async (request) => {
      await registerProspect(app.deps, request.body, request.ip);
      return { status: true as const, message: bankCodeSentMessage(request.body.email) };
    },
  );

  app.get(
    '/FinancialInstitutionQuote/NewQuoteCheck',
    { config: customer, schema: schemas.newQuoteCheck },
    async (request) => ({
      status: true as const,
      message: 'New quote check',
      data: await newQuoteCheck(app.deps, requireAuth(request).user),
    }),
  );

  app.post(
    '/FinancialInstitutionQuote/CreateFinancialInstitutionQuote',
    { config: customer, schema: schemas.createFinancialInstitutionQuote },
    async (request, reply) => {
      const data = await createBankQuote(app.deps, requireAuth(request).user, request.body);
      return reply
        .status(201)
        .send({ status: true as const, message: 'Your quote request has been sent to our team and your bank.', data });
    },
  );
};
