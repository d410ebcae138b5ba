import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from './icons.tsx';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly { value: string | number; label: string }[];
  /** The first, empty option ("Select your state"); chosen while nothing is. */
  placeholder: string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select (label above, like TextField): the phone's own picker is the lightest and most familiar
 * list there is, and it needs no JavaScript to scroll 774 LGAs.
 */
export function SelectField({ label, options, placeholder, error, ref, className = '', ...props }: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={
            'block min-h-12 w-full appearance-none rounded-xl border bg-white pr-10 pl-4 text-base text-ink-900 ' +
            'focus:border-ink-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-400 ' +
            'disabled:bg-ink-100 disabled:text-ink-600 ' +
            (error ? 'border-danger-700' : 'border-ink-300')
          }
          {...props}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-600" />
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
