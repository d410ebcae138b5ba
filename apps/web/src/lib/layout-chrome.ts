/**
 * How a page talks to the layout around it (the layouts live in src/app, which features may not import): a page
 * sets the layout's title, the quote wizard's progress ring, or what the back button does, through these hooks.
 * Outside a layout they do nothing.
 */
import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';

export interface LayoutChrome {
  setTitle(title: string | undefined): void;
  setProgress(progress: number | undefined): void;
  setOnBack(handler: (() => void) | undefined): void;
}

export const LayoutChromeContext = createContext<LayoutChrome | null>(null);

/** Overrides the layout's title ("Reset password" -> "Change password") while the page is shown. */
export function useLayoutTitle(title: string): void {
  const chrome = useContext(LayoutChromeContext);
  // Before paint, so the header never shows the previous page's title next to this page.
  useLayoutEffect(() => {
    chrome?.setTitle(title);
    return () => chrome?.setTitle(undefined);
  }, [chrome, title]);
}

/** The quote setup layout's progress ring, 0 to 100 (wizard steps: 20, 40, 60, 80, 100). */
export function useLayoutProgress(progress: number): void {
  const chrome = useContext(LayoutChromeContext);
  // Before paint, so the ring never shows the previous step's figure under this step's heading.
  useLayoutEffect(() => {
    chrome?.setProgress(progress);
    // Leaving the wizard (to /get-qoute, in the same layout) takes the ring with it.
    return () => chrome?.setProgress(undefined);
  }, [chrome, progress]);
}

/** Makes the back button go to the previous wizard step instead of the previous page. */
export function useLayoutBack(handler: () => void): void {
  const chrome = useContext(LayoutChromeContext);
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    chrome?.setOnBack(() => latest.current());
    return () => chrome?.setOnBack(undefined);
  }, [chrome]);
}
