import { useState } from 'react';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { useChosenPackage } from '../../lib/products/get-web-product.ts';
import type { BatteryChoice, ProductItem } from '../../lib/products/types.ts';
import { LithiumNote } from './lithium-note.tsx';
import { ProductFigures } from './product-figures.tsx';

interface SpecsModalProps {
  /** The package whose specs are shown; null closes the modal. */
  item: ProductItem | null;
  onClose(): void;
  /** The battery the modal opens with. */
  initialBattery?: BatteryChoice;
  /** "Get Quote" (packages page) or "Choose this plan" (wizard), with the battery chosen here. */
  actionLabel: string;
  onAction(item: ProductItem, battery: BatteryChoice): void;
  /** The partner bank that finances it (/bankquote): its price instead of Imole's plan. */
  financedBy?: string | undefined;
}

const batteries: { value: BatteryChoice; label: string }[] = [
  { value: 1, label: 'Tubular' },
  { value: 2, label: 'Lithium' },
];

/**
 * The specs modal (customer spec §2): the package's components, and the battery choice (1 Tubular, 2 Lithium) that
 * reloads the package priced with that battery. Keyed by the package so each opening starts from its own battery.
 */
export function SpecsModal(props: SpecsModalProps) {
  return (
    <Modal open={props.item !== null} onClose={props.onClose} title={props.item?.product.name ?? 'Specs'}>
      {props.item && <SpecsBody key={props.item.product.id} {...props} item={props.item} />}
    </Modal>
  );
}

function SpecsBody({
  item,
  initialBattery = 1,
  actionLabel,
  onAction,
  financedBy,
}: SpecsModalProps & { item: ProductItem }) {
  const [battery, setBattery] = useState<BatteryChoice>(initialBattery);
  // The one source of the chosen battery's amounts, shared with the plan card and the review.
  const chosen = useChosenPackage(item, battery);
  const { canSwitch, shown } = chosen;
  const reloading = chosen.pending;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-700">{item.product.description}</p>

      {canSwitch && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink-800">Battery type</legend>
          <div className="grid grid-cols-2 gap-2">
            {batteries.map((option) => (
              <label
                key={option.value}
                className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-ink-300 px-3 has-checked:border-ink-900 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="battery"
                  value={option.value}
                  checked={battery === option.value}
                  onChange={() => setBattery(option.value)}
                  className="size-5 accent-brand-600"
                />
                <span className="font-medium">{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {chosen.battery === 2 &&
        (shown ? (
          <LithiumNote tubular={item} lithium={shown} />
        ) : (
          <Alert tone="info">The quote amount reflects Lithium prices.</Alert>
        ))}

      {chosen.error ? (
        <Alert tone="error">{chosen.error.message}</Alert>
      ) : (
        <div aria-busy={reloading || undefined} className="flex flex-col gap-4">
          {shown ? (
            <ProductFigures product={shown.product} financedBy={financedBy} />
          ) : (
            <Skeleton className="h-20 w-full" />
          )}
          {/* Focusable, so a keyboard can scroll a long list too (the table is capped at 400px: customer spec §9). */}
          <div
            role="region"
            aria-label={`Components of ${item.product.name}`}
            tabIndex={0}
            className={`max-h-[400px] overflow-y-auto rounded-xl border border-ink-200 ${reloading ? 'opacity-60' : ''}`}
            data-testid="specs-table"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Components of {item.product.name}</caption>
              <thead className="sticky top-0 bg-ink-100">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Component
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Qty
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-200">
                {(shown ?? item).productComponents.map((component, index) => (
                  <tr key={`${component.name}-${index}`}>
                    <td className="px-3 py-2">{component.name}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{component.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}

      {/* The dialog scrolls on a small phone: the action stays in reach at its bottom edge. */}
      <div className="sticky bottom-0 -mx-5 -mb-5 border-t border-ink-200 bg-white px-5 pt-3 pb-5">
        <Button block disabled={shown === null} onClick={() => shown && onAction(shown, chosen.battery)}>
          {actionLabel}
        </Button>
      </div>
    </div>
  );
}
