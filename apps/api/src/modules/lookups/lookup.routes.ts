import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, paged, pagedEnvelope, pageQuery } from '../../lib/http.ts';
import { addressSearchService } from './address-search.service.ts';
import { lookupService } from './lookup.service.ts';

const tags = ['Locations and lookups'];
const config = { access: 'public' } as const;
const idTitle = z.object({ id: z.number().int(), title: z.string() });
const idNameCode = z.object({ id: z.number().int(), name: z.string(), code: z.string() });

const statesSchema = {
  tags,
  summary: "Nigeria's 36 states and the FCT, sorted by title",
  response: { 200: envelope({ states: z.array(idTitle) }) },
};

const lgasSchema = {
  tags,
  summary: 'Local government areas of a state (stateId: the state id, or its title)',
  querystring: z.object({
    stateId: z
      .string({ error: 'Choose a state first' })
      .trim()
      .min(1, 'Choose a state first')
      .max(100)
      // An id has at most 9 digits (ids are 32-bit); a longer number is looked up as a title, and is not found.
      .transform((v) => (/^\d{1,9}$/.test(v) ? Number(v) : v)),
  }),
  response: { 200: envelope({ lgas: z.array(idTitle) }) },
};

const employersSchema = {
  tags,
  summary: 'Employers matching a name (case-insensitive); "Others" is always offered',
  querystring: z.object({ name: z.string().max(100).optional() }),
  response: {
    200: envelope({
      data: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          validateEmail: z.boolean(),
          emailDomain: z.string().nullable(),
        }),
      ),
    }),
  },
};

const banksSchema = {
  tags,
  summary: 'Nigerian banks with their codes',
  response: { 200: envelope({ data: z.array(idNameCode) }) },
};

const institutionsSchema = {
  tags,
  summary: 'Active partner financial institutions, paged, with their logos (a data URL or null)',
  querystring: pageQuery,
  response: { 200: pagedEnvelope(idNameCode.extend({ logo: z.string().nullable() })) },
};

const addressSearchSchema = {
  tags,
  summary:
    'Address suggestions limited to Nigeria, each with its state and LGA when known (ours, Nominatim or Google Places, by configuration)',
  querystring: z.object({
    query: z
      .string({ error: 'Type at least 3 letters of the address' })
      .trim()
      .min(3, 'Type at least 3 letters of the address')
      .max(200, 'The address must be at most 200 characters'),
    /** The state already chosen, whose places come first. */
    stateId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  }),
  response: {
    200: envelope({
      provider: z.enum(['ours', 'nominatim', 'google']),
      suggestions: z.array(
        z.object({
          address: z.string(),
          description: z.string(),
          stateId: z.number().int().nullable(),
          state: z.string().nullable(),
          lgaId: z.number().int().nullable(),
          lga: z.string().nullable(),
        }),
      ),
    }),
  },
};

export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const lookups = lookupService(app.deps.db);
  const addresses = addressSearchService(app.deps.db, app.deps.config.addressSearch, app.log);

  app.get('/Location/GetStates', { config, schema: statesSchema }, async () => ({
    status: true as const,
    message: 'States retrieved',
    states: await lookups.states(),
  }));

  app.get('/Location/GetLgas', { config, schema: lgasSchema }, async (request) => ({
    status: true as const,
    message: 'LGAs retrieved',
    lgas: await lookups.lgas(request.query.stateId),
  }));

  // Signed-in people who type an address (customers, bank prospects after their code, agents); limited per client,
  // since a configured provider may bill each call.
  app.get(
    '/Location/SearchAddress',
    {
      config: { access: ['AUTH', 'SALES_AGENT'], rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: addressSearchSchema,
    },
    async (request) => ({
      status: true as const,
      message: 'Address suggestions',
      ...(await addresses.search(request.query.query, request.query.stateId ?? null)),
    }),
  );

  app.get('/UserEmployer/GetAllUserEmployers', { config, schema: employersSchema }, async (request) => ({
    status: true as const,
    message: 'Employers retrieved',
    data: await lookups.employers(request.query.name),
  }));

  app.get('/Utility/BankList', { config, schema: banksSchema }, async () => ({
    status: true as const,
    message: 'Banks retrieved',
    data: await lookups.banks(),
  }));

  app.get('/FinancialInstitution/FinancialInstitutions', { config, schema: institutionsSchema }, async (request) => {
    const { rows, total } = await lookups.financialInstitutions(request.query);
    return { status: true as const, message: 'Financial institutions retrieved', ...paged(rows, total, request.query) };
  });
};
