import { formatNaira } from '@imole/domain/format';

/**
 * An agent's or coordinator's commission from the ledger: still to be paid to them, earned in all, paid. When a
 * refund took back commission already paid out, the ledger's unpaid figure is below zero: that is said as what the
 * next commission makes up first, not as a negative amount owed (docs/sales.md "The commission ledger").
 */
export function CommissionCard(props: { unpaid: number; earned: number; paid: number }) {
  const behind = props.unpaid < 0 ? -props.unpaid : 0;
  return (
    <div className="rounded-2xl bg-brand-900 p-4 text-white">
      <p className="text-sm text-brand-100">Still to be paid to you</p>
      <p className="text-3xl font-bold tabular-nums" data-testid="commission-unpaid">
        {formatNaira(behind > 0 ? 0 : props.unpaid)}
      </p>
      {behind > 0 && (
        <p className="mt-1 text-sm text-brand-100" data-testid="commission-behind">
          A customer&rsquo;s refund took back {formatNaira(behind)} of commission already paid to you: your next
          commission makes it up first.
        </p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-brand-100">Earned in all</dt>
          <dd className="font-semibold tabular-nums">{formatNaira(props.earned)}</dd>
        </div>
        <div>
          <dt className="text-brand-100">Paid to you</dt>
          <dd className="font-semibold tabular-nums">{formatNaira(props.paid)}</dd>
        </div>
      </dl>
    </div>
  );
}
