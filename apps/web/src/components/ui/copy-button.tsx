import { useState } from 'react';
import { CheckIcon, CopyIcon } from './icons.tsx';

/**
 * Copy to the clipboard ("Copy your <what>"); if the browser refuses, the text stays on screen to select by hand.
 * Used by the agent's profile and the customer's referral page.
 */
export function CopyButton({ text, what, wide = false }: { text: string; what: string; wide?: boolean }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={copied ? `Your ${what} is copied` : `Copy your ${what}`}
      className={`inline-flex min-h-11 items-center justify-center gap-1.5 rounded-xl border border-ink-300 px-4 font-semibold text-brand-800 hover:bg-brand-50 ${wide ? 'flex-1' : ''}`}
    >
      {copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
