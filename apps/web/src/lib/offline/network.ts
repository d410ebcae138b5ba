/**
 * Whether the phone has a connection, as the browser knows it (`navigator.onLine` and the online/offline events).
 * "Offline" here is certain (no network at all); a connection that does not reach us shows up as a failed request.
 */
import { useSyncExternalStore } from 'react';
import { formatShortMonth } from '../customer-dates.ts';
import { useShownCopyTime } from './saved-responses.ts';

/** What a call that needs the network says while there is none: forms show it, nothing is sent later by surprise. */
export const OFFLINE_MESSAGE = 'You are offline. Connect to the internet and try again.';

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * Whether an action that needs the server can work now: `offline` (no network), `unreachable` (the browser says
 * online but Imole did not answer, so the page shows the saved copy: a phone on Wi-Fi without internet, a line that
 * drops packets), or `online`. Paying is disabled in both of the first two, with the reason (issue 19).
 */
export type Connection = 'online' | 'offline' | 'unreachable';

export function useConnection(): Connection {
  const online = useOnline();
  const shownCopy = useShownCopyTime();
  if (!online) return 'offline';
  return shownCopy === null ? 'online' : 'unreachable';
}

/** The line under an action that needs the server, e.g. needsConnectionText('Paying', 'offline'). */
export function needsConnectionText(what: string, connection: Exclude<Connection, 'online'>): string {
  return connection === 'offline'
    ? `You are offline. ${what} needs an internet connection; it works again as soon as you reconnect.`
    : `We could not reach Imole. ${what} needs a connection to Imole; it works again as soon as we reach it.`;
}

const lagosTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const lagosDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'short' });

/** "14:05", or "14:05 on 21 Nov" when it was not today, in Lagos time (where our customers are). */
export function savedAtText(at: number, now: number = Date.now()): string {
  const time = lagosTime.format(at);
  const day = formatShortMonth(lagosDay, new Date(at));
  return day === formatShortMonth(lagosDay, new Date(now)) ? time : `${time} on ${day}`;
}
