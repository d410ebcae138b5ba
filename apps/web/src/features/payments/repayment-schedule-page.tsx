import { formatNaira } from '@imole/domain/format';
import { LoadError } from '../../components/ui/load-error.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import type { PaymentQuote } from './api/get-payment-quote.ts';
import { useRepayments, type Instalment } from './api/get-repayments.ts';
import { EmptyState, ForCurrentQuote, ListSkeleton } from './components/for-current-quote.tsx';
import { formatDay } from './format.ts';

/** The server's sentence before there is a schedule (customer spec §2, docs/payments.md). */
export const SCHEDULE_NOT_CONFIRMED = 'Repayment schedule yet to be confirmed';

/** /repayment-schedule (customer spec §2): every instalment, what is paid, and a bar of paid against remaining. */
export default function RepaymentSchedulePage() {
  useDocumentTitle('Repayment schedule');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Repayment schedule</h1>
      <ForCurrentQuote loadingLabel="Loading your schedule" empty={<NotConfirmed />}>
        {(quoteId, _status, quote) => <Schedule quoteId={quoteId} quote={quote} />}
      </ForCurrentQuote>
    </div>
  );
}

function NotConfirmed() {
  return (
    <EmptyState title={SCHEDULE_NOT_CONFIRMED}>
      <p className="text-sm text-ink-600">
        Your monthly repayments are set when you confirm your installation, starting the month after.
      </p>
    </EmptyState>
  );
}

function PaidInFull() {
  return (
    <EmptyState title="Paid in full">
      <p className="text-sm text-ink-600">You paid for your system outright: there are no monthly repayments.</p>
    </EmptyState>
  );
}

function Schedule({ quoteId, quote }: { quoteId: number; quote: PaymentQuote }) {
  const repayments = useRepayments(quoteId);
  if (repayments.isPending) return <ListSkeleton label="Loading your schedule" />;
  if (repayments.isError)
    return (
      <LoadError
        title="We could not load your schedule"
        message={repayments.error.message}
        retrying={repayments.isFetching}
        onRetry={() => void repayments.refetch()}
      />
    );
  const { instalments, totalPaid, remaining, paidAhead, closedOn, isOutright } = repayments.data;
  if (isOutright) return <PaidInFull />;
  if (instalments.length === 0) return <NotConfirmed />;

  // "Paid" is what was paid (the repayments in the history); "Remaining" is what the schedule still asks.
  return (
    <>
      <PaidBar paid={totalPaid} remaining={remaining} />
      {!closedOn && quote.repaymentAmount !== undefined && (
        <PlanTotal equity={quote.equity} planned={quote.repaymentAmount} now={totalPaid + remaining} />
      )}
      {closedOn ? (
        <p className="rounded-xl bg-success-50 p-3 text-success-800" data-testid="paid-off">
          You paid off your loan on {formatDay(closedOn)}. The instalments due after that day were settled early by that
          payment.
        </p>
      ) : (
        paidAhead > 0 && (
          <p className="rounded-xl bg-ink-50 p-3 text-ink-800" data-testid="paid-ahead">
            <span className="font-semibold">{formatNaira(paidAhead)} paid ahead</span>: it already counts towards your
            next instalments below.
          </p>
        )
      )}
      <ol
        className="flex flex-col divide-y divide-ink-200 rounded-2xl border border-ink-200 px-4"
        data-testid="schedule"
      >
        {instalments.map((instalment) => (
          <InstalmentRow key={instalment.installmentNumber} instalment={instalment} />
        ))}
      </ol>
    </>
  );
}

/**
 * One total (issue 19): the schedule's instalments and the down payment make the dashboard's "Total on instalments".
 * Paying early or more takes less interest, a late repayment lets it run longer (docs/finance.md "The statement"):
 * then both figures are said, and why they differ.
 */
function PlanTotal({ equity, planned, now }: { equity: number; planned: number; now: number }) {
  const kobo = (naira: number) => Math.round(naira * 100);
  const difference = (kobo(now) - kobo(planned)) / 100;
  if (difference === 0) {
    return (
      <p className="text-sm text-ink-700" data-testid="plan-total">
        Total on instalments {formatNaira(equity + planned)}: your down payment of {formatNaira(equity)} and{' '}
        {formatNaira(planned)} of monthly repayments.
      </p>
    );
  }
  return (
    <p className="text-sm text-ink-700" data-testid="plan-total">
      Total on instalments {formatNaira(equity + now)} (planned {formatNaira(equity + planned)}):{' '}
      {difference < 0
        ? `${formatNaira(-difference)} less interest, because you paid early or more.`
        : `${formatNaira(difference)} more interest, because a repayment was late.`}
    </p>
  );
}

/** Paid against remaining, as a bar and in words (the words carry it for screen readers and in bright sun). */
function PaidBar({ paid, remaining }: { paid: number; remaining: number }) {
  const total = paid + remaining;
  const percent = total > 0 ? Math.round((paid / total) * 100) : 0;
  return (
    <section aria-labelledby="paid-title" className="rounded-2xl bg-ink-50 p-4">
      <h2 id="paid-title" className="sr-only">
        Paid against remaining
      </h2>
      <div className="flex items-end justify-between gap-3">
        <p>
          <span className="block text-sm text-ink-600">Paid</span>
          <span className="text-lg font-bold text-success-800 tabular-nums" data-testid="paid-total">
            {formatNaira(paid)}
          </span>
        </p>
        <p className="text-right">
          <span className="block text-sm text-ink-600">Remaining</span>
          <span className="text-lg font-bold tabular-nums" data-testid="remaining-total">
            {formatNaira(remaining)}
          </span>
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Repaid"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% repaid`}
        className="mt-3 h-3 overflow-hidden rounded-full bg-ink-200"
      >
        {/* An SVG width, not an inline style: the API's CSP allows no inline styles. */}
        <svg viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true" className="block h-full w-full">
          <rect width={percent} height="1" className="fill-success-600" />
        </svg>
      </div>
      <p className="mt-2 text-sm text-ink-700">{percent}% repaid</p>
    </section>
  );
}

const badges: Record<string, { text: string; className: string }> = {
  paid: { text: 'Paid', className: 'bg-success-100 text-success-800' },
  settled: { text: 'Settled early', className: 'bg-success-100 text-success-800' },
  none: { text: 'Nothing to pay', className: 'bg-ink-100 text-ink-800' },
  overdue: { text: 'Overdue', className: 'bg-danger-100 text-danger-800' },
  due: { text: 'Due', className: 'bg-ink-100 text-ink-800' },
};

function InstalmentRow({ instalment }: { instalment: Instalment }) {
  // 'paid' is paid (settled early when a payoff paid it before its day; nothing to pay when the loan is cleared
  // sooner); anything else the server sends reads as due, or overdue when it says so.
  const status =
    instalment.totalRepayment === 0 && instalment.repaymentStatus === 'paid'
      ? 'none'
      : instalment.settledEarly
        ? 'settled'
        : instalment.repaymentStatus;
  const badge = badges[status] ?? badges.due!;
  const partly = instalment.repaymentStatus !== 'paid' && instalment.amountPaid > 0 ? instalment.amountPaid : null;
  return (
    <li className="flex items-center justify-between gap-3 py-3" data-testid="instalment">
      <div className="min-w-0">
        <p className="font-semibold">{formatDay(instalment.installmentDate)}</p>
        <p className="text-sm text-ink-600">
          Instalment {instalment.installmentNumber}
          {partly !== null && ` · ${formatNaira(partly)} paid`}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <span className="font-semibold tabular-nums">{formatNaira(instalment.totalRepayment)}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badge.className}`}>{badge.text}</span>
      </div>
    </li>
  );
}
