import { formatNaira } from '@imole/domain/format';

/** An agent's or coordinator's commission from the ledger: still to be paid to them, earned in all, paid. */
export function CommissionCard(props: { unpaid: number; earned: number; paid: number }) {
  return (
    <div className="rounded-2xl bg-brand-900 p-4 text-white">
      <p className="text-sm text-brand-100">Still to be paid to you</p>
      <p className="text-3xl font-bold tabular-nums" data-testid="commission-unpaid">
        {formatNaira(props.unpaid)}
      </p>
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
