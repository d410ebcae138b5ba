import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/index.ts';
import { envelope } from '../../lib/http.ts';
import { latestNotifications, markRead, unreadCount } from './notification-feed.service.ts';

// A bank officer is told in the app when a customer uploads an undertaking (docs/banks.md).
const signedIn = { access: ['AUTH', 'SUPPORT', 'ADMIN', 'SALES_AGENT', 'BANK_OFFICER'] } as const;
const tags = ['Notifications'];
const countResponse = envelope({ count: z.number().int() });
const notification = z.object({
  id: z.number().int(),
  event: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  dateCreated: z.string(),
});
const markReadBody = z.object({ id: z.coerce.number().int().positive().optional() }).default({});

export const notificationFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ClientUser/GetNotificationCount',
    {
      config: signedIn,
      schema: { tags, summary: 'Unread notifications of the signed-in user', response: { 200: countResponse } },
    },
    async (request) => ({
      status: true as const,
      message: 'Unread notifications',
      count: await unreadCount(app.deps, requireAuth(request).user.id),
    }),
  );

  app.get(
    '/ClientUser/GetNotifications',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The signed-in user’s notifications, newest first (the latest 100)',
        response: { 200: envelope({ data: z.array(notification) }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Notifications',
      data: await latestNotifications(app.deps, requireAuth(request).user.id),
    }),
  );

  app.post(
    '/ClientUser/MarkNotificationsRead',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Mark one notification (id) or all of them read',
        body: markReadBody,
        response: { 200: countResponse },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Marked as read',
      count: await markRead(app.deps, requireAuth(request).user.id, request.body.id),
    }),
  );
};
