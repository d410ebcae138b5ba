import { settingsSchema } from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/index.ts';
import { envelope } from '../../lib/http.ts';
import { loadSettings, updateSettings } from './settings.service.ts';

const tags = ['Settings'];
const settingsResponse = envelope({ data: settingsSchema });

/** Business settings: rates, plans, turnaround times. Admins edit them; every change is audited. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Settings/GetSettings',
    {
      config: { access: ['SUPPORT', 'ADMIN'], notForEngineers: true },
      schema: { tags, summary: 'The settings in force', response: { 200: settingsResponse } },
    },
    async () => ({ status: true as const, message: 'Settings', data: await loadSettings(app.deps.db) }),
  );

  app.post(
    '/Settings/UpdateSettings',
    {
      config: { access: ['ADMIN'] },
      schema: {
        tags,
        summary: 'Change settings (only the fields sent); loans already priced keep their rate',
        body: settingsSchema.partial(),
        response: { 200: settingsResponse },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Settings saved.',
      data: await updateSettings(app.deps.db, requireAuth(request).user, request.body),
    }),
  );
};
