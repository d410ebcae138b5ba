import { useState, type ReactNode } from 'react';
import { formatCountdown, useCountdown, type CountdownParts } from '../../lib/countdown.ts';
import { Button } from '../ui/button.tsx';
import { CheckIcon, CopyIcon } from '../ui/icons.tsx';
import { Modal } from '../ui/modal.tsx';

interface QuoteSuccessModalProps {
  open: boolean;
  firstname: string;
  /** When staff will have priced the request (ISO date-time from the API). */
  turnAroundTime: string | null;
  referenceNo: string;
  /** "Continue": to /dashboard for a customer. */
  onContinue(): void;
  continueLabel?: string;
  /** A sales agent asked for the quote for the customer named by `firstname` (issue 20). */
  forCustomer?: boolean;
  /** The request was changed, not made: the words say so (edit mode; a new request keeps the spec's texts). */
  changed?: boolean;
  /** More to say before Continue (the bank quote page's invitation to set a password). */
  children?: ReactNode;
}

/**
 * The turnaround as a person says it ("24 hours", "2 days 3 hours"), beside the countdown in the spec's own format
 * ("DD days HH hours mm minutes ss seconds", customer spec §9), which alone read "01 days 00 hours" for a day.
 */
export function withinText(left: CountdownParts): string {
  // To the nearest hour: a 24-hour turnaround opens at 23:59:59 left, and reads "24 hours".
  const hours = Math.max(1, Math.round(left.days * 24 + left.hours + (left.minutes * 60 + left.seconds) / 3600));
  if (hours <= 48) return hours === 1 ? '1 hour' : `${hours} hours`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days} days${rest ? ` ${rest === 1 ? '1 hour' : `${rest} hours`}` : ''}`;
}

/**
 * After a quote request is saved (customer spec §2): greets by first name, counts down to the turnaround time and
 * shows the reference with a Copy action. Persistent: Continue is the way out, so the reference is not lost by a tap
 * on the backdrop.
 */
export function QuoteSuccessModal({
  open,
  firstname,
  turnAroundTime,
  referenceNo,
  onContinue,
  continueLabel = 'Continue',
  forCustomer = false,
  changed = false,
  children,
}: QuoteSuccessModalProps) {
  const left = useCountdown(open ? turnAroundTime : null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(referenceNo);
      setCopied(true);
    } catch {
      // Customer spec §8: no error handling for the clipboard; the reference is on screen to write down.
    }
  };

  return (
    <Modal
      open={open}
      onClose={onContinue}
      title={forCustomer ? `${firstname}'s quote request is ${changed ? 'updated' : 'in'}` : `Thank you, ${firstname}!`}
      persistent
    >
      <div className="flex flex-col gap-4">
        <p className="text-base text-ink-700">
          {forCustomer
            ? changed
              ? `We have received the change to ${firstname}'s quote request. Our team will send the updated quote`
              : `We have received the quote request for ${firstname}. Our team will send the quote`
            : changed
              ? 'We have received the change to your quote request. Our team will send your updated quote'
              : 'We have received your quote request. Our team will send your quote'}
          {left.done ? ' very soon.' : ` within ${withinText(left)}. Time left:`}
        </p>
        <p
          className="rounded-xl bg-brand-50 px-3 py-3 text-center text-base font-semibold tabular-nums text-brand-900"
          data-testid="turnaround-countdown"
        >
          {left.done ? 'Any moment now' : formatCountdown(left)}
        </p>
        <div>
          <p className="text-sm font-semibold text-ink-800">Reference number</p>
          <div className="mt-1 flex items-center justify-between gap-2 rounded-xl border border-ink-300 py-1 pr-1 pl-4">
            <span className="font-mono text-lg font-semibold tracking-wider" data-testid="reference-no">
              {referenceNo}
            </span>
            <button
              type="button"
              onClick={() => void copy()}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              {copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
              {copied ? 'Copied' : 'Copy'}
            </button>
          </div>
          <p className="mt-1 text-sm text-ink-600">Quote it when you call or chat with us.</p>
        </div>
        {children}
        <Button block onClick={onContinue}>
          {continueLabel}
        </Button>
      </div>
    </Modal>
  );
}
