import { formatNaira } from '@imole/domain/format';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { forgetCheckout, recallCheckout, type OpenCheckout } from '../../../lib/open-checkout.ts';
import { useSession } from '../../../lib/session.ts';
import { useConfirmCheckout } from '../api/confirm-checkout.ts';

const purposeText: Record<OpenCheckout['purpose'], string> = {
  equity: 'down payment',
  outright: 'payment in full',
  repayment: 'repayment',
  payoff: 'loan payoff',
};

/** The payment pages send a cancelled checkout here with this state (docs/payments.md "Paying" step 2). */
export interface CheckoutCancelledState {
  checkoutCancelled: true;
}

/** A definite answer (not paid, held, unknown) is shown once; no answer at all keeps the checkout for next time. */
const answered = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500;

const keptUntilAnswered = (checkout: OpenCheckout) => ({
  onSuccess: () => forgetCheckout(checkout.reference),
  onError: (error: unknown) => {
    if (answered(error)) forgetCheckout(checkout.reference);
  },
});

const isCancelled = (state: unknown): state is CheckoutCancelledState =>
  typeof state === 'object' && state !== null && (state as CheckoutCancelledState).checkoutCancelled === true;

/**
 * What became of the card payment the customer left the app for (issue 19): when its way back landed with no session
 * (it expired while they paid) and they logged in again, the dashboard asks the server (the Save call, which verifies
 * with the provider) and says paid, not paid, held for review, or still being confirmed. A cancelled checkout says
 * that nothing was charged.
 */
export function CheckoutOutcome() {
  const location = useLocation();
  const navigate = useNavigate();
  // Said once: the router state is dropped at once, so a reload or Back does not say it again.
  const [cancelled] = useState(() => isCancelled(location.state));
  const session = useSession();
  const [checkout] = useState(() => recallCheckout(session?.user.id));
  const [dismissed, setDismissed] = useState(false);
  const confirm = useConfirmCheckout();
  const { mutate } = confirm;
  const asked = useRef(false);

  const { pathname, search } = location;
  const cleared = useRef(false);
  useEffect(() => {
    if (!cancelled || cleared.current) return;
    cleared.current = true;
    void navigate({ pathname, search }, { replace: true, state: null });
  }, [cancelled, navigate, pathname, search]);

  useEffect(() => {
    if (!checkout || asked.current) return;
    asked.current = true;
    mutate(checkout, keptUntilAnswered(checkout));
  }, [checkout, mutate]);

  if (cancelled && !checkout && !dismissed) {
    return (
      <Alert tone="info" title="Payment cancelled" onDismiss={() => setDismissed(true)}>
        <p>Nothing was charged. You can pay whenever you are ready.</p>
      </Alert>
    );
  }
  if (!checkout || dismissed) return null;
  const what = `Your ${purposeText[checkout.purpose]} of ${formatNaira(checkout.amount)}`;
  const reference = (
    <p className="mt-1">
      Reference <span className="font-mono font-semibold break-all">{checkout.reference}</span>
    </p>
  );

  if (confirm.isPending || confirm.isIdle) {
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-xl bg-ink-50 p-3 text-sm"
        data-testid="checkout-outcome"
      >
        <Spinner className="size-5 shrink-0 text-brand-700" />
        <span>{what} is still being confirmed with the payment provider…</span>
      </div>
    );
  }
  if (confirm.isSuccess) {
    return (
      <div data-testid="checkout-outcome">
        <Alert tone="success" title={`${what} is paid`} onDismiss={() => setDismissed(true)}>
          <p>{confirm.data.message}</p>
          {reference}
        </Alert>
      </div>
    );
  }
  const error = confirm.error;
  if (answered(error) && error.httpStatus === 404) return null;
  if (answered(error)) {
    const held = error.httpStatus === 409;
    return (
      <div data-testid="checkout-outcome">
        <Alert
          tone="warning"
          title={held ? `${what} is being reviewed` : `${what} was not paid`}
          onDismiss={() => setDismissed(true)}
        >
          <p>{error.message}</p>
          {reference}
        </Alert>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2" data-testid="checkout-outcome">
      <Alert tone="info" title={`${what} is still being confirmed`} onDismiss={() => setDismissed(true)}>
        <p>We could not hear from the payment provider yet: {error?.message}</p>
        {reference}
      </Alert>
      <Button variant="secondary" block onClick={() => mutate(checkout, keptUntilAnswered(checkout))}>
        Check again
      </Button>
    </div>
  );
}
