/**
 * The pricing editor's lines (/confirm-pricing): pure functions, so the page stays about layout and the rules are
 * tested on their own. Amounts are kept as the text of their currency box ("1,250,000") and read with
 * amountFromInput when saving; the total is the spec's "sum of unitPrice times quantity" (staff spec §9).
 */
import { totalAssetAmount } from '@imole/domain/finance';
import { kobo, koboToNaira, type Kobo } from '@imole/domain/money';
import { componentLineError, componentTotal, quoteMessages } from '@imole/domain/quote-request';
import { amountFromInput, amountToInput } from '../../components/ui/currency-input.tsx';
import type { CatalogueCategory, CatalogueComponent } from './api/get-components.ts';

export interface PricingLine {
  componentId: number;
  name: string;
  categoryName: string;
  /** Digits only, as typed. */
  quantity: string;
  /** The currency box's text. */
  unitPrice: string;
}

export interface CatalogueEntry extends CatalogueComponent {
  categoryName: string;
}

/** The catalogue by id, and by name (lowercased) for the package lines, which the API names but does not number. */
export function indexCatalogue(categories: readonly CatalogueCategory[]) {
  const byId = new Map<number, CatalogueEntry>();
  const byName = new Map<string, CatalogueEntry>();
  for (const category of categories) {
    for (const component of category.data) {
      const entry = { ...component, categoryName: category.categoryName };
      byId.set(component.id, entry);
      byName.set(component.name.trim().toLowerCase(), entry);
    }
  }
  return { byId, byName };
}
export type CatalogueIndex = ReturnType<typeof indexCatalogue>;

export function lineOf(entry: CatalogueEntry, quantity = 1, unitPrice = entry.unitPrice): PricingLine {
  return {
    componentId: entry.id,
    name: entry.name,
    categoryName: entry.categoryName,
    quantity: String(quantity),
    unitPrice: amountToInput(unitPrice),
  };
}

/** Saved or requested lines that carry their component id (the quote's lines, the customer's own components). */
export function linesFrom(
  items: readonly { componentId: number; name: string; categoryName: string; quantity: number; unitPrice: number }[],
): PricingLine[] {
  return items.map((item) => ({
    componentId: item.componentId,
    name: item.name,
    categoryName: item.categoryName,
    quantity: String(item.quantity),
    unitPrice: amountToInput(item.unitPrice),
  }));
}

/**
 * A package's lines ({ name, quantity }) matched to the catalogue by name, at today's catalogue price. Names the
 * catalogue does not hold come back in `missing`, so the page can say which ones to add by hand.
 */
export function linesFromPackage(
  components: readonly { name: string; quantity: number }[],
  catalogue: CatalogueIndex,
): { lines: PricingLine[]; missing: string[] } {
  const lines: PricingLine[] = [];
  const missing: string[] = [];
  for (const component of components) {
    const entry = catalogue.byName.get(component.name.trim().toLowerCase());
    if (!entry) missing.push(component.name);
    else if (!lines.some((line) => line.componentId === entry.id)) lines.push(lineOf(entry, component.quantity));
  }
  return { lines, missing };
}

/** Adds a component at quantity 1 and its catalogue price; a component already there is left as it is. */
export function addLine(lines: readonly PricingLine[], entry: CatalogueEntry): PricingLine[] {
  if (lines.some((line) => line.componentId === entry.id)) return [...lines];
  return [...lines, lineOf(entry)];
}

export function removeLine(lines: readonly PricingLine[], componentId: number): PricingLine[] {
  return lines.filter((line) => line.componentId !== componentId);
}

export function updateLine(
  lines: readonly PricingLine[],
  componentId: number,
  change: Partial<Pick<PricingLine, 'quantity' | 'unitPrice'>>,
): PricingLine[] {
  return lines.map((line) => (line.componentId === componentId ? { ...line, ...change } : line));
}

/** The amount of one line, or 0 while a figure is missing. */
export function lineAmount(line: PricingLine): number {
  return componentTotal([{ unitPrice: amountFromInput(line.unitPrice) ?? 0, quantity: Number(line.quantity) || 0 }]);
}

/** A typed amount in kobo; empty, or too large to be money, counts as 0 (the server refuses such a figure). */
function typedKobo(text: string): Kobo {
  const naira = amountFromInput(text);
  const value = naira === null ? 0 : Math.round(naira * 100);
  return kobo(Number.isSafeInteger(value) ? value : 0);
}

/**
 * The total asset amount as the person has typed it (the server's figure wins once saved), by the same rule as the
 * server (totalAssetAmount of packages/domain): components + installation + transport. A line still being typed
 * counts as 0.
 */
export function pricingTotal(lines: readonly PricingLine[], installation: string, transport: string): number {
  const priced = lines.map((line) => ({ unitPrice: typedKobo(line.unitPrice), quantity: Number(line.quantity) || 0 }));
  try {
    return koboToNaira(
      totalAssetAmount(priced, { installation: typedKobo(installation), transport: typedKobo(transport) }),
    );
  } catch {
    // Beyond what a safe number of kobo can hold: no system costs that much.
    return Number.POSITIVE_INFINITY;
  }
}

export const componentsSubtotal = (lines: readonly PricingLine[]) => pricingTotal(lines, '', '');

export const pricingMessages = {
  noLines: 'Add at least one component to the quote.',
  quantity: quoteMessages.quantity,
  unitPrice: 'Enter the unit price',
} as const;

/** The first problem of each line (by component id), the way the server would refuse it. */
export function lineErrors(lines: readonly PricingLine[]): Map<number, string> {
  const errors = new Map<number, string>();
  for (const line of lines) {
    const quantity = Number(line.quantity);
    // The customer's rule for a line holds here too (panel cable: 20 yards at least), in the same words.
    const refused = componentLineError({ name: line.categoryName, productId: line.componentId, quantity });
    if (!line.quantity || !Number.isInteger(quantity) || quantity <= 0)
      errors.set(line.componentId, pricingMessages.quantity);
    else if (refused) errors.set(line.componentId, refused);
    else if (amountFromInput(line.unitPrice) === null) errors.set(line.componentId, pricingMessages.unitPrice);
  }
  return errors;
}

/** The body's components for POST Quote/AssignProductToQuote (call after lineErrors is empty). */
export function componentsPayload(lines: readonly PricingLine[]) {
  return lines.map((line) => ({
    componentId: line.componentId,
    quantity: Number(line.quantity),
    unitPrice: amountFromInput(line.unitPrice) ?? 0,
  }));
}

/**
 * Two sets of lines say the same thing (to know whether what is on screen has been saved), in any order: the server
 * gives the saved lines back in the catalogue's order of categories, not the order they were added in.
 */
export function sameLines(a: readonly PricingLine[], b: readonly PricingLine[]): boolean {
  if (a.length !== b.length) return false;
  const byComponent = new Map(b.map((line) => [line.componentId, line]));
  return a.every((line) => {
    const other = byComponent.get(line.componentId);
    if (!other) return false;
    return (
      line.componentId === other.componentId &&
      Number(line.quantity) === Number(other.quantity) &&
      amountFromInput(line.unitPrice) === amountFromInput(other.unitPrice)
    );
  });
}
