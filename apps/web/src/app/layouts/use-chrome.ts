import { useMemo, useState } from 'react';
import type { LayoutChrome } from '../../lib/layout-chrome.ts';

/**
 * The state a layout keeps for the page inside it (lib/layout-chrome.ts): the page's title, progress and back
 * handler override the layout's own defaults while the page is shown.
 */
export function useChrome(defaults: { title?: string | undefined; progress?: number | undefined }) {
  const [title, setTitle] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | undefined>();
  const [onBack, setOnBack] = useState<(() => void) | undefined>();

  const chrome = useMemo<LayoutChrome>(
    () => ({
      setTitle,
      setProgress,
      // A function passed to a state setter would be called as an updater; wrap it.
      setOnBack: (handler) => setOnBack(() => handler),
    }),
    [],
  );

  return { title: title ?? defaults.title, progress: progress ?? defaults.progress, onBack, chrome };
}
