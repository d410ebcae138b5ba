import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/index.ts';
import { envelope, paged, pagedEnvelope, pageQuery } from '../../lib/http.ts';
import { activeRequests, createRequest, sizingForState, updateRequest } from './quote-request.service.ts';
import {
  activeRequestItem,
  createdResponse,
  customer,
  customerOrAgent,
  locationBody,
  powerNeedRequestBody,
  productRequestBody,
  requestChangeBody,
  requestViewQuery,
  sizingBody,
  sizingResponse,
  tags,
  workEmailCodeBody,
  workEmailConfirmationBody,
} from './quote-request.schemas.ts';
import { saveLocation } from './location.service.ts';
import { quoteRequestView } from './staff-view.service.ts';
import { confirmWorkEmail, sendWorkEmailCode } from './work-email.service.ts';

/** The customer's side of a request: asking, changing, reading it, and the work e-mail check it may need. */
export const quoteRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(askingRoutes);
  await app.register(readingRoutes);
  await app.register(workEmailRoutes);
  await app.register(locationRoutes);
};

/** The house's location, shared from the customer's phone (issue 21). */
const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Quote/UpdateQuoteRequestLocationData',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Save the house’s location (latitude, longitude, accuracy in metres) on the customer’s own request',
        body: locationBody,
        response: { 200: envelope({}) },
      },
    },
    async (request) => {
      await saveLocation(app.deps, requireAuth(request).user, request.body);
      return { status: true as const, message: 'Location saved.' };
    },
  );
};

/** Asking for a quote (from the power need, or for a package or components) and changing the request. */
const askingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Quote/CreateQuoteRequest',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Ask for a quote from the power need (the sizing recommendation is saved with it)',
        body: powerNeedRequestBody,
        response: { 200: createdResponse },
      },
    },
    async (request) => {
      const choice = { kind: 'power-need', need: request.body } as const;
      const data = await createRequest(app.deps, requireAuth(request).user, request.body, choice);
      return { status: true as const, message: 'Your quote request has been received.', data };
    },
  );

  app.post(
    '/Quote/CreateQuoteRequestWithProduct',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Ask for a quote for a package or a list of components',
        body: productRequestBody,
        response: { 200: createdResponse },
      },
    },
    async (request) => {
      const choice = { kind: 'product', product: request.body } as const;
      const data = await createRequest(app.deps, requireAuth(request).user, request.body, choice);
      return { status: true as const, message: 'Your quote request has been received.', data };
    },
  );

  app.post(
    '/Quote/UpdateQuoteRequest',
    {
      config: customerOrAgent,
      schema: {
        tags,
        summary:
          'Change a quote request (a customer their own; a sales agent those of customers they referred); a package clears the components, components clear the package, the power-need path clears both',
        body: requestChangeBody,
        response: { 200: createdResponse },
      },
    },
    async (request) => {
      const data = await updateRequest(app.deps, requireAuth(request).user, request.body);
      return { status: true as const, message: 'Your quote request has been updated.', data };
    },
  );
};

/** The sizing recommendation, the customer's open requests, and one request as its reader may see it. */
const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Quote/GetSizingRecommendation',
    {
      config: customerOrAgent,
      schema: {
        tags,
        summary: 'The system a power need calls for, and the closest starter package',
        body: sizingBody,
        response: { 200: sizingResponse },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Recommended for you',
      recommendation: await sizingForState(app.deps, request.body.state, request.body),
    }),
  );

  app.get(
    '/Quote/ActiveQuoteRequest',
    {
      // Staff too (not engineers): every customer's open requests, for /active-quote of the staff navigation.
      config: { access: ['AUTH', 'SUPPORT', 'ADMIN'], notForEngineers: true },
      schema: {
        tags,
        summary:
          'Open quote requests, newest first: the signed-in customer’s own; for support and admin every customer’s, with the customer’s name',
        querystring: pageQuery,
        response: { 200: pagedEnvelope(activeRequestItem) },
      },
    },
    async (request) => {
      const { PageIndex, PageSize } = request.query;
      const { items, total } = await activeRequests(app.deps, requireAuth(request).user, PageIndex, PageSize);
      return { status: true as const, message: 'Active quote requests', ...paged(items, total, request.query) };
    },
  );

  app.get(
    '/Quote/GetQuoteRequest',
    {
      config: { access: ['AUTH', 'SUPPORT', 'ADMIN', 'SALES_AGENT'] },
      schema: {
        tags,
        summary:
          'A quote request: the customer’s own (the current one without an id), any one by id for staff, a referred customer’s for their agent and the agent’s coordinator',
        querystring: requestViewQuery,
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Quote request',
      ...(await quoteRequestView(app.deps, requireAuth(request).user, request.query.id)),
    }),
  );
};

/** The work e-mail check: a code sent to an address on the employer's domain, then confirmed. */
const workEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ClientUser/CompanyValidationOTP',
    {
      config: customerOrAgent,
      schema: {
        tags,
        summary: 'Send a code to a work e-mail on the employer’s domain',
        body: workEmailCodeBody,
        response: { 200: envelope({}) },
      },
    },
    async (request) => {
      const { email, companyId } = request.body;
      await sendWorkEmailCode(app.deps, requireAuth(request).user, email, companyId);
      return { status: true as const, message: `We have sent a 6-digit code to ${email}.` };
    },
  );

  app.post(
    '/ClientUser/CompanyValidationOTPConfirmation',
    {
      config: customerOrAgent,
      schema: {
        tags,
        summary: 'Confirm the work e-mail with its code',
        body: workEmailConfirmationBody,
        response: { 200: envelope({}) },
      },
    },
    async (request) => {
      await confirmWorkEmail(app.deps, requireAuth(request).user, request.body.otp);
      return { status: true as const, message: 'Your work email is confirmed.' };
    },
  );
};
