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
import type { AuthContext } from '../../lib/auth.ts';
import { requireAuth } from '../../lib/auth.ts';
import { envelope, paged, pagedEnvelope } from '../../lib/http.ts';
import { checkBase64Image } from '../../lib/images.ts';
import { audit } from '../audit/audit.repository.ts';
import { deliverNotice, recordNotice, type Notice } from '../notifications/notify.ts';
import { loadSettings } from '../settings/settings.service.ts';
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

  const base = () =>
    db
      .selectFrom('monitoring_schedule as s')
      .innerJoin('app_user as customer', 'customer.id', 's.user_id')
      .innerJoin('quote', 'quote.id', 's.quote_id')
      .innerJoin('quote_request', 'quote_request.id', 'quote.quote_request_id')
      .leftJoin('state', 'state.id', 'quote_request.state_id')
      .leftJoin('app_user as engineer', 'engineer.id', 's.engineer_user_id')
      .leftJoin('app_user as closer', 'closer.id', 's.closed_by_user_id')
      .select((eb) => [
        's.id',
        's.schedule_code',
        's.quote_id',
        's.user_id',
        's.due_date',
        's.engineer_user_id',
        's.note',
        's.closed_at',
        'quote.quote_request_id',
        'quote.product_name',
        'quote_request.address',
        'state.title as state_name',
        'customer.firstname',
        'customer.lastname',
        'customer.phone_number',
        'engineer.firstname as engineer_firstname',
        'closer.firstname as closer_firstname',
        eb
          .selectFrom('monitoring_schedule_image')
          .select((i) => i.fn.countAll<string | number>().as('n'))
          .whereRef('monitoring_schedule_image.schedule_id', '=', 's.id')
          .as('image_count'),
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
  const summary = (r: Row, day: string) => {
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
  const visibleTo = (auth: AuthContext) => (row: Row) => {
    const { user } = auth;
    if (user.user_role === UserRole.Customer) return row.user_id === user.id;
    if (user.is_engineer) return row.engineer_user_id === user.id;
    return user.user_role === UserRole.Support || user.user_role === UserRole.Admin;
  };
  async function detail(id: number, visible: (row: Row) => boolean) {
    const row = await base().where('s.id', '=', id).executeTakeFirst();
    if (!row || !visible(row)) throw new AppError('NOT_FOUND', checkMessages.notFound);
    const images = await db
      .selectFrom('monitoring_schedule_image')
      .select(['id', 'data_url', 'created_at'])
      .where('schedule_id', '=', id)
      .orderBy('id')
      .execute();
    return {
      ...summary(row, today()),
      images: images.map((i) => ({ id: i.id, url: i.data_url, dateCreated: i.created_at.toISOString() })),
      note: row.note,
      closedBy: row.closed_at ? (row.closer_firstname ?? 'Imole support') : null,
    };
  }
  /** Locks an open check the caller may work on, or refuses. */
  async function lockOpen(trx: Transaction, id: number, auth: AuthContext) {
    const row = await trx
      .selectFrom('monitoring_schedule')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
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
      let list = base();
      if (status === 2) list = list.where('s.closed_at', 'is not', null).orderBy('s.closed_at', 'desc');
      else if (status === 0)
        list = list.where('s.closed_at', 'is', null).where('s.due_date', '<=', day).orderBy('s.due_date');
      else list = list.where('s.closed_at', 'is', null).where('s.due_date', '>', day).orderBy('s.due_date');
      if (mine !== null) list = list.where('s.engineer_user_id', '=', mine);
      let counts = db.selectFrom('monitoring_schedule').select((eb) => [
        eb.fn.count<string | number>('id').filterWhere('closed_at', 'is not', null).as('closed'),
        eb.fn
          .count<string | number>('id')
          .filterWhere((f) => f.and([f('closed_at', 'is', null), f('due_date', '<=', day)]))
          .as('due'),
        eb.fn
          .count<string | number>('id')
          .filterWhere((f) => f.and([f('closed_at', 'is', null), f('due_date', '>', day)]))
          .as('upcoming'),
      ]);
      if (mine !== null) counts = counts.where('engineer_user_id', '=', mine);
      const [rows, c] = await Promise.all([
        list
          .orderBy('s.id', 'desc')
          .offset((pageIndex - 1) * pageSize)
          .limit(pageSize)
          .execute(),
        counts.executeTakeFirstOrThrow(),
      ]);
      const count = { due: Number(c.due), upcoming: Number(c.upcoming), closed: Number(c.closed) };
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
        const engineer = await db
          .selectFrom('app_user')
          .select(['is_engineer', 'is_active'])
          .where('id', '=', engineerUserId)
          .executeTakeFirst();
        if (!engineer?.is_engineer || !engineer.is_active)
          throw new AppError('VALIDATION_FAILED', 'Choose an active engineer.');
      }
      const id = await db.transaction().execute(async (trx) => {
        const quote = await trx
          .selectFrom('quote')
          .innerJoin('quote_request', 'quote_request.id', 'quote.quote_request_id')
          .select(['quote.id', 'quote.installation_status', 'quote.support_user_id', 'quote_request.user_id'])
          .where('quote.quote_request_id', '=', quoteRequestId)
          .orderBy('quote.id', 'desc')
          .forUpdate()
          .executeTakeFirst();
        if (!quote) throw new AppError('NOT_FOUND', 'Quote request not found.');
        if (quote.installation_status !== 4)
          throw new AppError(
            'CONFLICT',
            'A maintenance check can be scheduled once the customer has confirmed the installation.',
          );
        const open = await trx
          .selectFrom('monitoring_schedule')
          .select(['id', 'due_date'])
          .where('quote_id', '=', quote.id)
          .where('closed_at', 'is', null)
          .executeTakeFirst();
        const engineer = engineerUserId ?? quote.support_user_id;
        let scheduleId: number;
        if (open) {
          // One open check per installation: scheduling by hand moves the open one.
          await trx
            .updateTable('monitoring_schedule')
            .set({ due_date: dueDate, engineer_user_id: engineer })
            .where('id', '=', open.id)
            .execute();
          scheduleId = open.id;
        } else {
          const row = await trx
            .insertInto('monitoring_schedule')
            .values({
              schedule_code: newScheduleCode(),
              quote_id: quote.id,
              user_id: quote.user_id,
              due_date: dueDate,
              engineer_user_id: engineer,
              created_by_user_id: auth.user.id,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          scheduleId = row.id;
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
        const { n } = await trx
          .selectFrom('monitoring_schedule_image')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('schedule_id', '=', monitoringScheduleId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= MAX_CHECK_PHOTOS) throw new AppError('CONFLICT', checkMessages.tooManyPhotos);
        await trx
          .insertInto('monitoring_schedule_image')
          .values({ schedule_id: monitoringScheduleId, data_url: dataUrl, uploaded_by_user_id: auth.user.id })
          .execute();
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
      const notice = await db.transaction().execute(async (trx) => {
        const row = await lockOpen(trx, monitoringScheduleId, auth);
        const { n } = await trx
          .selectFrom('monitoring_schedule_image')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('schedule_id', '=', monitoringScheduleId)
          .executeTakeFirstOrThrow();
        if (Number(n) === 0) throw new AppError('VALIDATION_FAILED', checkMessages.needsPhoto);
        await trx
          .updateTable('monitoring_schedule')
          .set({ closed_at: now, closed_by_user_id: auth.user.id, note })
          .where('id', '=', row.id)
          .execute();
        const quote = await trx
          .selectFrom('quote')
          .select(['id', 'support_user_id'])
          .where('id', '=', row.quote_id)
          .executeTakeFirstOrThrow();
        await scheduleNextCheck(trx, quote, row.user_id, lagosDate(now), settings.maintenanceIntervalMonths);
        await audit(trx, {
          actorUserId: auth.user.id,
          action: 'maintenance.closed',
          entity: 'monitoring_schedule',
          entityId: row.id,
          before: { closedAt: null },
          after: { closedAt: now.toISOString(), note },
        });
        const notice: Notice = {
          userId: row.user_id,
          event: 'maintenance-done',
          title: 'Maintenance check done',
          body: `Your system's maintenance check ${row.schedule_code} is done: ${note}`,
          link: '/dashboard',
        };
        await recordNotice(trx, notice);
        return notice;
      });
      await deliverNotice(app.deps, notice);
      return {
        status: true as const,
        message: 'Maintenance check closed',
        data: await detail(monitoringScheduleId, () => true),
      };
    },
  );
};
