import { useEffect, useId, useState } from 'react';
import type { AddressSuggester } from './places.ts';

interface AddressInputProps {
  label: string;
  value: string;
  onChange(value: string): void;
  hint?: string;
  invalid?: boolean;
  /** The rule's message, shown under the field and tied to it (announced at once). */
  error?: string | undefined;
  /** Address suggestions (limited to Nigeria); without one the address is plain text. */
  suggest?: AddressSuggester | undefined;
  /** Marks the input for the form's "focus the first invalid field". */
  'data-field'?: string;
}

const MIN_CHARS = 3;

/**
 * The full address. Plain text unless a suggester is given; then an ARIA combobox whose list updates as the person
 * types (a tap on a suggestion fills the field; the person can always keep their own words).
 */
export function AddressInput({
  label,
  value,
  onChange,
  hint,
  invalid: invalidProp = false,
  error,
  suggest,
  ...rest
}: AddressInputProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const invalid = invalidProp || Boolean(error);
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const listId = `${inputId}-list`;
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!suggest || value.trim().length < MIN_CHARS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggest(value.trim(), controller.signal).then(
        (found) => setSuggestions(found.slice(0, 5)),
        () => setSuggestions([]),
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [suggest, value]);

  const showList = Boolean(suggest) && open && suggestions.length > 0 && value.trim().length >= MIN_CHARS;

  return (
    <div className="relative">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="-mt-0.5 mb-1.5 text-sm text-ink-600">
          {hint}
        </p>
      )}
      <input
        id={inputId}
        data-field={rest['data-field']}
        type="text"
        autoComplete="street-address"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        {...(suggest
          ? {
              role: 'combobox',
              'aria-expanded': showList,
              'aria-controls': listId,
              'aria-autocomplete': 'list' as const,
            }
          : {})}
        className={
          'block min-h-12 w-full rounded-xl border bg-white px-4 text-base text-ink-900 placeholder:text-ink-500 ' +
          'focus:border-ink-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-400 ' +
          (invalid ? 'border-danger-700' : 'border-ink-300')
        }
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      {showList && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Address suggestions"
          className="absolute z-20 mt-1 w-full overflow-hidden rounded-xl border border-ink-300 bg-white shadow-lg"
        >
          {suggestions.map((suggestion) => (
            <li
              key={suggestion}
              role="option"
              aria-selected={false}
              // mousedown, not click: it fires before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                onChange(suggestion);
                setOpen(false);
              }}
              className="min-h-11 cursor-pointer px-4 py-3 text-sm hover:bg-ink-100"
            >
              {suggestion}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
