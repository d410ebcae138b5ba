import { isNotificationEvent, notificationEvents } from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/index.ts';
import { envelope } from '../../lib/http.ts';
import { notificationSettingsService } from './notification.service.ts';

const setting = z.object({ event: z.string(), label: z.string(), email: z.boolean(), sms: z.boolean() });
const settingsResponse = envelope({ data: z.array(setting) });
const signedIn = { access: ['AUTH', 'SUPPORT', 'ADMIN', 'SALES_AGENT', 'BANK_OFFICER'] } as const;
const tags = ['Notifications'];
const updateBody = z.object({
  settings: z
    .array(
      z.object({
        event: z.string().refine(isNotificationEvent, {
          message: `Unknown event; use one of: ${notificationEvents.map((e) => e.event).join(', ')}`,
        }),
        email: z.boolean(),
        sms: z.boolean(),
      }),
    )
    .max(notificationEvents.length, 'Too many settings'),
});

export const notificationSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = notificationSettingsService(app.deps.db);

  app.get(
    '/ClientUser/GetNotificationSettings',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Which events reach the signed-in user by e-mail and by SMS',
        response: { 200: settingsResponse },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Notification settings',
      data: await service.settings(requireAuth(request).user),
    }),
  );

  app.post(
    '/ClientUser/UpdateNotificationSettings',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Choose e-mail and SMS per event (in-app notifications always show)',
        body: updateBody,
        response: { 200: settingsResponse },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Your notification settings are saved.',
      data: await service.update(requireAuth(request).user, request.body.settings),
    }),
  );
};
