import { useLocation, useNavigate } from 'react-router';
import { ArrowLeftIcon } from './icons.tsx';

interface BackButtonProps {
  /** Replaces the default "previous page" behaviour (the quote wizard goes to its previous step). */
  onBack?: (() => void) | undefined;
  /** Where to go when there is no previous page in this app (the page was opened from a link). */
  fallback?: string;
}

export function BackButton({ onBack, fallback = '/' }: BackButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button
      type="button"
      aria-label="Go back"
      onClick={() => {
        if (onBack) onBack();
        else if (location.key === 'default') void navigate(fallback);
        else void navigate(-1);
      }}
      className="-ml-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-900 hover:bg-ink-100"
    >
      <ArrowLeftIcon />
    </button>
  );
}
