import { CopyButton } from './copy-button.tsx';

/** A PAYG device's OpenPAYGO token as the customer reads and keys it (docs/tokens.md "Where tokens show"). */
export interface PaygToken {
  kind: 'add' | 'disable' | 'reissue';
  /** Days of use added; null: the loan is paid off and the token unlocks the system for good. */
  days: number | null;
  /** The digits, no spaces (9, or 12 for an extended token). */
  token: string;
}

/** "123 456 789": groups of three, the way a keypad is keyed and the SMS writes it. */
export const groupToken = (token: string) => token.replace(/\D/g, '').replace(/(\d{3})(?=\d)/g, '$1 ');

const daysText = (days: number) => `${days} day${days === 1 ? '' : 's'}`;

/** What keying the token in does. A re-issued token is a copy of the latest one: the same days, not more. */
export const tokenEffect = (token: Pick<PaygToken, 'days'> & Partial<Pick<PaygToken, 'kind'>>) => {
  if (token.kind === 'reissue')
    return token.days === null
      ? 'A new copy of your latest token: it unlocks your system for good, as that one does.'
      : `A new copy of your latest token: the same ${daysText(token.days)} of use, no more.`;
  return token.days === null
    ? 'Your loan is paid off: this token unlocks your system for good.'
    : `Adds ${daysText(token.days)} of use to your system.`;
};

/**
 * The token, big and grouped for keying into the device's keypad, with a Copy button and what it does. `compact` is
 * the size for a list (the payment history).
 */
export function PaygTokenDigits({ token, compact = false }: { token: PaygToken; compact?: boolean }) {
  return (
    <div className="flex flex-col gap-2" data-testid="payg-token">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-300 bg-brand-50 py-2 pr-2 pl-4">
        <span
          className={`font-mono font-bold tracking-wider text-ink-900 tabular-nums ${compact ? 'text-xl' : 'text-3xl'}`}
          data-testid="payg-token-digits"
          aria-label={`Token ${token.token.split('').join(' ')}`}
        >
          {groupToken(token.token)}
        </span>
        <CopyButton text={token.token} what="token" />
      </div>
      <p className="text-sm text-ink-700">{tokenEffect(token)}</p>
    </div>
  );
}
