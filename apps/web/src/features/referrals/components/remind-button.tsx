import { useState } from 'react';
import { useSession } from '../../../lib/session.ts';

/**
 * "Remind <name>": a friendly message the customer sends their friend themself (the phone's share sheet, or copied
 * where there is none). Imole sends nothing and the customer never sees the friend's number or amounts: they know
 * their friend, we only say the friend is behind.
 */
export function RemindButton({ firstname }: { firstname: string }) {
  const me = useSession()?.user.firstname ?? '';
  const [copied, setCopied] = useState(false);
  const text = `Hi ${firstname}, ${me ? `it's ${me}. ` : ''}A friendly reminder: your Imole solar repayment is due. You can pay in the Imole app:`;
  const url = `${window.location.origin}/make-payment`;
  const remind = async () => {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: 'Imole repayment', text, url }).catch(() => {
        // Closing the share sheet is not an error.
      });
      return;
    }
    try {
      await navigator.clipboard.writeText(`${text} ${url}`);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={() => void remind()}
        className="inline-flex min-h-11 items-center justify-center rounded-xl border border-ink-300 bg-white px-4 font-semibold text-brand-800 hover:bg-brand-50"
      >
        Remind {firstname}
      </button>
      {copied && (
        <p role="status" className="text-sm text-ink-700">
          Reminder copied: paste it into a message to {firstname}.
        </p>
      )}
    </div>
  );
}
