import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import {
  ADDRESS_SEARCH_MIN_CHARS,
  useAddressSuggestions,
  type AddressSuggestion,
} from '../../lib/address/search-address.ts';

export type { AddressSuggestion } from '../../lib/address/search-address.ts';

interface AddressFieldProps {
  label: string;
  value: string;
  /** Every change the person types: free text always works. */
  onChange(value: string): void;
  /**
   * A suggestion was chosen: its address is the field's new value (onChange is not called as well); fill the state
   * and area from it when it knows them (`stateId`/`state`, `lgaId`/`lga` may be null).
   */
  onChoose(suggestion: AddressSuggestion): void;
  /** The state already chosen, whose places come first. */
  stateId?: number | null | undefined;
  hint?: string | undefined;
  /** The rule's message, shown under the field and tied to it (announced at once). */
  error?: string | undefined;
  /** A session not kept on this device (the bank quote page, right after the code). */
  token?: string | undefined;
  /** Marks the input for a form's "focus the first invalid field". */
  'data-field'?: string;
}

const DEBOUNCE_MS = 300;

function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The full address with suggestions limited to Nigeria (GET Location/SearchAddress: our own data by default, a
 * geocoder when configured; docs/quote-request.md "Address search"). An ARIA 1.2 combobox: the list opens as the
 * person types (after a short pause), ↑/↓ move, Enter or a tap chooses, Escape closes; the person can always keep
 * their own words. Only typing asks: a prefilled address does not open the list.
 *
 * Shared by the quote wizard (customer and agent) and the bank quote page: `onChoose` fills their state and area.
 */
export function AddressField({
  label,
  value,
  onChange,
  onChoose,
  stateId,
  hint,
  error,
  token,
  ...rest
}: AddressFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Said after a choice: the state and area fields may be above, out of sight on a phone.
  const [filled, setFilled] = useState<string | null>(null);
  const settled = useSettled(value, DEBOUNCE_MS);
  const search = useAddressSuggestions({ query: settled, stateId, token }, typed);
  const long = value.trim().length >= ADDRESS_SEARCH_MIN_CHARS;
  // Only the answer for the text in the field: an older one (typing went on) could replace it with less than typed.
  const current = settled.trim() === value.trim();
  const suggestions = typed && long && current && !search.isError ? (search.data ?? []) : [];
  const expanded = open && suggestions.length > 0;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

  const choose = (suggestion: AddressSuggestion) => {
    onChoose(suggestion);
    setFilled(suggestion.state ? suggestion.description : null);
    setTyped(false);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length + 1) % (suggestions.length + 1));
    } else if (event.key === 'Enter' && expanded && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const activeSuggestion = expanded && active >= 0 && active < suggestions.length;
  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="-mt-0.5 mb-1.5 text-sm text-ink-600">
          {hint}
        </p>
      )}
      <input
        id={id}
        data-field={rest['data-field']}
        type="text"
        role="combobox"
        autoComplete="street-address"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeSuggestion ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setFilled(null);
          setTyped(true);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className={
          'block min-h-12 w-full rounded-xl border bg-white px-4 text-base text-ink-900 placeholder:text-ink-500 ' +
          'focus:border-ink-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-400 ' +
          (error ? 'border-danger-700' : 'border-ink-300')
        }
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      {filled && !error && (
        <p className="mt-1.5 text-sm text-ink-700" data-testid="address-filled">
          State and area set from this address: {filled}.
        </p>
      )}
      <p id={statusId} className="sr-only" aria-live="polite">
        {expanded ? `${suggestions.length} ${suggestions.length === 1 ? 'address' : 'addresses'} found` : ''}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label="Address suggestions"
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-xl border border-ink-300 bg-white shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.address}|${suggestion.lgaId ?? suggestion.stateId ?? ''}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: it fires before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(suggestion);
            }}
            className={
              'flex min-h-12 cursor-pointer flex-col justify-center px-4 py-2 ' +
              (index === active ? 'bg-brand-50' : 'hover:bg-ink-100')
            }
          >
            <span className="text-base text-ink-900">{suggestion.address}</span>
            <span className="text-sm text-ink-600">{suggestion.description}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
