import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { savedCardsQueryOptions, type SavedCard } from './get-saved-cards.ts';

/**
 * POST Transaction/SaveCard: the server verifies the check with the provider, saves the card and refunds the ₦50.
 * Safe to repeat: the same reference, or the same card checked again, is one card.
 */
export async function saveCard(transactionReference: string): Promise<SavedCard> {
  const { data } = await api.post<{ data: SavedCard }>('Transaction/SaveCard', { transactionReference });
  return data;
}

export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedCardsQueryOptions().queryKey }),
  });
}
