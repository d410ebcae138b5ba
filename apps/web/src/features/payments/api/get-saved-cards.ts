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

/**
 * Under ['payments'], so every payment that may have kept a card refreshes the list. Fresh for half a minute: the
 * paying pages ask beside the quote, and the "Pay with" choice that shows once the quote is in reads that answer
 * rather than asking again (a round trip more before the page is complete, on a slow line).
 */
export const savedCardsQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'saved-cards'], queryFn: getSavedCards, staleTime: 30_000 });

export const useSavedCards = (enabled = true) => useQuery({ ...savedCardsQueryOptions(), enabled });
