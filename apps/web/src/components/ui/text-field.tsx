import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The rule's message (first failure shown); announced at once and tied to the input. */
  error?: string | undefined;
  /** A short help line under the label, e.g. the expected phone format. */
  hint?: string | undefined;
  /** For a password: a "Show"/"Hide" button, so a person on a small keyboard can check what they typed. */
  revealable?: boolean;
  ref?: Ref<HTMLInputElement>;
}

const inputBase =
  'block min-h-12 w-full rounded-xl border bg-white px-4 text-base text-ink-900 placeholder:text-ink-500 ' +
  'focus:border-ink-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-400 ' +
  'disabled:bg-ink-100 disabled:text-ink-600 read-only:bg-ink-100 read-only:text-ink-700';

/**
 * A labelled input: label above, hint, then the error (role="alert", aria-describedby). Works with react-hook-form's
 * `register` (ref is a prop in React 19). Text is 16 px so phones do not zoom in on focus.
 */
export function TextField({
  label,
  error,
  hint,
  revealable = false,
  type = 'text',
  ref,
  className = '',
  ...props
}: TextFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="-mt-0.5 mb-1.5 text-sm text-ink-600">
          {hint}
        </p>
      )}
      <div className="relative">
        <input
          id={id}
          ref={ref}
          type={revealable && shown ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputBase} ${error ? 'border-danger-700' : 'border-ink-300'} ${revealable ? 'pr-20' : ''}`}
          {...props}
        />
        {revealable && (
          <button
            type="button"
            onClick={() => setShown((value) => !value)}
            aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            className="absolute inset-y-0 right-0 inline-flex min-w-16 items-center justify-center rounded-r-xl px-3 text-sm font-semibold text-brand-800 hover:bg-ink-100"
          >
            {shown ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
