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
import { requireAuth } from '../auth/index.ts';
import { envelope, paged, pagedEnvelope } from '../../lib/http.ts';
import { checkBase64Image } from '../../lib/images.ts';
import { audit } from '../audit/index.ts';
import { findUserById } from '../users/index.ts';
import * as repo from './issue.repository.ts';
import type { IssueRow } from './issue.repository.ts';

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
/** 0 open, 1 resolved, 2 closed (IssueStatus), typed as exactly those. */
const issueStatusField = z.coerce
  .number({ error: issueStatusMessages.status })
  .pipe(z.literal([IssueStatus.Open, IssueStatus.Resolved, IssueStatus.Closed], { error: issueStatusMessages.status }));
const pageQuery = z.object({
  PageIndex: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** Issues and complaints (customer spec §2 /issues, /post-issue; staff spec §2 /all-complaints). */
export const issueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['Monitoring'];

  const summary = (r: IssueRow) => ({
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
  async function detail(id: number, visible: (row: IssueRow) => boolean) {
    const row = await repo.findIssue(db, id);
    if (!row || !visible(row)) throw new AppError('NOT_FOUND', 'Issue not found.');
    const [photos, history] = await Promise.all([repo.issuePhotos(db, id), repo.issueHistory(db, id)]);
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
      const quoteId = await repo.latestQuoteIdOf(db, user.id);
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        const issueId = await repo.insertIssue(
          trx,
          {
            userId: user.id,
            quoteId,
            category: request.body.category,
            description: request.body.description,
            at: now,
          },
          photos,
        );
        await repo.insertIssueEvent(trx, {
          issueId,
          actorUserId: user.id,
          status: IssueStatus.Open,
          note: 'Issue reported',
          at: now,
        });
        return issueId;
      });
      const row = await repo.findIssue(db, id);
      if (!row) throw new AppError('NOT_FOUND', 'Issue not found.');
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
      const { rows, total } = await repo.pageCustomerIssues(db, user.id, q.Status, {
        offset: (q.PageIndex - 1) * q.PageSize,
        limit: q.PageSize,
      });
      return { status: true as const, message: 'Issues', ...paged(rows.map(summary), total, q) };
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
      const { rows, count } = await repo.pageIssuesByStatus(db, q.Status, mine, {
        offset: (q.PageIndex - 1) * q.PageSize,
        limit: q.PageSize,
      });
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
      await app.deps.events.transaction(async (trx) => {
        const row = await repo.lockIssue(trx, id);
        if (!row || (user.is_engineer && row.engineer_user_id !== user.id))
          throw new AppError('NOT_FOUND', 'Issue not found.');
        await repo.updateIssue(trx, id, { status: issueStatus, at: now });
        await repo.insertIssueEvent(trx, { issueId: id, actorUserId: user.id, status: issueStatus, note, at: now });
        await audit(trx, {
          actorUserId: user.id,
          action: 'issue.status',
          entity: 'monitoring_issue',
          entityId: id,
          before: { issueStatus: row.status },
          after: { issueStatus, note },
        });
        // The customer's notice commits with the change, or neither does (notifications handle the event).
        await app.deps.events.record(trx, {
          type: 'issue.status-changed',
          issueId: id,
          customerId: row.user_id,
          status: issueStatus,
          note,
        });
      });
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
      const engineer = await findUserById(db, request.body.engineerUserId);
      if (!engineer?.is_engineer || !engineer.is_active)
        throw new AppError('VALIDATION_FAILED', issueStatusMessages.activeEngineer);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const row = await repo.lockIssue(trx, request.body.id);
        if (!row) throw new AppError('NOT_FOUND', 'Issue not found.');
        await repo.updateIssue(trx, row.id, { engineerUserId: engineer.id, at: now });
        await repo.insertIssueEvent(trx, {
          issueId: row.id,
          actorUserId: user.id,
          status: row.status,
          note: `Assigned to ${engineer.firstname}`,
          at: now,
        });
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
