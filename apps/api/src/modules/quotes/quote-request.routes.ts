import { AppError, codeField, emailField, UserRole } from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, latestCodeAddressForUser, codeService } from '../auth/index.ts';
import { envelope, paged, pagedEnvelope, pageQuery } from '../../lib/http.ts';
import * as repo from './quote-request.repository.ts';
import { quoteRequestService } from './quote-request.service.ts';
import { staffViewService } from './staff-view.service.ts';

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`).nullish();
const count = z.coerce.number().nullish();
const flag = z.boolean().optional();

const personal = {
  address: text(300),
  landmark: text(200),
  buildingType: z.coerce.number().int().nullish(),
  state: text(100),
  city: z.union([z.number().int(), z.string().max(20)]).nullish(),
  employerId: z.coerce.number().int().nullish(),
  workEmail: text(254),
  isLithiumComponent: flag,
  havePreferredLocation: flag,
  preferredLocationDescription: text(500),
  /** Sent by the original client; the server sets the turnaround itself. */
  turnAroundTime: z.unknown().optional(),
};

const powerNeed = {
  noOfBedrooms: count,
  noOfLights: count,
  noOfFan: count,
  noOfTv: count,
  includeRefrigeratorEquiptment: flag,
  includeFreezerEquiptment: flag,
  includeAirConditionEquiptment: flag,
  includeOtherEquiptment: flag,
  inverterUsageHoursPerDay: count,
  hoursOfElectricPowerPerDay: count,
  hasGenerator: flag,
  generatorCapacity: z.coerce.number().int().nullish(),
  generatorCapacityOthers: text(300),
  addressRequiresAccessCode: flag,
  accessCodeContactPersonName: text(120),
  accessCodeContactPersonPhone: text(30),
};

const productChoice = {
  productId: z.coerce.number().int().positive().nullish(),
  installationComponents: z
    .array(z.object({ id: z.coerce.number().int().positive(), quantity: z.coerce.number() }), {
      error: 'must be a list of { id, quantity }',
    })
    .max(50, 'has too many lines')
    .nullish(),
};

const createdResponse = envelope({
  data: z.object({ id: z.number().int(), turnAroundTime: z.string(), referenceNo: z.string() }),
});
const customer = { access: ['AUTH'] } as const;
const customerOrAgent = { access: ['AUTH', 'SALES_AGENT'] } as const;

const sizingSchema = z.object({
  dailyEnergyWh: z.number(),
  peakLoadW: z.number(),
  inverterW: z.number(),
  inverterKva: z.number(),
  backupHours: z.number(),
  batteryKwhTubular: z.number(),
  batteryKwhLithium: z.number(),
  panelWatts: z.number(),
  panelCount: z.number().int(),
  peakSunHours: z.number(),
  product: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

export const quoteRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const quotes = quoteRequestService(app.deps);
  const staffView = staffViewService(app.deps);
  const codes = codeService(app.deps.db, app.deps.config.jwtSecret, () => app.deps.clock.now());
  const tags = ['Quotes and products'];

  app.post(
    '/Quote/CreateQuoteRequest',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Ask for a quote from the power need (the sizing recommendation is saved with it)',
        body: z.object({ ...personal, ...powerNeed }),
        response: { 200: createdResponse },
      },
    },
    async (request) => {
      const data = await quotes.create(requireAuth(request).user, request.body, {
        kind: 'power-need',
        need: request.body,
      });
      return { status: true as const, message: 'Your quote request has been received.', data };
    },
  );

  app.post(
    '/Quote/CreateQuoteRequestWithProduct',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Ask for a quote for a package or a list of components',
        body: z.object({ ...personal, ...productChoice }),
        response: { 200: createdResponse },
      },
    },
    async (request) => {
      const data = await quotes.create(requireAuth(request).user, request.body, {
        kind: 'product',
        product: request.body,
      });
      return { status: true as const, message: 'Your quote request has been received.', data };
    },
  );

  app.post(
    '/Quote/UpdateQuoteRequest',
    {
      config: customer,
      schema: {
        tags,
        summary:
          'Change a quote request; a package clears the components, components clear the package, the power-need path clears both',
        body: z.object({
          ...personal,
          ...powerNeed,
          ...productChoice,
          quoteRequestId: z.coerce
            .number({ error: 'Which quote request? quoteRequestId is required' })
            .int()
            .positive(),
        }),
        response: { 200: createdResponse },
      },
    },
    async (request) => {
      const body = request.body;
      const choice =
        body.productId || (body.installationComponents && body.installationComponents.length > 0)
          ? ({ kind: 'product', product: body } as const)
          : ({ kind: 'power-need', need: body } as const);
      const data = await quotes.update(requireAuth(request).user, body.quoteRequestId, body, choice);
      return { status: true as const, message: 'Your quote request has been updated.', data };
    },
  );

  app.post(
    '/Quote/GetSizingRecommendation',
    {
      config: customerOrAgent,
      schema: {
        tags,
        summary: 'The system a power need calls for, and the closest starter package',
        body: z.object({ state: text(100), ...powerNeed }),
        response: { 200: envelope({ recommendation: sizingSchema }) },
      },
    },
    async (request) => {
      const state = await repo.findStateByTitle(app.deps.db, String(request.body.state ?? ''));
      if (!state) throw new AppError('VALIDATION_FAILED', 'Please select your state');
      return {
        status: true as const,
        message: 'Recommended for you',
        recommendation: await quotes.sizingFor(state.id, request.body),
      };
    },
  );

  app.get(
    '/Quote/ActiveQuoteRequest',
    {
      config: customer,
      schema: {
        tags,
        summary: 'The signed-in customer’s open quote requests, newest first',
        querystring: pageQuery,
        response: {
          200: pagedEnvelope(
            z.object({
              id: z.number().int(),
              referenceNo: z.string(),
              quoteRequestStatus: z.number().int(),
              dateCreated: z.string(),
              address: z.string(),
              state: z.string(),
              productName: z.string().nullable(),
              noOfBedrooms: z.number().int(),
              noOfLights: z.number().int(),
              noOfFan: z.number().int(),
              noOfTv: z.number().int(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { items, total } = await quotes.active(
        requireAuth(request).user,
        request.query.PageIndex,
        request.query.PageSize,
      );
      return { status: true as const, message: 'Active quote requests', ...paged(items, total, request.query) };
    },
  );

  app.get(
    '/Quote/GetQuoteRequest',
    {
      config: { access: ['AUTH', 'SUPPORT', 'ADMIN'] },
      schema: {
        tags,
        summary: 'A quote request: the customer’s own (the current one without an id), or any one by id for staff',
        querystring: z.object({ id: z.coerce.number().int().positive().optional() }),
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      if (user.user_role === UserRole.Customer) {
        const view = await staffView.customerView(user.id, request.query.id);
        return { status: true as const, message: 'Quote request', ...view };
      }
      if (!request.query.id) throw new AppError('VALIDATION_FAILED', 'Which quote request? Give its id.');
      if (user.is_engineer) {
        // An engineer sees only the requests of the installations assigned to them.
        const assigned = await app.deps.db
          .selectFrom('quote')
          .select('id')
          .where('quote_request_id', '=', request.query.id)
          .where('support_user_id', '=', user.id)
          .executeTakeFirst();
        if (!assigned) throw new AppError('NOT_FOUND', 'Quote request not found.');
      }
      return { status: true as const, message: 'Quote request', ...(await staffView.view(request.query.id)) };
    },
  );

  app.post(
    '/ClientUser/CompanyValidationOTP',
    {
      config: customerOrAgent,
      schema: {
        tags,
        summary: 'Send a code to a work e-mail on the employer’s domain',
        body: z.object({
          email: emailField,
          companyId: z.coerce
            .number({ error: 'Please select where you work' })
            .int()
            .positive('Please select where you work'),
        }),
        response: { 200: envelope({}) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const employer = await repo.findEmployer(app.deps.db, request.body.companyId);
      if (!employer) throw new AppError('VALIDATION_FAILED', 'Please select where you work');
      const email = request.body.email;
      const domain = employer.email_domain?.toLowerCase();
      if (!domain) throw new AppError('BAD_REQUEST', `No work e-mail check is needed for ${employer.name}.`);
      if (!(email.endsWith(`@${domain}`) || email.endsWith(`.${domain}`))) {
        throw new AppError(
          'BAD_REQUEST',
          `This is not a ${employer.name} e-mail address. Use your work e-mail ending in @${domain}.`,
        );
      }
      await codes.issue('company-email', email, user.id, async (code) => {
        await app.deps.mail.send({
          to: email,
          subject: 'Confirm your work e-mail for Imole',
          text: `Hello ${user.firstname},\n\nYour Imole code is ${code}. Enter it to confirm this work e-mail for your quote. It expires in 10 minutes.`,
        });
      });
      return { status: true as const, message: `We have sent a 6-digit code to ${email}.` };
    },
  );

  app.post(
    '/ClientUser/CompanyValidationOTPConfirmation',
    {
      config: customerOrAgent,
      schema: {
        tags,
        summary: 'Confirm the work e-mail with its code',
        body: z.object({ otp: codeField }),
        response: { 200: envelope({}) },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const address = await latestCodeAddressForUser(app.deps.db, 'company-email', user.id);
      if (!address) throw new AppError('BAD_REQUEST', 'Ask for a code to your work e-mail first.');
      await codes.verify('company-email', address, request.body.otp, true);
      return { status: true as const, message: 'Your work email is confirmed.' };
    },
  );
};
