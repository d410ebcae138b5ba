import { z } from 'zod';

/**
 * A positive amount of naira on the wire with at most two decimals (whole kobo), refused with the words of the form it
 * comes from (`required`: "Enter the amount refunded in naira").
 */
export const nairaAmountField = (required: string) =>
  z
    .number({ error: required })
    .positive(required)
    .refine(
      (n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
      'Enter the amount in naira with at most two decimals',
    );
