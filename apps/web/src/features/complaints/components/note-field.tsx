import { useId } from 'react';

interface NoteFieldProps {
  label: string;
  hint: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  placeholder?: string;
  disabled?: boolean;
}

/** A labelled multi-line note (3 to 1,000 characters, as the API takes), with its hint and error tied to it. */
export function NoteField({ label, hint, value, onChange, error, placeholder, disabled }: NoteFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <p id={`${id}-hint`} className="-mt-0.5 mb-1.5 text-sm text-ink-600">
        {hint}
      </p>
      <textarea
        id={id}
        rows={3}
        maxLength={NOTE_MAX}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={`block w-full rounded-xl border bg-white px-4 py-3 text-base placeholder:text-ink-500 focus:border-ink-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-400 disabled:bg-ink-100 disabled:text-ink-600 ${
          error ? 'border-danger-700' : 'border-ink-300'
        }`}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const NOTE_MIN = 3;
export const NOTE_MAX = 1000;
