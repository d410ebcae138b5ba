import { isCalendarDate } from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, pagedEnvelope } from '../../lib/http.ts';
import { requireAuth } from '../auth/index.ts';
import { getContacts, getWorklist, logContact, writeOff } from './collections.service.ts';

const tags = ['Collections'];
/** Support and administrators; engineers (support users of the engineer kind) see only their own jobs. */
const staff = { access: ['SUPPORT', 'ADMIN'], notForEngineers: true } as const;

const channel = z.enum(['call', 'visit', 'sms'], { error: 'Choose how you reached the customer: call, visit or sms' });
const promiseStatus = z.enum(['open', 'kept', 'broken']);
const quoteIdQuery = z.coerce
  .number({ error: 'Give quoteId, the loan’s quote id' })
  .int('Give quoteId, the loan’s quote id')
  .positive('Give quoteId, the loan’s quote id');
const days = (name: string) =>
  z.coerce
    .number({ error: `${name} is a whole number of days from 0` })
    .int(`${name} is a whole number of days from 0`)
    .min(0, `${name} is a whole number of days from 0`)
    .max(100_000, `${name} is a whole number of days from 0`)
    .optional();

const worklistItem = z.object({
  quoteId: z.number(),
  quoteRequestId: z.number(),
  referenceNo: z.string(),
  customer: z.object({ id: z.number(), name: z.string(), phone: z.string() }),
  daysOverdue: z.number(),
  arrears: z.number(),
  payoff: z.number(),
  outstanding: z.number(),
  agent: z.object({ id: z.number(), name: z.string() }).nullable(),
  lastContact: z.object({ at: z.string(), channel, outcome: z.string(), by: z.string() }).nullable(),
  promise: z.object({ date: z.string(), amount: z.number().nullable(), status: promiseStatus }).nullable(),
});
const contact = z.object({
  id: z.number(),
  quoteId: z.number(),
  channel,
  outcome: z.string(),
  promiseDate: z.string().nullable(),
  promiseAmount: z.number().nullable(),
  promiseStatus: promiseStatus.nullable(),
  by: z.object({ id: z.number(), name: z.string() }),
  at: z.string(),
});

const contactBody = z.object({
  quoteId: z
    .number({ error: 'Give quoteId, the loan’s quote id' })
    .int('Give quoteId, the loan’s quote id')
    .positive('Give quoteId, the loan’s quote id'),
  channel,
  outcome: z
    .string({ error: 'Write what came of the contact' })
    .trim()
    .min(1, 'Write what came of the contact')
    .max(500, 'Keep the outcome to 500 characters'),
  promiseDate: z
    .string({ error: 'Give the promise date as YYYY-MM-DD' })
    .refine(isCalendarDate, 'Give the promise date as YYYY-MM-DD')
    .optional(),
  promiseAmount: z
    .number({ error: 'The promised amount is a whole number of kobo above 0' })
    .int('The promised amount is a whole number of kobo above 0')
    .positive('The promised amount is a whole number of kobo above 0')
    .optional(),
});

const worklistQuery = z.object({
  minDays: days('minDays'),
  maxDays: days('maxDays'),
  search: z.string().max(100, 'Search with at most 100 characters').optional(),
  promise: z.enum(['open', 'kept', 'broken'], { error: 'promise is open, kept or broken' }).optional(),
  page: z.coerce
    .number({ error: 'page counts from 1' })
    .int('page counts from 1')
    .min(1, 'page counts from 1')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize is from 1 to 100' })
    .int('pageSize is from 1 to 100')
    .min(1, 'pageSize is from 1 to 100')
    .max(100, 'pageSize is from 1 to 100')
    .default(20),
});
const writeOffBody = z.object({
  quoteId: contactBody.shape.quoteId,
  reason: z
    .string({ error: 'Write why the loan is written off' })
    .trim()
    .min(1, 'Write why the loan is written off')
    .max(500, 'Keep the reason to 500 characters'),
});
const writtenOff = z.object({
  quoteId: z.number(),
  writtenOffOn: z.string(),
  principal: z.number(),
  daysOverdue: z.number(),
  reason: z.string(),
});

/** The collections worklist and the contacts staff log (docs/portfolio.md "Collections and reminders"). */
export const collectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/Collections/GetWorklist',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Overdue loans today, most days overdue first, with the last contact and promise',
        querystring: worklistQuery,
        response: { 200: pagedEnvelope(worklistItem) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Overdue loans',
      ...(await getWorklist(app.deps, request.query)),
    }),
  );

  app.post(
    '/v1/Collections/LogContact',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Record a call, visit or SMS with an overdue customer, and their promise to pay',
        body: contactBody,
        response: { 200: envelope({ data: contact }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Contact logged.',
      data: await logContact(app.deps, requireAuth(request).user, request.body),
    }),
  );

  app.get(
    '/v1/Collections/GetContacts',
    {
      config: staff,
      schema: {
        tags,
        summary: 'A loan’s contact history, newest first',
        querystring: z.object({ quoteId: quoteIdQuery }),
        response: { 200: envelope({ data: z.array(contact) }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Contacts',
      data: await getContacts(app.deps, request.query.quoteId),
    }),
  );

  app.post(
    '/v1/Portfolio/WriteOff',
    {
      config: { access: ['ADMIN'] },
      schema: {
        tags,
        summary: 'Write off a loan 180 days overdue or more, with the reason (administrators)',
        body: writeOffBody,
        response: { 200: envelope({ data: writtenOff }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Loan written off.',
      data: await writeOff(app.deps, requireAuth(request).user, request.body),
    }),
  );
};
