import { formatNaira } from '@imole/domain/format';
import { useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { ChevronRightIcon } from '../../components/ui/icons.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLoanBalance } from './api/get-loan-balance.ts';
import { useNextRepayment } from './api/get-next-repayment.ts';
import { usePaymentQuote, type PaymentQuote } from './api/get-payment-quote.ts';
import type { SavedPayment } from './api/save-payment.ts';
import { ConfirmCardPayment } from './components/confirm-card-payment.tsx';
import { PaymentSkeleton, QuoteLoadError } from './components/page-states.tsx';
import { PayError, PayHint, PayMethod, useCardPaid, usePay, type PayInput } from './components/pay-method.tsx';
import { minimumRepayment } from './amount-rule.ts';
import { dueText, formatDay } from './format.ts';
import { paymentStage } from './stage.ts';

/**
 * /make-payment: what can I pay now? (docs/web-routing.md "Payment pages"). Before the first payment: in
 * instalments (/payment) or in full (/outright-payment). With a loan running: the next repayment or the whole loan,
 * each one tap to the checkout (or, with a saved card, to a confirmation), or another amount on /payment. Anywhere
 * else there is one thing at most to do, so the person goes straight to /payment, which explains it.
 */
export default function MakePaymentPage() {
  useDocumentTitle('Make a payment');
  const request = usePaymentQuote();
  const card = useCardPaid(request.data?.quote?.id);
  if (card.paid) return card.modal;
  if (request.isPending) return <PaymentSkeleton label="Loading your quote" />;
  if (request.isError)
    return (
      <QuoteLoadError error={request.error} retrying={request.isFetching} onRetry={() => void request.refetch()} />
    );
  const stage = paymentStage(request.data);
  const quote = request.data?.quote;
  if ((stage === 'pay' || stage === 'pay-on-delivery') && quote) return <FirstPayment quote={quote} />;
  if (stage === 'repaying' && quote) return <LoanPayment quoteId={quote.id} onPaid={card.onPaid} />;
  return <Navigate to="/payment" replace />;
}

function Choices({ title, before, children }: { title: string; before?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-bold tracking-tight">{title}</h2>
      {before}
      <ul className="flex flex-col gap-3">{children}</ul>
    </div>
  );
}

const choiceClasses =
  'flex min-h-20 w-full items-center gap-3 rounded-2xl border-2 border-ink-200 p-4 text-left ' +
  'hover:border-ink-900 active:bg-ink-50 disabled:cursor-wait';

function ChoiceText({ title, amount, text }: { title: string; amount: string; text: string }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="block font-semibold">{title}</span>
      <span className="block text-lg font-bold tabular-nums">{amount}</span>
      <span className="block text-sm text-ink-600">{text}</span>
    </span>
  );
}

function FirstPayment({ quote }: { quote: PaymentQuote }) {
  return (
    <Choices title="How do you want to pay?">
      <li>
        <Link to="/outright-payment" className={choiceClasses}>
          <ChoiceText
            title="Pay in full"
            amount={formatNaira(quote.totalAssetAmount)}
            text="One payment, no interest."
          />
          <ChevronRightIcon className="size-5 shrink-0 text-ink-500" />
        </Link>
      </li>
      <li>
        <Link to="/payment" className={choiceClasses}>
          <ChoiceText
            title="Pay in instalments"
            amount={`${formatNaira(quote.equity)} down`}
            text={`Then ${formatNaira(quote.monthlyRepayment)} a month for ${quote.durationMonths} months.`}
          />
          <ChevronRightIcon className="size-5 shrink-0 text-ink-500" />
        </Link>
      </li>
    </Choices>
  );
}

function LoanPayment({ quoteId, onPaid }: { quoteId: number; onPaid(payment: SavedPayment): void }) {
  const next = useNextRepayment(quoteId);
  const balance = useLoanBalance(quoteId);
  const pay = usePay({ onPaid });
  // A saved card is charged at once, so a tap on an amount asks first; a new card goes to the checkout, which asks.
  const [confirming, setConfirming] = useState<PayInput | null>(null);
  const choose = (input: PayInput) => {
    if (pay.card) setConfirming(input);
    else void pay.pay(input);
  };
  if (next.isPending || balance.isPending) return <PaymentSkeleton label="Loading your loan" />;
  if (next.isError || balance.isError || next.data.amount <= 0 || balance.data.payoff <= 0) {
    // One thing or nothing to pay, or the figures failed: /payment shows it (and its own errors).
    return <Navigate to="/payment" replace />;
  }
  // What the server accepts for "the next repayment": its amount rounded up to the naira.
  const least = minimumRepayment(next.data.amount);
  // Offline the amounts cannot be paid: disabled, with PayHint saying why (docs/offline.md).
  const busy = pay.busy || pay.offline;
  const pending = pay.purpose;
  return (
    <div className="flex flex-col gap-4">
      <PayError pay={pay} />
      {/* How, before the amounts: a tap on an amount pays (or asks first, with a saved card). */}
      <Choices title="What do you want to pay?" before={<PayMethod pay={pay} />}>
        <li>
          <button
            type="button"
            disabled={busy}
            aria-busy={busy && pending === 'repayment' ? true : undefined}
            className={choiceClasses}
            onClick={() => choose({ quoteId, purpose: 'repayment', amount: least, shown: least })}
          >
            <ChoiceText
              title="My next repayment"
              amount={formatNaira(least)}
              text={`${next.data.dueDate ? `${formatDay(next.data.dueDate)} · ` : ''}${dueText(next.data.dueInDaysCount)}`}
            />
            {busy && pending === 'repayment' ? (
              <Spinner className="size-5 shrink-0" />
            ) : (
              <ChevronRightIcon className="size-5 shrink-0 text-ink-500" />
            )}
          </button>
        </li>
        <li>
          <button
            type="button"
            disabled={busy}
            aria-busy={busy && pending === 'payoff' ? true : undefined}
            className={choiceClasses}
            onClick={() => choose({ quoteId, purpose: 'payoff', shown: balance.data.payoff })}
          >
            <ChoiceText
              title="Pay off the loan"
              amount={formatNaira(balance.data.payoff)}
              text="Everything today. No more monthly repayments."
            />
            {busy && pending === 'payoff' ? (
              <Spinner className="size-5 shrink-0" />
            ) : (
              <ChevronRightIcon className="size-5 shrink-0 text-ink-500" />
            )}
          </button>
        </li>
      </Choices>
      {pay.offline && <PayHint pay={pay} />}
      <Link
        to="/payment"
        className="min-h-11 self-center px-2 py-3 text-center text-base font-semibold text-brand-800 underline underline-offset-4"
      >
        Pay a different amount
      </Link>
      <ConfirmCardPayment pay={pay} input={confirming} onClose={() => setConfirming(null)} />
    </div>
  );
}
