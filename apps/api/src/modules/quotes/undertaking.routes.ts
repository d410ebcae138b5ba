import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/pdf.ts';
import { undertakingPdf } from './undertaking.pdf.ts';

/**
 * GET SalesTeam/UndertakingForm (our name; docs/sales.md "The undertaking form"): the blank form, open to anyone —
 * the agent in the field, the customer, the customer's employer sent the link — since it holds nobody's data. Built
 * once per process and kept.
 */
export const undertakingRoutes: FastifyPluginAsyncZod = async (app) => {
  let form: Promise<Uint8Array> | undefined;
  app.get(
    '/SalesTeam/UndertakingForm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Sales team'],
        summary: 'The blank salary deduction undertaking a customer’s employer signs, as a PDF',
      },
    },
    async (_request, reply) => {
      form ??= undertakingPdf(app.deps.clock.now()).catch((error: unknown) => {
        form = undefined;
        throw error;
      });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachment('Imole-undertaking-form.pdf'))
        .header('Cache-Control', 'public, max-age=86400')
        .send(Buffer.from(await form));
    },
  );
};
