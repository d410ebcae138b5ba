import { formatNaira } from '@imole/domain/format';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { RequestStatus } from '../../lib/request-status.ts';
import { useWriteOff, type WorklistItem } from './api.ts';
import { daysWord } from './words.ts';

/**
 * Writing a loan off (administrators; 180 days overdue or more): a reason, then a confirmation. The loan leaves the
 * book's outstanding principal and PAR; money received after it counts as a recovery (docs/portfolio.md).
 */
export function WriteOffDialog({ item, onClose }: { item: WorklistItem | null; onClose: () => void }) {
  const writeOff = useWriteOff();
  return (
    <Modal
      open={item !== null}
      onClose={() => !writeOff.isPending && onClose()}
      title={item ? `Write off ${item.customer.name}’s loan?` : ''}
    >
      {item && <WriteOffForm item={item} writeOff={writeOff} onDone={onClose} />}
    </Modal>
  );
}

function WriteOffForm({
  item,
  writeOff,
  onDone,
}: {
  item: WorklistItem;
  writeOff: ReturnType<typeof useWriteOff>;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Write why the loan is written off.');
      return;
    }
    writeOff.mutate({ quoteId: item.quoteId, reason: reason.trim() }, { onSuccess: onDone });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <p className="text-sm text-ink-800">
        {item.referenceNo} is {daysWord(item.daysOverdue)} overdue with {formatNaira(item.outstanding / 100)} still
        owed. Writing it off takes it out of the book’s outstanding principal and PAR; anything the customer pays later
        counts as a recovery. It cannot be undone here.
      </p>
      <div>
        <label htmlFor="write-off-reason" className="mb-1.5 block text-sm font-semibold text-ink-800">
          Why is it written off?
        </label>
        <textarea
          id="write-off-reason"
          rows={3}
          maxLength={500}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'write-off-reason-error' : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          className={`block w-full rounded-xl border p-3 text-base ${error ? 'border-danger-700' : 'border-ink-300'}`}
        />
        {error && (
          <p id="write-off-reason-error" role="alert" className="mt-1 text-sm text-danger-700">
            {error}
          </p>
        )}
      </div>
      {writeOff.isError && <Alert tone="error">{writeOff.error.message}</Alert>}
      <Button
        type="submit"
        variant="danger"
        block
        state={writeOff.isPending ? RequestStatus.LOADING : RequestStatus.NORMAL}
        loadingLabel="Writing off"
      >
        Write off the loan
      </Button>
    </form>
  );
}
