/** The zod schemas of the device routes: what each accepts and answers (and the OpenAPI document shows). */
import { z } from 'zod';
import { envelope } from '../../lib/http.ts';

export const tags = ['PAYG devices and tokens'];

/** An installer: support and admin, and engineers on their own jobs only (checked in the service). */
export const installers = { access: ['SUPPORT', 'ADMIN'] } as const;
/** Support and admin who are not engineers. */
export const staff = { access: ['SUPPORT', 'ADMIN'], notForEngineers: true } as const;
/** Who may read a quote's tokens: its customer, their sales agent, support and admin; never engineers. */
export const readers = { access: ['AUTH', 'SALES_AGENT', 'SUPPORT', 'ADMIN'], notForEngineers: true } as const;

const quoteId = z.coerce
  .number({ error: 'Which quote? quoteId is required' })
  .int('Which quote? quoteId is required')
  .positive('Which quote? quoteId is required');

export const quoteQuery = z.object({ quoteId });

const text = (message: string) => z.string({ error: message }).max(200, message);

export const saveDeviceBody = z.object({
  quoteId,
  serialNumber: text('Enter the serial number printed on the device.'),
  startingCode: z.union([z.string(), z.number().int().nonnegative()], {
    error: 'Enter the starting code from the device’s label.',
  }),
  secretKey: text('Enter the 32-character secret key from the device’s label.'),
});

export const reissueBody = z.object({ quoteId });

const token = z.object({
  id: z.number().int(),
  kind: z.enum(['add', 'disable', 'reissue']),
  /** Days added; null for the unlock-for-good token. */
  days: z.number().int().nullable(),
  token: z.string(),
  /** The payment that bought it; null for a token re-issued by staff. */
  paymentReference: z.string().nullable(),
  createdAt: z.string(),
  /** Issued for a device since replaced: the current device refuses it (shown as history, not to key in). */
  forPreviousDevice: z.boolean(),
});

const staffToken = token.extend({
  count: z.number().int(),
  issuedBy: z.string().nullable(),
  /** Naira: the payment that bought it (null for a re-issue), so staff read "after the ₦70,324 repayment". */
  paymentAmount: z.number().nullable(),
});

export const staffDevice = z.object({
  id: z.number().int(),
  quoteId: z.number().int(),
  serialNumber: z.string(),
  /** Masked: only the last four digits are ever answered again. */
  startingCode: z.string(),
  /** Masked: only the last four characters are ever answered again. */
  secretKey: z.string(),
  tokenCount: z.number().int(),
  enteredBy: z.string().nullable(),
  updatedAt: z.string(),
  tokens: z.array(staffToken),
});

export const deviceResponse = envelope({
  /** Whether the system is on a loan (only such a system carries a PAYG device). */
  financed: z.boolean(),
  /** Whether the person asking may enter or correct the device now (an engineer: only until a token is issued). */
  mayEdit: z.boolean(),
  /** Whether the loan has had a repayment credited already (a device entered now gets tokens from the next one). */
  repaid: z.boolean(),
  data: staffDevice.nullable(),
});
export const savedDeviceResponse = envelope({ data: staffDevice.omit({ enteredBy: true, tokens: true }) });
export const tokensResponse = envelope({
  data: z.object({ serialNumber: z.string(), tokens: z.array(token) }).nullable(),
});
export const reissuedResponse = envelope({ data: staffToken.omit({ forPreviousDevice: true }) });
