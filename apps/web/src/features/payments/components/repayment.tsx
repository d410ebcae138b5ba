import { formatNaira } from '@imole/domain/format';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { amountFromInput, amountToInput, CurrencyInput } from '../../../components/ui/currency-input.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useLoanBalance, type LoanBalance } from '../api/get-loan-balance.ts';
import { useNextRepayment, type NextRepayment } from '../api/get-next-repayment.ts';
import type { SavedPayment } from '../api/save-payment.ts';
import { minimumRepayment, repaymentAmountError } from '../amount-rule.ts';
import { dueText, formatDay } from '../format.ts';
import { Figure, Figures } from './figures.tsx';
import { ConfirmCardPayment } from './confirm-card-payment.tsx';
import { PayError, PayHint, PayMethod, usePay, type Pay, type PayInput } from './pay-method.tsx';
import { StageNotice } from './stage-notice.tsx';

/**
 * After installation (customer spec §4 "Installation actions", success state): the next repayment and its due date,
 * an amount of the person's choosing (never below the next repayment, rounded up), and "Pay off the loan"; one
 * "Pay with" choice serves both.
 */
export function Repayment({ quoteId, onPaid }: { quoteId: number; onPaid(payment: SavedPayment): void }) {
  const next = useNextRepayment(quoteId);
  const balance = useLoanBalance(quoteId);
  const pay = usePay({ onPaid });

  if (next.isPending || balance.isPending) {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">Loading your repayment</span>
        <Skeleton className="h-36 w-full rounded-2xl" />
        <Skeleton className="h-12 w-full rounded-xl" />
        <Skeleton className="h-12 w-full rounded-xl" />
      </div>
    );
  }
  if (next.isError || balance.isError) {
    return (
      <LoadError
        title="We could not load your repayment"
        message={(next.error ?? balance.error)?.message ?? ''}
        retrying={next.isFetching || balance.isFetching}
        onRetry={() => {
          void next.refetch();
          void balance.refetch();
        }}
      />
    );
  }
  if (next.data.amount <= 0 && balance.data.payoff <= 0) return <StageNotice stage="nothing-due" />;

  return (
    <div className="flex flex-col gap-6">
      {next.data.amount > 0 && <NextRepaymentCard next={next.data} balance={balance.data} />}
      {next.data.amount > 0 ? (
        <RepaymentForm quoteId={quoteId} next={next.data.amount} pay={pay} />
      ) : (
        <PayMethod pay={pay} />
      )}
      {balance.data.payoff > 0 && <PayOff quoteId={quoteId} payoff={balance.data.payoff} pay={pay} />}
      <nav aria-label="Your loan" className="flex flex-wrap justify-center gap-x-6">
        <Link
          to="/repayment-schedule"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          Repayment schedule
        </Link>
        <Link
          to="/payment-history"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          Payment history
        </Link>
      </nav>
    </div>
  );
}

function NextRepaymentCard({ next, balance }: { next: NextRepayment; balance: LoanBalance }) {
  const overdue = next.dueInDaysCount < 0;
  return (
    <section aria-labelledby="next-title" className="rounded-2xl border border-ink-200 p-4 shadow-sm">
      <h2 id="next-title" className="text-sm font-semibold text-ink-600">
        Next repayment
      </h2>
      <p className="mt-1 text-3xl font-bold tracking-tight tabular-nums" data-testid="next-repayment">
        {formatNaira(next.amount)}
      </p>
      <p className={`text-sm ${overdue ? 'font-semibold text-danger-700' : 'text-ink-700'}`}>
        {next.dueDate ? `${formatDay(next.dueDate)} · ` : ''}
        {dueText(next.dueInDaysCount)}
      </p>
      {(next.paidAhead ?? 0) > 0 && (
        <p className="text-sm text-ink-700" data-testid="paid-ahead">
          {formatNaira(next.paidAhead ?? 0)} paid ahead already counts towards your next instalments: this is what is
          left to pay of this one.
        </p>
      )}
      <LoanFigures balance={balance} />
    </section>
  );
}

/**
 * The loan's figures on one day, each named so they visibly add up (docs/finance.md "The statement"): the balance is
 * the principal left; with the interest accrued to today it makes the payoff; the schedule's remaining is more,
 * because it includes the interest of the months ahead that paying off today saves.
 */
function LoanFigures({ balance }: { balance: LoanBalance }) {
  const interest = balance.interestToDate ?? Math.max(0, balance.payoff - balance.loanBalance);
  return (
    <>
      <Figures className="mt-3 border-t border-ink-200">
        <Figure name="Loan balance">{formatNaira(balance.loanBalance)}</Figure>
        <Figure name="Interest to today">{formatNaira(interest)}</Figure>
        <Figure name="Pay off today" strong>
          <span data-testid="payoff-figure">{formatNaira(balance.payoff)}</span>
        </Figure>
        {balance.remaining !== undefined && (
          <Figure name="Left on your schedule">
            <span data-testid="remaining-figure">{formatNaira(balance.remaining)}</span>
          </Figure>
        )}
        {balance.arrears > 0 && <Figure name="Overdue now">{formatNaira(balance.arrears)}</Figure>}
      </Figures>
      {balance.remaining !== undefined && balance.remaining > balance.payoff && (
        <p className="text-sm text-ink-600">
          Left on your schedule includes the interest of the months ahead; paying off today saves{' '}
          {formatNaira(balance.remaining - balance.payoff)}.
        </p>
      )}
    </>
  );
}

function RepaymentForm({ quoteId, next, pay }: { quoteId: number; next: number; pay: Pay }) {
  const least = minimumRepayment(next);
  const [text, setText] = useState(() => amountToInput(least));
  const [checked, setChecked] = useState(false);
  const amount = amountFromInput(text);
  const error = checked ? repaymentAmountError(amount, next) : undefined;
  const payable = amount !== null && repaymentAmountError(amount, next) === undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!payable) return;
    void pay.pay({ quoteId, purpose: 'repayment', amount, shown: amount });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <CurrencyInput
        label="Amount to pay"
        hint={`At least ${formatNaira(least)}, in whole naira. Paying more clears your loan sooner and saves interest.`}
        value={text}
        onValueChange={(value) => {
          setText(value);
          pay.reset();
        }}
        error={error}
      />
      {/* One choice for this form and the payoff below it. */}
      <PayMethod pay={pay} />
      {pay.purpose !== 'payoff' && <PayError pay={pay} />}
      <Button
        type="submit"
        block
        state={pay.stateFor('repayment')}
        disabled={pay.busy || pay.offline}
        aria-describedby={pay.hintId}
        loadingLabel={pay.loadingLabel}
      >
        {payable ? `Pay ${formatNaira(amount)}` : 'Pay'}
      </Button>
      <PayHint pay={pay} />
    </form>
  );
}

function PayOff({ quoteId, payoff, pay }: { quoteId: number; payoff: number; pay: Pay }) {
  // A saved card is charged at once: the whole loan is a large sum, so the customer says yes to it first. A new card
  // goes to the provider's page, which asks.
  const [confirming, setConfirming] = useState<PayInput | null>(null);
  const input: PayInput = { quoteId, purpose: 'payoff', shown: payoff };
  return (
    <section aria-labelledby="payoff-title" className="flex flex-col gap-3 border-t border-ink-200 pt-5">
      <h2 id="payoff-title" className="text-lg font-semibold">
        Pay off the loan
      </h2>
      <p className="text-base text-ink-700">
        Settle the whole loan today for <span className="font-semibold text-ink-900">{formatNaira(payoff)}</span>: what
        is left of the amount financed plus the interest to today. No more monthly repayments after that.
      </p>
      {pay.purpose === 'payoff' && <PayError pay={pay} />}
      <Button
        variant="secondary"
        block
        state={pay.stateFor('payoff')}
        disabled={pay.busy || pay.offline}
        aria-describedby={pay.hintId}
        loadingLabel={pay.loadingLabel}
        onClick={() => (pay.card ? setConfirming(input) : void pay.pay(input))}
      >
        Pay off {formatNaira(payoff)}
      </Button>
      <ConfirmCardPayment pay={pay} input={confirming} onClose={() => setConfirming(null)} />
    </section>
  );
}
