import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The bank-referred prospect's way in (docs/banks.md "The prospect"): ClientUser/CreateBankClientUser and
 * FinancialInstitutionQuote/CreateFinancialInstitutionQuote.
 */
export const prospectRoutes: FastifyPluginAsyncZod = async () => {};
