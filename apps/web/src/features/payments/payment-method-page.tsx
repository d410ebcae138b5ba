import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { PlusIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { RequestStatus } from '../../lib/request-status.ts';
import { useSavedCards, type SavedCard } from './api/get-saved-cards.ts';
import { useRemoveSavedCard } from './api/remove-saved-card.ts';
import { cardBrandName, isCardExpired } from './card.ts';
import { CardBadge, CardName, cardDetails } from './components/card-summary.tsx';
import { EmptyState, ListSkeleton } from './components/for-current-quote.tsx';
import { formatMomentDay } from './format.ts';

/**
 * /payment-method (docs/payments.md "Saved cards"), reached from /settings: the customer's saved cards, newest
 * first, each removable after a confirmation, and "Add a card" to /add-payment.
 */
export default function PaymentMethodPage() {
  useDocumentTitle('Payment methods');
  const cards = useSavedCards();
  const remove = useRemoveSavedCard();
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [removed, setRemoved] = useState<SavedCard | null>(null);

  let body;
  if (cards.isPending) body = <ListSkeleton label="Loading your cards" />;
  else if (cards.isError)
    body = (
      <LoadError
        title="We could not load your cards"
        message={cards.error.message}
        retrying={cards.isFetching}
        onRetry={() => void cards.refetch()}
      />
    );
  else if (cards.data.length === 0)
    body = (
      <EmptyState title="No saved cards">
        <p className="text-sm text-ink-600">Save a card to pay your down payment and monthly repayments in one tap.</p>
        <AddCardLink />
      </EmptyState>
    );
  else
    body = (
      <>
        <ul
          className="flex flex-col divide-y divide-ink-200 rounded-2xl border border-ink-200 px-4"
          aria-label="Your saved cards"
        >
          {cards.data.map((card) => (
            <CardRow
              key={card.id}
              card={card}
              onRemove={() => {
                remove.reset();
                setRemoving(card);
              }}
            />
          ))}
        </ul>
        <AddCardLink />
      </>
    );

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Payment methods</h1>
        <p className="mt-1 text-base text-ink-700">Cards you have saved to pay Imole without typing them again.</p>
      </div>
      {removed && (
        <Alert tone="success" onDismiss={() => setRemoved(null)}>
          <p>
            <CardName card={removed} /> has been removed.
          </p>
        </Alert>
      )}
      {body}
      <Modal open={removing !== null} onClose={() => !remove.isPending && setRemoving(null)} title="Remove this card?">
        {removing && (
          <div className="flex flex-col gap-4">
            <p className="text-base text-ink-700">
              Your{' '}
              <span className="font-semibold text-ink-900">
                <CardName card={removing} />
              </span>{' '}
              will no longer be offered when you pay. You can add it again at any time.
            </p>
            {remove.isError && (
              <Alert tone="error" onDismiss={() => remove.reset()}>
                <p>{remove.error.message}</p>
              </Alert>
            )}
            <Button
              variant="danger"
              block
              state={remove.isPending ? RequestStatus.LOADING : RequestStatus.NORMAL}
              loadingLabel="Removing the card"
              onClick={() =>
                remove.mutate(removing.id, {
                  onSuccess: () => {
                    setRemoved(removing);
                    setRemoving(null);
                  },
                })
              }
            >
              Remove card
            </Button>
            <Button variant="secondary" block disabled={remove.isPending} onClick={() => setRemoving(null)}>
              Keep card
            </Button>
          </div>
        )}
      </Modal>
    </div>
  );
}

function AddCardLink() {
  return (
    <Link to="/add-payment" className={`${buttonClasses('primary', { block: true })} mt-2`}>
      <PlusIcon className="size-5" />
      Add a card
    </Link>
  );
}

function CardRow({ card, onRemove }: { card: SavedCard; onRemove(): void }) {
  const expired = isCardExpired(card);
  return (
    <li className="flex items-center gap-3 py-4" data-testid="saved-card">
      <CardBadge brand={card.brand} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          <CardName card={card} />
          {expired && (
            <span className="ml-2 rounded-full bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">
              Expired
            </span>
          )}
        </p>
        <p className="text-sm text-ink-600">{cardDetails(card)}</p>
        <p className="text-sm text-ink-600">Added {formatMomentDay(card.dateAdded)}</p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${cardBrandName(card.brand)} ending in ${card.last4}`}
        className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-semibold text-danger-700 hover:bg-danger-50"
      >
        Remove
      </button>
    </li>
  );
}
