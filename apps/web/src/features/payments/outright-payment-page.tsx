import { formatNaira } from '@imole/domain/format';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { RequestStatus } from '../../lib/request-status.ts';
import { usePaymentQuote, type PaymentQuote } from './api/get-payment-quote.ts';
import { useStartPayment } from './api/initialize-payment.ts';
import { CheckoutReturnStatus, useCheckoutReturn } from './components/checkout-return.tsx';
import { PaymentSkeleton, QuoteLoadError } from './components/page-states.tsx';
import { StageNotice } from './components/stage-notice.tsx';
import { expiryText } from './format.ts';
import { paymentStage } from './stage.ts';

/** /outright-payment (customer spec §2, §4 "Ready panel variants"): the whole price at once, in the "Pay now" layout. */
export default function OutrightPaymentPage() {
  useDocumentTitle('Pay in full');
  const request = usePaymentQuote();
  const back = useCheckoutReturn(request.data?.quote?.id, 'outright');
  if (back.cancelled) return null;

  let body = null;
  if (request.isPending) body = <PaymentSkeleton label="Loading your quote" />;
  else if (request.isError)
    body = (
      <QuoteLoadError error={request.error} retrying={request.isFetching} onRetry={() => void request.refetch()} />
    );
  else {
    const stage = paymentStage(request.data);
    const quote = request.data?.quote;
    if (stage === 'pay' && quote) body = <Outright quote={quote} />;
    else if (stage === 'repaying') body = <StageNotice stage="paid" />;
    else if (stage !== 'pay') body = <StageNotice stage={stage} />;
  }

  return (
    <div className="flex flex-col gap-5">
      <CheckoutReturnStatus state={back} />
      {!back.confirming && body}
    </div>
  );
}

function Outright({ quote }: { quote: PaymentQuote }) {
  const start = useStartPayment();
  const expiry = expiryText(quote.daysToExpiry);
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
      {start.isError && (
        <Alert tone="error" onDismiss={() => start.reset()}>
          <p>{start.error.message}</p>
        </Alert>
      )}
      <div className="flex flex-col gap-2">
        <Button
          block
          state={start.isPending || start.isSuccess ? RequestStatus.LOADING : RequestStatus.NORMAL}
          loadingLabel="Opening the payment page"
          onClick={() => start.mutate({ quoteId: quote.id, purpose: 'outright', shown: quote.totalAssetAmount })}
        >
          Pay {formatNaira(quote.totalAssetAmount)}
        </Button>
        <p className="text-center text-sm text-ink-600">You pay on a secure payment page, then come back here.</p>
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
