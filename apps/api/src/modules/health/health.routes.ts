import { AppError } from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ping } from '../../db/database.ts';
import { hasPendingMigrations } from '../../db/migrate.ts';
import { envelope } from '../../lib/http.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Operations'];

  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Liveness: the process answers', response: { 200: envelope({}) } },
    },
    async () => ({ status: true as const, message: 'Imole API is running' }),
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Readiness: the database answers and every migration is applied',
        response: { 200: envelope({}) },
      },
    },
    async (request) => {
      try {
        await ping(app.deps.db);
      } catch (err) {
        request.log.error({ err }, 'readiness: database unreachable');
        throw new AppError('UNAVAILABLE', 'The database is not reachable.');
      }
      if (await hasPendingMigrations(app.deps.db)) {
        throw new AppError('UNAVAILABLE', 'Database migrations are still pending.');
      }
      return { status: true as const, message: 'Ready' };
    },
  );
};
