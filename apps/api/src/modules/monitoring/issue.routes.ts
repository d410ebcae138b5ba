import {
  ISSUE_DESCRIPTION_MAX,
  ISSUE_DESCRIPTION_MIN,
  issueCategories,
  ISSUE_NOTE_MAX,
  ISSUE_NOTE_MIN,
  issueMessages,
  IssueStatus,
  issueStatusMessages,
  MAX_ISSUE_PHOTOS,
} from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/index.ts';
import { envelope, paged, pagedEnvelope } from '../../lib/http.ts';
import * as issues from './issue.service.ts';

const tags = ['Monitoring'];
const customer = { access: ['AUTH'] } as const;
const staff = { access: ['SUPPORT', 'ADMIN'] } as const;

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
const issueId = z.object({ id: z.coerce.number().int().positive() });

const createIssueSchema = {
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
};

const statusCounts = z.object({ open: z.number().int(), resolved: z.number().int(), closed: z.number().int() });

const customerIssuesSchema = {
  tags,
  summary:
    'The signed-in customer’s issues, newest first; with Status (0 open, 1 resolved, 2 closed) only those, totalCount counting them. counts has every status; posting says whether a new issue may be posted now and, if not, why',
  querystring: pageQuery.extend({ Status: issueStatusField.optional() }),
  response: {
    200: pagedEnvelope(issueSummary).extend({
      counts: statusCounts,
      posting: z.object({
        allowed: z.boolean(),
        reason: z.enum(['not-installed', 'open-issue']).nullable(),
        message: z.string().nullable(),
        openIssueId: z.number().int().nullable(),
      }),
    }),
  },
};

const customerIssueSchema = {
  tags,
  summary: 'One of the customer’s own issues with its history',
  querystring: issueId,
  response: { 200: envelope({ data: issueDetail }) },
};

const issuesByStatusSchema = {
  tags,
  summary:
    'Complaints by status (0 open, 1 resolved, 2 closed), with the count of each; an engineer sees those assigned to them',
  querystring: pageQuery.extend({
    Status: issueStatusField,
    /** Only customers this sales agent referred (issue 20). */
    SalesAgentId: z.coerce.number({ error: 'SalesAgentId is an agent’s id' }).int().positive().optional(),
    /** Only customers referred by this coordinator or the agents under them (issue 20). */
    CoordinatorId: z.coerce.number({ error: 'CoordinatorId is a coordinator’s id' }).int().positive().optional(),
  }),
  response: {
    200: pagedEnvelope(issueSummary).extend({ counts: statusCounts }),
  },
};

const staffIssueSchema = {
  tags,
  summary: 'A complaint with its photos and history',
  querystring: issueId,
  response: { 200: envelope({ data: issueDetail }) },
};

const changeStatusSchema = {
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
};

const assignSchema = {
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
};

/** Issues and complaints (customer spec §2 /issues, /post-issue; staff spec §2 /all-complaints). */
export const issueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerIssueRoutes);
  await app.register(staffIssueRoutes);
};

/** What a customer reports and follows. */
const customerIssueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/MonitoringIssue/CreateMonitoringIssue',
    { config: customer, bodyLimit: 3 * 1024 * 1024, schema: createIssueSchema },
    async (request) => ({
      status: true as const,
      message: 'Your issue has been sent. Our support team will get back to you.',
      data: await issues.reportIssue(app.deps, requireAuth(request).user, request.body),
    }),
  );

  app.get(
    '/MonitoringIssue/GetMainCustomersMonitoringIssue',
    { config: customer, schema: customerIssuesSchema },
    async (request) => {
      const { user } = requireAuth(request);
      const q = request.query;
      const { items, total, counts, posting } = await issues.customerIssues(app.deps, user, q.Status, q);
      return { status: true as const, message: 'Issues', ...paged(items, total, q), counts, posting };
    },
  );

  app.get(
    '/MonitoringIssue/GetCustomerMonitoringIssueById',
    { config: customer, schema: customerIssueSchema },
    async (request) => ({
      status: true as const,
      message: 'Issue',
      data: await issues.customerIssue(app.deps, requireAuth(request).user, request.query.id),
    }),
  );
};

/** The complaints staff work through. */
const staffIssueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/MonitoringIssue/GetMonitoringIssueByStatus',
    { config: staff, schema: issuesByStatusSchema },
    async (request) => {
      const { user } = requireAuth(request);
      const q = request.query;
      const { items, total, counts } = await issues.issuesByStatus(app.deps, user, q.Status, q);
      return { status: true as const, message: 'Complaints', ...paged(items, total, q), counts };
    },
  );

  app.get('/MonitoringIssue/GetMonitoringIssueById', { config: staff, schema: staffIssueSchema }, async (request) => ({
    status: true as const,
    message: 'Issue',
    data: await issues.staffIssue(app.deps, requireAuth(request).user, request.query.id),
  }));

  app.post(
    '/MonitoringIssue/ChangeMonitoringIssueStatus',
    { config: staff, schema: changeStatusSchema },
    async (request) => ({
      status: true as const,
      message: 'The issue has been updated.',
      data: await issues.changeIssueStatus(app.deps, requireAuth(request).user, request.body),
    }),
  );

  app.post(
    '/MonitoringIssue/AssignMonitoringIssue',
    { config: { ...staff, notForEngineers: true }, schema: assignSchema },
    async (request) => {
      const { engineerFirstname, issue } = await issues.assignIssue(app.deps, requireAuth(request).user, request.body);
      return { status: true as const, message: `Assigned to ${engineerFirstname}.`, data: issue };
    },
  );
};
