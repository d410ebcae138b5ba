import { CARD_CHECK_KOBO, koboToNaira } from '@imole/domain/money';
import type { SavedCard } from './api/get-saved-cards.ts';

/** What the card check costs, refunded as soon as the card is saved. */
export const CARD_CHECK_NAIRA = koboToNaira(CARD_CHECK_KOBO);

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  verve: 'Verve',
  'american express': 'American Express',
  amex: 'American Express',
  discover: 'Discover',
};

/** The provider spells brands its own way ("visa", "mastercard", "VERVE"): the name a customer knows. */
export function cardBrandName(brand: string): string {
  const key = brand.trim().toLowerCase();
  if (BRANDS[key]) return BRANDS[key];
  if (!key) return 'Card';
  return key.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** "MM/YY", as printed on the card. */
export function cardExpiry({ expMonth, expYear }: Pick<SavedCard, 'expMonth' | 'expYear'>): string {
  return `${String(expMonth).padStart(2, '0')}/${String(expYear % 100).padStart(2, '0')}`;
}

/** A card works to the end of its expiry month (Lagos time). */
export function isCardExpired({ expMonth, expYear }: Pick<SavedCard, 'expMonth' | 'expYear'>, now = new Date()) {
  const lagos = new Date(now.getTime() + 3_600_000); // UTC+1, no daylight saving
  const year = lagos.getUTCFullYear();
  const month = lagos.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

/** The cards that can pay today, most recently added first (the default choice is the first). */
export function usableCards(cards: readonly SavedCard[], now = new Date()): SavedCard[] {
  return cards
    .filter((card) => !isCardExpired(card, now))
    .sort((a, b) => b.dateAdded.localeCompare(a.dateAdded) || b.id - a.id);
}
