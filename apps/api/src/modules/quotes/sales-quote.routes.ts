import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/index.ts';
import { tags } from './quote-request.schemas.ts';
import { salesQuoteBody, salesQuoteResponse } from './sales-quote.schemas.ts';
import { createSalesQuote } from './sales-quote.service.ts';

/** A sales agent (coordinators included) asks for a quote for a customer (staff spec §7, issue 20). */
export const salesQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Quote/CreateSalesQuoteRequestWithProduct',
    {
      config: { access: ['SALES_AGENT'] },
      schema: {
        tags,
        summary:
          'A sales agent asks for a quote for a customer (a package, components, or the power need): an existing customer of theirs is linked, a new one is made, referred to them and invited to set a password',
        body: salesQuoteBody,
        response: { 200: salesQuoteResponse },
      },
    },
    async (request) => {
      const { firstname, newCustomer, ...data } = await createSalesQuote(
        app.deps,
        requireAuth(request).user,
        request.body,
      );
      const message = newCustomer
        ? `The quote request is in. We have emailed ${firstname} a code to set their password and follow it.`
        : `The quote request is in for ${firstname}.`;
      return { status: true as const, message, data: { ...data, newCustomer } };
    },
  );
};
