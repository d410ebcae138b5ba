import { lagosDate } from '@imole/domain/dates';
import { formatNaira } from '@imole/domain/format';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { amountFromInput, amountToInput, CurrencyInput } from '../../../components/ui/currency-input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { requestStatusOf } from '../../../lib/request-status.ts';
import { formatDay } from '../../../lib/staff-dates.ts';
import { useRecordRefund } from '../api/record-refund.ts';

/**
 * "Record refund made" (admins, docs/payments.md "Refunds"): once the money above the first payment has been sent
 * back from the provider's dashboard or by transfer, the amount (all of the refund due unless changed), the
 * reference and the day, read back for a yes, since a refund cannot be undone.
 */
export function RecordRefund(props: {
  quoteId: number;
  refundDue: number;
  customer: string;
  onRecorded(text: string): void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Record refund made
      </Button>
      {open && (
        <RefundForm
          {...props}
          onClose={() => setOpen(false)}
          onRecorded={(text) => {
            setOpen(false);
            props.onRecorded(text);
          }}
        />
      )}
    </>
  );
}

function RefundForm(props: {
  quoteId: number;
  refundDue: number;
  customer: string;
  onClose(): void;
  onRecorded(text: string): void;
}) {
  const [amount, setAmount] = useState(amountToInput(props.refundDue));
  const [reference, setReference] = useState('');
  const [refundedOn, setRefundedOn] = useState(() => lagosDate(new Date()));
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const record = useRecordRefund();
  const naira = amountFromInput(amount);
  const check = (): string | null => {
    if (naira === null || naira <= 0) return 'Enter the amount refunded in naira';
    if (naira > props.refundDue) return `That is more than is due: ${formatNaira(props.refundDue)} is to be refunded.`;
    if (reference.trim().length < 3) return 'Enter the refund reference (from the provider or the bank transfer)';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(refundedOn)) return 'Enter the day the money was sent';
    if (refundedOn > lagosDate(new Date())) return 'The refund cannot be dated in the future.';
    return null;
  };
  return (
    <Modal
      open
      onClose={() => !record.isPending && props.onClose()}
      title={asking ? `Record ${formatNaira(naira ?? 0)} refunded to ${props.customer}?` : 'Record refund made'}
    >
      {asking ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-ink-700">
            Reference {reference.trim()}, sent on {formatDay(refundedOn)}. The customer is told, and the commission this
            money earned is taken back. A refund cannot be undone: record it once the money has gone.
          </p>
          {error && <Alert tone="error">{error}</Alert>}
          <Button
            block
            state={requestStatusOf(record.status)}
            loadingLabel="Recording"
            onClick={() =>
              record.mutate(
                { quoteId: props.quoteId, amount: naira!, reference: reference.trim(), refundedOn },
                {
                  onSuccess: () =>
                    props.onRecorded(`${formatNaira(naira!)} refunded to ${props.customer} is recorded.`),
                  onError: (e) => setError(e.message),
                },
              )
            }
          >
            Yes, record it
          </Button>
          <Button variant="secondary" block onClick={() => setAsking(false)} disabled={record.isPending}>
            Back
          </Button>
        </div>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const problem = check();
            setError(problem);
            if (!problem) setAsking(true);
          }}
        >
          <p className="text-sm text-ink-700">
            {formatNaira(props.refundDue)} is due to be refunded. Send it from the payment provider&rsquo;s dashboard or
            by bank transfer first, then record it here.
          </p>
          <CurrencyInput label="Amount refunded" value={amount} onValueChange={setAmount} />
          <TextField
            label="Refund reference"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            autoComplete="off"
          />
          <TextField
            label="Day sent"
            type="date"
            value={refundedOn}
            max={lagosDate(new Date())}
            onChange={(event) => setRefundedOn(event.target.value)}
          />
          {error && <Alert tone="error">{error}</Alert>}
          <Button type="submit" block>
            Continue
          </Button>
        </form>
      )}
    </Modal>
  );
}
