import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { quoteRequestKey } from './get-quote-request.ts';

/** POST Quote/RefreshQuote: an expired offer re-priced from today's prices, with a new expiry (docs/payments.md). */
export async function refreshQuote(input: { quoteId: number }) {
  const { message } = await api.post('Quote/RefreshQuote', input);
  return { message };
}

/** The refresh-quote event of customer spec §4 "Reloads": the quote is fetched again afterwards. */
export function useRefreshQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshQuote,
    onSettled: () => queryClient.invalidateQueries({ queryKey: quoteRequestKey }),
  });
}
