import { formatNaira } from '@imole/domain/format';
import type { RepaymentOption } from '../api/get-request.ts';

/**
 * The down-payment options: as the server computed them, or as /confirm-pricing works them out live with the
 * server's own function (downPaymentOptions of packages/domain, docs/finance.md).
 */
export function RepaymentOptions({ options }: { options: readonly RepaymentOption[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {options.map((option) => (
        <li
          key={option.equityPecentage}
          className="rounded-xl border border-ink-200 bg-white p-3 text-sm"
          data-testid="repayment-option"
        >
          <p className="mb-1 font-semibold">{option.equityPecentage}% down payment</p>
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 tabular-nums">
            <dt className="text-ink-700">Down payment</dt>
            <dd className="text-right font-semibold">{formatNaira(option.equityPayment)}</dd>
            <dt className="text-ink-700">Monthly, {option.repaymentDuration} months</dt>
            <dd className="text-right">{formatNaira(option.monthlyRepayment)}</dd>
            <dt className="text-ink-700">Total repayable</dt>
            <dd className="text-right">{formatNaira(option.totalRepayable)}</dd>
            <dt className="text-ink-700">Cost of credit</dt>
            <dd className="text-right">{formatNaira(option.costOfCredit)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
