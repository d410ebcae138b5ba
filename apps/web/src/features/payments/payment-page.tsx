import { useDocumentTitle } from '../../lib/document-title.ts';
import { usePaymentQuote } from './api/get-payment-quote.ts';
import { useSavedCards } from './api/get-saved-cards.ts';
import type { SavedPayment } from './api/save-payment.ts';
import { CheckoutReturnStatus, useCheckoutReturn } from './components/checkout-return.tsx';
import { DownPayment } from './components/down-payment.tsx';
import { PaymentSkeleton, QuoteLoadError } from './components/page-states.tsx';
import { useCardPaid } from './components/pay-method.tsx';
import { Repayment } from './components/repayment.tsx';
import { RefundDue } from './components/refund-due.tsx';
import { StageNotice } from './components/stage-notice.tsx';
import { paymentStage } from './stage.ts';

/**
 * /payment, the instalment payment (customer spec §2, §4; docs/payments.md), in the "Pay now" layout. Before
 * installation it pays the down payment of the chosen plan (also on pay on delivery, until it is paid); after
 * installation it is the repayment page. The
 * checkout sends the person back here with `trxref` (or `cancelled=1`); a saved card pays without leaving.
 */
export default function PaymentPage() {
  useDocumentTitle('Pay now');
  const request = usePaymentQuote();
  useSavedCards(); // asked for beside the quote, not after it, for the "Pay with" choice
  const back = useCheckoutReturn(request.data?.quote?.id);
  const card = useCardPaid(request.data?.quote?.id);
  if (back.cancelled) return null; // on the way back to /dashboard
  if (card.paid) return card.modal;

  return (
    <div className="flex flex-col gap-5">
      <CheckoutReturnStatus state={back} />
      {!back.confirming && <PaymentBody request={request} onPaid={card.onPaid} />}
    </div>
  );
}

function PaymentBody({
  request,
  onPaid,
}: {
  request: ReturnType<typeof usePaymentQuote>;
  onPaid(payment: SavedPayment): void;
}) {
  if (request.isPending) return <PaymentSkeleton label="Loading your quote" />;
  if (request.isError)
    return (
      <QuoteLoadError error={request.error} retrying={request.isFetching} onRetry={() => void request.refetch()} />
    );
  const stage = paymentStage(request.data);
  const quote = request.data?.quote;
  // Pay on delivery with nothing paid yet (request status 3 or 4): the same down payment, at the plan agreed.
  if ((stage === 'pay' || stage === 'pay-on-delivery') && quote)
    return <DownPayment quote={quote} onPlanChanged={() => void request.refetch()} onPaid={onPaid} />;
  // Money paid above the first payment: refunded, or counted towards the first instalments (the customer's choice).
  const refund = quote ? <RefundDue quote={quote} /> : null;
  if (stage === 'repaying' && quote)
    return (
      <>
        {refund}
        <Repayment quoteId={quote.id} onPaid={onPaid} />
      </>
    );
  if (stage === 'pay' || stage === 'pay-on-delivery' || stage === 'repaying') return null;
  return (
    <>
      {refund}
      <StageNotice stage={stage} />
    </>
  );
}
