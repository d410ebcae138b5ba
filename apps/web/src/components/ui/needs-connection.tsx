import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { needsConnectionText, useConnection } from '../../lib/offline/network.ts';

/**
 * For an action that needs the network (paying, sending a form) on a page that stays readable offline
 * (docs/offline.md): while offline the action is disabled and a line under it says why, instead of failing after
 * a tap. `what` completes "… needs an internet connection", e.g. "Paying".
 *
 *   const pay = useNeedsConnection('Paying');
 *   <Button disabled={pay.offline} aria-describedby={pay.describedBy}>Pay</Button>
 *   {pay.hint}
 */
export function useNeedsConnection(what: string): {
  offline: boolean;
  describedBy: string | undefined;
  hint: ReactNode;
} {
  // Offline, or online while Imole does not answer (the page shows the saved copy): the reason is said at once.
  const connection = useConnection();
  const id = useId();
  if (connection === 'online') return { offline: false, describedBy: undefined, hint: null };
  return {
    offline: true,
    describedBy: id,
    hint: (
      <p id={id} className="text-sm text-ink-700" data-testid="needs-connection">
        {needsConnectionText(what, connection)}
      </p>
    ),
  };
}

/**
 * A link that leads to paying ("Pay Now"): offline it becomes a disabled button with the reason under it (the
 * payment pages open offline, but nothing can be paid there).
 */
export function PayLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  const pay = useNeedsConnection('Paying');
  if (!pay.offline) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        disabled
        aria-describedby={pay.describedBy}
        className={`${className} disabled:cursor-not-allowed disabled:opacity-60`}
      >
        {children}
      </button>
      {pay.hint}
    </>
  );
}
