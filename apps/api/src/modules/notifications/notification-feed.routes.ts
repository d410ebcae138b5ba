import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/index.ts';
import { envelope } from '../../lib/http.ts';
import * as repo from './notification.repository.ts';

const signedIn = { access: ['AUTH', 'SUPPORT', 'ADMIN', 'SALES_AGENT'] } as const;

export const notificationFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['Notifications'];

  app.get(
    '/ClientUser/GetNotificationCount',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Unread notifications of the signed-in user',
        response: { 200: envelope({ count: z.number().int() }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Unread notifications',
      count: await repo.unreadCount(db, requireAuth(request).user.id),
    }),
  );

  app.get(
    '/ClientUser/GetNotifications',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The signed-in user’s notifications, newest first (the latest 100)',
        response: {
          200: envelope({
            data: z.array(
              z.object({
                id: z.number().int(),
                event: z.string(),
                title: z.string(),
                body: z.string(),
                link: z.string().nullable(),
                isRead: z.boolean(),
                dateCreated: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const rows = await repo.latestNotifications(db, requireAuth(request).user.id, 100);
      return {
        status: true as const,
        message: 'Notifications',
        data: rows.map((r) => ({
          id: r.id,
          event: r.event,
          title: r.title,
          body: r.body,
          link: r.link,
          isRead: r.read_at !== null,
          dateCreated: r.created_at.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/ClientUser/MarkNotificationsRead',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Mark one notification (id) or all of them read',
        body: z.object({ id: z.coerce.number().int().positive().optional() }).default({}),
        response: { 200: envelope({ count: z.number().int() }) },
      },
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      await repo.markRead(db, userId, clock.now(), request.body.id);
      const count = await repo.unreadCount(db, userId);
      return { status: true as const, message: 'Marked as read', count };
    },
  );
};
