import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { forgetCheckout } from '../../../lib/open-checkout.ts';
import type { PaymentPurpose } from '../api/initialize-payment.ts';
import { useSavePayment } from '../api/save-payment.ts';
import { PaymentSuccessModal } from './payment-success-modal.tsx';

const PURPOSES: readonly PaymentPurpose[] = ['equity', 'outright', 'repayment', 'payoff'];
const isPurpose = (value: string | null): value is PaymentPurpose =>
  value !== null && (PURPOSES as readonly string[]).includes(value);

/** Customer spec §8: a failed save of a repayment adds this to the server's sentence. */
export const CONTACT_SUPPORT = 'Please try again or contact support.';

function positiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/**
 * The way back from the checkout (docs/payments.md, "Paying" step 3): `?cancelled=1` goes back to /dashboard;
 * `?trxref=` calls the Save call of the URL's purpose once, so the server verifies the payment with the provider.
 * `currentQuoteId` is used when the URL carries no quoteId. `outright` is the purpose when the URL names none
 * (/outright-payment).
 */
export function useCheckoutReturn(currentQuoteId: number | undefined, defaultPurpose?: PaymentPurpose) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const cancelled = params.get('cancelled') === '1';
  const reference = params.get('trxref')?.trim() || null;
  const named = params.get('purpose');
  const purpose = isPurpose(named) ? named : (defaultPurpose ?? null);
  const quoteId = positiveInt(params.get('quoteId')) ?? currentQuoteId;
  const saving = useSavePayment();
  const { mutate } = saving;
  const sent = useRef(false);

  const cancelledReference = params.get('reference');
  useEffect(() => {
    if (!cancelled) return;
    // Nothing was charged: the dashboard says so (issue 19), and there is no outcome left to show.
    forgetCheckout(cancelledReference);
    void navigate('/dashboard', { replace: true, state: { checkoutCancelled: true } });
  }, [cancelled, cancelledReference, navigate]);

  const save = useCallback(
    (input: { quoteId: number; purpose: PaymentPurpose; transactionReference: string }) =>
      mutate(input, {
        // Its outcome is shown here: the dashboard need not ask again (lib/open-checkout.ts). No answer keeps it.
        onSuccess: () => forgetCheckout(input.transactionReference),
        onError: (error) => {
          if (error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500)
            forgetCheckout(input.transactionReference);
        },
      }),
    [mutate],
  );

  useEffect(() => {
    if (cancelled || !reference || !purpose || quoteId === undefined || sent.current) return;
    sent.current = true;
    save({ quoteId, purpose, transactionReference: reference });
  }, [cancelled, reference, purpose, quoteId, save]);

  const retry = () => {
    if (reference && purpose && quoteId !== undefined) save({ quoteId, purpose, transactionReference: reference });
  };

  /** While the payment is being confirmed the page shows nothing else: no second Pay button to tap. */
  const confirming = !cancelled && reference !== null && purpose !== null && (saving.isPending || saving.isIdle);
  return { cancelled, reference, purpose, save: saving, retry, confirming };
}

export type CheckoutReturn = ReturnType<typeof useCheckoutReturn>;

/**
 * What the person sees of the way back: "Confirming your payment…", then the "Payment successful" modal, or the
 * server's sentence in a dismissible alert with "Check again".
 */
export function CheckoutReturnStatus({ state }: { state: CheckoutReturn }) {
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState(false);
  const { reference, purpose, save, retry } = state;
  if (!reference) return null;

  if (!purpose) {
    return (
      <Alert tone="error" title="We could not confirm this payment">
        <p>
          The payment page sent you back without saying what the payment was for. If money left your account, contact
          support with the reference <span className="font-mono font-semibold">{reference}</span>.
        </p>
      </Alert>
    );
  }

  if (save.isPending || save.isIdle) {
    return (
      <div role="status" className="flex items-center gap-3 rounded-2xl bg-ink-50 p-4 text-base">
        <Spinner className="size-6 shrink-0 text-brand-700" />
        <span>Confirming your payment with the payment provider…</span>
      </div>
    );
  }

  if (save.isError) {
    const repayment = purpose === 'repayment' || purpose === 'payoff';
    return (
      <div className="flex flex-col gap-3">
        {!dismissed && (
          <Alert tone="error" title="Your payment is not confirmed" onDismiss={() => setDismissed(true)}>
            <p>
              {save.error.message}
              {repayment && ` ${CONTACT_SUPPORT}`}
            </p>
            <p className="mt-1">
              Reference <span className="font-mono font-semibold break-all">{reference}</span>
            </p>
          </Alert>
        )}
        <Button
          variant="secondary"
          block
          onClick={() => {
            setDismissed(false);
            retry();
          }}
        >
          Check again
        </Button>
      </div>
    );
  }

  return (
    <PaymentSuccessModal
      payment={save.data ?? null}
      quoteId={save.variables?.quoteId}
      onContinue={() => void navigate('/dashboard', { replace: true })}
    />
  );
}
