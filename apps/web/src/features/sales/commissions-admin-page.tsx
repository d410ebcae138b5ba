import { lagosDate } from '@imole/domain/dates';
import { formatNaira } from '@imole/domain/format';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { amountFromInput, amountToInput, CurrencyInput } from '../../components/ui/currency-input.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { requestStatusOf } from '../../lib/request-status.ts';
import { formatDay } from '../../lib/staff-dates.ts';
import { useSettleCommission, useUnsettledCommissions, type UnsettledCommission } from './api/sales-api.ts';

/**
 * /sales-commissions (admins, issue 20): every agent, coordinator and referring customer owed commission or referral
 * rewards, most owed first, and "Mark
 * paid" to record a payout made by bank transfer — the amount (all that is owed unless changed), the transfer's
 * reference and its day — read back for a yes first, since a payout cannot be undone (docs/sales.md "Settling").
 */
export default function CommissionsAdminPage() {
  useDocumentTitle('Sales commission');
  const owed = useUnsettledCommissions();
  const [paying, setPaying] = useState<UnsettledCommission | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const total = (owed.data ?? []).reduce((sum, row) => sum + row.totalUnPaid, 0);
  return (
    <div className="flex flex-1 flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Sales commission</h1>
      {done && (
        <Alert tone="success" onDismiss={() => setDone(null)}>
          {done}
        </Alert>
      )}
      <section aria-busy={owed.isPending || undefined} aria-labelledby="owed-heading" className="flex flex-col gap-3">
        <h2 id="owed-heading" className="text-sm font-semibold text-ink-700">
          {owed.isPending
            ? 'Loading'
            : owed.isError
              ? 'Unpaid commission'
              : owed.data.length === 0
                ? 'Unpaid commission'
                : `${formatNaira(total)} unpaid, to ${owed.data.length} ${owed.data.length === 1 ? 'person' : 'people'}`}
        </h2>
        {owed.isPending ? (
          <Skeleton className="h-32 w-full rounded-2xl" />
        ) : owed.isError ? (
          <LoadError
            title="We could not load the unpaid commission"
            message={owed.error.message}
            retrying={owed.isRefetching}
            onRetry={() => void owed.refetch()}
          />
        ) : owed.data.length === 0 ? (
          <p className="rounded-2xl bg-ink-50 px-4 py-10 text-center text-lg font-semibold">
            All commission earned is paid
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {owed.data.map((row) => (
              <li key={row.salesTeamUserId}>
                <article
                  className="flex flex-col gap-2 rounded-2xl border border-ink-200 bg-white p-4"
                  data-testid="owed-card"
                >
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <h3 className="truncate font-semibold">
                        {row.firstname} {row.lastname}
                      </h3>
                      <p className="text-sm text-ink-700">
                        {row.role} · {row.phoneNumber}
                      </p>
                    </div>
                    <p className="text-right">
                      <span className="block text-xs text-ink-700">Unpaid</span>
                      <span className="text-lg font-bold tabular-nums">{formatNaira(row.totalUnPaid)}</span>
                    </p>
                  </div>
                  <p className="text-sm text-ink-700">
                    {row.role === 'Customer' ? 'Referral rewards earned' : 'Earned'} {formatNaira(row.totalCommission)}{' '}
                    · paid {formatNaira(row.totalPaid)}
                  </p>
                  {row.role === 'Customer' && (
                    <p className="text-sm text-ink-700">
                      A customer gives no bank details in the app: call them for an account in their own name, then send
                      the transfer.
                    </p>
                  )}
                  <Button variant="secondary" block onClick={() => setPaying(row)}>
                    Mark paid
                  </Button>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
      {paying && (
        <PayoutForm
          key={paying.salesTeamUserId}
          earner={paying}
          onClose={() => setPaying(null)}
          onPaid={(text) => {
            setPaying(null);
            setDone(text);
          }}
        />
      )}
    </div>
  );
}

function PayoutForm(props: { earner: UnsettledCommission; onClose(): void; onPaid(text: string): void }) {
  const { earner } = props;
  const name = `${earner.firstname} ${earner.lastname}`;
  const [amount, setAmount] = useState(amountToInput(earner.totalUnPaid));
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState(() => lagosDate(new Date()));
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const settle = useSettleCommission();
  const naira = amountFromInput(amount);
  const check = (): string | null => {
    if (naira === null || naira <= 0) return 'Enter the amount paid out in naira';
    if (naira > earner.totalUnPaid) return `That is more than is unpaid: ${formatNaira(earner.totalUnPaid)} is owed.`;
    if (reference.trim().length < 3) return 'Enter the payout reference (the bank transfer reference)';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) return 'Enter the day the money was sent';
    if (paidOn > lagosDate(new Date())) return 'The payout date cannot be in the future.';
    return null;
  };
  return (
    <Modal
      open
      onClose={() => !settle.isPending && props.onClose()}
      title={asking ? `Record ${formatNaira(naira ?? 0)} paid to ${name}?` : `Pay ${name}`}
    >
      {asking ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-ink-700">
            Reference {reference.trim()}, sent on {formatDay(paidOn)}. A payout cannot be undone: record it once the
            transfer has gone.
          </p>
          {error && <Alert tone="error">{error}</Alert>}
          <Button
            block
            state={requestStatusOf(settle.status)}
            loadingLabel="Recording"
            onClick={() =>
              settle.mutate(
                { salesTeamUserId: earner.salesTeamUserId, amount: naira!, reference: reference.trim(), paidOn },
                {
                  onSuccess: () => props.onPaid(`${formatNaira(naira!)} paid to ${name} is recorded.`),
                  onError: (e) => setError(e.message),
                },
              )
            }
          >
            Yes, record it
          </Button>
          <Button variant="secondary" block onClick={() => setAsking(false)} disabled={settle.isPending}>
            Back
          </Button>
        </div>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const problem = check();
            setError(problem);
            if (!problem) setAsking(true);
          }}
        >
          <p className="text-sm text-ink-700">{formatNaira(earner.totalUnPaid)} is unpaid.</p>
          <CurrencyInput label="Amount paid out" value={amount} onValueChange={setAmount} />
          <TextField
            label="Transfer reference"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            autoComplete="off"
          />
          <TextField
            label="Day sent"
            type="date"
            value={paidOn}
            max={lagosDate(new Date())}
            onChange={(event) => setPaidOn(event.target.value)}
          />
          {error && <Alert tone="error">{error}</Alert>}
          <Button type="submit" block>
            Continue
          </Button>
        </form>
      )}
    </Modal>
  );
}
