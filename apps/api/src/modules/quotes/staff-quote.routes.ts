import {
  AppError,
  addMonths,
  daysBetween,
  effectiveAnnualRate,
  kobo,
  koboToNaira,
  lagosDate,
  planLengthFor,
  UserRole,
} from '@imole/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/index.ts';
import { envelope, paged, pagedEnvelope } from '../../lib/http.ts';
import { loadSettings } from '../settings/index.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { installationService } from './installation.service.ts';
import { pricingService } from './pricing.service.ts';
import * as repo from './quote.repository.ts';
import type { BoardFilter } from './quote.repository.ts';

const staff = { access: ['SUPPORT', 'ADMIN'], notForEngineers: true } as const;
/** Engineers too, each on their own jobs only. */
const installers = { access: ['SUPPORT', 'ADMIN'] } as const;
const staffOrAgent = { access: ['SUPPORT', 'ADMIN', 'SALES_AGENT'], notForEngineers: true } as const;

const boardItem = z.object({
  quoteRequest: z.object({
    id: z.number().int(),
    quoteRequestStatus: z.number().int(),
    referenceNo: z.string(),
    noOfBedrooms: z.number().int(),
    noOfLights: z.number().int(),
    noOfFan: z.number().int(),
    noOfTv: z.number().int(),
    address: z.string(),
    state: z.string(),
    dateCreated: z.string(),
  }),
  clientUser: z.object({
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    image: z.string().nullable(),
  }),
  quote: z
    .object({
      id: z.number().int(),
      dateCreated: z.string(),
      quoteStatus: z.number().int(),
      installationStatus: z.number().int(),
      installationCompletionDate: z.string().nullable(),
      fulfilmentDate: z.string().nullable(),
    })
    .nullable(),
  supportStaff: z
    .object({ firstname: z.string(), image: z.string().nullable(), rating: z.number().nullable() })
    .nullable(),
});

const boardQuery = z.object({
  PageIndex: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(20),
  Search: z.string().trim().max(100).optional(),
});

const quoteSummary = z.object({
  id: z.number().int(),
  quoteRequestId: z.number().int(),
  quoteStatus: z.number().int(),
  productName: z.string(),
  installationCost: z.number(),
  transportCost: z.number(),
});

export const staffQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const pricing = pricingService(app.deps);
  const installation = installationService(app.deps);
  const tags = ['Staff: requests and pricing'];

  /** `viewer` narrows the cards to an engineer's own jobs (support staff and admins see every request). */
  async function board(filter: BoardFilter, query: z.infer<typeof boardQuery>, viewer?: AppUserRow) {
    const { rows, total } = await repo.pageBoard(
      app.deps.db,
      filter,
      query.Search || undefined,
      (query.PageIndex - 1) * query.PageSize,
      query.PageSize,
      viewer?.is_engineer ? viewer.id : undefined,
    );
    const ratings = await repo.engineerRatings(app.deps.db, [
      ...new Set(rows.map((r) => r.support_user_id).filter((id): id is number => id !== null)),
    ]);
    const items = rows.map((r) => ({
      quoteRequest: {
        id: r.id,
        quoteRequestStatus: r.status,
        referenceNo: r.reference_no,
        noOfBedrooms: r.no_of_bedrooms,
        noOfLights: r.no_of_lights,
        noOfFan: r.no_of_fan,
        noOfTv: r.no_of_tv,
        address: r.address,
        state: r.state,
        dateCreated: r.created_at.toISOString(),
      },
      clientUser: {
        firstname: r.client_firstname,
        lastname: r.client_lastname,
        email: r.client_email,
        phoneNumber: r.client_phone,
        image: r.client_image,
      },
      quote:
        r.quote_id === null
          ? null
          : {
              id: r.quote_id,
              dateCreated: r.quote_created_at!.toISOString(),
              quoteStatus: r.quote_status!,
              installationStatus: r.installation_status!,
              installationCompletionDate: r.installation_completion_date,
              fulfilmentDate: r.fulfilment_date,
            },
      supportStaff:
        r.engineer_firstname === null
          ? null
          : {
              firstname: r.engineer_firstname,
              image: r.engineer_image,
              rating: ratings.get(r.support_user_id!) ?? null,
            },
    }));
    return { status: true as const, message: 'Quote requests', ...paged(items, total, query) };
  }

  const tabs = [
    ['/Quote/GetNotRespondedQuotes', 'pending', 'Pending: new or changed requests waiting for pricing (status 0–1)'],
    ['/Quote/GetAwaitingCustomerResponseQuotes', 'ready', 'Ready: priced and sent to the customer (status 2)'],
    ['/Quote/GetAwaitingEngineerAssignmentQuotes', 'engineer', 'Engineer: paid, no engineer yet (status 3)'],
    ['/Quote/GetAwaitingInstallationQuotes', 'installation', 'Installation: engineer assigned, not complete'],
    ['/Quote/GetCompletedInstallationQuotes', 'completed', 'Completed: installation confirmed (installationStatus 4)'],
  ] as const;
  // Engineers use the board too (the Requests of their navigation bar, staff spec §2), each seeing only the requests
  // assigned to them.
  for (const [url, tab, summary] of tabs) {
    app.get(
      url,
      {
        config: installers,
        schema: {
          tags,
          summary: `${summary}; an engineer gets only their own jobs`,
          querystring: boardQuery,
          response: { 200: pagedEnvelope(boardItem) },
        },
      },
      async (request) => board({ tab }, request.query, requireAuth(request).user),
    );
  }

  app.get(
    '/Quote/QuoteWithStatus',
    {
      config: installers,
      schema: {
        tags,
        summary: 'Requests with one quoteRequestStatus; an engineer gets only their own jobs',
        querystring: boardQuery.extend({
          Status: z.coerce
            .number({ error: 'Choose a status from 0 to 5' })
            .int()
            .min(0, 'Choose a status from 0 to 5')
            .max(5, 'Choose a status from 0 to 5'),
        }),
        response: { 200: pagedEnvelope(boardItem) },
      },
    },
    async (request) => board({ status: request.query.Status }, request.query, requireAuth(request).user),
  );

  const toSummary = (q: {
    id: number;
    quote_request_id: number;
    quote_status: number;
    product_name: string;
    installation_cost_kobo: number;
    transport_cost_kobo: number;
  }) => ({
    id: q.id,
    quoteRequestId: q.quote_request_id,
    quoteStatus: q.quote_status,
    productName: q.product_name,
    installationCost: koboToNaira(kobo(q.installation_cost_kobo)),
    transportCost: koboToNaira(kobo(q.transport_cost_kobo)),
  });

  app.post(
    '/Quote/AssignProductToQuote',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Build the priced system of a request line by line (unit prices default to the catalogue)',
        body: z.object({
          quoteRequestId: z.coerce.number().int().positive(),
          productId: z.coerce.number().int().positive().nullish(),
          components: z
            .array(
              z.object({
                componentId: z.coerce.number().int().positive(),
                quantity: z.coerce.number(),
                unitPrice: z.coerce.number().nullish(),
              }),
              { error: 'must be a list of { componentId, quantity, unitPrice }' },
            )
            .max(50, 'has too many lines'),
        }),
        response: { 200: envelope({ data: quoteSummary }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'The system is saved on the quote.',
      data: toSummary(await pricing.assignProduct(requireAuth(request).user, request.body)),
    }),
  );

  for (const [url, which, message] of [
    ['/Quote/UpdateQuoteInstallationCost', 'installation', 'Installation cost successfully updated'],
    ['/Quote/UpdateQuoteTransportationCost', 'transport', 'Transportation cost successfully updated'],
  ] as const) {
    app.post(
      url,
      {
        config: staffOrAgent,
        schema: {
          tags,
          summary: `Set the ${which} cost of a quote (naira)`,
          body: z.object({
            quoteId: z.coerce.number().int().positive(),
            amount: z.coerce.number({ error: 'Enter the amount in naira' }),
          }),
          response: { 200: envelope({ data: quoteSummary }) },
        },
      },
      async (request) => ({
        status: true as const,
        message,
        data: toSummary(
          await pricing.updateCost(requireAuth(request).user, request.body.quoteId, which, request.body.amount),
        ),
      }),
    );
  }

  app.get(
    '/Quote/GetPricingTerms',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'The terms a quote is priced with once saved and sent: the offered down payments, the monthly rate and the plan length for its package (or a system built from components)',
        querystring: z.object({
          productId: z.coerce.number({ error: 'Choose the package' }).int().positive('Choose the package').optional(),
        }),
        response: {
          200: envelope({
            data: z.object({
              equityPercentages: z.array(z.number().int()),
              monthlyInterestRateBps: z.number().int(),
              planLengthMonths: z.number().int(),
              effectiveAnnualRate: z.number(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const { productId } = request.query;
      const product =
        productId === undefined
          ? undefined
          : await app.deps.db
              .selectFrom('product')
              .select('repayment_length_months')
              .where('id', '=', productId)
              .executeTakeFirst();
      if (productId !== undefined && !product) throw new AppError('NOT_FOUND', 'We could not find that package.');
      const settings = await loadSettings(app.deps.db);
      return {
        status: true as const,
        message: 'Pricing terms',
        data: {
          equityPercentages: settings.equityPercentages,
          monthlyInterestRateBps: settings.monthlyInterestRateBps,
          planLengthMonths: planLengthFor(settings, product?.repayment_length_months ?? null),
          effectiveAnnualRate: Math.round(effectiveAnnualRate(settings.monthlyInterestRateBps) * 10_000) / 100,
        },
      };
    },
  );

  app.post(
    '/Quote/ConfirmQuotePricing',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Send the priced quote to the customer (quoteRequestStatus 2, with an expiry and the down-payment options)',
        body: z.object({ quoteId: z.coerce.number().int().positive() }),
        response: {
          200: envelope({
            data: z.object({
              quote: quoteSummary,
              totalAssetAmount: z.number(),
              expiresAt: z.string(),
              options: z.array(
                z.object({
                  equityPecentage: z.number(),
                  equityPayment: z.number(),
                  monthlyRepayment: z.number(),
                  repaymentDuration: z.number(),
                  totalRepayable: z.number(),
                  costOfCredit: z.number(),
                }),
              ),
            }),
          }),
        },
      },
    },
    async (request) => {
      const result = await pricing.confirmPricing(requireAuth(request).user, request.body.quoteId);
      return {
        status: true as const,
        message: 'The quote has been sent to the customer.',
        data: {
          quote: toSummary(result.quote),
          totalAssetAmount: koboToNaira(result.total),
          expiresAt: result.quote.expires_at!.toISOString(),
          options: result.options,
        },
      };
    },
  );

  app.get(
    '/Quote/GetEngineersForAssignment',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Active engineers with their rating and open installations',
        response: {
          200: envelope({
            data: z.array(
              z.object({
                id: z.number().int(),
                firstname: z.string(),
                lastname: z.string(),
                phoneNumber: z.string(),
                image: z.string().nullable(),
                rating: z.number().nullable(),
                openInstallations: z.number().int(),
              }),
            ),
          }),
        },
      },
    },
    async () => ({ status: true as const, message: 'Engineers', data: await installation.engineers() }),
  );

  const installationSummary = z.object({
    id: z.number().int(),
    quoteRequestId: z.number().int(),
    installationStatus: z.number().int(),
    supportUserId: z.number().int().nullable(),
    fulfilmentDate: z.string().nullable(),
    installationCompletionDate: z.string().nullable(),
  });
  const toInstallation = (q: {
    id: number;
    quote_request_id: number;
    installation_status: number;
    support_user_id: number | null;
    fulfilment_date: string | null;
    installation_completion_date: string | null;
  }) => ({
    id: q.id,
    quoteRequestId: q.quote_request_id,
    installationStatus: q.installation_status,
    supportUserId: q.support_user_id,
    fulfilmentDate: q.fulfilment_date,
    installationCompletionDate: q.installation_completion_date,
  });

  app.post(
    '/Quote/AssignSupportUserToQuoteRequest',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Assign an engineer to a paid request (installationStatus 1, quoteRequestStatus 4)',
        body: z.object({
          quoteId: z.coerce.number().int().positive(),
          supportUserId: z.coerce.number({ error: 'Choose an engineer' }).int().positive('Choose an engineer'),
        }),
        response: { 200: envelope({ data: installationSummary }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Engineer has been assigned to customer',
      data: toInstallation(
        await installation.assignEngineer(requireAuth(request).user, request.body.quoteId, request.body.supportUserId),
      ),
    }),
  );

  app.post(
    '/Quote/SetFulfilmentDate',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Set the installation date (not before today); the customer then confirms it',
        body: z.object({
          quoteId: z.coerce.number().int().positive(),
          fulfilmentDate: z.string({ error: 'Choose the installation date' }).max(10),
        }),
        response: { 200: envelope({ data: installationSummary }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'The installation date has been set.',
      data: toInstallation(
        await installation.setFulfilmentDate(
          requireAuth(request).user,
          request.body.quoteId,
          request.body.fulfilmentDate,
        ),
      ),
    }),
  );

  app.post(
    '/Quote/InstallationCompletion',
    {
      config: installers,
      schema: {
        tags,
        summary: 'Mark the installation done (installationStatus 3); an engineer only on their own job',
        body: z.object({
          quoteId: z.coerce.number().int().positive(),
          fulfilmentDate: z.string({ error: 'Choose the day of the installation' }).max(10),
          installationData: z.string().trim().max(2000, 'Keep the comment under 2,000 characters').default(''),
        }),
        response: { 200: envelope({ data: installationSummary }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Installation marked complete. The customer will be asked to confirm.',
      data: toInstallation(
        await installation.complete(
          requireAuth(request).user,
          request.body.quoteId,
          request.body.fulfilmentDate,
          request.body.installationData,
        ),
      ),
    }),
  );

  for (const [url, completed, summary] of [
    ['/Quote/GetMyActiveInstallationQuotes', false, 'The signed-in engineer’s installations not yet complete'],
    ['/Quote/GetMyCompletedInstallationQuotes', true, 'The signed-in engineer’s completed installations'],
  ] as const) {
    app.get(
      url,
      {
        config: installers,
        schema: { tags, summary, querystring: boardQuery, response: { 200: pagedEnvelope(boardItem) } },
      },
      async (request) => board({ engineerId: requireAuth(request).user.id, completed }, request.query),
    );
  }

  app.post(
    '/Quote/InstallationConfirmed',
    {
      config: { access: ['AUTH'] },
      schema: {
        tags,
        summary:
          'The customer confirms the installation with a rating (1–5): installationStatus 4, warranty and repayments start',
        body: z.object({
          quoteId: z.coerce.number().int().positive(),
          rating: z.coerce
            .number({ error: 'Rate the installation from 1 to 5 stars' })
            .int('Rate the installation from 1 to 5 stars')
            .min(1, 'Rate the installation from 1 to 5 stars')
            .max(5, 'Rate the installation from 1 to 5 stars'),
        }),
        response: { 200: envelope({ data: installationSummary }) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Thank you. Your installation is confirmed.',
      data: toInstallation(
        await installation.confirmByCustomer(requireAuth(request).user, request.body.quoteId, request.body.rating),
      ),
    }),
  );

  app.post(
    '/Quote/RespondToFulfilmentDate',
    {
      config: { access: ['AUTH'] },
      schema: {
        tags,
        summary: 'The customer accepts the installation date (installationStatus 2) or suggests another for staff',
        body: z.object({
          quoteId: z.coerce.number().int().positive(),
          accepted: z.boolean({ error: 'Say whether the date suits you' }),
          suggestedDate: z.string().max(10).nullish(),
        }),
        response: { 200: envelope({ data: installationSummary.extend({ suggestedDate: z.string().nullable() }) }) },
      },
    },
    async (request) => {
      const updated = await installation.respondToDate(
        requireAuth(request).user,
        request.body.quoteId,
        request.body.accepted,
        request.body.suggestedDate ?? null,
      );
      return {
        status: true as const,
        message: request.body.accepted
          ? 'Customer has confirmed installation date'
          : 'Thank you. We will confirm the new date with you.',
        data: { ...toInstallation(updated), suggestedDate: updated.suggested_date },
      };
    },
  );

  app.get(
    '/Quote/GetWarrantyData',
    {
      config: { access: ['AUTH', 'SUPPORT', 'ADMIN'] },
      schema: {
        tags,
        summary:
          'The warranty: from the day the customer confirmed the installation, for the product’s warranty months',
        querystring: z.object({
          quoteId: z.coerce.number({ error: 'Which quote? quoteId is required' }).int().positive(),
        }),
        response: {
          200: envelope({
            warranty: z.object({
              duration: z.number().int(),
              startDate: z.string().nullable(),
              endDate: z.string().nullable(),
              monthsLeft: z.number().int(),
              daysLeft: z.number().int(),
              status: z.string(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const quote = await app.deps.db
        .selectFrom('quote')
        .innerJoin('quote_request', 'quote_request.id', 'quote.quote_request_id')
        .select(['quote.warranty_months', 'quote.installation_confirmed_on', 'quote_request.user_id'])
        .where('quote.id', '=', request.query.quoteId)
        .executeTakeFirst();
      if (!quote || (user.user_role === UserRole.Customer && quote.user_id !== user.id))
        throw new AppError('NOT_FOUND', 'Quote not found.');
      return {
        status: true as const,
        message: 'Warranty',
        warranty: warrantyOf(quote.warranty_months, quote.installation_confirmed_on, lagosDate(app.deps.clock.now())),
      };
    },
  );
};

/** Warranty status: not started (before installation is confirmed), active, or expired. */
export function warrantyOf(months: number, start: string | null, today: string) {
  if (!start)
    return { duration: months, startDate: null, endDate: null, monthsLeft: months, daysLeft: 0, status: 'Not started' };
  const end = addMonths(start, months);
  const daysLeft = Math.max(0, daysBetween(today, end));
  let monthsLeft = 0;
  while (monthsLeft < months && addMonths(today, monthsLeft + 1) <= end) monthsLeft += 1;
  return {
    duration: months,
    startDate: start,
    endDate: end,
    monthsLeft,
    daysLeft,
    status: daysLeft > 0 ? 'Active' : 'Expired',
  };
}
