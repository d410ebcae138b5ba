import { useId, useState } from 'react';
import type { RequestStatus } from '../../lib/request-status.ts';
import { Button } from './button.tsx';
import { TextField } from './text-field.tsx';

export interface InstallationCompletion {
  /** YYYY-MM-DD: the day the work was done. */
  fulfilmentDate: string;
  /** The comment (installationData). */
  installationData: string;
}

export const completionMessages = {
  date: 'Choose the day of the installation',
  future: 'The installation cannot be completed on a future date.',
  comment: 'Add a short comment about the installation',
} as const;

/** The first problem of a completion, in the order of the form, or null. `today` is YYYY-MM-DD in Nigeria. */
export function completionError(input: InstallationCompletion, today: string): string | null {
  if (!input.fulfilmentDate) return completionMessages.date;
  if (input.fulfilmentDate > today) return completionMessages.future;
  if (!input.installationData.trim()) return completionMessages.comment;
  return null;
}

interface InstallationCompletionFormProps {
  /** Today in Nigeria (YYYY-MM-DD): the latest day the work can have been done, and the default. */
  today: string;
  state: RequestStatus;
  onSubmit(value: InstallationCompletion): void;
  submitLabel?: string;
}

/**
 * "Mark complete" (staff spec §3 "Installation confirmation": fulfilmentDate, installationData): the day the work was
 * done (not in the future) and a comment for the customer and the office.
 */
export function InstallationCompletionForm({
  today,
  state,
  onSubmit,
  submitLabel = 'Mark complete',
}: InstallationCompletionFormProps) {
  const commentId = useId();
  const [date, setDate] = useState(today);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const value = { fulfilmentDate: date, installationData: comment.trim() };
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = completionError(value, today);
        setError(problem);
        if (!problem) onSubmit(value);
      }}
    >
      <TextField
        label="Day of the installation"
        type="date"
        max={today}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        error={error === completionMessages.date || error === completionMessages.future ? error : undefined}
      />
      <div>
        <label htmlFor={commentId} className="mb-1.5 block text-sm font-semibold text-ink-800">
          Comment
        </label>
        <textarea
          id={commentId}
          rows={3}
          maxLength={2000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          placeholder="What was installed, anything the customer should know"
          aria-invalid={error === completionMessages.comment || undefined}
          aria-describedby={error === completionMessages.comment ? `${commentId}-error` : undefined}
          className={`block w-full rounded-xl border bg-white px-4 py-3 text-base placeholder:text-ink-500 focus:border-ink-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-400 ${
            error === completionMessages.comment ? 'border-danger-700' : 'border-ink-300'
          }`}
        />
        {error === completionMessages.comment && (
          <p id={`${commentId}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" block state={state} loadingLabel="Saving">
        {submitLabel}
      </Button>
    </form>
  );
}
