import { formatNaira } from '@imole/domain/format';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { requestStatusOf } from '../../../lib/request-status.ts';
import { formatMoment } from '../../../lib/staff-dates.ts';
import { financingBank, type StaffQuoteRequest } from '../api/get-request.ts';
import { useRejectQuote } from '../api/reject-quote.ts';
import { useSetPayOnDelivery } from '../api/set-pay-on-delivery.ts';
import { Section } from './facts.tsx';

/** The server's rule and sentence (Quote/RejectQuote): 3 to 500 characters. */
export const REASON_MESSAGE = 'Say why the quote is rejected, so the customer knows what to do.';
const REASON_MIN = 3;
const REASON_MAX = 500;

const QUOTE_SENT = 1;
const QUOTE_PAID = 2;
const QUOTE_REJECTED = 8;

/** Money came in on the quote (settled, or held for review): it can no longer be rejected. */
const moneyIn = (view: StaffQuoteRequest) =>
  (view.transactions ?? []).some((t) => t.successful || t.status === 'conflict');

/**
 * What staff may decide about the offer itself (docs/staff.md "Rejecting and pay on delivery"): let the customer pay
 * on delivery (a sent offer, not expired, not paid), or reject it with a reason (request status 0–2, no money in).
 * A rejected request says so, with the reason the customer was given.
 */
export function OfferDecision({ view, onDone }: { view: StaffQuoteRequest; onDone(text: string): void }) {
  const { quoteRequest: request, quote } = view;
  const status = request.quoteRequestStatus;
  if (quote?.quoteStatus === QUOTE_REJECTED) return <Rejected view={view} />;
  const expired = quote?.daysToExpiry !== null && quote?.daysToExpiry !== undefined && quote.daysToExpiry < 0;
  const canPayOnDelivery =
    status === 2 && quote?.quoteStatus === QUOTE_SENT && !expired && !quote.payOnDelivery && !moneyIn(view);
  const canReject = status <= 2 && quote?.quoteStatus !== QUOTE_PAID && !moneyIn(view);
  if (!canPayOnDelivery && !canReject) return null;
  const bank = financingBank(view);
  if (bank) return <BankDecides bank={bank.name} quoteRequestId={request.id} />;
  const customer = `${request.clientUser.firstname} ${request.clientUser.lastname}`;
  return (
    <Section title="The offer">
      {canPayOnDelivery && quote && (
        <PayOnDelivery
          quoteId={quote.id}
          customer={customer}
          equity={quote.equity}
          total={quote.totalAssetAmount}
          onDone={onDone}
        />
      )}
      {canReject && <RejectQuote quoteRequestId={request.id} customer={customer} onDone={onDone} />}
    </Section>
  );
}

/**
 * A partner bank finances the request: it pays the price once it approves, and its loan officer decides, so neither
 * pay on delivery nor "no instalment offer" is Imole's to give (the server refuses both; docs/banks.md).
 */
function BankDecides({ bank, quoteRequestId }: { bank: string; quoteRequestId: number }) {
  return (
    <Section title="The offer">
      <p className="text-sm text-ink-700" data-testid="bank-decides">
        {bank} finances this request: the bank pays the price once its loan officer approves, so there is no pay on
        delivery and no rejection here. If the bank has asked Imole to decide for it, do so on the application&rsquo;s
        page.
      </p>
      <Link
        to={`/bank-application/${quoteRequestId}`}
        className="self-start font-medium text-brand-800 underline underline-offset-4"
      >
        Open {bank}&rsquo;s application
      </Link>
    </Section>
  );
}

function Rejected({ view }: { view: StaffQuoteRequest }) {
  return (
    <Section title="The offer">
      <div className="rounded-xl bg-danger-50 p-3 text-sm text-danger-900" data-testid="offer-rejected">
        <p className="font-semibold">Rejected: no instalment offer</p>
        {view.rejection?.reason && <p className="mt-1">Reason given to the customer: {view.rejection.reason}</p>}
        {view.rejection?.date && <p className="mt-1 text-ink-700">{formatMoment(view.rejection.date)}</p>}
        <p className="mt-1 text-ink-700">
          The request is closed. The customer may start a new one, or buy with a one-time payment through sales.
        </p>
      </div>
    </Section>
  );
}

function PayOnDelivery(props: {
  quoteId: number;
  customer: string;
  equity: number;
  total: number;
  onDone(text: string): void;
}) {
  const [confirming, setConfirming] = useState(false);
  const set = useSetPayOnDelivery();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink-700">
        Pay on delivery: the customer pays nothing now and the request moves on to be given an engineer. The down
        payment ({formatNaira(props.equity)}) or the full price ({formatNaira(props.total)}) is due when the system is
        delivered.
      </p>
      <Button variant="secondary" block onClick={() => setConfirming(true)}>
        Set pay on delivery
      </Button>
      <Modal
        open={confirming}
        onClose={() => !set.isPending && setConfirming(false)}
        title={`Let ${props.customer} pay on delivery?`}
      >
        <div className="flex flex-col gap-4">
          <p className="text-sm text-ink-700">
            The request moves on to “Engineer” now, with nothing paid (on instalments, the customer’s identity is still
            verified before an engineer is assigned). The customer pays the down payment of {formatNaira(props.equity)}{' '}
            or the full price of {formatNaira(props.total)} when the system is delivered, by card or recorded here; they
            cannot confirm the installation before. This cannot be undone here.
          </p>
          {set.isError && (
            <Alert tone="error" onDismiss={() => set.reset()}>
              {set.error.message}
            </Alert>
          )}
          <Button
            block
            state={requestStatusOf(set.status)}
            loadingLabel="Setting"
            onClick={() =>
              set.mutate(props.quoteId, {
                onSuccess: ({ message }) => {
                  setConfirming(false);
                  props.onDone(message);
                },
              })
            }
          >
            Yes, set pay on delivery
          </Button>
          <Button block variant="secondary" disabled={set.isPending} onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      </Modal>
    </div>
  );
}

function RejectQuote(props: { quoteRequestId: number; customer: string; onDone(text: string): void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const reject = useRejectQuote();
  const close = () => {
    if (reject.isPending) return;
    setOpen(false);
    setProblem(null);
    reject.reset();
  };
  const submit = () => {
    const trimmed = reason.trim();
    if (trimmed.length < REASON_MIN || trimmed.length > REASON_MAX) {
      setProblem(REASON_MESSAGE);
      reasonRef.current?.focus();
      return;
    }
    reject.mutate(
      { quoteRequestId: props.quoteRequestId, reason: trimmed },
      {
        onSuccess: ({ message }) => {
          setOpen(false);
          setReason('');
          props.onDone(message);
        },
      },
    );
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink-700">
        No instalment offer for this customer? Reject the quote with a reason: the request is closed and the customer is
        told why.
      </p>
      <Button variant="secondary" block onClick={() => setOpen(true)}>
        Reject quote
      </Button>
      <Modal open={open} onClose={close} title={`Reject ${props.customer}’s quote?`}>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p className="text-sm text-ink-700">
            The request is closed and the customer sees “No instalment offer for now” with your reason, by e-mail too.
            They can still buy with a one-time payment through sales, or start a new request. This cannot be undone.
          </p>
          <div>
            <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
              Reason for the customer
            </label>
            <textarea
              ref={reasonRef}
              id={id}
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setProblem(null);
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-error` : undefined}
              className={`block w-full rounded-xl border bg-white px-4 py-3 text-base focus:border-ink-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-400 ${
                problem ? 'border-danger-700' : 'border-ink-300'
              }`}
            />
            {problem && (
              <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
                {problem}
              </p>
            )}
          </div>
          {reject.isError && (
            <Alert tone="error" onDismiss={() => reject.reset()}>
              {reject.error.message}
            </Alert>
          )}
          <Button type="submit" variant="danger" block state={requestStatusOf(reject.status)} loadingLabel="Rejecting">
            Reject the quote
          </Button>
          <Button type="button" block variant="secondary" disabled={reject.isPending} onClick={close}>
            Cancel
          </Button>
        </form>
      </Modal>
    </div>
  );
}
