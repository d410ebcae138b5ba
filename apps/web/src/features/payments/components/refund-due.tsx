import { formatNaira } from '@imole/domain/format';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RequestStatus } from '../../../lib/request-status.ts';
import { useApplyRefundToInstalments } from '../api/apply-refund-to-instalments.ts';
import type { PaymentQuote } from '../api/get-payment-quote.ts';

/**
 * Money paid above the first payment (two checkouts paid, say): our team refunds it, unless the customer counts it
 * towards their first instalments instead (docs/payments.md "What is owed now"). A system paid in full has no
 * instalments, so it is refunded.
 */
export function RefundDue({ quote }: { quote: PaymentQuote }) {
  const apply = useApplyRefundToInstalments();
  const refund = quote.firstPayment?.refundDue ?? 0;
  if (apply.isSuccess)
    return (
      <Alert tone="success">
        <p>{apply.data}</p>
      </Alert>
    );
  if (refund <= 0) return null;
  return (
    <section aria-labelledby="refund-title" className="rounded-2xl border border-ink-200 bg-brand-50 p-4">
      <h2 id="refund-title" className="text-base font-semibold">
        {formatNaira(refund)} to give back to you
      </h2>
      <p className="mt-1 text-base text-ink-700">
        You paid {formatNaira(refund)} more than your first payment.{' '}
        {quote.isOutright
          ? 'Our team will refund it to you and let you know when it is on its way.'
          : 'Our team will refund it to you, or you can count it towards your first instalments instead.'}
      </p>
      {!quote.isOutright && (
        <Button
          variant="secondary"
          block
          className="mt-3"
          state={apply.isPending ? RequestStatus.LOADING : RequestStatus.NORMAL}
          loadingLabel="Saving your choice…"
          onClick={() => apply.mutate(quote.id)}
        >
          Use it for my first instalments
        </Button>
      )}
      {apply.isError && (
        <Alert tone="error" className="mt-3">
          <p>{apply.error.message}</p>
        </Alert>
      )}
    </section>
  );
}
