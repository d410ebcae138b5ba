/**
 * Address suggestions from a geocoder, always limited to Nigeria (customer spec §7 "Additional behaviour"; design.md
 * §7). Two providers sit behind this one shape: Google Places Autocomplete (New) when an API key is configured, and
 * a Nominatim (OpenStreetMap) server named by URL. Without either, the lookups module answers from our own data and
 * no provider is made. Both are called from the server: the key stays secret, the page's `script-src 'self'` and
 * `connect-src 'self'` policy holds, and the browser sees one answer shape whichever provider is set
 * (docs/quote-request.md "Address search").
 */
import type { AddressSearchConfig } from '../../config.ts';

/** One suggestion as the provider gives it: the address text, and place names from the most to the least specific. */
export interface ProviderPlace {
  address: string;
  /** Area, town, county (an LGA, usually), state: what our data resolves to a state and LGA. */
  hints: string[];
}

export interface PlacesProvider {
  readonly name: 'google' | 'nominatim';
  suggest(query: string, signal: AbortSignal): Promise<ProviderPlace[]>;
}

export class PlacesProviderError extends Error {
  override readonly name = 'PlacesProviderError';
}

/** The configured geocoder, or null when suggestions come from our own data. */
export function placesProviderFor(config: AddressSearchConfig): PlacesProvider | null {
  if (config.provider === 'google') return googlePlaces(config.apiKey, config.baseUrl);
  if (config.provider === 'nominatim') return nominatim(config.url, config.userAgent);
  return null;
}

const withoutCountry = (text: string) => text.replace(/,?\s*Nigeria\s*$/i, '').trim();

interface GoogleAnswer {
  suggestions?: {
    placePrediction?: {
      text?: { text?: string };
      structuredFormat?: { mainText?: { text?: string }; secondaryText?: { text?: string } };
    };
  }[];
}

/** Places Autocomplete (New): https://developers.google.com/maps/documentation/places/web-service/place-autocomplete */
function googlePlaces(apiKey: string, baseUrl: string): PlacesProvider {
  return {
    name: 'google',
    async suggest(query, signal) {
      const response = await fetch(`${baseUrl}/v1/places:autocomplete`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Goog-Api-Key': apiKey },
        body: JSON.stringify({ input: query, includedRegionCodes: ['ng'], languageCode: 'en', regionCode: 'ng' }),
        signal,
      });
      if (!response.ok) throw new PlacesProviderError(`Google Places answered ${response.status}`);
      const body = (await response.json()) as GoogleAnswer;
      return (body.suggestions ?? []).flatMap(({ placePrediction: p }) => {
        const text = p?.text?.text;
        if (!text) return [];
        const secondary = p.structuredFormat?.secondaryText?.text ?? text;
        const hints = secondary
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part && !/^nigeria$/i.test(part));
        return [{ address: withoutCountry(text), hints }];
      });
    },
  };
}

interface NominatimPlace {
  display_name?: string;
  address?: Record<string, string | undefined>;
}

/** Nominatim's search: https://nominatim.org/release-docs/latest/api/Search/ */
function nominatim(url: string, userAgent: string): PlacesProvider {
  return {
    name: 'nominatim',
    async suggest(query, signal) {
      const params = new URLSearchParams({
        q: query,
        countrycodes: 'ng',
        format: 'jsonv2',
        addressdetails: '1',
        limit: '5',
        'accept-language': 'en',
      });
      const response = await fetch(`${url}/search?${params}`, { headers: { 'User-Agent': userAgent }, signal });
      if (!response.ok) throw new PlacesProviderError(`Nominatim answered ${response.status}`);
      const places = (await response.json()) as NominatimPlace[];
      return places.flatMap((place) => {
        const a = place.address ?? {};
        if (a.country_code && a.country_code !== 'ng') return [];
        const street = [a.house_number, a.road].filter(Boolean).join(' ');
        const area = a.neighbourhood ?? a.suburb ?? a.quarter;
        const town = a.city ?? a.town ?? a.village;
        const composed = [...new Set([street, area, town].filter((part): part is string => Boolean(part)))].join(', ');
        const address = composed || withoutCountry(place.display_name ?? '');
        if (!address) return [];
        const hints = [
          a.neighbourhood,
          a.suburb,
          a.quarter,
          a.city_district,
          a.county,
          town,
          a.state_district,
          a.state,
        ];
        return [{ address, hints: hints.filter((hint): hint is string => Boolean(hint)) }];
      });
    },
  };
}
