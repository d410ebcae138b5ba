/**
 * Location/SearchAddress: address suggestions limited to Nigeria, each with the state and LGA it is in, so that
 * choosing one fills the address, the state and the area (customer spec §2 "Personal information", §7; staff spec §2
 * "Customer Information"). Where they come from is configuration (docs/operations.md "Address search"):
 *
 * - ours (the default, no key): the 37 states, the 774 LGAs and the areas and landmarks of nigeria-places.ts, matched
 *   against what the person typed: the last words are completed ("…Street, Victoria" → "…Street, Victoria Island",
 *   Eti-Osa, Lagos), and a known name anywhere in the text is recognised;
 * - a Nominatim (OpenStreetMap) server, or Google Places Autocomplete (adapters/places): their suggestions, with the
 *   state and LGA read from the place names they give, by the same data. When the provider fails or is slow, our own
 *   suggestions answer instead: typing an address never depends on a third party.
 */
import type { FastifyBaseLogger } from 'fastify';
import { placesProviderFor, type PlacesProvider, type ProviderPlace } from '../../adapters/places/places.ts';
import type { AddressSearchConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { knownPlaces } from './nigeria-places.ts';
import * as repo from './lookup.repository.ts';

export interface AddressSuggestion {
  /** The text for the address field. */
  address: string;
  /** Where it is, in words: "Eti-Osa, Lagos". */
  description: string;
  stateId: number | null;
  /** The state's title, as Location/GetStates and the quote request's `state` have it. */
  state: string | null;
  lgaId: number | null;
  lga: string | null;
}

type Kind = 'place' | 'lga' | 'state';

interface Entry {
  name: string;
  norm: string;
  kind: Kind;
  stateId: number;
  state: string;
  lgaId: number | null;
  lga: string | null;
}

/** How long a provider may take before our own suggestions answer instead. */
const PROVIDER_TIMEOUT_MS = 3_000;
const LIMIT = 6;
const rank: Record<Kind, number> = { place: 0, lga: 1, state: 2 };

/** Lower case, no accents, words separated by single spaces: "Obio/Akpor" → "obio akpor". */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A hint as providers write it: "Eti-Osa Local Government Area", "Lagos State", "FCT". */
const hintNorm = (hint: string) =>
  normalise(hint)
    .replace(/ (local government area|local government|lga)$/, '')
    .replace(/ state$/, '')
    .replace(/^fct$/, 'federal capital territory');

/** Our places, LGAs and states as one list, read once per app (reference data does not change while it runs). */
async function loadGazetteer(db: Db): Promise<Entry[]> {
  const [states, lgas] = await Promise.all([repo.listStates(db), repo.listAllLgas(db)]);
  const stateOf = new Map(states.map((s) => [s.id, s.title]));
  const entries: Entry[] = states.flatMap((s) => {
    const base = { kind: 'state' as const, stateId: s.id, state: s.title, lgaId: null, lga: null };
    const names = s.title === 'Federal Capital Territory' ? [s.title, 'FCT'] : [s.title];
    return names.map((name) => ({ ...base, name, norm: normalise(name) }));
  });
  for (const l of lgas) {
    const state = stateOf.get(l.state_id) ?? '';
    entries.push({
      name: l.title,
      norm: normalise(l.title),
      kind: 'lga',
      stateId: l.state_id,
      state,
      lgaId: l.id,
      lga: l.title,
    });
  }
  const lgaByName = new Map(lgas.map((l) => [`${stateOf.get(l.state_id)}|${l.title}`, l]));
  for (const place of knownPlaces) {
    const lga = lgaByName.get(`${place.state}|${place.lga}`);
    if (!lga) continue; // nigeria-places.test.ts makes sure every entry resolves
    for (const name of [place.name, ...(place.aliases ?? [])])
      entries.push({
        name: place.name,
        norm: normalise(name),
        kind: 'place',
        stateId: lga.state_id,
        state: place.state,
        lgaId: lga.id,
        lga: lga.title,
      });
  }
  return entries;
}

const suggestionOf = (
  address: string,
  e: Pick<Entry, 'stateId' | 'state' | 'lgaId' | 'lga'> | null,
): AddressSuggestion => ({
  address,
  description: e ? [e.lga, e.state].filter(Boolean).join(', ') : 'Nigeria',
  stateId: e?.stateId ?? null,
  state: e?.state ?? null,
  lgaId: e?.lgaId ?? null,
  lga: e?.lga ?? null,
});

/** The most specific known name in the text (a place before an LGA, a longer name first), in `stateId` if given. */
function recognise(entries: Entry[], text: string, stateId: number | null): Entry | null {
  const padded = ` ${normalise(text)} `;
  const found = entries.filter((e) => e.kind !== 'state' && padded.includes(` ${e.norm} `));
  const scoped = stateId === null ? found : found.filter((e) => e.stateId === stateId);
  const best = scoped.sort((a, b) => rank[a.kind] - rank[b.kind] || b.norm.length - a.norm.length)[0];
  if (best) return best;
  return stateId === null ? null : (entries.find((e) => e.kind === 'state' && e.stateId === stateId) ?? null);
}

/** Our own suggestions: the last words completed with known names, and a known name recognised in the text. */
function ourSuggestions(entries: Entry[], query: string, preferState: number | null): AddressSuggestion[] {
  const text = query.trim().replace(/\s+/g, ' ');
  const words = text.split(' ');
  const found: { address: string; entry: Entry }[] = [];
  for (let k = Math.min(4, words.length); k >= 1; k--) {
    const tail = normalise(words.slice(-k).join(' '));
    if (tail.length < (k === 1 ? 3 : 4)) continue;
    const head = words.slice(0, -k).join(' ');
    for (const entry of entries)
      if (entry.norm.startsWith(tail)) found.push({ address: head ? `${head} ${entry.name}` : entry.name, entry });
  }
  found.sort(
    (a, b) =>
      Number(b.entry.stateId === preferState) - Number(a.entry.stateId === preferState) ||
      rank[a.entry.kind] - rank[b.entry.kind] ||
      a.entry.name.length - b.entry.name.length,
  );
  // Without a completion, the text as typed when it names a known place: it fills the state and area without changing
  // a word. (Beside completions it read as a copy of the field.)
  if (found.length > 0) return distinct(found);
  const inState = preferState === null ? null : recognise(entries, text, preferState);
  const known = inState && inState.kind !== 'state' ? inState : recognise(entries, text, null);
  if (known) found.push({ address: text, entry: known });
  return distinct(found);
}

function distinct(found: { address: string; entry: Entry }[]): AddressSuggestion[] {
  const seen = new Set<string>();
  return found
    .filter(({ address, entry }) => {
      const key = `${address}|${entry.stateId}|${entry.lgaId}`;
      return seen.has(key) ? false : (seen.add(key), true);
    })
    .slice(0, LIMIT)
    .map(({ address, entry }) => suggestionOf(address, entry));
}

/** A provider's place with the state and LGA our data reads in its place names. */
function resolve(entries: Entry[], place: ProviderPlace): AddressSuggestion {
  const hints = place.hints.map(hintNorm);
  const state = entries.find((e) => e.kind === 'state' && hints.includes(e.norm)) ?? null;
  const inState = (e: Entry) => state === null || e.stateId === state.stateId;
  const named = entries.filter((e) => e.kind !== 'state' && inState(e) && hints.includes(e.norm));
  const lga =
    named.find((e) => e.kind === 'lga') ??
    named[0] ??
    recognise(entries, [place.address, ...place.hints].join(' , '), state?.stateId ?? null);
  return suggestionOf(place.address, lga ?? state);
}

export interface AddressSearchAnswer {
  /** Who answered: our own data, or the configured provider. */
  provider: 'ours' | PlacesProvider['name'];
  suggestions: AddressSuggestion[];
}

export function addressSearchService(db: Db, config: AddressSearchConfig, log: FastifyBaseLogger) {
  const provider = placesProviderFor(config);
  let gazetteer: Promise<Entry[]> | null = null;
  const entries = () => {
    gazetteer ??= loadGazetteer(db).catch((error: unknown) => {
      gazetteer = null; // try again on the next search
      throw error;
    });
    return gazetteer;
  };

  return {
    async search(query: string, stateId: number | null): Promise<AddressSearchAnswer> {
      const known = await entries();
      const ours = (): AddressSearchAnswer => ({
        provider: 'ours',
        suggestions: ourSuggestions(known, query, stateId),
      });
      if (!provider) return ours();
      try {
        const places = await provider.suggest(query.trim(), AbortSignal.timeout(PROVIDER_TIMEOUT_MS));
        return { provider: provider.name, suggestions: places.slice(0, LIMIT).map((p) => resolve(known, p)) };
      } catch (error) {
        log.warn({ err: error, provider: provider.name }, 'address search provider failed; answering from our data');
        return ours();
      }
    },
  };
}
