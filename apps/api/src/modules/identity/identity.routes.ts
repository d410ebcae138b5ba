import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '@imole/domain';
import { requireAuth } from '../auth/index.ts';
import { attachment } from '../../lib/pdf.ts';
import { callback, jobRequest, jobStatus, postZipFile } from './check.service.ts';
import { kycDetails, updateKyc } from './details.service.ts';
import { myKycData, openDocument, reviewKyc } from './review.service.ts';
import * as s from './identity.schemas.ts';

/** Identity verification (KYC, issue 21; docs/kyc.md "Calls"): the form, the selfie check, review and documents. */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(detailRoutes);
  await app.register(checkRoutes);
  await app.register(staffRoutes);
};

const detailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/SmileId/UpdateKyc',
    {
      config: s.access.act,
      bodyLimit: s.UPDATE_KYC_BODY_LIMIT,
      schema: {
        tags: s.tags,
        summary:
          'The identity form: a customer for their own request; support, admins and the customer’s own sales agent for them',
        body: s.updateKycBody,
        response: { 200: s.answers.saved },
      },
    },
    async (request) => {
      const message = await updateKyc(app.deps, requireAuth(request).user, request.body);
      return { status: true as const, isSuccess: true as const, message };
    },
  );

  app.get(
    '/SmileId/KycDetails',
    {
      config: s.access.act,
      schema: {
        tags: s.tags,
        summary: 'Where a request’s verification stands, its answers masked and its documents listed',
        querystring: s.requestQuery,
        response: { 200: s.answers.details },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Identity verification',
      data: await kycDetails(app.deps, requireAuth(request).user, request.query.quoteRequestId),
    }),
  );

  app.get(
    '/SmileId/MyKycData',
    {
      config: s.access.own,
      schema: {
        tags: s.tags,
        summary: 'Everything held about the customer’s identity for their request, as a JSON download',
        querystring: s.requestQuery,
      },
    },
    async (request, reply) => {
      const { data, fileName } = await myKycData(app.deps, requireAuth(request).user, request.query.quoteRequestId);
      return reply
        .type('application/json; charset=utf-8')
        .header('Content-Disposition', attachment(fileName))
        .header('Cache-Control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );
};

const checkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/SmileId/BiometricKYCJobRequest',
    {
      config: s.access.own,
      schema: {
        tags: s.tags,
        summary: 'A new selfie check (job) for the customer’s own request, with its signed parameters',
        querystring: s.requestQuery,
        response: { 200: s.answers.job },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Selfie check ready',
      data: await jobRequest(app.deps, requireAuth(request).user, request.query.quoteRequestId),
    }),
  );

  app.post(
    '/SmileId/BiometricKYCPostZipFile',
    {
      config: s.access.own,
      bodyLimit: s.ZIP_FILE_BODY_LIMIT,
      schema: {
        tags: s.tags,
        summary: 'The selfie and liveness photos of a selfie check, sent to the provider with the ID information',
        body: s.zipFileBody,
        response: { 200: s.answers.zip },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Your selfie is sent. We are checking it now.',
      data: await postZipFile(app.deps, requireAuth(request).user, request.body),
    }),
  );

  app.post(
    '/SmileId/BiometricKYCJobStatus',
    {
      config: s.access.ownOrStaff,
      schema: {
        tags: s.tags,
        summary: 'Where a selfie check stands (the request’s newest without a jobId); `message` is for the person',
        body: s.jobStatusBody,
        response: { 200: s.answers.status },
      },
    },
    async (request) => {
      const { quoteRequestId, jobId } = request.body;
      return {
        status: true as const,
        ...(await jobStatus(app.deps, requireAuth(request).user, quoteRequestId, jobId)),
      };
    },
  );

  app.post(
    '/SmileId/Callback',
    {
      config: { access: 'public' },
      schema: {
        tags: s.tags,
        summary: 'The provider’s signed result of a selfie check',
        response: { 200: s.answers.plain },
      },
    },
    async (request) => {
      if (!(await callback(app.deps, request.body)))
        throw new AppError('UNAUTHENTICATED', 'The callback’s signature does not check out.');
      return { status: true as const, message: 'Received' };
    },
  );
};

const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/SmileId/ReviewKyc',
    {
      config: s.access.staff,
      schema: {
        tags: s.tags,
        summary: 'Approve, or reject with a reason, a verification the provider left for review',
        body: s.reviewBody,
        response: { 200: s.answers.plain },
      },
    },
    async (request) => ({
      status: true as const,
      message: await reviewKyc(app.deps, requireAuth(request).user, request.body),
    }),
  );

  app.get(
    '/SmileId/KycDocument',
    {
      config: s.access.admin,
      schema: {
        tags: s.tags,
        summary: 'An identity document, decrypted (admins only; each opening audited)',
        querystring: s.documentQuery,
      },
    },
    async (request, reply) => {
      const file = await openDocument(app.deps, requireAuth(request).user, request.query.id);
      return reply
        .type(file.contentType)
        .header(
          'Content-Disposition',
          `inline; filename="${file.kind}${file.contentType === 'application/pdf' ? '.pdf' : ''}"`,
        )
        .header('Cache-Control', 'no-store')
        .send(file.bytes);
    },
  );
};
