import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { requestStatusOf } from '../../../lib/request-status.ts';

type MutationStatus = 'idle' | 'pending' | 'success' | 'error';

interface InlineEditProps {
  editing: boolean;
  /** The confirmation of the last save, shown until the next edit opens. */
  saved: string | null;
  /** The button that opens the edit: its text and its accessible name. */
  open: { label: string; ariaLabel: string; onOpen(): void };
  /** The one field being edited. */
  field: ReactNode;
  submit: { label: string; loadingLabel: string; status: MutationStatus };
  formLabel?: string;
  onSubmit(event: FormEvent): void;
  onCancel(): void;
}

/** A one-field edit in place on /manage-packages (a component's price, a category's name), for admins. */
export function InlineEdit({ editing, saved, open, field, submit, formLabel, onSubmit, onCancel }: InlineEditProps) {
  return (
    <>
      {saved && !editing && (
        <p role="status" className="text-sm font-medium text-success-800">
          {saved}
        </p>
      )}
      {editing ? (
        <form noValidate onSubmit={onSubmit} aria-label={formLabel} className="flex flex-col gap-2">
          {field}
          <div className="grid grid-cols-2 gap-2">
            <Button type="submit" state={requestStatusOf(submit.status)} loadingLabel={submit.loadingLabel}>
              {submit.label}
            </Button>
            <Button variant="secondary" disabled={submit.status === 'pending'} onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button
          variant="secondary"
          className="min-h-11 self-start px-4 text-sm"
          aria-label={open.ariaLabel}
          onClick={open.onOpen}
        >
          {open.label}
        </Button>
      )}
    </>
  );
}
