import { formatNaira } from '@imole/domain/format';
import type { Product } from '../../lib/products/types.ts';

/**
 * A package's money and warranty (customer spec §2 "Choose plan": monthly repayment, down payment, outright cost and
 * warranty months), as a definition list so each figure is read with its name.
 */
export function ProductFigures({
  product,
  className = '',
  financedBy,
}: {
  product: Product;
  className?: string;
  /**
   * A partner bank finances it (/bankquote, docs/banks.md): the bank pays the price and sets the repayments, so
   * Imole's own plan (monthly repayment, down payment) is not shown; the price is.
   */
  financedBy?: string | undefined;
}) {
  if (financedBy)
    return (
      <dl className={`grid grid-cols-2 gap-x-3 gap-y-2 text-sm ${className}`}>
        <div>
          <dt className="text-ink-600">System price</dt>
          <dd className="font-semibold text-ink-900">{formatNaira(product.oneOffPaymentCost)}</dd>
        </div>
        <div>
          <dt className="text-ink-600">Warranty</dt>
          <dd className="font-semibold text-ink-900">{product.warrantyPeriod} months</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-ink-600">Repayments</dt>
          <dd className="text-ink-900">Agreed with {financedBy}, who pays us the price</dd>
        </div>
      </dl>
    );
  return (
    <dl className={`grid grid-cols-2 gap-x-3 gap-y-2 text-sm ${className}`}>
      <div>
        <dt className="text-ink-600">Monthly repayment</dt>
        <dd className="font-semibold text-ink-900">
          {formatNaira(product.repaymentAmount)}
          <span className="block text-xs font-normal text-ink-600">for {product.repaymentLength} months</span>
        </dd>
      </div>
      <div>
        <dt className="text-ink-600">Down payment</dt>
        <dd className="font-semibold text-ink-900">{formatNaira(product.initialPayment)}</dd>
      </div>
      <div>
        <dt className="text-ink-600">Outright cost</dt>
        <dd className="font-semibold text-ink-900">{formatNaira(product.oneOffPaymentCost)}</dd>
      </div>
      <div>
        <dt className="text-ink-600">Warranty</dt>
        <dd className="font-semibold text-ink-900">{product.warrantyPeriod} months</dd>
      </div>
    </dl>
  );
}
