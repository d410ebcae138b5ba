import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useNeedsConnection } from '../../../components/ui/needs-connection.tsx';
import { requestStatusOf } from '../../../lib/request-status.ts';
import { useConfirmInstallation } from '../api/confirm-installation.ts';
import { supportSuffixed } from '../errors.ts';
import { StarRatingInput } from './star-rating-input.tsx';

export const RATING_REQUIRED = 'Choose how many stars you give the installation';

/**
 * "Installation done" (customer spec §4 "Installation actions", §5): a star rating is required, then
 * POST Quote/InstallationConfirmed. The dashboard's done panel and /complete-installation/{id} both use it.
 */
export function ConfirmInstallationForm({ quoteId, onConfirmed }: { quoteId: number; onConfirmed?(): void }) {
  const [rating, setRating] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirmInstallation();
  const sending = useRef(false);
  const network = useNeedsConnection('Confirming the installation');

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (rating === null) {
          setMissing(true);
          return;
        }
        // A double tap comes before the button redraws as busy: one confirmation, not a second refused (issue 19).
        if (sending.current) return;
        sending.current = true;
        setError(null);
        confirm.mutate(
          { quoteId, rating },
          {
            onSuccess: () => onConfirmed?.(),
            onError: (failure) => setError(supportSuffixed(failure.message)),
            onSettled: () => {
              sending.current = false;
            },
          },
        );
      }}
    >
      <StarRatingInput
        label="How would you rate your installation?"
        value={rating}
        onChange={(value) => {
          setRating(value);
          setMissing(false);
        }}
      />
      {missing && (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {RATING_REQUIRED}
        </p>
      )}
      {error && (
        <Alert tone="error" title="We could not confirm your installation" onDismiss={() => setError(null)}>
          <p>{error}</p>
        </Alert>
      )}
      <Button
        type="submit"
        block
        disabled={network.offline}
        aria-describedby={network.describedBy}
        state={requestStatusOf(confirm.status)}
        loadingLabel="Confirming"
      >
        Confirm installation
      </Button>
      {network.hint}
    </form>
  );
}
