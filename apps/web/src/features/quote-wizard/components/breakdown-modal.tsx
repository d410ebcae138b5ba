import { cleanQuantity, componentTotal } from '@imole/domain/quote-request';
import { formatNaira } from '@imole/domain/format';
import { Modal } from '../../../components/ui/modal.tsx';
import type { ComponentLine } from '../wizard-state.ts';

interface BreakdownModalProps {
  open: boolean;
  onClose(): void;
  lines: ComponentLine[];
  /** The categories' names in the catalogue's order: the lines are listed in it, not in the order they were ticked. */
  order?: readonly string[];
  /** What the total leaves out, said to the person reading it. */
  note?: string;
}

/**
 * "See breakdown" (customer spec §2 "Components"): each selected line, its price and the total, in the catalogue's
 * order of categories (issue 19: they were listed in the order they were ticked, so the same system read differently).
 */
export function BreakdownModal({
  open,
  onClose,
  lines,
  order = [],
  note = 'Installation and transport are added when our team prices your quote.',
}: BreakdownModalProps) {
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? order.length : index;
  };
  const priced = lines
    .filter((line) => line.productId !== null)
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
  return (
    <Modal open={open} onClose={onClose} title="Cost breakdown">
      {priced.length === 0 ? (
        <p className="text-ink-700">Choose a product in a category to see its cost here.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Selected equipment and cost</caption>
          <thead>
            <tr className="border-b border-ink-200 text-ink-600">
              <th scope="col" className="py-2 pr-2 font-semibold">
                Item
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Cost
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-200">
            {priced.map((line) => (
              <tr key={line.name}>
                <td className="py-2 pr-2">
                  <span className="block font-medium">{line.productName}</span>
                  <span className="text-ink-600">
                    {cleanQuantity(line.quantity) || 0} × {formatNaira(line.unitPrice)}
                  </span>
                </td>
                <td className="py-2 text-right tabular-nums">
                  {formatNaira(
                    componentTotal([{ unitPrice: line.unitPrice, quantity: cleanQuantity(line.quantity) || 0 }]),
                  )}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-ink-900 font-semibold">
              <th scope="row" className="py-2 pr-2 text-left">
                Total
              </th>
              <td className="py-2 text-right tabular-nums">
                {formatNaira(
                  componentTotal(
                    priced.map((l) => ({ unitPrice: l.unitPrice, quantity: cleanQuantity(l.quantity) || 0 })),
                  ),
                )}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      <p className="mt-3 text-sm text-ink-600">{note}</p>
    </Modal>
  );
}
