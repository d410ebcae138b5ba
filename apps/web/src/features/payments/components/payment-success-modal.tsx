import { formatNaira } from '@imole/domain/format';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CheckIcon, CopyIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import type { SavedPayment } from '../api/save-payment.ts';
import { PaymentToken } from './payment-token.tsx';

const WHAT: Record<string, string> = {
  equity: 'down payment',
  outright: 'payment in full',
  repayment: 'repayment',
  payoff: 'loan payoff',
};

/**
 * "Payment successful" (customer spec §4 "Payment"): what was received, the copyable transaction reference and
 * Continue to /dashboard. Persistent, so a stray tap on the backdrop does not lose the reference.
 */
export function PaymentSuccessModal({
  payment,
  onContinue,
  quoteId,
}: {
  payment: SavedPayment | null;
  onContinue(): void;
  /** The quote paid: a repayment's PAYG token shows (docs/tokens.md). */
  quoteId?: number | undefined;
}) {
  const [copied, setCopied] = useState(false);
  // A first payment short of what the request owes now is received, not yet successful; the server says what follows.
  const short = payment?.message?.startsWith('Payment received') ?? false;
  const more = payment?.message && payment.message !== 'Payment successful' ? payment.message : null;
  const copy = async (reference: string) => {
    try {
      await navigator.clipboard.writeText(reference);
      setCopied(true);
    } catch {
      // Customer spec §8: no error handling for the clipboard; the reference is on screen to write down.
    }
  };

  return (
    <Modal
      open={payment !== null}
      onClose={onContinue}
      title={short ? 'Payment received' : 'Payment successful'}
      persistent
    >
      {payment && (
        <div className="flex flex-col gap-4">
          <p className="text-base text-ink-700">
            We have received your {WHAT[payment.purpose] ?? 'payment'} of{' '}
            <span className="font-semibold text-ink-900">{formatNaira(payment.amount)}</span>. A receipt is on its way
            to your e-mail.
          </p>
          {more && (
            <p className="rounded-xl bg-brand-50 p-3 text-base text-ink-900" data-testid="payment-standing">
              {more.replace(/^Payment (successful|received)\. /, '')}
            </p>
          )}
          {quoteId !== undefined && (payment.purpose === 'repayment' || payment.purpose === 'payoff') && (
            <PaymentToken quoteId={quoteId} reference={payment.reference} />
          )}
          <div>
            <p className="text-sm font-semibold text-ink-800">Transaction reference</p>
            <div className="mt-1 flex items-center justify-between gap-2 rounded-xl border border-ink-300 py-1 pr-1 pl-4">
              <span
                className="font-mono text-base font-semibold tracking-wide break-all"
                data-testid="transaction-reference"
              >
                {payment.reference}
              </span>
              <button
                type="button"
                onClick={() => void copy(payment.reference)}
                className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                {copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
                {copied ? 'Copied' : 'Copy'}
              </button>
            </div>
            <p className="mt-1 text-sm text-ink-600">Quote it if you contact us about this payment.</p>
          </div>
          <Button block onClick={onContinue}>
            Continue
          </Button>
        </div>
      )}
    </Modal>
  );
}
