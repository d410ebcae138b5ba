import { formatNaira } from '@imole/domain/format';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useNeedsConnection } from '../../components/ui/needs-connection.tsx';
import { CheckIcon, LockIcon, ShieldIcon, WalletIcon } from '../../components/ui/icons.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLayoutBack, useLayoutTitle } from '../../lib/layout-chrome.ts';
import { RequestStatus } from '../../lib/request-status.ts';
import type { SavedCard } from './api/get-saved-cards.ts';
import { useSaveCard } from './api/save-card.ts';
import { useStartCardCheck } from './api/start-card-check.ts';
import { CARD_CHECK_NAIRA } from './card.ts';
import { CardBadge, CardName, cardDetails } from './components/card-summary.tsx';
import { DEFAULT_RETURN, allowedReturn, forgetReturn, recallReturn, rememberReturn, returnLabel } from './return-to.ts';

const CHECK = formatNaira(CARD_CHECK_NAIRA).replace(/\.00$/, '');

/**
 * /add-payment (docs/payments.md "Saved cards"), in the "Pay now" layout titled "Add a card": what the ₦50 check is,
 * "Add card" to the provider's checkout, and the way back: `?reference=…` saves the card once (SaveCard), and
 * `?cancelled=1` says nothing was taken. `?returnTo=/payment` (kept across the checkout) is where "done" goes;
 * otherwise /payment-method.
 */
export default function AddPaymentPage() {
  useDocumentTitle('Add a card');
  useLayoutTitle('Add a card');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const cancelled = params.get('cancelled') === '1';
  const reference = cancelled ? null : params.get('trxref')?.trim() || params.get('reference')?.trim() || null;
  const [returnTo] = useState(
    () => allowedReturn(params.get('returnTo')) ?? (reference || cancelled ? recallReturn() : null) ?? DEFAULT_RETURN,
  );
  const leave = () => {
    forgetReturn();
    void navigate(returnTo);
  };
  // Back from here is back to the cards (or the payment), never to the checkout page the browser came from.
  useLayoutBack(leave);

  const save = useSaveCard();
  const { mutate } = save;
  const sent = useRef(false);
  useEffect(() => {
    if (!reference || sent.current) return;
    sent.current = true;
    mutate(reference);
  }, [reference, mutate]);

  const start = useStartCardCheck();
  // A double tap comes before the button redraws as busy: one card check, not two (issue 19). Shown again from the
  // browser's page cache (Back from the checkout), the page starts over.
  const tapped = useRef(false);
  const { reset: resetStart } = start;
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      tapped.current = false;
      resetStart();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, [resetStart]);
  const begin = () => {
    if (tapped.current) return;
    tapped.current = true;
    rememberReturn(returnTo);
    start.mutate(undefined, {
      onError: () => {
        tapped.current = false;
      },
    });
  };
  const intro = (
    <Intro starting={start.isPending || start.isSuccess} error={start.error} onStart={begin} onDismiss={start.reset} />
  );

  if (reference) {
    if (save.isPending || save.isIdle) {
      return (
        <div role="status" className="flex items-center gap-3 rounded-2xl bg-ink-50 p-4 text-base">
          <Spinner className="size-6 shrink-0 text-brand-700" />
          <span>Checking your card with your bank…</span>
        </div>
      );
    }
    if (save.isSuccess) return <Saved card={save.data} returnTo={returnTo} onDone={leave} />;
    // No answer (or our failure): the card may be saved already; asking again is safe.
    const retryable = !isApiError(save.error) || save.error.httpStatus === 0 || save.error.httpStatus >= 500;
    return (
      <div className="flex flex-col gap-5">
        <Alert tone="error" title="Your card was not saved">
          <p>{save.error.message}</p>
        </Alert>
        {retryable ? (
          <Button variant="secondary" block onClick={() => mutate(reference)}>
            Check again
          </Button>
        ) : (
          intro
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {cancelled && (
        <Alert tone="info" title="You cancelled the card check">
          <p>No money was taken and no card was saved. You can try again when you are ready.</p>
        </Alert>
      )}
      {intro}
    </div>
  );
}

function Point({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 shrink-0 text-brand-800">{icon}</span>
      <span>{children}</span>
    </li>
  );
}

function Intro({
  starting,
  error,
  onStart,
  onDismiss,
}: {
  starting: boolean;
  error: Error | null;
  onStart(): void;
  onDismiss(): void;
}) {
  // Offline, or Imole not answering: disabled with the reason at once (docs/offline.md), not failing after a tap.
  const network = useNeedsConnection('Adding a card');
  return (
    <section aria-labelledby="add-card-title" className="flex flex-col gap-5">
      <div>
        <h2 id="add-card-title" className="text-xl font-bold tracking-tight">
          Save a card for quicker payments
        </h2>
        <p className="mt-1 text-base text-ink-700">
          Pay your down payment and monthly repayments in one tap, without typing your card details each time.
        </p>
      </div>
      <ul className="flex flex-col gap-4 rounded-2xl border border-ink-200 p-4 text-base text-ink-800">
        <Point icon={<WalletIcon className="size-5" />}>
          To check the card, we charge <strong className="font-semibold text-ink-900">{CHECK}</strong> and refund it at
          once. Your bank may show both.
        </Point>
        <Point icon={<LockIcon className="size-5" />}>
          We keep only the last 4 digits, the expiry date and the bank. Your full card number stays with our payment
          provider.
        </Point>
        <Point icon={<ShieldIcon className="size-5" />}>
          You can remove the card at any time in Settings, under Payment methods.
        </Point>
      </ul>
      {error && (
        <Alert tone="error" onDismiss={onDismiss}>
          <p>{error.message}</p>
        </Alert>
      )}
      <div className="flex flex-col gap-2">
        <Button
          block
          state={starting ? RequestStatus.LOADING : RequestStatus.NORMAL}
          loadingLabel="Opening the payment page"
          disabled={network.offline}
          aria-describedby={network.describedBy}
          onClick={onStart}
        >
          Add card
        </Button>
        {network.hint ?? (
          <p className="text-center text-sm text-ink-600">
            You enter your card on a secure payment page, then come back here.
          </p>
        )}
      </div>
    </section>
  );
}

function Saved({ card, returnTo, onDone }: { card: SavedCard; returnTo: string; onDone(): void }) {
  return (
    <div className="flex flex-col gap-5">
      <section
        aria-labelledby="saved-title"
        className="flex flex-col items-center gap-3 rounded-2xl bg-success-50 px-4 py-6 text-center"
      >
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-success-700 text-white">
          <CheckIcon className="size-6" />
        </span>
        <div role="status">
          <h2 id="saved-title" className="text-xl font-bold tracking-tight">
            Your card has been saved
          </h2>
        </div>
        <div className="flex w-full items-center gap-3 rounded-xl border border-ink-200 bg-white p-3 text-left">
          <CardBadge brand={card.brand} />
          <div className="min-w-0">
            <p className="font-semibold" data-testid="saved-card">
              <CardName card={card} />
            </p>
            <p className="text-sm text-ink-600">{cardDetails(card)}</p>
          </div>
        </div>
      </section>
      <p className="text-base text-ink-700">
        We are refunding the {CHECK} check now. Your bank may take a few days to show the refund.
        {returnTo !== DEFAULT_RETURN && ' The card is ready to choose when you pay.'}
      </p>
      <Button block onClick={onDone}>
        {returnLabel(returnTo)}
      </Button>
    </div>
  );
}
