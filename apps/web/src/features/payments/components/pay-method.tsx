import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { needsConnectionText, useConnection } from '../../../lib/offline/network.ts';
import { RequestStatus } from '../../../lib/request-status.ts';
import { useSavedCards } from '../api/get-saved-cards.ts';
import { useStartPayment, type InitializePaymentInput } from '../api/initialize-payment.ts';
import { newPaymentReference } from '@imole/domain/payment-reference';
import { UnconfirmedChargeError, usePayWithSavedCard } from '../api/pay-with-saved-card.ts';
import type { SavedPayment } from '../api/save-payment.ts';
import { cardBrandName, usableCards } from '../card.ts';
import { CardBadge, CardName, cardDetails } from './card-summary.tsx';
import { PaymentSuccessModal } from './payment-success-modal.tsx';

type Choice = number | 'new';
export type PayInput = Omit<InitializePaymentInput, 'saveCard'> & { shown: number };

/**
 * How the customer pays on the paying pages (docs/payments.md "Saved cards", "Web pages"): with one of their saved
 * cards (the most recently added is chosen first), charged at once, or with a new card on the provider's checkout,
 * optionally keeping that card. One instance per page section; `onPaid` receives a saved-card payment, which the
 * page shows in the "Payment successful" modal (useCardPaid).
 */
export function usePay({ onPaid }: { onPaid(payment: SavedPayment): void }) {
  const cards = useSavedCards();
  const usable = useMemo(() => usableCards(cards.data ?? []), [cards.data]);
  const [picked, setPicked] = useState<Choice | undefined>();
  const [saveCard, setSaveCard] = useState(false);
  const start = useStartPayment();
  const charge = usePayWithSavedCard();
  const unanswered = useRef<{ cardId: number; purpose: PayInput['purpose']; reference: string } | null>(null);
  const connection = useConnection();
  const hintId = useId();

  // A removed card (or one that has just expired) falls back to the default.
  const chosen: Choice =
    picked !== undefined && (picked === 'new' || usable.some((card) => card.id === picked))
      ? picked
      : (usable[0]?.id ?? 'new');
  const card = chosen === 'new' ? undefined : usable.find((c) => c.id === chosen);

  const reset = () => {
    start.reset();
    charge.reset();
  };

  // A double tap comes before the page redraws the button as busy: this holds the second tap (issue 19). Released
  // when the tap fails; a checkout start leaves the page, and a charge that succeeds shows the success modal.
  const tapped = useRef(false);

  // Back from the checkout, a browser may show this page from its page cache as it was left: Pay busy, figures from
  // before the payment. Shown from there, it starts over and asks the server again (issue 19).
  const { reset: resetStart } = start;
  const queryClient = useQueryClient();
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      tapped.current = false;
      resetStart();
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
      void queryClient.invalidateQueries({ queryKey: ['quotes'] });
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, [queryClient, resetStart]);

  /** Settles once a card charge has an answer (a checkout start leaves the page instead). */
  const pay = async (input: PayInput): Promise<void> => {
    if (tapped.current) return;
    tapped.current = true;
    reset();
    if (!card) {
      start.mutate(saveCard ? { ...input, saveCard: true } : input, {
        onError: () => {
          tapped.current = false;
        },
      });
      return;
    }
    // After a charge that got no answer, paying again with the same card repeats it under the same reference: the
    // server charges once however often it is asked.
    const last = unanswered.current;
    const reference =
      last && last.cardId === card.id && last.purpose === input.purpose ? last.reference : newPaymentReference();
    try {
      onPaid(await charge.mutateAsync({ ...input, cardId: card.id, reference }));
      unanswered.current = null;
    } catch (error) {
      // charge.error holds it for the page
      unanswered.current =
        error instanceof UnconfirmedChargeError ? { cardId: card.id, purpose: input.purpose, reference } : null;
    } finally {
      tapped.current = false;
    }
  };

  const busy = start.isPending || start.isSuccess || charge.isPending;
  return {
    cards,
    usable,
    chosen,
    card,
    choose(choice: Choice) {
      setPicked(choice);
      reset();
    },
    saveCard,
    setSaveCard,
    pay,
    reset,
    /** Busy from the tap until the page changes: the checkout is loading, or the card is being charged. */
    busy,
    /**
     * No connection, or Imole not answering (docs/offline.md): the Pay buttons are disabled and PayHint says why.
     */
    offline: connection !== 'online',
    connection,
    /** PayHint's id, for the Pay buttons' aria-describedby. */
    hintId,
    /** The state of the Pay button of a purpose: loading when it was tapped (the others are disabled meanwhile). */
    stateFor: (purpose: PayInput['purpose']) =>
      busy && (start.variables ?? charge.variables)?.purpose === purpose ? RequestStatus.LOADING : RequestStatus.NORMAL,
    error: start.error ?? charge.error,
    /** No answer came back from a card charge: the money may have moved. */
    uncertain: charge.error instanceof UnconfirmedChargeError,
    /** What the last tap was for (a page with two Pay buttons shows the error next to the one tapped). */
    purpose: (start.variables ?? charge.variables)?.purpose,
    loadingLabel: card ? 'Paying with your card' : 'Opening the payment page',
  };
}

export type Pay = ReturnType<typeof usePay>;

/**
 * The page-level "Payment successful" of a saved-card payment. Held by the page, not by the section that paid: the
 * payment moves the request on, the figures reload, and that section goes away. `quoteId`: a repayment's PAYG token
 * shows in it (docs/tokens.md).
 */
export function useCardPaid(quoteId?: number) {
  const navigate = useNavigate();
  const [paid, setPaid] = useState<SavedPayment | null>(null);
  const modal = paid && (
    <PaymentSuccessModal
      payment={paid}
      quoteId={quoteId}
      onContinue={() => void navigate('/dashboard', { replace: true })}
    />
  );
  return { paid, onPaid: setPaid, modal };
}

/** "Pay with": the saved cards, "Pay with a new card", and "Save this card for next time" with a new card. */
export function PayMethod({ pay }: { pay: Pay }) {
  const name = useId();
  const { pathname } = useLocation();
  const { cards, usable, chosen } = pay;

  if (cards.isPending) {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-2">
        <span className="sr-only">Loading your saved cards</span>
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-16 w-full rounded-2xl" />
      </div>
    );
  }

  if (usable.length === 0) {
    return (
      <div className="flex flex-col gap-2">
        {cards.isError && <CardsNotLoaded retrying={cards.isFetching} onRetry={() => void cards.refetch()} />}
        <SaveCardBox pay={pay} />
      </div>
    );
  }

  return (
    <fieldset className="flex flex-col gap-2" disabled={pay.busy}>
      <legend className="mb-2 text-base font-semibold">Pay with</legend>
      {usable.map((card) => (
        <Option
          key={card.id}
          name={name}
          checked={chosen === card.id}
          onChoose={() => pay.choose(card.id)}
          badge={<CardBadge brand={card.brand} />}
          title={<CardName card={card} />}
          details={cardDetails(card)}
        />
      ))}
      <Option
        name={name}
        checked={chosen === 'new'}
        onChoose={() => pay.choose('new')}
        title="Pay with a new card"
        details="On a secure payment page: card, bank transfer or QR"
      />
      {chosen === 'new' && (
        <div className="pl-1">
          <SaveCardBox pay={pay} />
        </div>
      )}
      <Link
        to={`/add-payment?returnTo=${encodeURIComponent(pathname)}`}
        className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-brand-800 underline underline-offset-4"
      >
        Add another card
      </Link>
    </fieldset>
  );
}

const optionClasses = (checked: boolean) =>
  `flex min-h-16 cursor-pointer items-center gap-3 rounded-2xl border-2 px-4 py-3 ${
    checked ? 'border-ink-900 bg-brand-50' : 'border-ink-200 hover:border-ink-400'
  }`;

/** One way to pay: named by its first line, described by the second (as the plan modal's options). */
function Option({
  name,
  checked,
  onChoose,
  badge,
  title,
  details,
}: {
  name: string;
  checked: boolean;
  onChoose(): void;
  badge?: ReactNode;
  title: ReactNode;
  details: string;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className={optionClasses(checked)}>
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        onChange={onChoose}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-details`}
        className="size-5 shrink-0 accent-brand-700"
      />
      {badge}
      <span className="min-w-0 flex-1">
        <span id={`${id}-title`} className="block font-semibold">
          {title}
        </span>
        <span id={`${id}-details`} className="block text-sm text-ink-600">
          {details}
        </span>
      </span>
    </label>
  );
}

function SaveCardBox({ pay }: { pay: Pay }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 py-1">
      <input
        id={id}
        type="checkbox"
        checked={pay.saveCard}
        onChange={(event) => pay.setSaveCard(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="block cursor-pointer text-base font-medium">
          Save this card for next time
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          If you pay by card. We keep only its last 4 digits and expiry date, never the full card number.
        </p>
      </div>
    </div>
  );
}

function CardsNotLoaded({ retrying, onRetry }: { retrying: boolean; onRetry(): void }) {
  return (
    <p className="text-sm text-ink-700">
      We could not load your saved cards.{' '}
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
      >
        {retrying ? 'Loading…' : 'Try again'}
      </button>
    </p>
  );
}

/** The line under a Pay button: where the money is taken. */
export function PayHint({ pay }: { pay: Pay }) {
  if (pay.connection !== 'online') {
    return (
      <p id={pay.hintId} className="text-center text-sm text-ink-700" data-testid="needs-connection">
        {needsConnectionText('Paying', pay.connection)}
      </p>
    );
  }
  return (
    <p id={pay.hintId} className="text-center text-sm text-ink-600">
      {pay.card
        ? `We charge your ${cardBrandName(pay.card.brand)} card ending ${pay.card.last4} at once.`
        : 'You pay on a secure payment page, then come back here.'}
    </p>
  );
}

/**
 * A failed payment: the server's sentence ("Your card was declined. No money was taken; try another card."), with
 * the choice left open. When a card charge got no answer at all, the money may have moved: paying again with the
 * same card repeats the same reference, which the server charges once.
 */
export function PayError({ pay }: { pay: Pay }) {
  if (!pay.error) return null;
  if (pay.uncertain) {
    return (
      <Alert tone="error" title="We could not confirm this payment" onDismiss={pay.reset}>
        <p>
          We did not hear back about this payment, so we cannot tell whether your card was charged. Tap Pay again with
          the same card: you will not be charged twice. Or check your{' '}
          <Link to="/payment-history" className="font-semibold underline underline-offset-2">
            payment history
          </Link>
          : if the payment is there, it went through.
        </p>
      </Alert>
    );
  }
  return (
    <Alert tone="error" onDismiss={pay.reset}>
      <p>{pay.error.message}</p>
    </Alert>
  );
}
