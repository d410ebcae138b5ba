import { useCallback, useEffect, useState } from 'react';

/** Customer spec §9 "Success alert duration": a success message stays 10 seconds (the plan update, §4). */
export const SUCCESS_MESSAGE_MS = 10_000;

/**
 * A message that clears itself after `ms` (or when dismissed): `const notice = useTimedMessage();
 * notice.show('Saved'); {notice.message && <Alert tone="success" onDismiss={notice.clear}>…}`. Showing a new
 * message restarts the clock.
 */
export function useTimedMessage(ms: number = SUCCESS_MESSAGE_MS) {
  const [shown, setShown] = useState<{ text: string; at: number } | null>(null);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);

  const show = useCallback((text: string) => setShown({ text, at: Date.now() }), []);
  const clear = useCallback(() => setShown(null), []);
  return { message: shown?.text ?? null, show, clear };
}
