import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationRoutes } from './application.routes.ts';
import { institutionRoutes } from './institution.routes.ts';
import { prospectRoutes } from './prospect.routes.ts';

/** Partner banks (issue 22; docs/banks.md): prospects, applications and decisions, institutions and their officers. */
export const bankRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(prospectRoutes);
  await app.register(applicationRoutes);
  await app.register(institutionRoutes);
};
