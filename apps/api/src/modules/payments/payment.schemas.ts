/** The zod schemas of the payment routes: what each accepts and answers (and the OpenAPI document shows). */
import { PAYMENT_REFERENCE_PATTERN } from '@imole/domain';
import { z } from 'zod';
import { envelope } from '../../lib/http.ts';

export const quoteQuery = z.object({
  quoteId: z.coerce
    .number({ error: 'Which quote? quoteId is required' })
    .int()
    .positive('Which quote? quoteId is required'),
});

const purpose = z.enum(['equity', 'outright', 'repayment', 'payoff'], {
  error: 'Choose what you are paying for: equity, outright, repayment or payoff',
});
const amount = z.coerce.number().positive('Enter an amount above zero').optional();

export const initializeBody = z.object({
  quoteId: z.coerce.number().int().positive(),
  purpose,
  amount,
  saveCard: z.boolean().optional(),
});

export const saveBody = z.object({
  quoteId: z.coerce.number().int().positive(),
  transactionReference: z
    .string({ error: 'The payment reference is missing' })
    .trim()
    .min(1, 'The payment reference is missing')
    .max(100),
  isOutRightPayment: z.boolean().optional(),
  isPayStack: z.boolean().optional(),
});

export const saveCardBody = z.object({ transactionReference: saveBody.shape.transactionReference });
export const removeCardBody = z.object({
  cardId: z.coerce.number({ error: 'Which card?' }).int().positive('Which card?'),
});

export const savedCardPaymentBody = z.object({
  quoteId: z.coerce.number().int().positive(),
  purpose,
  amount,
  cardId: z.coerce.number({ error: 'Choose a card' }).int().positive('Choose a card'),
  reference: z
    .string()
    .regex(PAYMENT_REFERENCE_PATTERN, 'The payment reference must be 15 letters and digits')
    .optional(),
});

export const manualPaymentBody = z.object({
  quoteId: z.coerce.number().int().positive(),
  amount: z.coerce.number({ error: 'Enter the amount received' }),
});

export const startedResponse = envelope({
  data: z.object({
    reference: z.string(),
    amount: z.number(),
    provider: z.string(),
    accessCode: z.string(),
    authorizationUrl: z.string(),
  }),
});

export const savedCard = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  bank: z.string().nullable(),
  dateAdded: z.string(),
});

export const savedResponse = envelope({
  data: z.object({ reference: z.string(), amount: z.number(), purpose: z.string(), alreadyCredited: z.boolean() }),
});

export const transactionsResponse = envelope({
  data: z.array(
    z.object({
      reference: z.string(),
      dateCreated: z.string(),
      successful: z.boolean(),
      status: z.string(),
      amountInTransaction: z.number(),
      transactionType: z.number().int(),
      purpose: z.string(),
      paidBy: z.string().nullable(),
      /** paidBy is the partner bank that financed the request (docs/banks.md "The money"), not a sales agent. */
      paidByBank: z.boolean(),
    }),
  ),
});

export const nextRepaymentResponse = envelope({
  nextRepayment: z.object({
    amount: z.number(),
    dueInDaysCount: z.number().int(),
    dueDate: z.string().nullable(),
    /** Money already paid beyond the instalment now running, waiting against the next ones. */
    paidAhead: z.number(),
  }),
});

export const repaymentsResponse = envelope({
  data: z.object({
    generalRepayment: z.array(
      z.object({
        installmentNumber: z.number().int(),
        totalRepayment: z.number(),
        amountPaid: z.number(),
        installmentDate: z.string(),
        repaymentStatus: z.string(),
        /** Due after the loan was paid off: settled early by that payment. */
        settledEarly: z.boolean(),
      }),
    ),
    isOutright: z.boolean(),
    totalPaid: z.number(),
    remaining: z.number(),
    paidAhead: z.number(),
    closedOn: z.string().nullable(),
  }),
});

export const loanBalanceResponse = envelope({
  data: z.object({
    loanBalance: z.number(),
    arrears: z.number(),
    payoff: z.number(),
    daysOverdue: z.number().int(),
    nonPerforming: z.boolean(),
    interestToDate: z.number(),
    remaining: z.number(),
    paidAhead: z.number(),
    totalPaid: z.number(),
    paidOff: z.boolean(),
    isOutright: z.boolean(),
  }),
});
