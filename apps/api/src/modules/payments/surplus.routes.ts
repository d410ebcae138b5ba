import { formatNaira, koboToNaira } from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/index.ts';
import { envelope } from '../../lib/http.ts';
import { surplusToInstalments } from './first-payment.ts';
import * as s from './payment.schemas.ts';

/**
 * The customer's choice for money paid above their first payment (docs/payments.md "What is owed now"): refunded by
 * our team unless they move it to their first instalments here.
 */
export const surplusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Transaction/ApplyRefundToInstalments',
    {
      config: { access: ['AUTH'], notForEngineers: true },
      schema: {
        tags: ['Payments'],
        summary: 'Count the money paid above the first payment towards the first instalments instead of a refund',
        body: s.quoteQuery,
        response: { 200: envelope({}) },
      },
    },
    async (request) => {
      const moved = await surplusToInstalments(app.deps, requireAuth(request).user, request.body.quoteId);
      return {
        status: true as const,
        message: `${formatNaira(koboToNaira(moved))} will count towards your first instalments; nothing will be refunded.`,
      };
    },
  );
};
