import { batterySwap } from '../../lib/products/get-web-product.ts';
import type { ProductItem } from '../../lib/products/types.ts';

/**
 * Said wherever a package is shown with the Lithium battery: which battery replaces the tubular one its description
 * names (the description is the package's own text, written for its Tubular build), and that the amounts are
 * Lithium's (customer spec §2 "Lithium shows a note that the quote amount reflects Lithium prices").
 */
export function LithiumNote({ tubular, lithium }: { tubular: ProductItem; lithium: ProductItem }) {
  const { removed, added } = batterySwap(tubular, lithium);
  const swap =
    added.length > 0 && removed.length > 0
      ? `: ${added.join(', ')} in place of the ${removed.join(', ')} in the description`
      : '';
  return (
    <p className="rounded-xl bg-info-50 px-3 py-2 text-sm font-medium text-info-800" data-testid="lithium-note">
      {`Lithium battery chosen${swap}. The quote amount reflects Lithium prices.`}
    </p>
  );
}
