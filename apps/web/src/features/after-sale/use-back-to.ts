import { useLocation, useNavigate } from 'react-router';
import { useLayoutBack } from '../../lib/layout-chrome.ts';

/**
 * The layout's back button goes to the previous page, or to `fallback` when this page was the first one opened (from
 * a notification e-mail, say), instead of the layout's default.
 */
export function useBackTo(fallback: string): void {
  const navigate = useNavigate();
  const location = useLocation();
  useLayoutBack(() => {
    if (location.key === 'default') void navigate(fallback);
    else void navigate(-1);
  });
}
