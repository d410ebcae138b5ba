import type { SavedCard } from '../api/get-saved-cards.ts';
import { cardBrandName, cardExpiry } from '../card.ts';

/** A small picture of the card: its brand on a card shape (decorative; the text beside it names the card). */
export function CardBadge({ brand }: { brand: string }) {
  const name = cardBrandName(brand);
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-8 w-12 shrink-0 items-center justify-center overflow-hidden rounded-md bg-ink-900 px-1 text-[10px] leading-none font-bold tracking-wide text-white uppercase"
    >
      {name === 'American Express' ? 'Amex' : name === 'Mastercard' ? 'MC' : name.slice(0, 6)}
    </span>
  );
}

/** "Visa •••• 4081": the dots are read as "ending in". */
export function CardName({ card }: { card: Pick<SavedCard, 'brand' | 'last4'> }) {
  return (
    <>
      {cardBrandName(card.brand)} <span aria-hidden="true">••••</span> <span className="sr-only">ending in</span>{' '}
      <span className="tabular-nums">{card.last4}</span>
    </>
  );
}

/** "Expires 12/30 · Sandbox Bank". */
export function cardDetails(card: SavedCard): string {
  return [`Expires ${cardExpiry(card)}`, card.bank?.trim() || null].filter(Boolean).join(' · ');
}
