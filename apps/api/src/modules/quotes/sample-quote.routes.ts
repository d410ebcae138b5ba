import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/index.ts';
import { envelope, pagedEnvelope, pageQuery } from '../../lib/http.ts';
import { attachment } from '../../lib/pdf.ts';
import { samplePdf, samplePdfName } from './sample-quote.pdf.ts';
import { createSample, listSamples, ownSample } from './sample-quote.service.ts';

const tags = ['Quotes and products'];
/** Sales agents, coordinators included (a coordinator is a sales agent with the flag). */
const agents = { access: ['SALES_AGENT'] } as const;

const sampleBody = z.object({
  productId: z.coerce.number().int().positive().nullish(),
  isLithiumComponent: z.boolean().optional(),
  installationComponents: z
    .array(z.object({ id: z.coerce.number().int().positive(), quantity: z.coerce.number() }), {
      error: 'must be a list of { id, quantity }',
    })
    .max(50, 'has too many lines')
    .nullish(),
  prospectName: z.string().max(200, 'must be at most 200 characters').nullish(),
  state: z.string().max(100, 'must be at most 100 characters').nullish(),
  equityPecentage: z.coerce.number().int().nullish(),
  installationCost: z.number().nullish(),
  transportCost: z.number().nullish(),
});

const planSchema = z.object({
  equityPecentage: z.number(),
  equityPayment: z.number(),
  monthlyRepayment: z.number(),
  repaymentDuration: z.number(),
  totalRepayable: z.number(),
  costOfCredit: z.number(),
});

const sampleSchema = z.object({
  id: z.number().int(),
  referenceNo: z.string(),
  prospectName: z.string().nullable(),
  state: z.string().nullable(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  isLithiumComponent: z.boolean(),
  lines: z.array(z.object({ name: z.string(), quantity: z.number(), unitPrice: z.number(), amount: z.number() })),
  componentsTotal: z.number(),
  installationCost: z.number(),
  transportCost: z.number(),
  totalAssetAmount: z.number(),
  warrantyPeriod: z.number(),
  repaymentDuration: z.number(),
  plans: z.array(planSchema),
  selectedEquityPecentage: z.number().nullable(),
  effectiveAnnualRate: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});

const idQuery = z.object({
  id: z.coerce.number({ error: 'Which sample quote? id is required' }).int().positive(),
});

/**
 * Sample quotes for prospects (docs/sales.md "Sample quotes"): priced by the business's rules, kept for the agent who
 * made them, downloadable as a PDF. The spec names the first call; the list and the PDF are ours.
 */
export const sampleQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Quote/CreateSampleQuoteRequestWithProduct',
    {
      config: agents,
      schema: {
        tags,
        summary: 'Price a sample for a prospect (a package with its battery, or components); no account, no request',
        body: sampleBody,
        response: { 200: envelope({ data: sampleSchema }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Your sample quote is ready.',
      data: await createSample(app.deps, requireAuth(request).user, request.body),
    }),
  );

  app.get(
    '/Quote/SampleQuotes',
    {
      config: agents,
      schema: {
        tags,
        summary: 'The sample quotes the signed-in agent made, newest first',
        querystring: pageQuery,
        response: { 200: pagedEnvelope(sampleSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Your sample quotes',
      ...(await listSamples(app.deps, requireAuth(request).user, {
        index: request.query.PageIndex,
        size: request.query.PageSize,
      })),
    }),
  );

  app.get(
    '/Quote/SampleQuotePdf',
    {
      config: agents,
      schema: {
        tags,
        summary: 'One of the agent’s own sample quotes as a PDF to hand to the prospect',
        querystring: idQuery,
      },
    },
    async (request, reply) => {
      const agent = requireAuth(request).user;
      const row = await ownSample(app.deps, agent, request.query.id);
      const pdf = await samplePdf(row, agent, app.deps.config.publicUrl);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachment(samplePdfName(row)))
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
