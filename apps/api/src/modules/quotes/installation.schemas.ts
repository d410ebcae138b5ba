import { z } from 'zod';
import { envelope } from '../../lib/http.ts';

export const engineersResponse = envelope({
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
});

export const installationSummary = z.object({
  id: z.number().int(),
  quoteRequestId: z.number().int(),
  installationStatus: z.number().int(),
  supportUserId: z.number().int().nullable(),
  fulfilmentDate: z.string().nullable(),
  installationCompletionDate: z.string().nullable(),
});

export const installationResponse = envelope({ data: installationSummary });

export const toInstallation = (q: {
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

export const assignEngineerBody = z.object({
  quoteId: z.coerce.number().int().positive(),
  supportUserId: z.coerce.number({ error: 'Choose an engineer' }).int().positive('Choose an engineer'),
});

export const fulfilmentDateBody = z.object({
  quoteId: z.coerce.number().int().positive(),
  fulfilmentDate: z.string({ error: 'Choose the installation date' }).max(10),
});

export const completionBody = z.object({
  quoteId: z.coerce.number().int().positive(),
  fulfilmentDate: z.string({ error: 'Choose the day of the installation' }).max(10),
  installationData: z.string().trim().max(2000, 'Keep the comment under 2,000 characters').default(''),
});

export const confirmationBody = z.object({
  quoteId: z.coerce.number().int().positive(),
  rating: z.coerce
    .number({ error: 'Rate the installation from 1 to 5 stars' })
    .int('Rate the installation from 1 to 5 stars')
    .min(1, 'Rate the installation from 1 to 5 stars')
    .max(5, 'Rate the installation from 1 to 5 stars'),
});

export const dateAnswerBody = z.object({
  quoteId: z.coerce.number().int().positive(),
  accepted: z.boolean({ error: 'Say whether the date suits you' }),
  suggestedDate: z.string().max(10).nullish(),
});

export const dateAnswerResponse = envelope({
  data: installationSummary.extend({ suggestedDate: z.string().nullable() }),
});

export const warrantyQuery = z.object({
  quoteId: z.coerce.number({ error: 'Which quote? quoteId is required' }).int().positive(),
});

export const warrantyResponse = envelope({
  warranty: z.object({
    duration: z.number().int(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    monthsLeft: z.number().int(),
    daysLeft: z.number().int(),
    status: z.string(),
  }),
});
