import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each visited page was scrolled to, by history entry; lost with the tab, as the history itself is. */
const positions = new Map<string, number>();

/**
 * A new page opens at the top; "back" (or forward) returns to where that page was scrolled. The browser's own
 * restoration is turned off: it would scroll before the page has rendered.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (!location.hash) window.scrollTo(0, 0);
    const remember = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key, location.hash, navigationType]);
}
