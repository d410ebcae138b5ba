import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface NewQuoteCheck {
  allowed: boolean;
  /** The new-quote rule's sentence when not allowed. */
  message: string | null;
}

/**
 * GET FinancialInstitutionQuote/NewQuoteCheck with the code's session (the page is for guests): asked right after the
 * code, so a customer who already has an open request hears it before the location step. The request's 409 stays the
 * rule; a failed check lets the person go on to it.
 */
export const useNewQuoteCheck = (token: string) =>
  useQuery({
    queryKey: ['bank-quote', 'new-quote-check', token],
    queryFn: async () =>
      (await api.get<{ data: NewQuoteCheck }>('FinancialInstitutionQuote/NewQuoteCheck', { token })).data,
    retry: false,
    staleTime: Infinity,
  });
