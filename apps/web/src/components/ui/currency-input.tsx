import { amountWithoutCommas } from '@imole/domain/format';
import { useId, useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';

/**
 * What a person types into an amount box, shown as currency while they type (staff spec §2: "formatted as currency
 * and converted to numbers"): digits with thousands separators and at most two decimals. "1234567.891" ->
 * "1,234,567.89", "12." stays "12." so they can keep typing, anything that is not a digit or the first point is
 * dropped.
 */
export function formatAmountInput(input: string): string {
  let whole = '';
  let decimals = '';
  let seenPoint = false;
  for (const char of input) {
    if (char === '.') seenPoint = true;
    else if (char >= '0' && char <= '9') {
      if (!seenPoint) whole += char;
      else if (decimals.length < 2) decimals += char;
    }
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  if (whole === '' && seenPoint) whole = '0';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return seenPoint ? `${grouped}.${decimals}` : grouped;
}

/** The amount of a formatted box as a number of naira ("1,250,000.50" -> 1250000.5), or null when it is empty. */
export function amountFromInput(text: string): number | null {
  const plain = amountWithoutCommas(text);
  return plain === '' ? null : Number(plain);
}

/** A number of naira as the box shows it: 1250000 -> "1,250,000", 99.5 -> "99.50". */
export function amountToInput(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const fixed = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return formatAmountInput(fixed);
}

/** How many digits come before `position` in `text` (the caret's place, ignoring the separators). */
const digitsBefore = (text: string, position: number) => text.slice(0, position).replace(/[^\d.]/g, '').length;

/** The position in `text` just after its `count`-th digit (or point). */
function positionAfter(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/[\d.]/.test(text[index]!)) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

interface CurrencyInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'type' | 'inputMode'
> {
  label: string;
  /** The formatted text ("1,250,000"); read the number with amountFromInput. */
  value: string;
  onValueChange(value: string): void;
  error?: string | undefined;
  hint?: string | undefined;
}

/**
 * A labelled naira amount box: "₦" in front, thousands separators while typing, the caret kept where the person put
 * it, the phone's number keyboard (inputMode decimal).
 */
export function CurrencyInput({
  label,
  value,
  onValueChange,
  error,
  hint,
  className = '',
  ...props
}: CurrencyInputProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  // After React writes the new text, put the caret back after the same number of digits.
  useLayoutEffect(() => {
    const input = ref.current;
    if (input && caret.current !== null && document.activeElement === input) {
      const position = positionAfter(input.value, caret.current);
      input.setSelectionRange(position, position);
    }
    caret.current = null;
  }, [value]);

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
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-ink-600"
        >
          ₦
        </span>
        <input
          id={id}
          ref={ref}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => {
            const { value: typed, selectionStart } = event.target;
            caret.current = digitsBefore(typed, selectionStart ?? typed.length);
            onValueChange(formatAmountInput(typed));
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className={
            'block min-h-12 w-full rounded-xl border bg-white pr-4 pl-9 text-base text-ink-900 tabular-nums ' +
            'placeholder:text-ink-500 focus:border-ink-900 focus:outline-2 focus:outline-offset-0 ' +
            'focus:outline-brand-400 disabled:bg-ink-100 disabled:text-ink-600 ' +
            (error ? 'border-danger-700' : 'border-ink-300')
          }
          {...props}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
