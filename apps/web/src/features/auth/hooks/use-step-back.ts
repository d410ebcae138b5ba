import { useLocation, useNavigate } from 'react-router';
import { useLayoutBack } from '../../../lib/layout-chrome.ts';

/**
 * The layout's back button in a page of several steps: back to the previous step when there is one, otherwise what
 * the button does anyway (the previous page, or `fallback` when the page was opened from a link).
 */
export function useStepBack(previousStep: (() => void) | null, fallback = '/'): void {
  const navigate = useNavigate();
  const location = useLocation();
  useLayoutBack(() => {
    if (previousStep) previousStep();
    else if (location.key === 'default') void navigate(fallback);
    else void navigate(-1);
  });
}
