import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/** One suggestion of GET Location/SearchAddress (docs/quote-request.md "Address search"). */
export interface AddressSuggestion {
  /** The text for the address field. */
  address: string;
  /** Where it is, in words: "Eti-Osa, Lagos". */
  description: string;
  stateId: number | null;
  /** The state's title, as the state select and the quote request's `state` have it. */
  state: string | null;
  lgaId: number | null;
  lga: string | null;
}

export interface AddressSearchInput {
  query: string;
  /** The state already chosen: its places come first. */
  stateId?: number | null | undefined;
  /** A session not kept on this device (the bank quote page's prospect, right after their code). */
  token?: string | undefined;
}

/** The fewest characters worth asking about (the API refuses fewer). */
export const ADDRESS_SEARCH_MIN_CHARS = 3;

/** GET Location/SearchAddress: suggestions limited to Nigeria, with their state and LGA when known. */
export async function searchAddress(input: AddressSearchInput, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const { suggestions } = await api.get<{ suggestions: AddressSuggestion[] }>('Location/SearchAddress', {
    query: { query: input.query, stateId: input.stateId ?? undefined },
    ...(signal ? { signal } : {}),
    ...(input.token ? { token: input.token } : {}),
  });
  return suggestions;
}

export const addressSearchQueryOptions = (input: AddressSearchInput) =>
  queryOptions({
    queryKey: ['lookups', 'address-search', input.query, input.stateId ?? null],
    queryFn: ({ signal }) => searchAddress(input, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * The suggestions for what the person typed (after a pause, so not every key is a call), or none: a failed search
 * only means no suggestions, the address can always be typed in full.
 */
export function useAddressSuggestions(input: AddressSearchInput, enabled: boolean) {
  const query = input.query.trim();
  return useQuery({
    ...addressSearchQueryOptions({ ...input, query }),
    enabled: enabled && query.length >= ADDRESS_SEARCH_MIN_CHARS,
  });
}
