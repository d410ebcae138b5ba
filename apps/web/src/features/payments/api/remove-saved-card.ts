import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { savedCardsQueryOptions } from './get-saved-cards.ts';

/** POST Transaction/RemoveSavedCard: the card is no longer offered (another customer's card answers 404). */
export async function removeSavedCard(cardId: number): Promise<void> {
  await api.post('Transaction/RemoveSavedCard', { cardId });
}

export function useRemoveSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSavedCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedCardsQueryOptions().queryKey }),
  });
}
