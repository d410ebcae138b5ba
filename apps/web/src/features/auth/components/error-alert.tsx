import { Alert } from '../../../components/ui/alert.tsx';

/** A failed call: the server's sentence for the person (api-client turns every failure into one), dismissible. */
export function ErrorAlert({ error, onDismiss }: { error: Error | null; onDismiss: () => void }) {
  if (!error) return null;
  return (
    <Alert tone="error" onDismiss={onDismiss}>
      {error.message}
    </Alert>
  );
}
