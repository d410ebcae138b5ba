import { lagosDate } from '@imole/domain/dates';
import { formatNaira } from '@imole/domain/format';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { InstalledIssues } from '../../../components/issues/installed-issues.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { PayLink } from '../../../components/ui/needs-connection.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { CustomerQuoteResponse, QuoteView } from '../api/get-quote-request.ts';
import { useNextRepayment } from '../api/get-next-repayment.ts';
import { useRespondToFulfilmentDate } from '../api/respond-to-fulfilment-date.ts';
import { assignmentTarget, payOnDeliveryDueText, type InstallationPanel } from '../dashboard-state.ts';
import { formatDay } from '../dates.ts';
import { supportSuffixed } from '../errors.ts';
import { ConfirmInstallationForm } from './confirm-installation-form.tsx';
import { CountdownBoxes } from './countdown-boxes.tsx';
import { EngineerCard } from './engineer-card.tsx';
import { Figures, Panel } from './panel.tsx';
import { PayChoice } from './quote-panels.tsx';

interface InstallationPanelsProps {
  panel: InstallationPanel;
  view: CustomerQuoteResponse;
  quote: QuoteView;
  /** After the customer confirms with a rating: keep showing this tab (the success panel). */
  onConfirmed?: (() => void) | undefined;
}

/** The Installation tab (customer spec §2 "Installation panels"): one panel per installation stage. */
export function InstallationPanels({ panel, view, quote, onConfirmed }: InstallationPanelsProps) {
  switch (panel) {
    case 'default':
      return <AwaitingEngineerPanel view={view} quote={quote} />;
    case 'pending-date':
      return <PendingDatePanel view={view} quote={quote} />;
    case 'pending':
      return <PendingPanel view={view} quote={quote} />;
    case 'done':
      return <DonePanel view={view} quote={quote} onConfirmed={onConfirmed} />;
    case 'success':
      return <SuccessPanel quote={quote} />;
  }
}

function AwaitingEngineerPanel({ view, quote }: { view: CustomerQuoteResponse; quote: QuoteView }) {
  const target = assignmentTarget(quote, view.transactions);
  return (
    <Panel title="Assigning your engineer" badge="Payment received" tone="brand" testId="panel-installation-default">
      <p className="text-ink-700">
        We are choosing a certified engineer near you. You will see their name, phone number and the installation date
        here.
      </p>
      {target && <CountdownBoxes until={target} caption="Expect your engineer within" testId="assignment-countdown" />}
    </Panel>
  );
}

function PendingDatePanel({ view, quote }: { view: CustomerQuoteResponse; quote: QuoteView }) {
  const respond = useRespondToFulfilmentDate();
  const [suggesting, setSuggesting] = useState(false);
  const [suggestion, setSuggestion] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const today = lagosDate(new Date());
  const engineer = view.supportStaff;

  // A double tap comes before the buttons redraw as busy: one answer, not a second one refused (issue 19).
  const sending = useRef(false);
  const answer = (input: Parameters<typeof respond.mutate>[0]) => {
    if (sending.current) return;
    sending.current = true;
    setError(null);
    setDone(null);
    respond.mutate(input, {
      onSuccess: ({ message }) => {
        if (!input.accepted) {
          setSuggesting(false);
          setDone(message);
        }
      },
      onError: (failure) => setError(supportSuffixed(failure.message)),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <Panel
      title={quote.fulfilmentDate ? 'Confirm your installation date' : 'Your engineer is assigned'}
      badge="Engineer assigned"
      tone="brand"
      testId="panel-installation-pending-date"
    >
      {engineer && <EngineerCard engineer={engineer} />}
      {!quote.fulfilmentDate ? (
        <p className="text-ink-700">Your engineer will propose an installation date soon. Check back here.</p>
      ) : (
        <>
          <div className="rounded-xl border-2 border-brand-400 px-3 py-3 text-center">
            <p className="text-sm text-ink-700">Proposed installation date</p>
            <p className="text-lg font-bold" data-testid="fulfilment-date">
              {formatDay(quote.fulfilmentDate)}
            </p>
          </div>
          {quote.suggestedDate && (
            <Alert tone="info">
              <p>
                You suggested {formatDay(quote.suggestedDate)}. We will confirm the new date with you, or you can accept
                the date above.
              </p>
            </Alert>
          )}
          {done && (
            <Alert tone="success" onDismiss={() => setDone(null)}>
              <p>{done}</p>
            </Alert>
          )}
          {error && (
            <Alert tone="error" title="We could not send your answer" onDismiss={() => setError(null)}>
              <p>{error}</p>
            </Alert>
          )}
          <Button
            block
            state={respond.isPending && respond.variables?.accepted ? 'LOADING' : 'NORMAL'}
            disabled={respond.isPending}
            loadingLabel="Confirming the date"
            onClick={() => answer({ quoteId: quote.id, accepted: true })}
          >
            Confirm this date
          </Button>
          {!suggesting ? (
            <Button
              variant="secondary"
              block
              disabled={respond.isPending}
              onClick={() => {
                setSuggesting(true);
                setInvalid(null);
              }}
            >
              Suggest another date
            </Button>
          ) : (
            <form
              noValidate
              className="flex flex-col gap-3 rounded-xl bg-ink-50 p-3"
              onSubmit={(event) => {
                event.preventDefault();
                if (!suggestion) return setInvalid('Choose the date that suits you better.');
                if (suggestion < today) return setInvalid('The date you suggest cannot be earlier than today.');
                setInvalid(null);
                answer({ quoteId: quote.id, accepted: false, suggestedDate: suggestion });
              }}
            >
              <TextField
                label="A date that suits you"
                type="date"
                min={today}
                value={suggestion}
                error={invalid ?? undefined}
                onChange={(event) => setSuggestion(event.target.value)}
              />
              <Button
                type="submit"
                block
                state={respond.isPending && respond.variables?.accepted === false ? 'LOADING' : 'NORMAL'}
                loadingLabel="Sending your date"
              >
                Send this date
              </Button>
              <Button variant="ghost" block onClick={() => setSuggesting(false)}>
                Cancel
              </Button>
            </form>
          )}
        </>
      )}
    </Panel>
  );
}

function PendingPanel({ view, quote }: { view: CustomerQuoteResponse; quote: QuoteView }) {
  const completed = Boolean(quote.installationCompletionDate);
  const hintId = useId();
  return (
    <Panel
      title="Your installation is booked"
      badge="Date confirmed"
      tone="success"
      testId="panel-installation-pending"
    >
      {view.supportStaff && <EngineerCard engineer={view.supportStaff} />}
      {quote.fulfilmentDate && (
        <div className="rounded-xl bg-ink-50 px-3 py-3 text-center">
          <p className="text-sm text-ink-700">Installation date</p>
          <p className="text-lg font-bold">{formatDay(quote.fulfilmentDate)}</p>
        </div>
      )}
      {completed ? (
        <Link
          to={`/complete-installation/${view.quoteRequest.id}`}
          className={buttonClasses('primary', { block: true })}
        >
          Installation done?
        </Link>
      ) : (
        <>
          <Button block disabled aria-describedby={hintId}>
            Installation done?
          </Button>
          <p id={hintId} className="text-sm text-ink-600">
            You can confirm the installation once your engineer has marked the work complete.
          </p>
        </>
      )}
    </Panel>
  );
}

function DonePanel({
  view,
  quote,
  onConfirmed,
}: {
  view: CustomerQuoteResponse;
  quote: QuoteView;
  onConfirmed?: (() => void) | undefined;
}) {
  const engineer = view.supportStaff?.firstname ?? 'Your engineer';
  const due = payOnDeliveryDueText(quote);
  return (
    <Panel title="Is your system working?" badge="Installation done" tone="success" testId="panel-installation-done">
      <p className="text-ink-700">
        {engineer} marked the installation complete
        {quote.installationCompletionDate ? ` on ${formatDay(quote.installationCompletionDate)}` : ''}. Check that
        everything works, then confirm and rate the installation. Your warranty starts when you confirm.
      </p>
      {quote.installationData && (
        <blockquote className="rounded-xl bg-ink-50 p-3 text-sm text-ink-800">
          <p className="mb-1 text-xs font-semibold tracking-wide text-ink-600 uppercase">Engineer's note</p>
          <p>{quote.installationData}</p>
        </blockquote>
      )}
      {due ? (
        // Pay on delivery: the payment comes first, so the person pays instead of rating and being refused.
        <>
          <Alert tone="info" title="Your payment is due">
            <p data-testid="pay-on-delivery-due">{due}</p>
          </Alert>
          <PayChoice quote={quote} label="Pay Now" />
        </>
      ) : (
        <ConfirmInstallationForm quoteId={quote.id} onConfirmed={onConfirmed} />
      )}
    </Panel>
  );
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** "In 30 days", "Today", "Overdue by 3 days". */
export function dueText(dueInDays: number): string {
  if (dueInDays > 0) return `In ${days(dueInDays)}`;
  return dueInDays === 0 ? 'Today' : `Overdue by ${days(-dueInDays)}`;
}

function SuccessPanel({ quote }: { quote: QuoteView }) {
  // Paid outright: there is no loan, so nothing to ask for (issue 18 §6).
  const next = useNextRepayment(quote.isOutright ? null : quote.id);
  const [dismissed, setDismissed] = useState(false);
  return (
    <Panel title="Your system is installed" badge="Active" tone="success" testId="panel-installation-success">
      <p className="text-ink-700">
        Enjoy steady power. Your warranty is running.
        {quote.installationCompletionDate ? ` Installed on ${formatDay(quote.installationCompletionDate)}.` : ''}
      </p>
      {quote.isOutright ? (
        <p className="rounded-xl bg-success-50 p-3 text-success-800" data-testid="paid-in-full">
          Paid in full: you have no repayments.
        </p>
      ) : next.isPending ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">Loading your next repayment</span>
          <Skeleton className="h-20 w-full rounded-xl" />
        </div>
      ) : next.isError ? (
        !dismissed && (
          <Alert tone="error" title="We could not load your next repayment" onDismiss={() => setDismissed(true)}>
            <p>{next.error.message}</p>
            <button type="button" onClick={() => void next.refetch()} className="mt-1 min-h-11 font-semibold underline">
              Try again
            </button>
          </Alert>
        )
      ) : next.data.amount > 0 ? (
        <>
          <Figures
            rows={[
              {
                label: 'Next repayment',
                value: <span data-testid="next-repayment">{formatNaira(next.data.amount)}</span>,
              },
              {
                label: 'Due',
                value: dueText(next.data.dueInDaysCount),
                hint: next.data.dueDate ? formatDay(next.data.dueDate) : undefined,
              },
              // Money paid above an instalment waits against the next ones: say so, not only lower the amount.
              ...(next.data.paidAhead
                ? [
                    {
                      label: 'Paid ahead',
                      value: <span data-testid="paid-ahead">{formatNaira(next.data.paidAhead)}</span>,
                      hint: 'Already counted towards this repayment',
                    },
                  ]
                : []),
            ]}
          />
          <PayLink to="/payment" className={buttonClasses('primary', { block: true })}>
            Pay Now
          </PayLink>
        </>
      ) : (
        <p className="rounded-xl bg-success-50 p-3 text-success-800" data-testid="no-repayment-due">
          You have no repayment due.
        </p>
      )}
      <InstalledIssues />
    </Panel>
  );
}
