import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * A bank-financed request's application (docs/banks.md "The application"): the undertaking form and its upload, the
 * bank's decision, and the customer's switch to an ordinary plan after a decline.
 */
export const applicationRoutes: FastifyPluginAsyncZod = async () => {};
