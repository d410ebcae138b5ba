import { useEffect, useRef } from 'react';

/** react-hook-form's `watch`, called with a callback: it reports every edit and returns its subscription. */
type Watch = (callback: () => void) => { unsubscribe(): void };

/**
 * Clears a server's answer (a failed call's alert) as soon as the person edits the form, so a stale sentence from
 * the last try never sits beside a new one from the browser's own checks (issue 19). Pass null when there is
 * nothing to clear.
 */
export function useClearOnEdit(watch: Watch, clear: (() => void) | null): void {
  const latest = useRef(clear);
  useEffect(() => {
    latest.current = clear;
  });
  useEffect(() => {
    const subscription = watch(() => latest.current?.());
    return () => subscription.unsubscribe();
  }, [watch]);
}
