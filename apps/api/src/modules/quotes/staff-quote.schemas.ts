import { kobo, koboToNaira } from '@imole/domain';
import { z } from 'zod';
import { envelope } from '../../lib/http.ts';

export const staff = { access: ['SUPPORT', 'ADMIN'], notForEngineers: true } as const;
/** Engineers too, each on their own jobs only. */
export const installers = { access: ['SUPPORT', 'ADMIN'] } as const;
export const staffOrAgent = { access: ['SUPPORT', 'ADMIN', 'SALES_AGENT'], notForEngineers: true } as const;
export const customer = { access: ['AUTH'] } as const;

export const tags = ['Staff: requests and pricing'];

export const boardItem = z.object({
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

export const boardQuery = z.object({
  PageIndex: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(20),
  Search: z.string().trim().max(100).optional(),
  /** Only customers this sales agent referred (issue 20). */
  SalesAgentId: z.coerce.number({ error: 'SalesAgentId is an agent’s id' }).int().positive().optional(),
  /** Only customers referred by this coordinator or the agents under them (issue 20). */
  CoordinatorId: z.coerce.number({ error: 'CoordinatorId is a coordinator’s id' }).int().positive().optional(),
});

/** /requests: the signed-in staff member's own requests at one stage (docs/staff.md "My requests"). */
export const ownRequestsQuery = z.object({
  PageIndex: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(20),
  Search: z.string().trim().max(100).optional(),
  Stage: z
    .enum(['pending', 'ready', 'engineer', 'installation', 'completed', 'closed'], {
      error: 'Choose a stage: pending, ready, engineer, installation, completed or closed.',
    })
    .default('pending'),
});

const stageCount = z.number().int();
export const ownStageCounts = z.object({
  pending: stageCount,
  ready: stageCount,
  engineer: stageCount,
  installation: stageCount,
  completed: stageCount,
  closed: stageCount,
});

/** RejectQuote: the quote (or, before pricing, the request) and the reason the customer reads. */
export const rejectQuoteBody = z
  .object({
    quoteId: z.number({ error: 'quoteId is a quote’s id' }).int().positive().optional(),
    quoteRequestId: z.number({ error: 'quoteRequestId is a request’s id' }).int().positive().optional(),
    reason: z.string({ error: 'Say why the quote is rejected, so the customer knows what to do.' }),
  })
  .refine((b) => b.quoteId !== undefined || b.quoteRequestId !== undefined, {
    message: 'Which quote? Give its quoteId, or the request’s quoteRequestId.',
  });

export const rejectQuoteResponse = envelope({
  data: z.object({ quoteId: z.number().int(), quoteRequestId: z.number().int(), reason: z.string() }),
});

export const statusBoardQuery = boardQuery.extend({
  Status: z.coerce
    .number({ error: 'Choose a status from 0 to 5' })
    .int()
    .min(0, 'Choose a status from 0 to 5')
    .max(5, 'Choose a status from 0 to 5'),
});

export const quoteSummary = z.object({
  id: z.number().int(),
  quoteRequestId: z.number().int(),
  quoteStatus: z.number().int(),
  productName: z.string(),
  installationCost: z.number(),
  transportCost: z.number(),
});

export const toSummary = (q: {
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

export const assignProductBody = z.object({
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
});

export const costBody = z.object({
  quoteId: z.coerce.number().int().positive(),
  amount: z.coerce.number({ error: 'Enter the amount in naira' }),
});

export const pricingTermsQuery = z.object({
  productId: z.coerce.number({ error: 'Choose the package' }).int().positive('Choose the package').optional(),
});

export const pricingTermsResponse = envelope({
  data: z.object({
    equityPercentages: z.array(z.number().int()),
    monthlyInterestRateBps: z.number().int(),
    planLengthMonths: z.number().int(),
    effectiveAnnualRate: z.number(),
    /** The package's installation and transport costs in naira; null for a system built from components. */
    installationCost: z.number().nullable(),
    transportCost: z.number().nullable(),
  }),
});

export const quoteIdBody = z.object({ quoteId: z.coerce.number().int().positive() });

export const confirmPricingResponse = envelope({
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
});
