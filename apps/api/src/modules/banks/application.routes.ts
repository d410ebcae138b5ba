import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/pdf.ts';
import { requireAuth } from '../auth/index.ts';
import * as s from './application.schemas.ts';
import {
  decide,
  openUndertaking,
  switchToOrdinaryPlan,
  undertakingForm,
  uploadUndertaking,
} from './application.service.ts';

const extensionOf: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * A bank-financed request's application (docs/banks.md "The application"): the undertaking form and its upload, the
 * bank's decision, and the customer's switch to an ordinary plan after a decline.
 */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(undertakingRoutes);
  await app.register(decisionRoutes);
};

/** The form to sign, the signed file's upload and its reading. */
const undertakingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/FinancialInstitutionQuote/UndertakingForm',
    {
      config: s.access.read,
      schema: {
        tags: s.tags,
        summary: 'The undertaking form of a priced bank-financed request, as a PDF to sign',
        querystring: s.requestQuery,
      },
    },
    async (request, reply) => {
      const form = await undertakingForm(app.deps, requireAuth(request).user, request.query.quoteRequestId);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachment(`Imole-undertaking-${form.referenceNo}.pdf`))
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(form.pdf));
    },
  );

  app.post(
    '/Quote/UploadUndertaken',
    {
      config: s.access.upload,
      bodyLimit: s.UPLOAD_BODY_LIMIT,
      schema: {
        tags: s.tags,
        summary:
          'The signed undertaking (a PDF or a photo, base64, at most 10 MB), sealed at rest; replaceable until the bank decides',
        body: s.uploadBody,
        response: { 200: s.answers.uploaded },
      },
    },
    async (request) => {
      const { undertakingUploadedAt } = await uploadUndertaking(app.deps, requireAuth(request).user, request.body);
      return {
        status: true as const,
        message: 'Your signed undertaking is with your bank. We will tell you when it decides.',
        data: { undertakingUploadedAt: undertakingUploadedAt.toISOString() },
      };
    },
  );

  app.get(
    '/FinancialInstitutionQuote/Undertaking',
    {
      config: s.access.read,
      schema: {
        tags: s.tags,
        summary: 'The signed undertaking as uploaded (an officer’s or staff’s opening is audited)',
        querystring: s.requestQuery,
      },
    },
    async (request, reply) => {
      const file = await openUndertaking(app.deps, requireAuth(request).user, request.query.quoteRequestId);
      const name = `Signed-undertaking-${file.referenceNo}.${extensionOf[file.contentType] ?? 'bin'}`;
      return reply
        .type(file.contentType)
        .header('Content-Disposition', attachment(name).replace(/^attachment/, 'inline'))
        .header('Cache-Control', 'no-store')
        .send(file.bytes);
    },
  );
};

/** The bank's decision, and the customer's switch to an ordinary plan after a decline. */
const decisionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/FinancialInstitutionQuote/Decide',
    {
      config: s.access.decide,
      schema: {
        tags: s.tags,
        summary:
          'The bank’s decision on an application waiting for it: approve (the bank pays) or decline with a reason',
        body: s.decideBody,
        response: { 200: s.answers.done },
      },
    },
    async (request) => {
      await decide(app.deps, requireAuth(request).user, request.body);
      return {
        status: true as const,
        message: request.body.approve
          ? 'Approved. The bank’s payment is recorded and the customer is told; an engineer can now be assigned.'
          : 'Declined. The customer is told why and may switch to an ordinary plan.',
      };
    },
  );

  app.post(
    '/FinancialInstitutionQuote/SwitchToOrdinaryPlan',
    {
      config: s.access.own,
      schema: {
        tags: s.tags,
        summary: 'After a decline: the customer takes an ordinary plan for the same quote',
        body: s.switchBody,
        response: { 200: s.answers.done },
      },
    },
    async (request) => {
      await switchToOrdinaryPlan(app.deps, requireAuth(request).user, request.body.quoteRequestId);
      return {
        status: true as const,
        message: 'Your quote is now an ordinary plan: choose how to pay on your dashboard.',
      };
    },
  );
};
