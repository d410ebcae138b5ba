/**
 * Address suggestions limited to Nigeria (customer spec §2, design.md §7), when a places key is configured
 * (VITE_PLACES_API_KEY). None is today, so the address is plain text. The provider is Google's Places Autocomplete
 * (New) over plain fetch: no third-party script, so the page's `script-src 'self'` policy holds; the API's
 * `connect-src` must then allow https://places.googleapis.com.
 */
import { PLACES_API_KEY } from '../../../lib/config.ts';

export type AddressSuggester = (text: string, signal: AbortSignal) => Promise<string[]>;

interface AutocompleteResponse {
  suggestions?: { placePrediction?: { text?: { text?: string } } }[];
}

function googlePlaces(key: string): AddressSuggester {
  return async (text, signal) => {
    const response = await fetch('https://places.googleapis.com/v1/places:autocomplete', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Goog-Api-Key': key },
      body: JSON.stringify({ input: text, includedRegionCodes: ['ng'], languageCode: 'en' }),
      signal,
    });
    if (!response.ok) return [];
    const body = (await response.json()) as AutocompleteResponse;
    return (body.suggestions ?? []).flatMap((s) =>
      s.placePrediction?.text?.text ? [s.placePrediction.text.text] : [],
    );
  };
}

/** The configured suggester, or undefined for a plain-text address. */
export const addressSuggester: AddressSuggester | undefined = PLACES_API_KEY ? googlePlaces(PLACES_API_KEY) : undefined;
