import { lagosDate } from '@imole/domain/dates';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatAmountInput } from '../../components/ui/currency-input.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { RequestStatus } from '../../lib/request-status.ts';
import { useLogContact, type Channel, type WorklistItem } from './api.ts';
import { channelWords, PROMISE_MAX_DAYS } from './words.ts';

const OUTCOME_MAX = 500;

/** The calendar day `days` after `day` (YYYY-MM-DD). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Errors {
  channel?: string;
  outcome?: string;
  promiseDate?: string;
  promiseAmount?: string;
}

/** The same rules, and words, as POST v1/Collections/LogContact. */
export function contactErrors(
  form: { channel: Channel | null; outcome: string; promiseDate: string; promiseAmount: string },
  today: string,
): Errors {
  const errors: Errors = {};
  if (!form.channel) errors.channel = 'Choose how you reached the customer: call, visit or SMS.';
  if (!form.outcome.trim()) errors.outcome = 'Write what came of the contact.';
  else if (form.outcome.trim().length > OUTCOME_MAX) errors.outcome = 'Keep the outcome to 500 characters.';
  const latest = addDays(today, PROMISE_MAX_DAYS);
  if (form.promiseDate && (form.promiseDate < today || form.promiseDate > latest))
    errors.promiseDate = `A promise to pay is dated from today to ${PROMISE_MAX_DAYS} days ahead.`;
  const amount = promisedAmount(form.promiseAmount);
  if (amount.error) errors.promiseAmount = amount.error;
  else if (amount.kobo !== null && !form.promiseDate)
    errors.promiseDate = 'Give the date the customer promised to pay the amount by.';
  return errors;
}

const NOT_ABOVE_ZERO = 'A promised amount is more than ₦0: write what the customer said they would pay, like 20,000.';

/**
 * The promise's amount box as typed, in kobo (null when empty), or the sentence that refuses it. The box keeps what
 * was typed, a minus sign included: the shared currency box drops it, so "-5" became ₦5.00 (issue 23 walk).
 */
export function promisedAmount(text: string): { kobo: number | null; error?: string } {
  const plain = text.replace(/[\s,₦]/g, '');
  if (plain === '') return { kobo: null };
  if (/^[-−]/.test(plain)) return { kobo: null, error: NOT_ABOVE_ZERO };
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(plain))
    return { kobo: null, error: 'Write the amount in naira with digits, like 20,000 or 20,000.50.' };
  const kobo = Math.round(Number(plain) * 100);
  return kobo > 0 ? { kobo } : { kobo: null, error: NOT_ABOVE_ZERO };
}

/**
 * "Log contact" (docs/portfolio.md "Collections and reminders"): how the customer was reached, what came of it, and
 * their promise to pay (a date, and an amount if they named one). The list and the history refresh on saving.
 */
export function LogContactDialog({ item, onClose }: { item: WorklistItem | null; onClose: () => void }) {
  return (
    <Modal open={item !== null} onClose={onClose} title={item ? `Log contact with ${item.customer.name}` : ''}>
      {item && <ContactForm item={item} onDone={onClose} />}
    </Modal>
  );
}

function ContactForm({ item, onDone }: { item: WorklistItem; onDone: () => void }) {
  const today = lagosDate(new Date());
  const [channel, setChannel] = useState<Channel | null>(null);
  const [outcome, setOutcome] = useState('');
  const [promiseDate, setPromiseDate] = useState('');
  const [promiseAmount, setPromiseAmount] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const log = useLogContact();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = contactErrors({ channel, outcome, promiseDate, promiseAmount }, today);
    setErrors(found);
    if (Object.keys(found).length > 0 || !channel) return;
    const amount = promisedAmount(promiseAmount).kobo;
    log.mutate(
      {
        quoteId: item.quoteId,
        channel,
        outcome: outcome.trim(),
        promiseDate: promiseDate || undefined,
        promiseAmount: amount ?? undefined,
      },
      { onSuccess: onDone },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-ink-700">
        {item.referenceNo} ·{' '}
        <a href={`tel:${item.customer.phone}`} className="font-semibold text-brand-800 underline">
          {item.customer.phone}
        </a>
      </p>
      <fieldset aria-describedby={errors.channel ? 'contact-channel-error' : undefined}>
        <legend className="mb-1.5 text-sm font-semibold text-ink-800">How did you reach them?</legend>
        <div className="grid grid-cols-3 gap-2">
          {(['call', 'visit', 'sms'] as const).map((c) => (
            <label
              key={c}
              className={`flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border px-2 font-semibold ${channel === c ? 'border-brand-800 bg-brand-50 text-brand-900' : 'border-ink-300 text-ink-800'}`}
            >
              <input
                type="radio"
                name="channel"
                value={c}
                checked={channel === c}
                onChange={() => {
                  setChannel(c);
                  setErrors((e) => ({ ...e, channel: undefined }));
                }}
                className="size-4 accent-brand-800"
              />
              {channelWords[c]}
            </label>
          ))}
        </div>
        {errors.channel && (
          <p id="contact-channel-error" role="alert" className="mt-1 text-sm text-danger-700">
            {errors.channel}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor="contact-outcome" className="mb-1.5 block text-sm font-semibold text-ink-800">
          What came of it?
        </label>
        <textarea
          id="contact-outcome"
          rows={3}
          value={outcome}
          aria-invalid={errors.outcome ? true : undefined}
          aria-describedby={errors.outcome ? 'contact-outcome-error' : undefined}
          onChange={(event) => {
            setOutcome(event.target.value);
            setErrors((e) => ({ ...e, outcome: undefined }));
          }}
          className={`block w-full rounded-xl border p-3 text-base ${errors.outcome ? 'border-danger-700' : 'border-ink-300'}`}
        />
        {errors.outcome && (
          <p id="contact-outcome-error" role="alert" className="mt-1 text-sm text-danger-700">
            {errors.outcome}
          </p>
        )}
      </div>
      <TextField
        label="Promised to pay by (optional)"
        type="date"
        min={today}
        max={addDays(today, PROMISE_MAX_DAYS)}
        value={promiseDate}
        onChange={(event) => {
          setPromiseDate(event.target.value);
          setErrors((e) => ({ ...e, promiseDate: undefined }));
        }}
        error={errors.promiseDate}
      />
      <TextField
        label="Amount promised (optional)"
        hint="In naira. Leave empty when they did not name an amount: any payment by the date keeps the promise."
        inputMode="decimal"
        autoComplete="off"
        placeholder="₦"
        value={promiseAmount}
        onChange={(event) => {
          setPromiseAmount(event.target.value);
          setErrors((e) => ({ ...e, promiseAmount: undefined }));
        }}
        onBlur={() => {
          // Thousands separators once they are done typing, when it is an amount; anything else stays as typed.
          if (promisedAmount(promiseAmount).kobo !== null) setPromiseAmount(formatAmountInput(promiseAmount));
        }}
        error={errors.promiseAmount}
      />
      {log.isError && <Alert tone="error">{log.error.message}</Alert>}
      <Button
        type="submit"
        block
        state={log.isPending ? RequestStatus.LOADING : RequestStatus.NORMAL}
        loadingLabel="Saving"
      >
        Save contact
      </Button>
    </form>
  );
}
