import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { RequestStatus } from '../../lib/request-status.ts';
import { AlertIcon, CheckIcon } from './icons.tsx';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const base =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-5 text-base font-semibold ' +
  'transition-colors select-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-400 text-ink-900 hover:bg-brand-500 active:bg-brand-500',
  secondary: 'border-2 border-ink-900 bg-white text-ink-900 hover:bg-ink-100 active:bg-ink-200',
  ghost: 'bg-transparent text-brand-800 underline-offset-4 hover:underline',
  danger: 'bg-danger-700 text-white hover:bg-danger-800',
};

/** The classes of a button, for links that look like one (`<Link className={buttonClasses()}>`). */
export function buttonClasses(variant: ButtonVariant = 'primary', { block = false } = {}): string {
  return `${base} ${variants[variant]} ${block ? 'w-full' : ''}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** The request behind the button: NORMAL, LOADING (spinner, not clickable), SUCCESS (tick), ERROR (warning). */
  state?: RequestStatus;
  /** Full width, the usual on a phone. */
  block?: boolean;
  /** Read by screen readers while loading, e.g. "Saving". */
  loadingLabel?: string;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  state = RequestStatus.NORMAL,
  block = false,
  loadingLabel = 'Please wait',
  type = 'button',
  className = '',
  disabled,
  children,
  ...props
}: ButtonProps) {
  const loading = state === RequestStatus.LOADING;
  return (
    <button
      type={type}
      // A loading button stays fully legible (it is busy, not unavailable); a disabled one fades.
      className={`${buttonClasses(variant, { block })} ${loading ? 'cursor-wait' : 'disabled:cursor-not-allowed disabled:opacity-60'} ${className}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-state={state}
      {...props}
    >
      {loading && <Spinner />}
      {state === RequestStatus.SUCCESS && <CheckIcon className="size-5" />}
      {state === RequestStatus.ERROR && <AlertIcon className="size-5" />}
      <span>{children}</span>
      {loading && <span className="sr-only">{loadingLabel}</span>}
    </button>
  );
}
