import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/index.ts';
import { paged, pagedEnvelope } from '../../lib/http.ts';
import { boardPage } from './board.service.ts';
import {
  assignEngineer,
  completeInstallation,
  confirmByCustomer,
  engineers,
  respondToDate,
  setFulfilmentDate,
  warranty,
} from './installation.service.ts';
import {
  assignEngineerBody,
  completionBody,
  confirmationBody,
  dateAnswerBody,
  dateAnswerResponse,
  engineersResponse,
  fulfilmentDateBody,
  installationResponse,
  toInstallation,
  warrantyQuery,
  warrantyResponse,
} from './installation.schemas.ts';
import { boardItem, boardQuery, customer, installers, staff, tags } from './staff-quote.schemas.ts';

/** Staff give a paid request its engineer and date; the engineer (or staff) marks the work done. */
export const staffInstallationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Quote/GetEngineersForAssignment',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Active engineers with their rating and open installations',
        response: { 200: engineersResponse },
      },
    },
    async () => ({ status: true as const, message: 'Engineers', data: await engineers(app.deps) }),
  );

  app.post(
    '/Quote/AssignSupportUserToQuoteRequest',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Assign an engineer to a paid request (installationStatus 1, quoteRequestStatus 4)',
        body: assignEngineerBody,
        response: { 200: installationResponse },
      },
    },
    async (request) => {
      const { quoteId, supportUserId } = request.body;
      const updated = await assignEngineer(app.deps, requireAuth(request).user, quoteId, supportUserId);
      return {
        status: true as const,
        message: 'Engineer has been assigned to customer',
        data: toInstallation(updated),
      };
    },
  );

  app.post(
    '/Quote/SetFulfilmentDate',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Set the installation date (not before today); the customer then confirms it',
        body: fulfilmentDateBody,
        response: { 200: installationResponse },
      },
    },
    async (request) => {
      const { quoteId, fulfilmentDate } = request.body;
      const updated = await setFulfilmentDate(app.deps, requireAuth(request).user, quoteId, fulfilmentDate);
      return { status: true as const, message: 'The installation date has been set.', data: toInstallation(updated) };
    },
  );

  app.post(
    '/Quote/InstallationCompletion',
    {
      config: installers,
      schema: {
        tags,
        summary: 'Mark the installation done (installationStatus 3); an engineer only on their own job',
        body: completionBody,
        response: { 200: installationResponse },
      },
    },
    async (request) => {
      const { quoteId, fulfilmentDate, installationData } = request.body;
      const { user } = requireAuth(request);
      const updated = await completeInstallation(app.deps, user, quoteId, fulfilmentDate, installationData);
      return {
        status: true as const,
        message: 'Installation marked complete. The customer will be asked to confirm.',
        data: toInstallation(updated),
      };
    },
  );
};

const engineerLists = [
  ['/Quote/GetMyActiveInstallationQuotes', false, 'The signed-in engineer’s installations not yet complete'],
  ['/Quote/GetMyCompletedInstallationQuotes', true, 'The signed-in engineer’s completed installations'],
] as const;

/** The signed-in engineer's own jobs, as board cards. */
export const engineerJobRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [url, completed, summary] of engineerLists) {
    app.get(
      url,
      {
        config: installers,
        schema: { tags, summary, querystring: boardQuery, response: { 200: pagedEnvelope(boardItem) } },
      },
      async (request) => {
        const filter = { engineerId: requireAuth(request).user.id, completed };
        const { items, total } = await boardPage(app.deps, filter, request.query);
        return { status: true as const, message: 'Quote requests', ...paged(items, total, request.query) };
      },
    );
  }
};

/** The customer answers the installation date, confirms the work, and reads the warranty (staff may read it too). */
export const customerInstallationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Quote/InstallationConfirmed',
    {
      config: customer,
      schema: {
        tags,
        summary:
          'The customer confirms the installation with a rating (1–5): installationStatus 4, warranty and repayments start',
        body: confirmationBody,
        response: { 200: installationResponse },
      },
    },
    async (request) => {
      const { quoteId, rating } = request.body;
      const updated = await confirmByCustomer(app.deps, requireAuth(request).user, quoteId, rating);
      return {
        status: true as const,
        message: 'Thank you. Your installation is confirmed.',
        data: toInstallation(updated),
      };
    },
  );

  app.post(
    '/Quote/RespondToFulfilmentDate',
    {
      config: customer,
      schema: {
        tags,
        summary: 'The customer accepts the installation date (installationStatus 2) or suggests another for staff',
        body: dateAnswerBody,
        response: { 200: dateAnswerResponse },
      },
    },
    async (request) => {
      const { quoteId, accepted, suggestedDate } = request.body;
      const updated = await respondToDate(
        app.deps,
        requireAuth(request).user,
        quoteId,
        accepted,
        suggestedDate ?? null,
      );
      return {
        status: true as const,
        message: accepted
          ? 'Customer has confirmed installation date'
          : 'Thank you. We will confirm the new date with you.',
        data: { ...toInstallation(updated), suggestedDate: updated.suggested_date },
      };
    },
  );

  app.get(
    '/Quote/GetWarrantyData',
    {
      config: { access: ['AUTH', 'SUPPORT', 'ADMIN'] },
      schema: {
        tags,
        summary:
          'The warranty: from the day the customer confirmed the installation, for the product’s warranty months',
        querystring: warrantyQuery,
        response: { 200: warrantyResponse },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Warranty',
      warranty: await warranty(app.deps, requireAuth(request).user, request.query.quoteId),
    }),
  );
};
