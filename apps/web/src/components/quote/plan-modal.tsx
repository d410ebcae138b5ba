import { formatNaira } from '@imole/domain/format';
import { useId, useState, type FormEvent } from 'react';
import { useQuoteRepaymentsRange, type RepaymentOption } from '../../lib/quotes/get-quote-repayments-range.ts';
import { useUpdateQuoteEquityPercentage } from '../../lib/quotes/update-quote-equity-percentage.ts';
import { requestStatusOf } from '../../lib/request-status.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { LoadError } from '../ui/load-error.tsx';
import { Modal } from '../ui/modal.tsx';
import { Skeleton } from '../ui/skeleton.tsx';

export const PLAN_MODAL_TITLE = 'Select a new down payment plan';

interface PlanModalProps {
  open: boolean;
  onClose(): void;
  quoteId: number;
  /**
   * After the server accepted the new plan, with its sentence ("Your down payment plan is now 50%."). The parent
   * closes the modal, shows the sentence for 10 seconds (`useTimedMessage` in src/lib) and reloads its quote;
   * every ['quotes', …] query is already invalidated.
   */
  onUpdated(message: string): void;
}

/**
 * "Select a new down payment plan" (customer spec §2, §4 "Plan update"): the down-payment options the server offers
 * on this quote as radios, each with its monthly repayment, total repayable and cost of credit, and the effective
 * annual rate once (design.md §6). Save sends POST Quote/UpdateQuoteEquityPecentage. The dashboard and /payment both
 * compose it.
 */
export function PlanModal({ open, onClose, quoteId, onUpdated }: PlanModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={PLAN_MODAL_TITLE}>
      {/* Mounted only while open, so the plans load when the person asks for them. */}
      <PlanChooser quoteId={quoteId} onUpdated={onUpdated} />
    </Modal>
  );
}

function PlanChooser({ quoteId, onUpdated }: Pick<PlanModalProps, 'quoteId' | 'onUpdated'>) {
  const range = useQuoteRepaymentsRange(quoteId);
  const update = useUpdateQuoteEquityPercentage();
  const [choice, setChoice] = useState<number | null>(null);
  const name = useId();

  if (range.isPending) {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">Loading the plans</span>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-24 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (range.isError) {
    return (
      <LoadError
        title="We could not load the plans"
        message={range.error.message}
        onRetry={() => void range.refetch()}
        retrying={range.isFetching}
      />
    );
  }

  const { options, selected, effectiveAnnualRate } = range.data;
  // A quote on which nobody has chosen yet is on the lowest down payment offered (docs/finance.md).
  const current = selected ?? Math.min(...options.map((o) => o.equityPecentage));
  const chosen = choice ?? current;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === current) return;
    update.mutate({ quoteId, equityPercentage: chosen }, { onSuccess: (message) => onUpdated(message) });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm text-ink-700">
          A bigger down payment means smaller monthly repayments and less interest.
        </legend>
        {options.map((option) => (
          <PlanOption
            key={option.equityPecentage}
            option={option}
            name={name}
            checked={chosen === option.equityPecentage}
            current={current === option.equityPecentage}
            onChoose={() => {
              setChoice(option.equityPecentage);
              update.reset();
            }}
          />
        ))}
      </fieldset>
      {/* Stays in sight at the foot of the dialog while the options scroll on a short phone. */}
      <div className="sticky bottom-0 -mx-5 -mb-5 flex flex-col gap-3 border-t border-ink-200 bg-white px-5 pt-3 pb-5">
        <p className="text-sm text-ink-600">
          Effective annual rate: <span className="font-semibold text-ink-900">{effectiveAnnualRate}%</span>
        </p>
        {update.isError && (
          <Alert tone="error" onDismiss={() => update.reset()}>
            <p>{update.error.message}</p>
          </Alert>
        )}
        <Button
          type="submit"
          block
          disabled={chosen === current}
          state={requestStatusOf(update.status)}
          loadingLabel="Saving your plan"
        >
          Save
        </Button>
      </div>
    </form>
  );
}

interface PlanOptionProps {
  option: RepaymentOption;
  name: string;
  checked: boolean;
  current: boolean;
  onChoose(): void;
}

function PlanOption({ option, name, checked, current, onChoose }: PlanOptionProps) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={`flex cursor-pointer gap-3 rounded-2xl border-2 p-4 ${
        checked ? 'border-ink-900 bg-brand-50' : 'border-ink-200 hover:border-ink-400'
      }`}
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={option.equityPecentage}
        checked={checked}
        onChange={onChoose}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-details`}
        className="mt-1 size-5 shrink-0 accent-brand-700"
      />
      <span className="min-w-0 flex-1">
        <span id={`${id}-name`} className="flex flex-wrap items-baseline justify-between gap-x-2">
          <span className="font-semibold">
            {option.equityPecentage}% down payment
            {current && <span className="ml-2 text-xs font-semibold text-brand-800 uppercase">Current</span>}
          </span>
          <span className="font-bold tabular-nums">{formatNaira(option.equityPayment)}</span>
        </span>
        <span id={`${id}-details`} className="block">
          <span className="block text-sm text-ink-700">
            {formatNaira(option.monthlyRepayment)} a month for {option.repaymentDuration} months
          </span>
          <span className="mt-1 grid grid-cols-2 gap-x-3 text-sm text-ink-600">
            <span>
              Total repayable
              <span className="block font-semibold text-ink-900 tabular-nums">
                {formatNaira(option.totalRepayable)}
              </span>
            </span>
            <span>
              Cost of credit
              <span className="block font-semibold text-ink-900 tabular-nums">{formatNaira(option.costOfCredit)}</span>
            </span>
          </span>
        </span>
      </span>
    </label>
  );
}
