import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paged } from '../../lib/http.ts';
import { requireAuth } from '../auth/index.ts';
import * as s from './institution.schemas.ts';
import * as service from './institution.service.ts';

/**
 * The banks' side (docs/banks.md "The bank's side"): institutions and their officers managed by admins, and the
 * applications an officer (or staff) reads.
 */
export const institutionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminRoutes);
  await app.register(officerRoutes);
  await app.register(applicationReadRoutes);
};

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = s.access.admin;
  const tags = s.tags;

  app.get(
    '/FinancialInstitution/All',
    {
      config,
      schema: { tags, summary: 'Every partner bank, inactive ones too', response: { 200: s.answers.institutions } },
    },
    async () => ({ status: true as const, message: 'Partner banks', data: await service.allInstitutions(app.deps) }),
  );

  app.post(
    '/FinancialInstitution/Save',
    {
      config,
      bodyLimit: 600 * 1024,
      schema: {
        tags,
        summary: 'Add or change a partner bank',
        body: s.saveBody,
        response: { 200: s.answers.institution },
      },
    },
    async (request) => {
      const data = await service.saveInstitution(app.deps, requireAuth(request).user, request.body);
      return { status: true as const, message: `${data.name} is saved.`, data };
    },
  );
};

const officerRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = s.access.admin;
  const tags = s.tags;

  app.get(
    '/FinancialInstitution/Officers',
    {
      config,
      schema: {
        tags,
        summary: 'A partner bank’s officers',
        querystring: s.officersQuery,
        response: { 200: s.answers.officers },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Bank officers',
      data: await service.officersOf(app.deps, request.query.financialInstitutionId),
    }),
  );

  app.post(
    '/FinancialInstitution/CreateOfficer',
    {
      config,
      schema: {
        tags,
        summary: 'Invite a bank officer',
        body: s.createOfficerBody,
        response: { 200: s.answers.officer },
      },
    },
    async (request) => {
      const { bank, officer } = await service.createOfficer(app.deps, requireAuth(request).user, request.body);
      return {
        status: true as const,
        message: `Invitation sent to ${officer.email}: they set a password, then see ${bank.name}’s applications.`,
        data: officer,
      };
    },
  );

  app.post(
    '/FinancialInstitution/SetOfficerActive',
    {
      config,
      schema: {
        tags,
        summary: 'Let a bank officer sign in, or stop them',
        body: s.setOfficerActiveBody,
        response: { 200: s.answers.officer },
      },
    },
    async (request) => {
      const { userId, isActive } = request.body;
      const data = await service.setOfficerActive(app.deps, requireAuth(request).user, userId, isActive);
      return {
        status: true as const,
        message: data.isActive ? `${data.firstname} can now sign in.` : `${data.firstname} can no longer sign in.`,
        data,
      };
    },
  );
};

const applicationReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = s.access.read;
  const tags = s.tags;

  app.get(
    '/FinancialInstitutionQuote/Applications',
    {
      config,
      schema: {
        tags,
        summary: 'Bank applications: an officer’s bank only; staff all or one bank',
        querystring: s.applicationsQuery,
        response: { 200: s.answers.applications },
      },
    },
    async (request) => {
      const q = request.query;
      const { items, total } = await service.applications(
        app.deps,
        requireAuth(request).user,
        { stage: q.Stage, search: q.Search, financialInstitutionId: q.FinancialInstitutionId },
        q,
      );
      return { status: true as const, message: 'Bank applications', ...paged(items, total, q) };
    },
  );

  app.get(
    '/FinancialInstitutionQuote/Application',
    {
      config,
      schema: {
        tags,
        summary: 'One bank application, with its undertaking, decision and audit trail',
        querystring: s.applicationQuery,
        response: { 200: s.answers.application },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Bank application',
      data: await service.applicationOf(app.deps, requireAuth(request).user, request.query.quoteRequestId),
    }),
  );
};
