import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ClientContact, QuoteRequestForEdit } from '../wizard-state.ts';

/**
 * GET Quote/GetQuoteRequest: the customer's current request, to prefill edit mode; with an id, a request a sales agent
 * asked for a customer they referred (issue 20), with the customer's contact.
 */
export async function getQuoteRequest(
  id?: number,
): Promise<QuoteRequestForEdit & { client: ClientContact | null; bankFinanced: boolean }> {
  const { quoteRequest, employer, isFinancialInstitutionQuote } = await api.get<
    QuoteRequestForEdit & { quoteRequest: { clientUser?: ClientContact }; isFinancialInstitutionQuote?: boolean }
  >(id ? `Quote/GetQuoteRequest?id=${id}` : 'Quote/GetQuoteRequest');
  return {
    quoteRequest,
    employer: employer ?? null,
    client: quoteRequest.clientUser ?? null,
    // A partner bank finances it: the API refuses its edit (docs/banks.md "Changing a bank-financed request").
    bankFinanced: isFinancialInstitutionQuote === true,
  };
}

export const quoteRequestQueryOptions = (id?: number) =>
  queryOptions({
    queryKey: id ? ['quotes', 'request', id] : ['quotes', 'current-request'],
    queryFn: () => getQuoteRequest(id),
    staleTime: 0,
  });
