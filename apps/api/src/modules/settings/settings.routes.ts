import { settingsSchema } from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/index.ts';
import { envelope } from '../../lib/http.ts';
import { audit } from '../audit/index.ts';
import { loadSettings } from './settings.service.ts';

/** Business settings: rates, plans, turnaround times. Admins edit them; every change is audited. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Settings'];
  app.get(
    '/Settings/GetSettings',
    {
      config: { access: ['SUPPORT', 'ADMIN'], notForEngineers: true },
      schema: { tags, summary: 'The settings in force', response: { 200: envelope({ data: settingsSchema }) } },
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
        response: { 200: envelope({ data: settingsSchema }) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const before = await loadSettings(app.deps.db);
      await app.deps.db.transaction().execute(async (trx) => {
        for (const [key, value] of Object.entries(request.body)) {
          if (value === undefined) continue;
          await trx
            .insertInto('setting')
            .values({ key, value: JSON.stringify(value), updated_by: user.email })
            .onConflict((oc) =>
              oc
                .column('key')
                .doUpdateSet({ value: JSON.stringify(value), updated_by: user.email, updated_at: new Date() }),
            )
            .execute();
          await audit(trx, {
            actorUserId: user.id,
            action: 'settings.changed',
            entity: 'setting',
            entityId: null,
            before: { [key]: before[key as keyof typeof before] },
            after: { [key]: value },
          });
        }
      });
      return { status: true as const, message: 'Settings saved.', data: await loadSettings(app.deps.db) };
    },
  );
};
