import { CHECK_NOTE_MAX, CHECK_NOTE_MIN, checkMessages, isCalendarDate, MAX_CHECK_PHOTOS } from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/index.ts';
import { envelope, paged, pagedEnvelope } from '../../lib/http.ts';
import * as schedules from './schedule.service.ts';

const tags = ['Monitoring'];
const staff = { access: ['SUPPORT', 'ADMIN'] } as const;

const scheduleSummary = z.object({
  id: z.number().int(),
  scheduleCode: z.string(),
  quoteRequestId: z.number().int(),
  dueDate: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  customer: z.object({
    firstname: z.string(),
    lastname: z.string(),
    phoneNumber: z.string(),
    address: z.string(),
    state: z.string(),
  }),
  productName: z.string().nullable(),
  engineer: z.object({ id: z.number().int(), firstname: z.string() }).nullable(),
  imageCount: z.number().int(),
  closedAt: z.string().nullable(),
});
const scheduleReport = scheduleSummary.extend({ note: z.string(), closedBy: z.string().nullable() });
const scheduleDetail = scheduleReport.extend({
  images: z.array(z.object({ id: z.number().int(), url: z.string(), dateCreated: z.string() })),
});
const statusMessage = checkMessages.status;
const scheduleId = z.coerce
  .number({ error: 'Say which maintenance check' })
  .int('Say which maintenance check')
  .positive('Say which maintenance check');
const detailResponse = envelope({ data: scheduleDetail });

const listSchema = {
  tags,
  summary:
    'Maintenance checks by status (0 due, 1 upcoming, 2 closed), with the count of each; an engineer sees those assigned to them',
  querystring: z.object({
    pageIndex: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    status: z.coerce.number({ error: statusMessage }).int().min(0, statusMessage).max(2, statusMessage),
  }),
  response: {
    200: pagedEnvelope(scheduleSummary).extend({
      counts: z.object({ due: z.number().int(), upcoming: z.number().int(), closed: z.number().int() }),
    }),
  },
};

const customerListSchema = {
  tags,
  summary:
    'The signed-in customer’s own maintenance checks: the open one first, then the closed ones (latest first) with the note and who closed it',
  querystring: z.object({
    pageIndex: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
  }),
  response: { 200: pagedEnvelope(scheduleReport) },
};

const oneSchema = {
  tags,
  summary: 'A maintenance check with its photos: for staff, the assigned engineer, or the customer it is for',
  querystring: z.object({ monitoringScheduleId: scheduleId }),
  response: { 200: detailResponse },
};

const createSchema = {
  tags,
  summary: 'Schedule a maintenance check of an installed system by hand',
  body: z.object({
    quoteRequestId: z.coerce.number({ error: 'Say which request' }).int().positive('Say which request'),
    dueDate: z
      .string({ error: 'Choose the date of the check' })
      .refine(isCalendarDate, 'Choose the date of the check as YYYY-MM-DD'),
    engineerUserId: z.coerce.number().int().positive('Choose an engineer').nullish(),
  }),
  response: { 200: detailResponse },
};

const uploadSchema = {
  tags,
  summary: `Add a photo (PNG, JPEG or WebP, checked by content, at most 500 KB; ${MAX_CHECK_PHOTOS} per check) to an open check`,
  body: z.object({
    monitoringScheduleId: scheduleId,
    image: z.string({ error: 'Choose a photo' }).min(1, 'Choose a photo'),
  }),
  response: { 200: detailResponse },
};

const closeSchema = {
  tags,
  summary: 'Close a check with a note of what was done; the next check is scheduled at the configured interval',
  body: z.object({
    monitoringScheduleId: scheduleId,
    note: z
      .string({ error: checkMessages.note })
      .trim()
      .min(CHECK_NOTE_MIN, checkMessages.note)
      .max(CHECK_NOTE_MAX, checkMessages.noteTooLong),
  }),
  response: { 200: detailResponse },
};

/** Maintenance checks of installed systems (staff spec §7 "Monitoring"; docs/after-sale.md). */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/MonitoringSchedule/GetMonitoringSchedules', { config: staff, schema: listSchema }, async (request) => {
    const { user } = requireAuth(request);
    const { pageIndex, pageSize, status } = request.query;
    const page = { PageIndex: pageIndex, PageSize: pageSize };
    const { items, total, counts } = await schedules.listSchedules(app.deps, user, status, page);
    return { status: true as const, message: 'Maintenance checks', ...paged(items, total, page), counts };
  });

  app.get(
    '/MonitoringSchedule/GetCustomerMonitoringSchedules',
    { config: { access: ['AUTH'] }, schema: customerListSchema },
    async (request) => {
      const { pageIndex, pageSize } = request.query;
      const page = { PageIndex: pageIndex, PageSize: pageSize };
      const { items, total } = await schedules.customerSchedules(app.deps, requireAuth(request).user, page);
      return { status: true as const, message: 'Your maintenance checks', ...paged(items, total, page) };
    },
  );

  app.get(
    '/MonitoringSchedule/GetMonitoringSchedule',
    { config: { access: ['AUTH', 'SUPPORT', 'ADMIN'] }, schema: oneSchema },
    async (request) => ({
      status: true as const,
      message: 'Maintenance check',
      data: await schedules.viewSchedule(app.deps, requireAuth(request), request.query.monitoringScheduleId),
    }),
  );

  app.post(
    '/MonitoringSchedule/CreateMonitoringSchedule',
    { config: { ...staff, notForEngineers: true }, schema: createSchema },
    async (request) => ({
      status: true as const,
      message: 'Maintenance check scheduled',
      data: await schedules.scheduleCheck(app.deps, requireAuth(request), request.body),
    }),
  );

  app.post(
    '/MonitoringSchedule/UploadMonitoringScheduleImage',
    { config: staff, bodyLimit: 1024 * 1024, schema: uploadSchema },
    async (request) => ({
      status: true as const,
      message: 'Photo added',
      data: await schedules.addCheckPhoto(app.deps, requireAuth(request), request.body),
    }),
  );

  app.post('/MonitoringSchedule/CloseMonitoringSchedule', { config: staff, schema: closeSchema }, async (request) => ({
    status: true as const,
    message: 'Maintenance check closed',
    data: await schedules.closeCheck(app.deps, requireAuth(request), request.body),
  }));
};
