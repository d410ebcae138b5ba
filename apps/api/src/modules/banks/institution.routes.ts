import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The banks' side (docs/banks.md "The bank's side"): institutions and their officers managed by admins, and the
 * applications an officer (or staff) reads.
 */
export const institutionRoutes: FastifyPluginAsyncZod = async () => {};
