import {
  AppError,
  ISSUE_DESCRIPTION_MAX,
  ISSUE_DESCRIPTION_MIN,
  issueCategories,
  ISSUE_NOTE_MAX,
  ISSUE_NOTE_MIN,
  issueMessages,
  IssueStatus,
  issueStatusLabels,
  issueStatusMessages,
  MAX_ISSUE_PHOTO_BYTES,
  MAX_ISSUE_PHOTOS,
  UserRole,
} from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth.ts';
import { envelope, paged, pagedEnvelope } from '../../lib/http.ts';
import { checkBase64Image } from '../../lib/images.ts';
import { audit } from '../audit/audit.repository.ts';
import { deliverNotice, recordNotice, type Notice } from '../notifications/notify.ts';

const issueSummary = z.object({
  id: z.number().int(),
  category: z.string(),
  description: z.string(),
  issueStatus: z.number().int(),
  statusText: z.string(),
  dateCreated: z.string(),
  dateModified: z.string(),
  photoCount: z.number().int(),
  customer: z.object({ firstname: z.string(), lastname: z.string(), phoneNumber: z.string() }),
  engineer: z.object({ id: z.number().int(), firstname: z.string() }).nullable(),
});
const issueDetail = issueSummary.extend({
  photos: z.array(z.string()),
  history: z.array(
    z.object({
      issueStatus: z.number().int(),
      statusText: z.string(),
      note: z.string(),
      by: z.string(),
      date: z.string(),
    }),
  ),
});
const issueStatusField = z.coerce
  .number({ error: issueStatusMessages.status })
  .int(issueStatusMessages.status)
  .min(0, issueStatusMessages.status)
  .max(2, issueStatusMessages.status);
const pageQuery = z.object({
  PageIndex: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** Issues and complaints (customer spec §2 /issues, /post-issue; staff spec §2 /all-complaints). */
export const issueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['Monitoring'];

  const base = () =>
    db
      .selectFrom('monitoring_issue')
      .innerJoin('app_user as customer', 'customer.id', 'monitoring_issue.user_id')
      .leftJoin('app_user as engineer', 'engineer.id', 'monitoring_issue.engineer_user_id')
      .select((eb) => [
        'monitoring_issue.id',
        'monitoring_issue.user_id',
        'monitoring_issue.category',
        'monitoring_issue.description',
        'monitoring_issue.status',
        'monitoring_issue.created_at',
        'monitoring_issue.updated_at',
        'monitoring_issue.engineer_user_id',
        'customer.firstname',
        'customer.lastname',
        'customer.phone_number',
        'engineer.firstname as engineer_firstname',
        eb
          .selectFrom('monitoring_issue_photo')
          .select((p) => p.fn.countAll<string | number>().as('n'))
          .whereRef('monitoring_issue_photo.issue_id', '=', 'monitoring_issue.id')
          .as('photo_count'),
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
  const summary = (r: Row) => ({
    id: r.id,
    category: r.category,
    description: r.description,
    issueStatus: r.status,
    statusText: issueStatusLabels[r.status] ?? 'Open',
    dateCreated: r.created_at.toISOString(),
    dateModified: r.updated_at.toISOString(),
    photoCount: Number(r.photo_count ?? 0),
    customer: { firstname: r.firstname, lastname: r.lastname, phoneNumber: r.phone_number },
    engineer:
      r.engineer_user_id && r.engineer_firstname ? { id: r.engineer_user_id, firstname: r.engineer_firstname } : null,
  });
  async function detail(id: number, visible: (row: Row) => boolean) {
    const row = await base().where('monitoring_issue.id', '=', id).executeTakeFirst();
    if (!row || !visible(row)) throw new AppError('NOT_FOUND', 'Issue not found.');
    const [photos, history] = await Promise.all([
      db.selectFrom('monitoring_issue_photo').select('data_url').where('issue_id', '=', id).orderBy('id').execute(),
      db
        .selectFrom('monitoring_issue_event')
        .leftJoin('app_user', 'app_user.id', 'monitoring_issue_event.actor_user_id')
        .select([
          'monitoring_issue_event.status',
          'monitoring_issue_event.note',
          'monitoring_issue_event.created_at',
          'app_user.firstname',
          'app_user.user_role',
        ])
        .where('issue_id', '=', id)
        .orderBy('monitoring_issue_event.id')
        .execute(),
    ]);
    return {
      ...summary(row),
      photos: photos.map((p) => p.data_url),
      history: history.map((h) => ({
        issueStatus: h.status,
        statusText: issueStatusLabels[h.status] ?? 'Open',
        note: h.note,
        by: h.user_role === UserRole.Customer ? 'You' : h.firstname ? `${h.firstname}, Imole support` : 'Imole support',
        date: h.created_at.toISOString(),
      })),
    };
  }

  app.post(
    '/MonitoringIssue/CreateMonitoringIssue',
    {
      config: { access: ['AUTH'] },
      bodyLimit: 3 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Report a problem with the installed system (up to 3 photos, checked by content and size)',
        body: z.object({
          category: z.enum(issueCategories, { error: issueMessages.category }),
          description: z
            .string({ error: issueMessages.description })
            .trim()
            .min(ISSUE_DESCRIPTION_MIN, issueMessages.descriptionShort)
            .max(ISSUE_DESCRIPTION_MAX, issueMessages.descriptionLong),
          photos: z.array(z.string()).max(MAX_ISSUE_PHOTOS, issueMessages.tooManyPhotos).default([]),
        }),
        response: { 200: envelope({ data: issueSummary }) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const photos = request.body.photos.map((p) => checkBase64Image(p, MAX_ISSUE_PHOTO_BYTES, 'photo'));
      const quote = await db
        .selectFrom('quote')
        .innerJoin('quote_request', 'quote_request.id', 'quote.quote_request_id')
        .select('quote.id')
        .where('quote_request.user_id', '=', user.id)
        .orderBy('quote.id', 'desc')
        .executeTakeFirst();
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('monitoring_issue')
          .values({
            user_id: user.id,
            quote_id: quote?.id ?? null,
            category: request.body.category,
            description: request.body.description,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (photos.length)
          await trx
            .insertInto('monitoring_issue_photo')
            .values(photos.map((data_url) => ({ issue_id: row.id, data_url })))
            .execute();
        await trx
          .insertInto('monitoring_issue_event')
          .values({
            issue_id: row.id,
            actor_user_id: user.id,
            status: IssueStatus.Open,
            note: 'Issue reported',
            created_at: now,
          })
          .execute();
        return row.id;
      });
      const row = await base().where('monitoring_issue.id', '=', id).executeTakeFirstOrThrow();
      return {
        status: true as const,
        message: 'Your issue has been sent. Our support team will get back to you.',
        data: summary(row),
      };
    },
  );

  app.get(
    '/MonitoringIssue/GetMainCustomersMonitoringIssue',
    {
      config: { access: ['AUTH'] },
      schema: {
        tags,
        summary:
          'The signed-in customer’s issues, newest first; with Status (0 open, 1 resolved, 2 closed) only those, totalCount counting them',
        querystring: pageQuery.extend({ Status: issueStatusField.optional() }),
        response: { 200: pagedEnvelope(issueSummary) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const q = request.query;
      let list = base().where('monitoring_issue.user_id', '=', user.id);
      let count = db
        .selectFrom('monitoring_issue')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', user.id);
      if (q.Status !== undefined) {
        list = list.where('monitoring_issue.status', '=', q.Status);
        count = count.where('status', '=', q.Status);
      }
      const [rows, total] = await Promise.all([
        list
          .orderBy('monitoring_issue.id', 'desc')
          .offset((q.PageIndex - 1) * q.PageSize)
          .limit(q.PageSize)
          .execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { status: true as const, message: 'Issues', ...paged(rows.map(summary), Number(total.n), q) };
    },
  );

  app.get(
    '/MonitoringIssue/GetCustomerMonitoringIssueById',
    {
      config: { access: ['AUTH'] },
      schema: {
        tags,
        summary: 'One of the customer’s own issues with its history',
        querystring: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope({ data: issueDetail }) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return {
        status: true as const,
        message: 'Issue',
        data: await detail(request.query.id, (row) => row.user_id === user.id),
      };
    },
  );

  app.get(
    '/MonitoringIssue/GetMonitoringIssueByStatus',
    {
      config: { access: ['SUPPORT', 'ADMIN'] },
      schema: {
        tags,
        summary:
          'Complaints by status (0 open, 1 resolved, 2 closed), with the count of each; an engineer sees those assigned to them',
        querystring: pageQuery.extend({
          Status: issueStatusField,
        }),
        response: {
          200: pagedEnvelope(issueSummary).extend({
            counts: z.object({ open: z.number().int(), resolved: z.number().int(), closed: z.number().int() }),
          }),
        },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const q = request.query;
      const mine = user.is_engineer ? user.id : null;
      let list = base().where('monitoring_issue.status', '=', q.Status);
      let counts = db
        .selectFrom('monitoring_issue')
        .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
        .groupBy('status');
      if (mine !== null) {
        list = list.where('monitoring_issue.engineer_user_id', '=', mine);
        counts = counts.where('engineer_user_id', '=', mine);
      }
      const [rows, byStatus] = await Promise.all([
        list
          .orderBy('monitoring_issue.id', 'desc')
          .offset((q.PageIndex - 1) * q.PageSize)
          .limit(q.PageSize)
          .execute(),
        counts.execute(),
      ]);
      const count = (s: number) => Number(byStatus.find((b) => b.status === s)?.n ?? 0);
      return {
        status: true as const,
        message: 'Complaints',
        ...paged(rows.map(summary), count(q.Status), q),
        counts: { open: count(0), resolved: count(1), closed: count(2) },
      };
    },
  );

  app.get(
    '/MonitoringIssue/GetMonitoringIssueById',
    {
      config: { access: ['SUPPORT', 'ADMIN'] },
      schema: {
        tags,
        summary: 'A complaint with its photos and history',
        querystring: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope({ data: issueDetail }) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return {
        status: true as const,
        message: 'Issue',
        data: await detail(request.query.id, (row) => !user.is_engineer || row.engineer_user_id === user.id),
      };
    },
  );

  app.post(
    '/MonitoringIssue/ChangeMonitoringIssueStatus',
    {
      config: { access: ['SUPPORT', 'ADMIN'] },
      schema: {
        tags,
        summary: 'Change a complaint’s status (0 open, 1 resolved, 2 closed) with a note the customer sees',
        body: z.object({
          id: z.coerce.number().int().positive(),
          issueStatus: issueStatusField,
          note: z
            .string({ error: issueStatusMessages.note })
            .trim()
            .min(ISSUE_NOTE_MIN, issueStatusMessages.note)
            .max(ISSUE_NOTE_MAX, issueStatusMessages.noteTooLong),
        }),
        response: { 200: envelope({ data: issueDetail }) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const { id, issueStatus, note } = request.body;
      const now = clock.now();
      const notice = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('monitoring_issue')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!row || (user.is_engineer && row.engineer_user_id !== user.id))
          throw new AppError('NOT_FOUND', 'Issue not found.');
        await trx
          .updateTable('monitoring_issue')
          .set({ status: issueStatus, updated_at: now })
          .where('id', '=', id)
          .execute();
        await trx
          .insertInto('monitoring_issue_event')
          .values({ issue_id: id, actor_user_id: user.id, status: issueStatus, note, created_at: now })
          .execute();
        await audit(trx, {
          actorUserId: user.id,
          action: 'issue.status',
          entity: 'monitoring_issue',
          entityId: id,
          before: { issueStatus: row.status },
          after: { issueStatus, note },
        });
        // The customer's notice commits with the change, or neither does.
        const notice: Notice = {
          userId: row.user_id,
          event: 'issue-status-changed',
          title: 'Your issue was updated',
          body: `Your issue is now ${issueStatusLabels[issueStatus]!.toLowerCase()}: ${note}`,
          link: `/issue-details/${id}`,
        };
        await recordNotice(trx, notice);
        return notice;
      });
      await deliverNotice(app.deps, notice);
      return { status: true as const, message: 'The issue has been updated.', data: await detail(id, () => true) };
    },
  );

  app.post(
    '/MonitoringIssue/AssignMonitoringIssue',
    {
      config: { access: ['SUPPORT', 'ADMIN'], notForEngineers: true },
      schema: {
        tags,
        summary: 'Assign a complaint to an engineer',
        body: z.object({
          id: z.coerce.number().int().positive(),
          engineerUserId: z.coerce
            .number({ error: issueStatusMessages.engineer })
            .int(issueStatusMessages.engineer)
            .positive(issueStatusMessages.engineer),
        }),
        response: { 200: envelope({ data: issueDetail }) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const engineer = await db
        .selectFrom('app_user')
        .select(['id', 'firstname', 'is_engineer', 'is_active'])
        .where('id', '=', request.body.engineerUserId)
        .executeTakeFirst();
      if (!engineer?.is_engineer || !engineer.is_active)
        throw new AppError('VALIDATION_FAILED', issueStatusMessages.activeEngineer);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('monitoring_issue')
          .selectAll()
          .where('id', '=', request.body.id)
          .forUpdate()
          .executeTakeFirst();
        if (!row) throw new AppError('NOT_FOUND', 'Issue not found.');
        await trx
          .updateTable('monitoring_issue')
          .set({ engineer_user_id: engineer.id, updated_at: now })
          .where('id', '=', row.id)
          .execute();
        await trx
          .insertInto('monitoring_issue_event')
          .values({
            issue_id: row.id,
            actor_user_id: user.id,
            status: row.status,
            note: `Assigned to ${engineer.firstname}`,
            created_at: now,
          })
          .execute();
        await audit(trx, {
          actorUserId: user.id,
          action: 'issue.engineer',
          entity: 'monitoring_issue',
          entityId: row.id,
          before: { engineerUserId: row.engineer_user_id },
          after: { engineerUserId: engineer.id },
        });
      });
      return {
        status: true as const,
        message: `Assigned to ${engineer.firstname}.`,
        data: await detail(request.body.id, () => true),
      };
    },
  );
};
