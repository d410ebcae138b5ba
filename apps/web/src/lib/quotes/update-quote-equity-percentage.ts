import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';

export interface UpdateQuoteEquityPercentageInput {
  quoteId: number;
  /** One of the offered percentages (GET Quote/GetQuoteRepaymentsRange). */
  equityPercentage: number;
}

/**
 * POST Quote/UpdateQuoteEquityPecentage (spelled as in the contract). Answers the server's sentence, "Your down
 * payment plan is now 50%.". Only before paying; the server refuses otherwise.
 */
export async function updateQuoteEquityPercentage(input: UpdateQuoteEquityPercentageInput): Promise<string> {
  const { message } = await api.post('Quote/UpdateQuoteEquityPecentage', input);
  return message;
}

/** The mutation; on success every quote query is stale (the quote was recomputed). */
export function useUpdateQuoteEquityPercentage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuoteEquityPercentage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['quotes'] }),
  });
}
