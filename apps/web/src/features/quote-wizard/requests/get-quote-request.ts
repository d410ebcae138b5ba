import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { QuoteRequestForEdit } from '../wizard-state.ts';

/** GET Quote/GetQuoteRequest: the customer's current request, to prefill edit mode. */
export async function getQuoteRequest(): Promise<QuoteRequestForEdit> {
  const { quoteRequest, employer } = await api.get<QuoteRequestForEdit>('Quote/GetQuoteRequest');
  return { quoteRequest, employer: employer ?? null };
}

export const quoteRequestQueryOptions = () =>
  queryOptions({ queryKey: ['quotes', 'current-request'], queryFn: getQuoteRequest, staleTime: 0 });
