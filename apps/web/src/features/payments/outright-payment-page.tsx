import { formatNaira } from '@imole/domain/format';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { usePaymentQuote, type PaymentQuote } from './api/get-payment-quote.ts';
import { useSavedCards } from './api/get-saved-cards.ts';
import type { SavedPayment } from './api/save-payment.ts';
import { CheckoutReturnStatus, useCheckoutReturn } from './components/checkout-return.tsx';
import { PaymentSkeleton, QuoteLoadError } from './components/page-states.tsx';
import { PayError, PayHint, PayMethod, useCardPaid, usePay } from './components/pay-method.tsx';
import { StageNotice } from './components/stage-notice.tsx';
import { expiryText } from './format.ts';
import { paymentStage } from './stage.ts';

/** /outright-payment (customer spec §2, §4 "Ready panel variants"): the whole price at once, in the "Pay now" layout. */
export default function OutrightPaymentPage() {
  useDocumentTitle('Pay in full');
  const request = usePaymentQuote();
  useSavedCards(); // beside the quote, for the "Pay with" choice
  const back = useCheckoutReturn(request.data?.quote?.id, 'outright');
  const card = useCardPaid();
  if (back.cancelled) return null;
  if (card.paid) return card.modal;

  let body = null;
  if (request.isPending) body = <PaymentSkeleton label="Loading your quote" />;
  else if (request.isError)
    body = (
      <QuoteLoadError error={request.error} retrying={request.isFetching} onRetry={() => void request.refetch()} />
    );
  else {
    const stage = paymentStage(request.data);
    const quote = request.data?.quote;
    // Pay on delivery with nothing paid yet: the full price may be paid outright, as from the ready panel.
    if ((stage === 'pay' || stage === 'pay-on-delivery') && quote)
      body = <Outright quote={quote} onPaid={card.onPaid} />;
    else if (stage === 'repaying') body = <StageNotice stage="paid" />;
    else if (stage !== 'pay' && stage !== 'pay-on-delivery') body = <StageNotice stage={stage} />;
  }

  return (
    <div className="flex flex-col gap-5">
      <CheckoutReturnStatus state={back} />
      {!back.confirming && body}
    </div>
  );
}

function Outright({ quote, onPaid }: { quote: PaymentQuote; onPaid(payment: SavedPayment): void }) {
  const pay = usePay({ onPaid });
  // A pay-on-delivery price was agreed with our team: it does not expire.
  const expiry = quote.payOnDelivery ? null : expiryText(quote.daysToExpiry);
  // Money already received on this request counts towards the price (docs/payments.md "What is owed now").
  const received = quote.firstPayment?.received ?? 0;
  const rest = Math.max(0, Math.round((quote.totalAssetAmount - received) * 100) / 100);
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="outright-title" className="rounded-2xl border border-ink-200 p-4 shadow-sm">
        <h2 id="outright-title" className="text-sm font-semibold text-ink-600">
          Pay in full
        </h2>
        <p className="mt-1 text-3xl font-bold tracking-tight tabular-nums" data-testid="outright-amount">
          {formatNaira(quote.totalAssetAmount)}
        </p>
        <p className="text-sm text-ink-700">for {quote.productName || 'your system'}</p>
        {received > 0 && (
          <p className="mt-2 rounded-xl bg-brand-50 p-3 text-base text-ink-900" data-testid="still-to-pay">
            You have paid {formatNaira(received)}.{' '}
            <span className="font-semibold">{formatNaira(rest)} still to pay.</span>
          </p>
        )}
        <p className="mt-3 border-t border-ink-200 pt-3 text-base text-ink-700">
          One payment: no interest and no monthly repayments.
        </p>
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
          state={pay.stateFor('outright')}
          disabled={pay.busy || pay.offline}
          aria-describedby={pay.hintId}
          loadingLabel={pay.loadingLabel}
          onClick={() => void pay.pay({ quoteId: quote.id, purpose: 'outright', shown: rest })}
        >
          Pay {formatNaira(rest)}
        </Button>
        <PayHint pay={pay} />
      </div>
      <Link
        to="/payment"
        className="min-h-11 self-center px-2 py-3 text-center text-base font-semibold text-brand-800 underline underline-offset-4"
      >
        Pay in instalments instead
      </Link>
    </div>
  );
}
