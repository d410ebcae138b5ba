import { isCalendarDate } from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/http.ts';
import { portfolioFilters, portfolioSummary } from './portfolio.service.ts';

const tags = ['Portfolio'];
const day = (name: string) =>
  z
    .string({ error: `Give ${name} as a date, YYYY-MM-DD` })
    .refine(isCalendarDate, `Give ${name} as a date, YYYY-MM-DD (for example 2026-11-30)`)
    .optional();
const id = (name: string, what: string) =>
  z.coerce
    .number({ error: `${name} must be the id of ${what}` })
    .int(`${name} must be the id of ${what}`)
    .positive(`${name} must be the id of ${what}`)
    .optional();

export const summaryQuery = z.object({
  asOf: day('asOf'),
  from: day('from'),
  to: day('to'),
  stateId: id('stateId', 'a state'),
  packageId: z
    .union([z.literal('custom'), z.coerce.number().int().positive()], {
      error: 'packageId must be the id of a package, or custom for systems built from components',
    })
    .optional(),
  agentId: id('agentId', 'a sales agent'),
  coordinatorId: id('coordinatorId', 'a coordinator'),
  financialInstitutionId: id('financialInstitutionId', 'a partner bank'),
});

const option = z.object({ id: z.number().int(), name: z.string() });
const money = z.number().int();
const share = z.number();

const summary = z.object({
  asOf: z.string(),
  period: z.object({ from: z.string(), to: z.string() }),
  activeLoans: z.number().int(),
  outstandingPrincipal: money,
  par1: share,
  par30: share,
  par90: share,
  collectionRate: share.nullable(),
  collected: money,
  due: money,
  defaults: z.object({ count: z.number().int(), outstanding: money }),
  writeOffs: z.object({ count: z.number().int(), principal: money }),
  aging: z.array(
    z.object({
      key: z.enum(['current', '1-30', '31-60', '61-90', '91-180', '180+']),
      label: z.string(),
      loans: z.number().int(),
      outstanding: money,
    }),
  ),
  cohorts: z.array(
    z.object({
      month: z.string(),
      loans: z.number().int(),
      financed: money,
      points: z.array(z.object({ month: z.number().int(), repaid: money, share })),
    }),
  ),
});

/** The loan book's health for administrators (docs/portfolio.md); money in kobo, shares 0–1. */
export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/Portfolio/GetSummary',
    {
      config: { access: ['ADMIN'] },
      schema: {
        tags,
        summary: 'The loan book as of a day: active loans, outstanding, PAR, collection rate, aging, cohorts (kobo)',
        querystring: summaryQuery,
        response: { 200: envelope({ data: summary }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'The loan book as of the day.',
      data: await portfolioSummary(app.deps, request.query),
    }),
  );

  app.get(
    '/v1/Portfolio/GetFilters',
    {
      config: { access: ['ADMIN'] },
      schema: {
        tags,
        summary: 'The states, packages, agents, coordinators and partner banks present in the loan book',
        response: {
          200: envelope({
            data: z.object({
              states: z.array(option),
              packages: z.array(option),
              agents: z.array(option),
              coordinators: z.array(option),
              financialInstitutions: z.array(option),
              customSystems: z.boolean(),
            }),
          }),
        },
      },
    },
    async () => ({
      status: true as const,
      message: 'The filters of the loan book.',
      data: await portfolioFilters(app.deps),
    }),
  );
};
