import { useState } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

interface LoadErrorProps {
  /** What could not be loaded: "We could not load the requests". */
  title: string;
  /** The server's message. */
  message: string;
  onRetry(): void;
  /** True while the retry runs. */
  retrying?: boolean;
}

/**
 * A failed load: the server's message in a dismissible alert, and "Try again", which stays when the alert is
 * dismissed so the person is never left with an empty page and no way on.
 */
export function LoadError({ title, message, onRetry, retrying = false }: LoadErrorProps) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      {!dismissed && (
        <Alert tone="error" title={title} onDismiss={() => setDismissed(true)}>
          <p>{message}</p>
        </Alert>
      )}
      <Button
        variant="secondary"
        block
        state={retrying ? 'LOADING' : 'NORMAL'}
        loadingLabel="Trying again"
        onClick={() => {
          setDismissed(false);
          onRetry();
        }}
      >
        Try again
      </Button>
    </div>
  );
}
