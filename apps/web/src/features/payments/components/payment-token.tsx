import { PaygTokenDigits } from '../../../components/ui/payg-token.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDeviceTokens } from '../api/get-device-tokens.ts';

/**
 * The token a repayment bought for the customer's PAYG device (docs/tokens.md): on the payment-success screen. Nothing
 * when the system has no device; a sentence when the payment bought less than a day.
 */
export function PaymentToken({ quoteId, reference }: { quoteId: number; reference: string }) {
  const tokens = useDeviceTokens(quoteId);
  if (tokens.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
        <Spinner className="size-4" /> Getting your device token…
      </p>
    );
  if (tokens.isError)
    return (
      <p className="rounded-xl bg-ink-50 p-3 text-sm text-ink-800">
        We could not load your device token just now. It is in your payment history and on its way by SMS.
      </p>
    );
  if (!tokens.data) return null;
  const token = tokens.data.tokens.find((t) => t.paymentReference === reference);
  if (!token)
    return (
      <p className="rounded-xl bg-ink-50 p-3 text-sm text-ink-800" data-testid="no-payg-token">
        This payment is less than a day of use, so it brings no token for your system this time. It still counts towards
        your loan.
      </p>
    );
  return (
    <section aria-labelledby="payg-token-title" className="flex flex-col gap-2">
      <h3 id="payg-token-title" className="text-sm font-semibold text-ink-800">
        Your token for device {tokens.data.serialNumber}
      </h3>
      <PaygTokenDigits token={token} />
      <p className="text-sm text-ink-600">Key it into your system’s keypad. We have also sent it to you by SMS.</p>
    </section>
  );
}
