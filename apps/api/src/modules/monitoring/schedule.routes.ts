import {
  AppError,
  CHECK_NOTE_MAX,
  CHECK_NOTE_MIN,
  checkMessages,
  checkStatusLabels,
  checkStatusOf,
  isCalendarDate,
  lagosDate,
  MAX_CHECK_PHOTO_BYTES,
  MAX_CHECK_PHOTOS,
  UserRole,
} from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Transaction } from '../../db/database.ts';
import type { AuthContext } from '../auth/index.ts';
import { requireAuth } from '../auth/index.ts';
import { envelope, paged, pagedEnvelope } from '../../lib/http.ts';
import { checkBase64Image } from '../../lib/images.ts';
import { audit } from '../audit/index.ts';
import { loadSettings } from '../settings/index.ts';
import { findUserById } from '../users/index.ts';
import * as repo from './schedule.repository.ts';
import type { ScheduleRow } from './schedule.repository.ts';
import { newScheduleCode, scheduleNextCheck } from './schedule.service.ts';

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
const scheduleDetail = scheduleSummary.extend({
  images: z.array(z.object({ id: z.number().int(), url: z.string(), dateCreated: z.string() })),
  note: z.string(),
  closedBy: z.string().nullable(),
});
const statusMessage = checkMessages.status;
const scheduleId = z.coerce
  .number({ error: 'Say which maintenance check' })
  .int('Say which maintenance check')
  .positive('Say which maintenance check');

/** Maintenance checks of installed systems (staff spec §7 "Monitoring"; docs/after-sale.md). */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['Monitoring'];
  const today = () => lagosDate(clock.now());

  const summary = (r: ScheduleRow, day: string) => {
    const status = checkStatusOf({ dueDate: r.due_date, closed: r.closed_at !== null }, day);
    return {
      id: r.id,
      scheduleCode: r.schedule_code,
      quoteRequestId: r.quote_request_id,
      dueDate: r.due_date,
      status,
      statusText: checkStatusLabels[status]!,
      customer: {
        firstname: r.firstname,
        lastname: r.lastname,
        phoneNumber: r.phone_number,
        address: r.address,
        state: r.state_name ?? '',
      },
      productName: r.product_name || null,
      engineer:
        r.engineer_user_id && r.engineer_firstname ? { id: r.engineer_user_id, firstname: r.engineer_firstname } : null,
      imageCount: Number(r.image_count ?? 0),
      closedAt: r.closed_at ? r.closed_at.toISOString() : null,
    };
  };
  /** Who may see a check: the customer it belongs to, support and admin, an engineer only when it is theirs. */
  const visibleTo = (auth: AuthContext) => (row: ScheduleRow) => {
    const { user } = auth;
    if (user.user_role === UserRole.Customer) return row.user_id === user.id;
    if (user.is_engineer) return row.engineer_user_id === user.id;
    return user.user_role === UserRole.Support || user.user_role === UserRole.Admin;
  };
  async function detail(id: number, visible: (row: ScheduleRow) => boolean) {
    const row = await repo.findSchedule(db, id);
    if (!row || !visible(row)) throw new AppError('NOT_FOUND', checkMessages.notFound);
    const images = await repo.scheduleImages(db, id);
    return {
      ...summary(row, today()),
      images: images.map((i) => ({ id: i.id, url: i.data_url, dateCreated: i.created_at.toISOString() })),
      note: row.note,
      closedBy: row.closed_at ? (row.closer_firstname ?? 'Imole support') : null,
    };
  }
  /** Locks an open check the caller may work on, or refuses. */
  async function lockOpen(trx: Transaction, id: number, auth: AuthContext) {
    const row = await repo.lockSchedule(trx, id);
    if (!row || (auth.user.is_engineer && row.engineer_user_id !== auth.user.id))
      throw new AppError('NOT_FOUND', checkMessages.notFound);
    if (row.closed_at) throw new AppError('CONFLICT', checkMessages.closed);
    return row;
  }

  app.get(
    '/MonitoringSchedule/GetMonitoringSchedules',
    {
      config: { access: ['SUPPORT', 'ADMIN'] },
      schema: {
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
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const { pageIndex, pageSize, status } = request.query;
      const day = today();
      const mine = user.is_engineer ? user.id : null;
      const { rows, counts: count } = await repo.pageSchedules(db, status, day, mine, {
        offset: (pageIndex - 1) * pageSize,
        limit: pageSize,
      });
      return {
        status: true as const,
        message: 'Maintenance checks',
        ...paged(
          rows.map((r) => summary(r, day)),
          [count.due, count.upcoming, count.closed][status]!,
          { PageIndex: pageIndex, PageSize: pageSize },
        ),
        counts: count,
      };
    },
  );

  app.get(
    '/MonitoringSchedule/GetMonitoringSchedule',
    {
      config: { access: ['AUTH', 'SUPPORT', 'ADMIN'] },
      schema: {
        tags,
        summary: 'A maintenance check with its photos: for staff, the assigned engineer, or the customer it is for',
        querystring: z.object({ monitoringScheduleId: scheduleId }),
        response: { 200: envelope({ data: scheduleDetail }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Maintenance check',
      data: await detail(request.query.monitoringScheduleId, visibleTo(requireAuth(request))),
    }),
  );

  app.post(
    '/MonitoringSchedule/CreateMonitoringSchedule',
    {
      config: { access: ['SUPPORT', 'ADMIN'], notForEngineers: true },
      schema: {
        tags,
        summary: 'Schedule a maintenance check of an installed system by hand',
        body: z.object({
          quoteRequestId: z.coerce.number({ error: 'Say which request' }).int().positive('Say which request'),
          dueDate: z
            .string({ error: 'Choose the date of the check' })
            .refine(isCalendarDate, 'Choose the date of the check as YYYY-MM-DD'),
          engineerUserId: z.coerce.number().int().positive('Choose an engineer').nullish(),
        }),
        response: { 200: envelope({ data: scheduleDetail }) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { quoteRequestId, dueDate, engineerUserId } = request.body;
      if (dueDate < today())
        throw new AppError('VALIDATION_FAILED', 'The date of the check cannot be earlier than today.');
      if (engineerUserId) {
        const engineer = await findUserById(db, engineerUserId);
        if (!engineer?.is_engineer || !engineer.is_active)
          throw new AppError('VALIDATION_FAILED', 'Choose an active engineer.');
      }
      const id = await db.transaction().execute(async (trx) => {
        const quote = await repo.lockQuoteOfRequest(trx, quoteRequestId);
        if (!quote) throw new AppError('NOT_FOUND', 'Quote request not found.');
        if (quote.installation_status !== 4)
          throw new AppError(
            'CONFLICT',
            'A maintenance check can be scheduled once the customer has confirmed the installation.',
          );
        const open = await repo.findOpenSchedule(trx, quote.id);
        const engineer = engineerUserId ?? quote.support_user_id;
        let scheduleId: number;
        if (open) {
          // One open check per installation: scheduling by hand moves the open one.
          await repo.moveSchedule(trx, open.id, dueDate, engineer);
          scheduleId = open.id;
        } else {
          scheduleId = await repo.insertSchedule(trx, {
            scheduleCode: newScheduleCode(),
            quoteId: quote.id,
            userId: quote.user_id,
            dueDate,
            engineerUserId: engineer,
            createdByUserId: auth.user.id,
          });
        }
        await audit(trx, {
          actorUserId: auth.user.id,
          action: 'maintenance.scheduled',
          entity: 'monitoring_schedule',
          entityId: scheduleId,
          quoteRequestId,
          before: open ? { dueDate: open.due_date } : null,
          after: { dueDate, engineerUserId: engineer },
        });
        return scheduleId;
      });
      return { status: true as const, message: 'Maintenance check scheduled', data: await detail(id, () => true) };
    },
  );

  app.post(
    '/MonitoringSchedule/UploadMonitoringScheduleImage',
    {
      config: { access: ['SUPPORT', 'ADMIN'] },
      bodyLimit: 1024 * 1024,
      schema: {
        tags,
        summary: `Add a photo (PNG, JPEG or WebP, checked by content, at most 500 KB; ${MAX_CHECK_PHOTOS} per check) to an open check`,
        body: z.object({
          monitoringScheduleId: scheduleId,
          image: z.string({ error: 'Choose a photo' }).min(1, 'Choose a photo'),
        }),
        response: { 200: envelope({ data: scheduleDetail }) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { monitoringScheduleId, image } = request.body;
      const dataUrl = checkBase64Image(image, MAX_CHECK_PHOTO_BYTES);
      await db.transaction().execute(async (trx) => {
        await lockOpen(trx, monitoringScheduleId, auth);
        if ((await repo.countScheduleImages(trx, monitoringScheduleId)) >= MAX_CHECK_PHOTOS)
          throw new AppError('CONFLICT', checkMessages.tooManyPhotos);
        await repo.insertScheduleImage(trx, {
          scheduleId: monitoringScheduleId,
          dataUrl,
          uploadedByUserId: auth.user.id,
        });
      });
      return { status: true as const, message: 'Photo added', data: await detail(monitoringScheduleId, () => true) };
    },
  );

  app.post(
    '/MonitoringSchedule/CloseMonitoringSchedule',
    {
      config: { access: ['SUPPORT', 'ADMIN'] },
      schema: {
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
        response: { 200: envelope({ data: scheduleDetail }) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { monitoringScheduleId, note } = request.body;
      const settings = await loadSettings(db);
      const now = clock.now();
      await app.deps.events.transaction(async (trx) => {
        const row = await lockOpen(trx, monitoringScheduleId, auth);
        if ((await repo.countScheduleImages(trx, monitoringScheduleId)) === 0)
          throw new AppError('VALIDATION_FAILED', checkMessages.needsPhoto);
        await repo.closeSchedule(trx, row.id, { at: now, byUserId: auth.user.id, note });
        const quote = await repo.quoteForNextCheck(trx, row.quote_id);
        await scheduleNextCheck(trx, quote, row.user_id, lagosDate(now), settings.maintenanceIntervalMonths);
        await audit(trx, {
          actorUserId: auth.user.id,
          action: 'maintenance.closed',
          entity: 'monitoring_schedule',
          entityId: row.id,
          before: { closedAt: null },
          after: { closedAt: now.toISOString(), note },
        });
        await app.deps.events.record(trx, {
          type: 'maintenance.closed',
          scheduleId: row.id,
          customerId: row.user_id,
          scheduleCode: row.schedule_code,
          note,
        });
      });
      return {
        status: true as const,
        message: 'Maintenance check closed',
        data: await detail(monitoringScheduleId, () => true),
      };
    },
  );
};
