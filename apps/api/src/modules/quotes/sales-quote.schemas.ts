import { customerContactSchema } from '@imole/domain';
import { z } from 'zod';
import { envelope } from '../../lib/http.ts';
import { requestChangeBody } from './quote-request.schemas.ts';

/**
 * CreateSalesQuoteRequestWithProduct (staff spec §7, issue 20): the request fields of CreateQuoteRequestWithProduct —
 * a package (productId, isLithiumComponent) or installationComponents — or, with neither, the power-need fields as
 * CreateQuoteRequest takes them; plus the customer's contact.
 */
export const salesQuoteBody = requestChangeBody.omit({ quoteRequestId: true }).extend(customerContactSchema.shape);

export const salesQuoteResponse = envelope({
  data: z.object({
    id: z.number().int(),
    turnAroundTime: z.string(),
    referenceNo: z.string(),
    customerId: z.number().int(),
    /** True when the customer's account was made now (and they were e-mailed a code to set a password). */
    newCustomer: z.boolean(),
  }),
});
