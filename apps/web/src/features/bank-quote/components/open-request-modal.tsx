import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/**
 * Right after the code, for a customer who already has an open request (the new-quote rule, asked by NewQuoteCheck):
 * said before any location is asked, with the way to the request they have.
 */
export function OpenRequestModal({ message, onToDashboard }: { message: string; onToDashboard(): void }) {
  return (
    <Modal open onClose={() => undefined} title="You already have a quote request" persistent>
      <div className="flex flex-col gap-4">
        <p className="text-base text-ink-700">Your code is confirmed and you are signed in to your Imole account.</p>
        <Alert tone="error">{message}</Alert>
        <p className="text-base text-ink-700">
          Your dashboard shows the request you have and what happens next. You can ask for a new quote once it is
          installed, or if its offer expires.
        </p>
        <Button block onClick={onToDashboard}>
          Go to my dashboard
        </Button>
      </div>
    </Modal>
  );
}
