import { formatNaira } from '@imole/domain/format';
import { useState } from 'react';
import { Link } from 'react-router';
import { PlanModal } from '../../../components/quote/plan-modal.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useQuoteRepaymentsRange } from '../../../lib/quotes/get-quote-repayments-range.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import type { PaymentQuote } from '../api/get-payment-quote.ts';
import type { SavedPayment } from '../api/save-payment.ts';
import { expiryText } from '../format.ts';
import { Figure, Figures } from './figures.tsx';
import { PayError, PayHint, PayMethod, usePay } from './pay-method.tsx';

/**
 * The instalment plan before installation (customer spec §4 "Ready panel variants", instalment): the down payment
 * of the chosen plan, what follows it, "Change plan" (the plan modal), how to pay and "Pay ₦…".
 */
export function DownPayment({
  quote,
  onPlanChanged,
  onPaid,
}: {
  quote: PaymentQuote;
  onPlanChanged(): void;
  onPaid(payment: SavedPayment): void;
}) {
  const range = useQuoteRepaymentsRange(quote.id);
  const pay = usePay({ onPaid });
  const [choosing, setChoosing] = useState(false);
  const notice = useTimedMessage();
  // The plan figures as the server offers them; the quote's own figures until they arrive.
  const plan = range.data?.options.find((o) => o.equityPecentage === quote.contributionPercentage);
  const planned = plan?.equityPayment ?? quote.equity;
  // Money already received on this request (a checkout paid before the plan or the price changed) counts: what is
  // left to pay is what the button asks for.
  const received = quote.firstPayment?.received ?? 0;
  const equity = received > 0 && quote.firstPayment ? quote.firstPayment.stillToPay : planned;
  // Pay on delivery: the plan and the price were agreed with our team, so neither changes here nor expires.
  const onDelivery = quote.payOnDelivery;
  const expiry = onDelivery ? null : expiryText(quote.daysToExpiry);

  return (
    <div className="flex flex-col gap-5">
      {notice.message && (
        <Alert tone="success" onDismiss={notice.clear}>
          <p>{notice.message}</p>
        </Alert>
      )}
      <section aria-labelledby="plan-title" className="rounded-2xl border border-ink-200 p-4 shadow-sm">
        <h2 id="plan-title" className="text-sm font-semibold text-ink-600">
          Down payment · {quote.contributionPercentage}% plan
        </h2>
        <p className="mt-1 text-3xl font-bold tracking-tight tabular-nums" data-testid="down-payment">
          {formatNaira(planned)}
        </p>
        <p className="text-sm text-ink-700">for {quote.productName || 'your system'}</p>
        {received > 0 && (
          <p className="mt-2 rounded-xl bg-brand-50 p-3 text-base text-ink-900" data-testid="still-to-pay">
            You have paid {formatNaira(received)}.{' '}
            <span className="font-semibold">{formatNaira(equity)} still to pay.</span>
          </p>
        )}
        {range.isPending ? (
          // As tall as the figures and the rate line that replace it, so nothing below moves (layout shift).
          <div aria-hidden="true" className="mt-3 flex flex-col border-t border-ink-200">
            {[true, false, false, false].map((twoLines, index) => (
              <div key={index} className="flex items-center justify-between gap-3 py-2">
                <Skeleton className="h-5 w-32" />
                <Skeleton className={`${twoLines ? 'h-10' : 'h-6'} w-24`} />
              </div>
            ))}
            <Skeleton className="mt-1 h-4 w-40" />
          </div>
        ) : (
          <Figures className="mt-3 border-t border-ink-200">
            <Figure name="Monthly repayment">
              {formatNaira(plan?.monthlyRepayment ?? quote.monthlyRepayment)}
              <span className="block text-xs font-normal text-ink-600">
                for {plan?.repaymentDuration ?? quote.durationMonths} months
              </span>
            </Figure>
            {plan && <Figure name="Total repayable">{formatNaira(plan.totalRepayable)}</Figure>}
            {plan && <Figure name="Cost of credit">{formatNaira(plan.costOfCredit)}</Figure>}
            <Figure name="Price paid in full">{formatNaira(quote.totalAssetAmount)}</Figure>
          </Figures>
        )}
        {range.data && (
          <p className="mt-1 text-xs text-ink-600">Effective annual rate {range.data.effectiveAnnualRate}%</p>
        )}
        {onDelivery ? (
          <p className="mt-3 text-sm text-ink-700" data-testid="pay-on-delivery-plan">
            The plan agreed for paying on delivery. Pay it now, or when your engineer installs your system.
          </p>
        ) : (
          <Button variant="secondary" block className="mt-4" onClick={() => setChoosing(true)}>
            Change plan
          </Button>
        )}
      </section>

      {expiry && (
        <p
          className={`text-sm ${quote.daysToExpiry !== null && quote.daysToExpiry <= 2 ? 'font-semibold text-danger-700' : 'text-ink-700'}`}
        >
          {expiry}.
        </p>
      )}

      <PayMethod pay={pay} />
      <PayError pay={pay} />
      <div className="flex flex-col gap-2">
        <Button
          block
          state={pay.stateFor('equity')}
          disabled={pay.busy || pay.offline}
          aria-describedby={pay.hintId}
          loadingLabel={pay.loadingLabel}
          onClick={() => void pay.pay({ quoteId: quote.id, purpose: 'equity', shown: equity })}
        >
          Pay {formatNaira(equity)}
        </Button>
        <PayHint pay={pay} />
      </div>
      <Link
        to="/outright-payment"
        className="min-h-11 self-center px-2 py-3 text-center text-base font-semibold text-brand-800 underline underline-offset-4"
      >
        Pay {formatNaira(quote.totalAssetAmount)} in full instead
      </Link>

      <PlanModal
        open={choosing}
        onClose={() => setChoosing(false)}
        quoteId={quote.id}
        onUpdated={(message) => {
          setChoosing(false);
          notice.show(message);
          onPlanChanged();
        }}
      />
    </div>
  );
}
