import { useId } from 'react';
import type { ProductItem } from '../../lib/products/types.ts';
import { RequestStatus } from '../../lib/request-status.ts';
import { Button } from '../ui/button.tsx';
import { ProductFigures } from './product-figures.tsx';

/** A starter package's card (/get-qoute and /bankquote): its name, figures, "View specs" and "Get Quote". */
export function PackageCard({
  item,
  busy,
  onSpecs,
  onQuote,
  financedBy,
}: {
  item: ProductItem;
  busy: boolean;
  /** The partner bank that finances it (/bankquote): its price instead of Imole's plan. */
  financedBy?: string | undefined;
  onSpecs(): void;
  onQuote(): void;
}) {
  const nameId = useId();
  const { product } = item;
  return (
    <article aria-labelledby={nameId} className="flex flex-col gap-3 rounded-2xl border border-ink-200 p-4 shadow-sm">
      <div>
        <h3 id={nameId} className="text-lg font-semibold">
          {product.name}
        </h3>
        {/* Two lines on the card (a cut mid-word read badly); the specs modal has it whole. */}
        <p className="line-clamp-2 text-sm text-ink-600">{product.description}</p>
      </div>
      <ProductFigures product={product} financedBy={financedBy} />
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onSpecs} aria-describedby={nameId}>
          View specs
        </Button>
        <Button
          onClick={onQuote}
          aria-describedby={nameId}
          state={busy ? RequestStatus.LOADING : RequestStatus.NORMAL}
          loadingLabel="Checking"
        >
          Get Quote
        </Button>
      </div>
    </article>
  );
}
