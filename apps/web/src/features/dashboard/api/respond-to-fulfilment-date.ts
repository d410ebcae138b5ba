import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { quoteRequestKey } from './get-quote-request.ts';

export type FulfilmentDateAnswer =
  | { quoteId: number; accepted: true }
  /** Another day (YYYY-MM-DD, not before today) for staff to consider. */
  | { quoteId: number; accepted: false; suggestedDate: string };

/** POST Quote/RespondToFulfilmentDate: accepting sets installationStatus 2; a suggestion goes back to staff. */
export async function respondToFulfilmentDate(answer: FulfilmentDateAnswer) {
  const { message } = await api.post('Quote/RespondToFulfilmentDate', answer);
  return { message };
}

export function useRespondToFulfilmentDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToFulfilmentDate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: quoteRequestKey }),
  });
}
