import { formatNaira } from '@imole/domain/format';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { requestStatusOf } from '../../../lib/request-status.ts';
import { goToCheckout } from '../../../lib/go-to-checkout.ts';
import { useSavePaymentForCustomer, useStartPaymentForCustomer, type SalesBreakdown } from '../api/sales-api.ts';

/**
 * An agent pays their customer's next instalment or the whole payoff by card (issue 20): the provider's checkout,
 * then back here, where the payment is confirmed with the provider and credited like the customer's own. One tap
 * starts one checkout (the buttons wait while it opens).
 */
export function PayForCustomer({ d }: { d: SalesBreakdown }) {
  const start = useStartPaymentForCustomer();
  const name = `${d.firstname} ${d.lastname}`;
  const pay = (purpose: 'repayment' | 'payoff', amount: number) =>
    start.mutate(
      { quoteId: d.quoteId!, purpose, amount },
      { onSuccess: ({ authorizationUrl }) => goToCheckout(authorizationUrl) },
    );
  if (!d.canPay || d.quoteId === null || d.stage !== 'loan' || d.payoffAmount <= 0) return null;
  return (
    <section className="flex flex-col gap-2" aria-labelledby="pay-heading">
      <h2 id="pay-heading" className="text-lg font-semibold">
        Pay for {d.firstname}
      </h2>
      <p className="text-sm text-ink-700">
        With your card, on {name}&rsquo;s loan: they and you both get the receipt, and it earns your commission.
      </p>
      {d.nextRepaymentAmount > 0 && (
        <Button
          block
          disabled={start.isPending}
          state={requestStatusOf(start.status)}
          loadingLabel="Opening the checkout"
          onClick={() => pay('repayment', d.nextRepaymentAmount)}
        >
          Pay next instalment {formatNaira(d.nextRepaymentAmount)}
        </Button>
      )}
      <Button variant="secondary" block disabled={start.isPending} onClick={() => pay('payoff', d.payoffAmount)}>
        Pay off {formatNaira(d.payoffAmount)}
      </Button>
      {start.isError && <Alert tone="error">{start.error.message}</Alert>}
    </section>
  );
}

/** The way back from the checkout (`?quoteId=…&purpose=…&trxref=…` or `&cancelled=1`): confirm it once, say what came of it. */
export function CheckoutReturn() {
  const [params, setParams] = useSearchParams();
  const save = useSavePaymentForCustomer();
  const [cancelled] = useState(() => params.get('cancelled') === '1');
  const sent = useRef(false);
  const reference = params.get('trxref');
  const quoteId = Number(params.get('quoteId'));
  const purpose = params.get('purpose') === 'payoff' ? 'payoff' : 'repayment';
  useEffect(() => {
    if (sent.current || (!reference && !cancelled)) return;
    sent.current = true;
    if (reference && Number.isSafeInteger(quoteId)) save.mutate({ quoteId, purpose, transactionReference: reference });
    // The address loses the checkout's words, so a reload does not confirm the payment again.
    setParams({}, { replace: true });
  }, [reference, cancelled, quoteId, purpose, save, setParams]);
  if (cancelled) return <Alert tone="info">Payment cancelled. Nothing was charged.</Alert>;
  if (save.isPending) return <Alert tone="info">Confirming the payment with the card provider…</Alert>;
  if (save.isError) return <Alert tone="error">{save.error.message}</Alert>;
  if (save.isSuccess)
    return <Alert tone="success">{save.data.message}. Thank you: the customer has their receipt.</Alert>;
  return null;
}
