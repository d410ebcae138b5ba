import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A card the customer saved (docs/payments.md "Saved cards"); the provider's token never leaves the server. */
export interface SavedCard {
  id: number;
  /** As the provider spells it: "visa", "mastercard", "verve". */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  bank: string | null;
  /** ISO date-time. */
  dateAdded: string;
}

/** GET Transaction/GetSavedCards: the signed-in customer's cards, newest first. */
export async function getSavedCards(): Promise<SavedCard[]> {
  const { data } = await api.get<{ data: SavedCard[] }>('Transaction/GetSavedCards');
  return data;
}

/** Under ['payments'], so every payment that may have kept a card refreshes the list. */
export const savedCardsQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'saved-cards'], queryFn: getSavedCards, staleTime: 0 });

export const useSavedCards = (enabled = true) => useQuery({ ...savedCardsQueryOptions(), enabled });
