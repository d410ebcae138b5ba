import { z } from 'zod';
import { envelope } from '../../lib/http.ts';

export const tags = ['Partner banks'];

/** Who may call each route (the service checks ownership and the officer's bank too). */
export const access = {
  /** The customer's own application; the bank's officers; admins and support (not engineers). */
  read: { access: ['AUTH', 'BANK_OFFICER', 'ADMIN', 'SUPPORT'], notForEngineers: true },
  /** The customer's own; admins and support on the customer's behalf. */
  upload: { access: ['AUTH', 'ADMIN', 'SUPPORT'], notForEngineers: true },
  /** The bank's officer; admins and support on the bank's behalf. */
  decide: { access: ['BANK_OFFICER', 'ADMIN', 'SUPPORT'], notForEngineers: true },
  own: { access: ['AUTH'] },
} as const;

/** The signed undertaking is at most 10 MB; as base64 with a data-URL prefix that is about 13.4 MB. */
export const UPLOAD_BODY_LIMIT = 20 * 1024 * 1024;

const quoteRequestId = z.coerce
  .number({ error: 'Which request? Give its quoteRequestId.' })
  .int('Which request? Give its quoteRequestId.')
  .positive('Which request? Give its quoteRequestId.');

export const requestQuery = z.object({ quoteRequestId });

export const uploadBody = z.object({
  quoteRequestId,
  undertaking: z.string().max(UPLOAD_BODY_LIMIT).optional(),
});

export const decideBody = z.object({
  quoteRequestId,
  approve: z.boolean({ error: 'Say whether the bank approves the application: approve true or false.' }),
  reason: z.string().max(2000).optional(),
});

export const switchBody = z.object({ quoteRequestId });

export const answers = {
  uploaded: envelope({ data: z.object({ undertakingUploadedAt: z.string() }) }),
  done: envelope({}),
};
