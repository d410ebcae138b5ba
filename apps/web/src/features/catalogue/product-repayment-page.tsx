import { formatKoboAsNaira, formatNaira } from '@imole/domain/format';
import { addKobo, nairaToKobo } from '@imole/domain/money';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatShortMonth } from '../../lib/customer-dates.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import type { RepaymentOption } from '../../lib/quotes/get-quote-repayments-range.ts';
import { useProductRepayments, type ProductRepayments } from './api/get-product-repayments.ts';
import { BadLink } from './components/bad-link.tsx';
import { months } from './labels.ts';

const day = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A due date 'YYYY-MM-DD' read as a calendar day: "22 Dec 2026". */
function formatDay(calendarDate: string): string {
  const date = new Date(`${calendarDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? calendarDate : formatShortMonth(day, date);
}

/**
 * /product-repayment/:id: what a customer would pay for this package on instalment: every down-payment option with
 * its monthly repayment, months, total repayable and cost of credit, and the schedule of the chosen one as if the
 * package were installed today (GET Transaction/GenerateProductRepayments). The option lives in the URL (`?equity=40`),
 * so a reload or a shared link shows the same plan.
 */
export default function ProductRepaymentPage() {
  useDocumentTitle('Repayment plan');
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const wanted = params.get('equity');
  const equity = wanted !== null && /^\d+$/.test(wanted) ? Number(wanted) : null;
  const preview = useProductRepayments(id, equity);
  // The tapped option is checked at once; the URL (a router navigation) follows a moment later.
  const [picked, setPicked] = useState<number | null>(null);
  const [shownEquity, setShownEquity] = useState(equity);
  if (equity !== shownEquity) {
    setShownEquity(equity);
    setPicked(null);
  }

  if (!Number.isInteger(id) || id <= 0) return <BadLink />;

  return (
    <div className="flex flex-col gap-5">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Repayment plan</h1>
        {preview.data && (
          <p className="text-base text-ink-700">
            {preview.data.product.name} · {formatNaira(preview.data.product.oneOffPaymentCost)} outright
          </p>
        )}
      </div>
      {preview.isPending ? (
        <PageSkeleton />
      ) : preview.isError && !preview.data ? (
        <>
          <LoadError
            title="We could not load the repayment plan"
            message={preview.error.message}
            retrying={preview.isRefetching}
            onRetry={() => void preview.refetch()}
          />
          <Link to={`/package-detail/${id}`} className={buttonClasses('ghost', { block: true })}>
            Back to the package
          </Link>
        </>
      ) : (
        <Plan
          preview={preview.data!}
          selected={picked ?? equity ?? preview.data!.product.contributionPecentage}
          updating={preview.isPlaceholderData}
          failed={preview.isError ? preview.error.message : null}
          onChoose={(pct) => {
            setPicked(pct);
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('equity', String(pct));
                return next;
              },
              { replace: true },
            );
          }}
        />
      )}
    </div>
  );
}

interface PlanProps {
  preview: ProductRepayments;
  /** The option asked for: checked at once, while its schedule loads. */
  selected: number;
  /** Another option's schedule is loading; the previous one stays on screen. */
  updating: boolean;
  failed: string | null;
  onChoose(equityPercentage: number): void;
}

function Plan({ preview, selected, updating, failed, onChoose }: PlanProps) {
  const { product, options, generalRepayment } = preview;
  const chosen = product.contributionPecentage;
  const repaid = addKobo(...generalRepayment.map((row) => nairaToKobo(row.totalRepayment)));
  // One total (issue 19): the down payment and the instalments add up to the option's "Total repayable".
  const repayable = addKobo(nairaToKobo(product.initialPayment), repaid);

  return (
    <>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-lg font-semibold">Down-payment options</legend>
        {options.length === 0 ? (
          <p className="rounded-2xl bg-ink-50 p-5 text-center text-sm text-ink-700">
            No down-payment options are set. An admin sets them in Business settings.
          </p>
        ) : (
          options.map((option) => (
            <OptionCard
              key={option.equityPecentage}
              option={option}
              checked={option.equityPecentage === selected}
              onChoose={() => onChoose(option.equityPecentage)}
            />
          ))
        )}
        <p className="text-xs text-ink-600">Effective annual rate {preview.effectiveAnnualRate}%.</p>
      </fieldset>

      {failed && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {failed}
        </p>
      )}

      <section
        aria-labelledby="schedule-heading"
        aria-busy={updating || undefined}
        className="flex flex-col gap-3"
        data-testid="schedule"
      >
        <div className="flex items-center justify-between gap-2">
          <h2 id="schedule-heading" className="text-lg font-semibold">
            Schedule
          </h2>
          {updating && (
            <span className="inline-flex items-center gap-2 text-sm text-ink-700">
              <Spinner />
              <span className="sr-only">Loading the schedule</span>
            </span>
          )}
        </div>
        <p className="text-sm text-ink-700">
          {chosen}% down: {formatNaira(product.initialPayment)} before installation, then{' '}
          {formatNaira(product.repaymentAmount)} a month for {months(product.repaymentLength)}, as if installed today.
        </p>
        {generalRepayment.length === 0 ? (
          <p className="rounded-2xl bg-ink-50 p-5 text-center text-sm text-ink-700">
            Nothing to repay: the down payment covers the whole price.
          </p>
        ) : (
          <div className="overflow-hidden rounded-2xl border border-ink-200">
            <table className="w-full text-sm tabular-nums">
              <caption className="sr-only">
                Monthly repayments for {chosen}% down, {months(product.repaymentLength)}
              </caption>
              <thead className="bg-ink-50 text-left text-ink-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Month
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Due date
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-200">
                {generalRepayment.map((row, index) => (
                  <tr key={row.installmentDate}>
                    <td className="px-3 py-2">{index + 1}</td>
                    <td className="px-3 py-2">{formatDay(row.installmentDate)}</td>
                    <td className="px-3 py-2 text-right">{formatNaira(row.totalRepayment)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t border-ink-300 font-semibold">
                <tr>
                  <th scope="row" colSpan={2} className="px-3 py-2 text-left">
                    Total of repayments
                  </th>
                  <td className="px-3 py-2 text-right">{formatKoboAsNaira(repaid)}</td>
                </tr>
                <tr className="font-normal">
                  <th scope="row" colSpan={2} className="px-3 py-2 text-left font-normal">
                    Down payment ({chosen}%)
                  </th>
                  <td className="px-3 py-2 text-right">{formatNaira(product.initialPayment)}</td>
                </tr>
                <tr>
                  <th scope="row" colSpan={2} className="px-3 py-2 text-left">
                    Total repayable
                  </th>
                  <td className="px-3 py-2 text-right" data-testid="total-repayable">
                    {formatKoboAsNaira(repayable)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

function OptionCard({ option, checked, onChoose }: { option: RepaymentOption; checked: boolean; onChoose(): void }) {
  const id = `option-${option.equityPecentage}`;
  return (
    <label
      htmlFor={id}
      className={`flex cursor-pointer gap-3 rounded-2xl border-2 p-4 ${
        checked ? 'border-brand-500 bg-brand-50' : 'border-ink-200 bg-white'
      }`}
    >
      <input
        id={id}
        type="radio"
        name="equity"
        checked={checked}
        onChange={onChoose}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-figures`}
        className="mt-1 size-5 shrink-0 accent-brand-600"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-2">
        <span id={`${id}-title`} className="text-base font-semibold">
          {option.equityPecentage}% down: {formatNaira(option.equityPayment)}
        </span>
        <span id={`${id}-figures`} className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <span>
            <span className="block text-ink-600">Monthly</span>
            <span className="font-semibold tabular-nums">{formatNaira(option.monthlyRepayment)}</span>
          </span>
          <span>
            <span className="block text-ink-600">Months</span>
            <span className="font-semibold tabular-nums">{option.repaymentDuration}</span>
          </span>
          <span>
            <span className="block text-ink-600">Total repayable</span>
            <span className="font-semibold tabular-nums">{formatNaira(option.totalRepayable)}</span>
          </span>
          <span>
            <span className="block text-ink-600">Cost of credit</span>
            <span className="font-semibold tabular-nums">{formatNaira(option.costOfCredit)}</span>
          </span>
        </span>
      </span>
    </label>
  );
}
