/** The bank's side's schemas (contract calls 11–13; docs/banks.md "The bank's side"), and the access each route declares. */
import { applicationStages, inviteeSchema } from '@imole/domain';
import { z } from 'zod';
import { envelope, pagedEnvelope, pageQuery } from '../../lib/http.ts';

export const tags = ['Partner banks'];

export const access = {
  /** Admins manage institutions and officers. */
  admin: { access: ['ADMIN'] },
  /** A bank's officer (their bank only), admins and non-engineer support (any bank). */
  read: { access: ['BANK_OFFICER', 'ADMIN', 'SUPPORT'], notForEngineers: true },
} as const;

/** The logo's largest size: 200 KB (the web shrinks a picture before sending it). */
export const LOGO_MAX_BYTES = 200 * 1024;

export const institutionMessages = {
  code: 'Give the link name: 2 to 30 letters, digits or hyphens (it goes in the bank’s link, /bankquote?Name=…).',
  name: 'Give the bank’s name as customers should read it (2 to 100 characters).',
  undertakingText: 'The undertaking text is at most 4,000 characters.',
  codeTaken: (code: string, other: string) =>
    `Another bank already uses the link name ${code} (${other}). Choose another link name.`,
  notFound: 'We could not find that partner bank.',
} as const;

export const saveBody = z.object({
  id: z.number().int().positive().optional(),
  code: z
    .string({ error: institutionMessages.code })
    .trim()
    .regex(/^[A-Za-z0-9-]{2,30}$/, institutionMessages.code),
  name: z
    .string({ error: institutionMessages.name })
    .trim()
    .min(2, institutionMessages.name)
    .max(100, institutionMessages.name),
  // Checked by content in the service (PNG, JPEG or WebP, at most 200 KB); the body limit leaves room for base64.
  logo: z.string().max(400_000, 'The logo is too large (at most 200 KB). Choose a smaller one.').nullable(),
  isActive: z.boolean({ error: 'Say whether the bank is active.' }),
  undertakingText: z.string().trim().max(4000, institutionMessages.undertakingText).default(''),
});
export type SaveInstitutionInput = z.output<typeof saveBody>;

export const institution = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  isActive: z.boolean(),
  undertakingText: z.string(),
  /** Every officer of the bank, switched off or not. */
  officerCount: z.number().int(),
  /** Those who may sign in (the page says how many are switched off). */
  activeOfficerCount: z.number().int(),
  /** The link to give the bank: /bankquote?Name=<code>. */
  link: z.string(),
});

export const officer = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  isActive: z.boolean(),
  /** Invited and has not set a password yet. */
  invited: z.boolean(),
  dateCreated: z.string(),
});

export const officersQuery = z.object({ financialInstitutionId: z.coerce.number().int().positive() });
export const createOfficerBody = inviteeSchema.extend({
  financialInstitutionId: z.number({ error: 'Choose the bank the officer works for.' }).int().positive(),
});
export const setOfficerActiveBody = z.object({
  userId: z.number({ error: 'Choose the officer.' }).int().positive(),
  isActive: z.boolean({ error: 'Say whether the officer may sign in.' }),
});

export const applicationsQuery = pageQuery.extend({
  Stage: z
    .enum(applicationStages, { error: `Stage is one of: ${applicationStages.join(', ')}.` })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  Search: z.string().max(100, 'Search with at most 100 characters.').optional(),
  FinancialInstitutionId: z.coerce.number().int().positive().optional(),
});
export const applicationQuery = z.object({ quoteRequestId: z.coerce.number().int().positive() });

const applicationItem = z.object({
  quoteRequestId: z.number().int(),
  referenceNo: z.string(),
  customerName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  packageName: z.string().nullable(),
  /** Naira, rounded up; null until staff have priced the request. */
  amount: z.number().int().nullable(),
  kycStatus: z.string(),
  kycStatusLabel: z.string(),
  applicationStage: z.enum(applicationStages),
  undertakingUploadedAt: z.string().nullable(),
  dateCreated: z.string(),
  decidedAt: z.string().nullable(),
  financialInstitution: z.object({ id: z.number().int(), name: z.string() }),
});

const applicationDetail = applicationItem.extend({
  address: z.string(),
  state: z.string(),
  lga: z.string(),
  landmark: z.string(),
  buildingType: z.number().int(),
  buildingTypeLabel: z.string(),
  components: z.array(z.object({ name: z.string(), category: z.string(), quantity: z.number().int() })),
  plan: z.object({ total: z.number().int(), bankPays: z.number().int() }).nullable(),
  undertaking: z.object({ contentType: z.string(), uploadedAt: z.string() }).nullable(),
  decision: z
    .object({
      approved: z.boolean(),
      reason: z.string().nullable(),
      decidedAt: z.string(),
      decidedBy: z.string().nullable(),
      onBehalf: z.boolean(),
    })
    .nullable(),
  auditTrail: z.array(
    z.object({
      id: z.number().int(),
      action: z.string(),
      label: z.string(),
      by: z.string().nullable(),
      at: z.string(),
    }),
  ),
});

export const answers = {
  institutions: envelope({ data: z.array(institution) }),
  institution: envelope({ data: institution }),
  officers: envelope({ data: z.array(officer) }),
  officer: envelope({ data: officer }),
  applications: pagedEnvelope(applicationItem),
  application: envelope({ data: applicationDetail }),
};
