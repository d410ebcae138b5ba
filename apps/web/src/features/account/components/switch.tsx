import type { InputHTMLAttributes } from 'react';

interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  /** The switch's name for screen readers; the visible column heading says the same. */
  label: string;
}

/**
 * An on/off switch: a native checkbox with role="switch" (keyboard, forms and screen readers for free), drawn as a
 * track and thumb. The input itself, transparent, covers the whole 48 px square: that is the touch target.
 */
export function Switch({ label, className = '', ...props }: SwitchProps) {
  return (
    <label className={`relative inline-flex size-12 cursor-pointer items-center justify-center ${className}`}>
      <input
        type="checkbox"
        role="switch"
        aria-label={label}
        className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
        {...props}
      />
      <span
        aria-hidden="true"
        className="h-7 w-12 rounded-full bg-ink-500 transition-colors peer-checked:bg-success-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink-900 peer-disabled:opacity-60"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-0 size-5 -translate-y-1/2 translate-x-1 rounded-full bg-white shadow transition-transform peer-checked:translate-x-6"
      />
    </label>
  );
}
