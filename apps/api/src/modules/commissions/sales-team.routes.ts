import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/http.ts';
import { requireAuth } from '../auth/index.ts';
import { phoneField } from '@imole/domain';
import {
  changeAgentPhone,
  correctReferral,
  referralOfRequest,
  salesTeam,
  updateSalesTeam,
} from './sales-team.service.ts';

const tags = ['Sales team'];

const referralBody = z.object({
  customerId: z.number({ error: 'Choose the customer' }).int().positive(),
  referralCode: z
    .string({ error: 'Enter the agent’s phone number, or null to remove the referral' })
    .trim()
    .min(1, 'Enter the agent’s phone number, or null to remove the referral')
    .max(20, 'A referral code is the phone number of a sales agent, e.g. 0803 123 4567')
    .nullable(),
});

const teamResponse = envelope({
  data: z.array(
    z.object({
      id: z.number().int(),
      firstname: z.string(),
      lastname: z.string(),
      email: z.string(),
      phoneNumber: z.string(),
      isActive: z.boolean(),
      isCoordinator: z.boolean(),
      coordinatorId: z.number().int().nullable(),
      coordinatorName: z.string().nullable(),
    }),
  ),
});

/** Staff correct a referral before the first payment; admins shape the sales team (docs/sales.md). */
export const salesTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ClientUser/UpdateCustomerReferral',
    {
      config: { access: ['SUPPORT', 'ADMIN'], notForEngineers: true },
      schema: {
        tags,
        summary: "Staff: change or remove who referred a customer, until the customer's first payment is credited",
        body: referralBody,
        response: {
          200: envelope({
            data: z.object({
              customerId: z.number().int(),
              referredBy: z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string() }).nullable(),
            }),
          }),
        },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Referral saved.',
      data: await correctReferral(app.deps, requireAuth(request).user, request.body),
    }),
  );

  app.get(
    '/ClientUser/GetSalesTeamMembers',
    {
      config: { access: ['SUPPORT', 'ADMIN'], notForEngineers: true },
      schema: {
        tags,
        summary: 'Staff: every sales agent and coordinator, with their coordinator',
        response: { 200: teamResponse },
      },
    },
    async () => ({ status: true as const, message: 'Sales team', data: await salesTeam(app.deps) }),
  );

  app.post(
    '/ClientUser/UpdateSalesTeamMember',
    {
      config: { access: ['ADMIN'] },
      schema: {
        tags,
        summary: 'Admins: make an agent a coordinator (or not), and move an agent under a coordinator (or none)',
        body: z.object({
          agentId: z.number({ error: 'Choose the agent' }).int().positive(),
          isCoordinator: z.boolean().optional(),
          coordinatorId: z.number().int().positive().nullable().optional(),
        }),
        response: {
          200: envelope({
            data: z.object({
              id: z.number().int(),
              isCoordinator: z.boolean(),
              coordinatorId: z.number().int().nullable(),
            }),
          }),
        },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Sales team updated.',
      data: await updateSalesTeam(app.deps, requireAuth(request).user, request.body),
    }),
  );

  await app.register(agentPhoneRoutes);
};

/** Staff read who referred a request's customer (the request detail's Customer section). */
export const referralReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ClientUser/GetCustomerReferral',
    {
      config: { access: ['SUPPORT', 'ADMIN'], notForEngineers: true },
      schema: {
        tags,
        summary: "Staff: who referred a request's customer, and whether it can still change (until the first payment)",
        querystring: z.object({
          QuoteRequestId: z.coerce.number({ error: 'Give QuoteRequestId' }).int().positive(),
        }),
        response: {
          200: envelope({
            data: z.object({
              customerId: z.number().int(),
              referredBy: z
                .object({ id: z.number().int(), name: z.string(), phoneNumber: z.string(), isCustomer: z.boolean() })
                .nullable(),
              fixed: z.boolean(),
            }),
          }),
        },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Referral',
      data: await referralOfRequest(app.deps, request.query.QuoteRequestId),
    }),
  );
};

/** Admins change an agent's phone number, their referral code (docs/sales.md "Changing an agent's phone"). */
const agentPhoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ClientUser/ChangeSalesAgentPhone',
    {
      config: { access: ['ADMIN'] },
      schema: {
        tags,
        summary:
          "Admins: change an agent's phone number, their referral code (customers they referred stay theirs; our call)",
        body: z.object({
          agentId: z.number({ error: 'Choose the agent' }).int().positive(),
          phoneNumber: phoneField,
        }),
        response: { 200: envelope({ data: z.object({ id: z.number().int(), phoneNumber: z.string() }) }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Phone number changed: it is their referral code from now on.',
      data: await changeAgentPhone(app.deps, requireAuth(request).user, request.body),
    }),
  );
};
