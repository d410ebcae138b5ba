import { useEffect, useId, useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';

interface CodeInputProps {
  /** The digits typed so far, from the left, without gaps ("", "12", "123456"). */
  value: string;
  onChange(value: string): void;
  /** Number of boxes (customer spec §9: 6). */
  length?: number;
  /** A wrong code: the boxes turn red and are marked aria-invalid. */
  error?: boolean;
  disabled?: boolean;
  /** Focuses the first empty box on mount. */
  autoFocus?: boolean;
  /** The group's name for screen readers ("Confirmation code"); not shown. */
  label: string;
  /** Called when the last digit is typed or a whole code is pasted. */
  onComplete?(code: string): void;
  /** id of the text that explains an error, read with each box. */
  describedBy?: string | undefined;
}

const onlyDigits = (text: string) => /^\d+$/.test(text);

/**
 * The 6-box code input (customer spec §5 "Codes and plans"): single digits only, typing moves forward, Backspace
 * moves back, a pasted (or autofilled) all-digit code of the right length fills every box and anything else pasted is
 * refused. The value stays gap-free: a box past the first empty one hands focus to the first empty one.
 */
export function CodeInput({
  value,
  onChange,
  length = 6,
  error = false,
  disabled = false,
  autoFocus = false,
  label,
  onComplete,
  describedBy,
}: CodeInputProps) {
  const labelId = useId();
  const hintId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const [refused, setRefused] = useState(false);
  const digits = value.slice(0, length);
  // Focus moves inside event handlers, before React re-renders: the focus handler must see the value just committed.
  const latest = useRef(digits);
  useLayoutEffect(() => {
    latest.current = digits;
  });

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  useEffect(() => {
    if (autoFocus) focusBox(digits.length);
    // Only on mount: later focus follows the person's typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const commit = (next: string) => {
    setRefused(false);
    if (next === digits) return;
    latest.current = next;
    onChange(next);
    if (next.length === length) onComplete?.(next);
  };

  const fillAll = (code: string) => {
    commit(code);
    focusBox(length - 1);
  };

  const handleChange = (index: number, raw: string) => {
    const old = digits[index] ?? '';
    if (raw === '') {
      commit(digits.slice(0, index) + digits.slice(index + 1));
      return;
    }
    // A whole code at once: Android's SMS/e-mail autofill and some keyboards' paste arrive as a change, not a paste.
    if (raw.length === length && onlyDigits(raw)) {
      fillAll(raw);
      return;
    }
    // The box held a digit and the caret was before or after it: what is new is the rest.
    const typed = old && raw.length > old.length ? raw.replace(old, '') : raw;
    const digit = [...typed].reverse().find((char) => char >= '0' && char <= '9');
    if (!digit) return; // letters, signs, spaces: ignored
    commit(digits.slice(0, index) + digit + digits.slice(index + 1));
    if (index < length - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (digits[index]) {
          // Clears this box; the caret stays here, ready for the replacement.
          commit(digits.slice(0, index) + digits.slice(index + 1));
        } else if (index > 0) {
          commit(digits.slice(0, index - 1) + digits.slice(index));
          focusBox(index - 1);
        }
        break;
      case 'Delete':
        event.preventDefault();
        if (digits[index]) commit(digits.slice(0, index) + digits.slice(index + 1));
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(Math.min(index + 1, digits.length));
        break;
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text').trim();
    if (text.length === length && onlyDigits(text)) fillAll(text);
    else setRefused(true);
  };

  return (
    <div>
      <span id={labelId} className="sr-only">
        {label}
      </span>
      <div role="group" aria-labelledby={labelId} className="flex justify-between gap-2">
        {Array.from({ length }, (_, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={error || undefined}
            aria-describedby={[describedBy, refused ? hintId : undefined].filter(Boolean).join(' ') || undefined}
            value={digits[index] ?? ''}
            disabled={disabled}
            onChange={(event) => handleChange(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={handlePaste}
            onFocus={(event) => {
              // Keep the code gap-free: a tap past the first empty box lands on the first empty box.
              const filled = latest.current.length;
              if (index > filled) focusBox(filled);
              else event.target.select();
            }}
            className={
              'h-14 w-full max-w-14 min-w-0 flex-1 rounded-xl border-2 text-center text-2xl font-semibold ' +
              'text-ink-900 caret-brand-600 transition-colors focus:outline-2 focus:outline-offset-2 ' +
              'disabled:bg-ink-100 disabled:text-ink-600 ' +
              (error
                ? 'border-danger-700 bg-danger-50 focus:outline-danger-700'
                : 'border-ink-500 bg-white focus:border-ink-900 focus:outline-brand-400')
            }
          />
        ))}
      </div>
      <p id={hintId} aria-live="polite" className="mt-1.5 min-h-5 text-sm text-ink-600">
        {refused ? `Only a ${length}-digit code can be pasted here.` : ''}
      </p>
    </div>
  );
}

interface ResendCodeProps {
  /** Sends a new code. A rejection brings the button back at once; show the error yourself. */
  onResend(): Promise<void>;
  /** The wait after a resend (customer spec §9: 59 seconds). */
  seconds?: number;
  /** The button's words; "Resend now" by default. */
  label?: string;
  /**
   * When the code on its way was sent (epoch ms, this device's clock): the wait runs from then, so the first code of a
   * screen starts it too, not only a resend. A later value (a code sent by another button) starts it again. Leave it
   * out (or null) when the time is unknown: "Resend now" at once.
   */
  sentAt?: number | null | undefined;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * "Resend now", then "Resend in 0:59" counting down each second until it can be used again (staff spec §4). The
 * button stays in place while it waits (aria-disabled, not disabled) so focus is not lost.
 */
export function ResendCode({ onResend, seconds = 59, label = 'Resend now', sentAt = null }: ResendCodeProps) {
  const [sending, setSending] = useState(false);
  const waitFrom = (at: number | null) =>
    at !== null && at + seconds * 1000 > Date.now() ? at + seconds * 1000 : null;
  const [until, setUntil] = useState<number | null>(() => waitFrom(sentAt));
  const [left, setLeft] = useState(() => (until === null ? 0 : Math.ceil((until - Date.now()) / 1000)));
  // A code sent by another button (a later `sentAt`) starts the wait again; the tick below ends one already over.
  const [seenSentAt, setSeenSentAt] = useState(sentAt);
  if (sentAt !== seenSentAt) {
    setSeenSentAt(sentAt);
    if (sentAt !== null) {
      setUntil(sentAt + seconds * 1000);
      setLeft(seconds);
    }
  }

  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      // From the clock, not by counting ticks: a phone throttles timers in the background.
      const remaining = Math.ceil((until - Date.now()) / 1000);
      if (remaining <= 0) setUntil(null);
      else setLeft(remaining);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const waiting = sending || until !== null;

  return (
    <p className="flex flex-wrap items-center gap-x-1 text-sm text-ink-700">
      <span>Didn&apos;t get the code?</span>
      <button
        type="button"
        aria-disabled={waiting || undefined}
        onClick={async () => {
          if (waiting) return;
          setSending(true);
          try {
            await onResend();
            setLeft(seconds);
            setUntil(Date.now() + seconds * 1000);
          } catch {
            // The caller shows why; the person may try again.
          } finally {
            setSending(false);
          }
        }}
        className={
          '-mx-2 inline-flex min-h-11 items-center rounded-lg px-2 font-semibold ' +
          (waiting ? 'cursor-default text-ink-600' : 'text-brand-800 underline underline-offset-4 hover:bg-brand-50')
        }
      >
        {sending ? 'Sending…' : until !== null ? `Resend in ${clock(left)}` : label}
      </button>
    </p>
  );
}
