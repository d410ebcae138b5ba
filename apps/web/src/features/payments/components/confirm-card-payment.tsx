import { formatNaira } from '@imole/domain/format';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { CardName } from './card-summary.tsx';
import type { Pay, PayInput } from './pay-method.tsx';

const WHAT: Record<PayInput['purpose'], string> = {
  equity: 'your down payment',
  outright: 'your system in full',
  repayment: 'your next repayment',
  payoff: 'the whole loan',
};

/**
 * "Pay ₦… now?" before a saved card is charged, which happens at once: /make-payment's amounts and /payment's payoff.
 * A failure closes it and shows on the page.
 */
export function ConfirmCardPayment({ pay, input, onClose }: { pay: Pay; input: PayInput | null; onClose(): void }) {
  const open = input !== null && pay.card !== undefined;
  return (
    <Modal
      open={open}
      onClose={() => !pay.busy && onClose()}
      title={input ? `Pay ${formatNaira(input.shown)} now?` : ''}
    >
      {input && pay.card && (
        <div className="flex flex-col gap-4">
          <p className="text-base text-ink-700">
            We will charge your <CardName card={pay.card} /> for {WHAT[input.purpose]}.
          </p>
          <Button
            block
            state={pay.stateFor(input.purpose)}
            loadingLabel={pay.loadingLabel}
            onClick={() => void pay.pay(input).finally(onClose)}
          >
            Pay {formatNaira(input.shown)}
          </Button>
          <Button variant="secondary" block disabled={pay.busy} onClick={onClose}>
            Cancel
          </Button>
        </div>
      )}
    </Modal>
  );
}
