import { bankClientUserSchema } from '@imole/domain';
import { z } from 'zod';
import { envelope } from '../../lib/http.ts';

const tags = ['Partner banks'];

export const createBankClientUser = {
  tags,
  summary:
    "A partner bank's prospect asks for a code: a new address gets an account, a customer's a sign-in code; the same answer either way",
  body: bankClientUserSchema,
  response: { 200: envelope({}) },
};

const id = (what: string) =>
  z.coerce
    .number({ error: `Which ${what}? ${what} is required` })
    .int()
    .positive(`${what} must be a positive id`);

export const createFinancialInstitutionQuote = {
  tags,
  summary:
    "A bank's prospect asks for a quote for a package, financed by the bank; the location is asked after the code (docs/banks.md)",
  body: z.object({
    productId: id('productId'),
    financialInstitutionId: id('financialInstitutionId'),
    installationComponents: z
      .array(z.object({ id: z.coerce.number().int().positive(), quantity: z.coerce.number() }), {
        error: 'must be a list of { id, quantity }',
      })
      .max(50, 'has too many lines')
      .nullish(),
    isLithium: z.boolean().optional(),
    // Checked in the spec's order by the quotes module (customer spec §5 "Personal step"): loose here.
    stateId: z.coerce.number().int().nullish(),
    lgaId: z.coerce.number().int().nullish(),
    address: z.string().max(300, 'must be at most 300 characters').nullish(),
    landmark: z.string().max(200, 'must be at most 200 characters').nullish(),
    buildingType: z.coerce.number().int().nullish(),
  }),
  response: {
    201: envelope({
      data: z.object({ id: z.number().int(), turnAroundTime: z.string(), referenceNo: z.string() }),
    }),
  },
};

export const newQuoteCheck = {
  tags,
  summary:
    'Whether the signed-in customer may ask for a new quote now (the new-quote rule), asked by the bank’s page right after the code; CreateFinancialInstitutionQuote keeps the rule',
  response: {
    200: envelope({ data: z.object({ allowed: z.boolean(), message: z.string().nullable() }) }),
  },
};
