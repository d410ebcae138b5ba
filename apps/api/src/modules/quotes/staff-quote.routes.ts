import { koboToNaira } from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/index.ts';
import { envelope, paged, pagedEnvelope } from '../../lib/http.ts';
import { boardPage, ownRequestsPage } from './board.service.ts';
import { rejectQuote } from './rejection.service.ts';
import { customerInstallationRoutes, engineerJobRoutes, staffInstallationRoutes } from './installation.routes.ts';
import { assignProduct, confirmPricing, pricingTerms, updateCost } from './pricing.service.ts';
import {
  assignProductBody,
  boardItem,
  boardQuery,
  confirmPricingResponse,
  costBody,
  installers,
  ownRequestsQuery,
  ownStageCounts,
  rejectQuoteBody,
  rejectQuoteResponse,
  pricingTermsQuery,
  pricingTermsResponse,
  quoteIdBody,
  quoteSummary,
  staff,
  staffOrAgent,
  statusBoardQuery,
  tags,
  toSummary,
} from './staff-quote.schemas.ts';

/** Staff's side of a request: the board, pricing, and the installation (its customer's answers included). */
export const staffQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffBoardRoutes);
  await app.register(staffPricingRoutes);
  await app.register(staffOfferRoutes);
  await app.register(staffDecisionRoutes);
  await app.register(staffInstallationRoutes);
  await app.register(engineerJobRoutes);
  await app.register(customerInstallationRoutes);
};

const tabs = [
  ['/Quote/GetNotRespondedQuotes', 'pending', 'Pending: new or changed requests waiting for pricing (status 0–1)'],
  ['/Quote/GetAwaitingCustomerResponseQuotes', 'ready', 'Ready: priced and sent to the customer (status 2)'],
  ['/Quote/GetAwaitingEngineerAssignmentQuotes', 'engineer', 'Engineer: paid, no engineer yet (status 3)'],
  ['/Quote/GetAwaitingInstallationQuotes', 'installation', 'Installation: engineer assigned, not complete'],
  ['/Quote/GetCompletedInstallationQuotes', 'completed', 'Completed: installation confirmed (installationStatus 4)'],
] as const;

const boardMessage = 'Quote requests';

/**
 * The five tabs of the board and the status filter. Engineers use the board too (the Requests of their navigation
 * bar, staff spec §2), each seeing only the requests assigned to them.
 */
const staffBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [url, tab, summary] of tabs) {
    app.get(
      url,
      {
        config: installers,
        schema: {
          tags,
          summary: `${summary}; an engineer gets only their own jobs`,
          querystring: boardQuery,
          response: { 200: pagedEnvelope(boardItem) },
        },
      },
      async (request) => {
        const { items, total } = await boardPage(app.deps, { tab }, request.query, requireAuth(request).user);
        return { status: true as const, message: boardMessage, ...paged(items, total, request.query) };
      },
    );
  }

  app.get(
    '/Quote/QuoteWithStatus',
    {
      config: installers,
      schema: {
        tags,
        summary: 'Requests with one quoteRequestStatus; an engineer gets only their own jobs',
        querystring: statusBoardQuery,
        response: { 200: pagedEnvelope(boardItem) },
      },
    },
    async (request) => {
      const filter = { status: request.query.Status };
      const { items, total } = await boardPage(app.deps, filter, request.query, requireAuth(request).user);
      return { status: true as const, message: boardMessage, ...paged(items, total, request.query) };
    },
  );
};

/**
 * /requests of support (docs/staff.md "My requests"): the signed-in staff member's own requests by stage. Engineers
 * get the jobs assigned to them; support staff and admins the requests they priced.
 */
const ownRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Quote/MyRequests',
    {
      config: installers,
      schema: {
        tags,
        summary:
          'The signed-in staff member’s own requests at one stage (an engineer’s assigned jobs; anyone else’s the requests they priced), with the count at each stage',
        querystring: ownRequestsQuery,
        response: { 200: pagedEnvelope(boardItem).extend({ counts: ownStageCounts }) },
      },
    },
    async (request) => {
      const { Stage, ...page } = request.query;
      const { items, total, counts } = await ownRequestsPage(app.deps, requireAuth(request).user, Stage, page);
      return { status: true as const, message: 'My requests', ...paged(items, total, page), counts };
    },
  );
};

/** Staff decline a request's instalment offer, with the reason the customer reads (docs/state-machines.md). */
const staffDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ownRequestRoutes);
  app.post(
    '/Quote/RejectQuote',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Reject a quote / decline its instalment offer with a reason: quoteStatus 8, request status 5; only before any money came in (request status 0–2); the customer is told',
        body: rejectQuoteBody,
        response: { 200: rejectQuoteResponse },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'The quote is rejected. The customer has been told why.',
      data: await rejectQuote(app.deps, requireAuth(request).user, request.body),
    }),
  );
};

const costRoutes = [
  ['/Quote/UpdateQuoteInstallationCost', 'installation', 'Installation cost successfully updated'],
  ['/Quote/UpdateQuoteTransportationCost', 'transport', 'Transportation cost successfully updated'],
] as const;

/** Pricing a request: its system line by line, and its installation and transport costs. */
const staffPricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Quote/AssignProductToQuote',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Build the priced system of a request line by line (unit prices default to the catalogue)',
        body: assignProductBody,
        response: { 200: envelope({ data: quoteSummary }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'The system is saved on the quote.',
      data: toSummary(await assignProduct(app.deps, requireAuth(request).user, request.body)),
    }),
  );

  for (const [url, which, message] of costRoutes) {
    app.post(
      url,
      {
        config: staffOrAgent,
        schema: {
          tags,
          summary: `Set the ${which} cost of a quote (naira)`,
          body: costBody,
          response: { 200: envelope({ data: quoteSummary }) },
        },
      },
      async (request) => {
        const { quoteId, amount } = request.body;
        const updated = await updateCost(app.deps, requireAuth(request).user, quoteId, which, amount);
        return { status: true as const, message, data: toSummary(updated) };
      },
    );
  }
};

/** The terms a quote is sent with, and sending it to the customer. */
const staffOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Quote/GetPricingTerms',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'The terms a quote is priced with once saved and sent: the offered down payments, the monthly rate and the plan length for its package (or a system built from components)',
        querystring: pricingTermsQuery,
        response: { 200: pricingTermsResponse },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Pricing terms',
      data: await pricingTerms(app.deps, request.query.productId),
    }),
  );

  app.post(
    '/Quote/ConfirmQuotePricing',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Send the priced quote to the customer (quoteRequestStatus 2, with an expiry and the down-payment options)',
        body: quoteIdBody,
        response: { 200: confirmPricingResponse },
      },
    },
    async (request) => {
      const result = await confirmPricing(app.deps, requireAuth(request).user, request.body.quoteId);
      return {
        status: true as const,
        message: 'The quote has been sent to the customer.',
        data: {
          quote: toSummary(result.quote),
          totalAssetAmount: koboToNaira(result.total),
          expiresAt: result.quote.expires_at!.toISOString(),
          options: result.options,
        },
      };
    },
  );
};
