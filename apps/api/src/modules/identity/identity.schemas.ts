import { z } from 'zod';
import { envelope } from '../../lib/http.ts';

export const tags = ['Identity verification (KYC)'];

export const access = {
  act: { access: ['AUTH', 'SUPPORT', 'ADMIN', 'SALES_AGENT'] },
  own: { access: ['AUTH'] },
  ownOrStaff: { access: ['AUTH', 'SUPPORT', 'ADMIN'] },
  staff: { access: ['SUPPORT', 'ADMIN'] },
  admin: { access: ['ADMIN'] },
} as const;

const requestId = z.coerce.number().int().positive();
/** The form's fields are checked by the domain's rules in the spec's order (kycFailure), not one by one here. */
const answer = z.union([z.string(), z.number()]).nullish();
const text = z.string().nullish();

/** The base64 statement and ID image: 2 × 10 MB as base64, with room for the rest. */
export const UPDATE_KYC_BODY_LIMIT = 30 * 1024 * 1024;
export const ZIP_FILE_BODY_LIMIT = 10 * 1024 * 1024;

export const updateKycBody = z.object({
  quoteRequestId: requestId,
  dateOfBirth: text,
  bvn: answer,
  bankId: answer,
  stateOfAccount: text,
  accountNumber: answer,
  accountName: text,
  meansOfId: answer,
  meansOfIdImage: text,
});

export const requestQuery = z.object({ quoteRequestId: requestId });

export const jobParams = z.object({
  jobId: z.string(),
  userId: z.string(),
  jobType: z.literal(1),
  partnerParams: z.object({ job_id: z.string(), user_id: z.string(), job_type: z.literal(1) }),
  timestamp: z.string(),
  signature: z.string(),
  callbackUrl: z.string().nullable(),
  environment: z.enum(['sandbox', 'production']),
  provider: z.enum(['smileid', 'sandbox']),
});

const kycStatus = z.enum(['none', 'details', 'submitted', 'review', 'verified', 'rejected']);

export const zipFileBody = z.object({
  quoteRequestId: requestId,
  jobId: z.string().min(1, 'Which selfie check? Give its jobId.').max(200),
  selfieImage: z.string({ error: 'Take a selfie with your front camera (a JPEG photo) and try again.' }),
  livenessImages: z.array(z.string(), {
    error: 'The liveness check needs 1 to 8 photos from your front camera (JPEG). Take the check again.',
  }),
});

export const jobStatusBody = z.object({ quoteRequestId: requestId, jobId: z.string().max(200).optional() });

export const reviewBody = z.object({
  quoteRequestId: requestId,
  approve: z.boolean({ error: 'Choose whether to approve or reject.' }),
  reason: z.string().nullish(),
});

export const documentQuery = z.object({ id: requestId });

export const answers = {
  saved: envelope({ isSuccess: z.literal(true) }),
  job: envelope({ data: jobParams }),
  zip: envelope({ data: z.object({ jobId: z.string(), kycStatus }) }),
  status: envelope({
    data: z.object({
      jobId: z.string(),
      jobComplete: z.boolean(),
      jobSuccess: z.boolean(),
      kycStatus,
      resultCode: z.string().nullable(),
      resultText: z.string().nullable(),
    }),
  }),
  details: envelope({
    data: z.object({
      kycStatus,
      statusLabel: z.string(),
      dateOfBirth: z.string().nullable(),
      bvn: z.string().nullable(),
      bankId: z.number().nullable(),
      bankName: z.string().nullable(),
      accountNumber: z.string().nullable(),
      accountName: z.string().nullable(),
      meansOfId: z.number().nullable(),
      meansOfIdLabel: z.string().nullable(),
      detailsGivenAt: z.string().nullable(),
      submittedAt: z.string().nullable(),
      verifiedAt: z.string().nullable(),
      resultCode: z.string().nullable(),
      resultText: z.string().nullable(),
      reviewReason: z.string().nullable(),
      reviewedBy: z.string().nullable(),
      locationCaptured: z.boolean(),
      documents: z.array(
        z.object({
          id: z.number(),
          kind: z.enum(['statement', 'id-document', 'selfie']),
          contentType: z.string(),
          sizeBytes: z.number(),
          uploadedAt: z.string(),
        }),
      ),
      canOpenDocuments: z.boolean(),
      canReview: z.boolean(),
    }),
  }),
  plain: envelope({}),
};
