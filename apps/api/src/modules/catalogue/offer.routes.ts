import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/index.ts';
import { envelope } from '../../lib/http.ts';
import { agentOfferView, myOffer, packageAgents, setAgentOffer } from './offer.service.ts';

const tags = ['Sales team'];
const admin = { access: ['ADMIN'] } as const;

const ruleSchema = z.object({
  productIds: z.array(z.number().int()).nullable(),
  equityPercentages: z.array(z.number().int()).nullable(),
});
const sourceSchema = z.enum(['everything', 'own', 'team']);

const offerView = z.object({
  salesTeamUserId: z.number().int(),
  name: z.string(),
  isCoordinator: z.boolean(),
  coordinator: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  source: sourceSchema,
  own: ruleSchema.nullable(),
  team: ruleSchema.nullable(),
  inForce: ruleSchema.extend({ equityPercentages: z.array(z.number().int()) }),
  packages: z.array(z.object({ id: z.number().int(), name: z.string() })),
  plans: z.array(z.number().int()),
});

const idSchema = (name: string) =>
  z.coerce
    .number({ error: `Which sales agent? ${name} is required` })
    .int()
    .positive(`Which sales agent? ${name}`);

const list = (what: string) =>
  z
    .array(z.coerce.number({ error: `Each ${what} must be a number` }).int(`Each ${what} must be a whole number`))
    .max(200)
    .nullable();

const setBody = z.object({
  salesTeamUserId: idSchema('salesTeamUserId'),
  scope: z
    .enum(['agent', 'team'], { error: 'scope is agent (this person) or team (a coordinator’s team)' })
    .default('agent'),
  productIds: list('package id').default(null),
  equityPercentages: list('down-payment percentage').default(null),
  followTeam: z.boolean({ error: 'followTeam must be true or false' }).default(false),
});

const packageAgentsSchema = {
  tags,
  summary: 'Who may offer one package and on which down payments: every agent for staff, a coordinator’s team',
  querystring: z.object({
    ProductId: z.coerce.number({ error: 'Which package? ProductId is required' }).int().positive(),
  }),
  response: {
    200: envelope({
      data: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          isCoordinator: z.boolean(),
          source: sourceSchema,
          mayOffer: z.boolean(),
          equityPercentages: z.array(z.number().int()),
        }),
      ),
    }),
  },
};

/** Which packages and down-payment plans each agent may offer (docs/sales.md "What each agent may offer"). */
export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/SalesTeam/AgentOffer',
    {
      config: admin,
      schema: {
        tags,
        summary: 'What one agent may offer (packages and down-payment plans), the rules behind it, and the choices',
        querystring: z.object({ SalesTeamUserId: idSchema('SalesTeamUserId') }),
        response: { 200: envelope({ data: offerView }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'What this agent may offer',
      data: await agentOfferView(app.deps, request.query.SalesTeamUserId),
    }),
  );

  app.post(
    '/SalesTeam/SetAgentOffer',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Set what an agent (scope agent) or a coordinator’s whole team (scope team) may offer; null lists mean everything',
        body: setBody,
        response: { 200: envelope({ data: offerView }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Saved. The agent’s pages show it at once.',
      data: await setAgentOffer(app.deps, requireAuth(request).user, request.body),
    }),
  );

  app.get(
    '/SalesTeam/MyOffer',
    {
      config: { access: ['SALES_AGENT'] },
      schema: {
        tags,
        summary: 'The packages (null: all) and the down-payment plans the signed-in agent may offer',
        response: {
          200: envelope({
            data: z.object({
              source: sourceSchema,
              productIds: z.array(z.number().int()).nullable(),
              equityPercentages: z.array(z.number().int()),
            }),
          }),
        },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'What you may offer',
      data: await myOffer(app.deps, requireAuth(request).user),
    }),
  );

  app.get(
    '/SalesTeam/PackageAgents',
    { config: { access: ['SUPPORT', 'ADMIN', 'SALES_AGENT'] }, schema: packageAgentsSchema },
    async (request) => ({
      status: true as const,
      message: 'Who may offer this package',
      data: await packageAgents(app.deps, requireAuth(request).user, request.query.ProductId),
    }),
  );
};
