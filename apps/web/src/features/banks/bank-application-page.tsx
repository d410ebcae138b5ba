import { formatNaira } from '@imole/domain/format';
import { UserRole } from '@imole/domain/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { RequestStatus } from '../../lib/request-status.ts';
import { useSession } from '../../lib/session.ts';
import { formatMoment } from '../../lib/staff-dates.ts';
import { applicationQueryKey, getUndertaking, useApplication, useDecide, type BankApplication } from './api.ts';
import { stageWords } from './words.ts';

const REASON_MIN = 3;
const REASON_MAX = 500;

/**
 * /bank-application/{id} (docs/banks.md "The bank's side"): one application as the bank's officer (or staff) reads it
 * (the customer, the house, the package, the amount the bank pays, identity, the signed undertaking) and decides it:
 * Approve, or Decline with a reason the customer reads, each confirmed first. Staff read that they decide for the bank.
 */
export default function BankApplicationPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const application = useApplication(id, { enabled: valid });
  useDocumentTitle(application.data ? `Application ${application.data.referenceNo}` : 'Bank application');

  // Not found (another bank's, an ordinary request, no such number) is final: a retry cannot help, so say so and
  // lead back to the list. "Try again" stays for a load that failed for another reason.
  if (!valid || (application.isError && isApiError(application.error) && application.error.httpStatus === 404))
    return <ApplicationNotFound />;
  if (application.isPending)
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading the application</span>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  if (application.isError)
    return (
      <LoadError
        title="We could not open this application"
        message={application.error.message}
        retrying={application.isRefetching}
        onRetry={() => void application.refetch()}
      />
    );
  return <ApplicationView application={application.data} />;
}

function ApplicationNotFound() {
  const user = useSession()?.user;
  const bank = user?.userRole === UserRole.BankOfficer ? user.financialInstitutionName : null;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Application not found</h1>
      <p className="text-ink-700">
        {bank
          ? `There is no ${bank} application with this number. The link may be wrong: open the application from your list.`
          : 'There is no bank application with this number: the request may be an ordinary one, or the link is wrong.'}
      </p>
      <Link to="/bank-applications" className={buttonClasses('primary', { block: true })}>
        Back to applications
      </Link>
    </div>
  );
}

function ApplicationView({ application: a }: { application: BankApplication }) {
  const user = useSession()?.user;
  const officer = user?.userRole === UserRole.BankOfficer;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{a.customerName}</h1>
        <p className="text-sm text-ink-700">
          {a.referenceNo} · {a.financialInstitution.name}
        </p>
        <p className="mt-2 inline-block rounded-full bg-ink-100 px-3 py-1 text-sm font-semibold">
          {stageWords[a.applicationStage]}
        </p>
        {!officer && (
          <p className="mt-2 text-sm">
            <Link to={`/request-detail/${a.quoteRequestId}`} className="font-semibold text-brand-800 underline">
              Open the request
            </Link>{' '}
            (pricing, engineer, payments)
          </p>
        )}
      </div>

      <Section title="Customer">
        <Facts
          rows={[
            ['Phone', a.phoneNumber],
            ['E-mail', a.email],
            ['Address', `${a.address}, ${a.lga}, ${a.state}`],
            ['Landmark', a.landmark],
            ['Building', a.buildingTypeLabel],
            ['Identity check', a.kycStatusLabel],
          ]}
        />
      </Section>

      <Section title="Solar system">
        <Facts
          rows={[
            ['Package', a.packageName ?? 'Not chosen yet'],
            ['Total price', a.plan ? formatNaira(a.plan.total) : 'Not priced yet'],
            [`${a.financialInstitution.name} pays Imole`, a.plan ? formatNaira(a.plan.bankPays) : 'Once priced'],
          ]}
        />
        {a.components.length > 0 && (
          <ul className="mt-3 flex flex-col gap-1 text-sm">
            {a.components.map((c) => (
              <li key={`${c.category}-${c.name}`} className="flex justify-between gap-3">
                <span>{c.name}</span>
                <span className="shrink-0 text-ink-700">× {c.quantity}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Signed undertaking">
        {a.undertaking ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm">
              Uploaded {formatMoment(a.undertaking.uploadedAt)}
              {a.undertaking.contentType === 'application/pdf' ? ' (PDF)' : ' (photo)'}
            </p>
            <OpenUndertaking quoteRequestId={a.quoteRequestId} />
            {a.applicationStage === 'awaiting-undertaking' && (
              <p className="w-full rounded-xl bg-ink-50 p-3 text-sm text-ink-800" data-testid="undertaking-outdated">
                Signed before Imole priced the request again: it names an old amount. The customer signs a new one for
                the new price; the decision waits for it.
              </p>
            )}
          </div>
        ) : (
          <p className="text-sm text-ink-700">
            {a.applicationStage === 'awaiting-price'
              ? 'Imole is pricing the system. The customer signs the undertaking once they see the price.'
              : 'The customer has not uploaded the signed undertaking yet.'}
          </p>
        )}
      </Section>

      <DecisionSection application={a} officer={officer} />

      <Section title="History">
        {a.auditTrail.length === 0 ? (
          <p className="text-sm text-ink-700">Nothing has happened on this application yet.</p>
        ) : (
          <ol className="flex flex-col gap-2 text-sm">
            {a.auditTrail.map((entry) => (
              <li key={entry.id}>
                <span className="font-semibold">{entry.label}</span>
                <span className="text-ink-700">
                  {' '}
                  · {formatMoment(entry.at)}
                  {entry.by ? ` · ${entry.by}` : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-ink-200 bg-white p-4">
      <h2 className="mb-2 text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          {/* The label keeps its width; a long value (an e-mail address) breaks anywhere instead of running under it. */}
          <dt className="whitespace-nowrap text-ink-600">{label}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Opens the signed undertaking in a new tab (a Blob: the call needs the token), as the identity section does. */
function OpenUndertaking({ quoteRequestId }: { quoteRequestId: number }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fallback, setFallback] = useState<string | null>(null);
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  const open = async () => {
    setProblem(null);
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const url = URL.createObjectURL(await getUndertaking(quoteRequestId));
      urls.current.push(url);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else setFallback(url);
      // The opening is audited: the history shows it.
      void queryClient.invalidateQueries({ queryKey: applicationQueryKey(quoteRequestId) });
    } catch (error) {
      tab?.close();
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="flex flex-col items-end gap-1">
      {fallback ? (
        <a href={fallback} target="_blank" rel="noreferrer" className="font-semibold text-brand-800 underline">
          Show the undertaking
        </a>
      ) : (
        <Button
          variant="secondary"
          state={busy ? RequestStatus.LOADING : RequestStatus.NORMAL}
          loadingLabel="Opening"
          onClick={() => void open()}
        >
          Open the undertaking
        </Button>
      )}
      {problem && (
        <p role="alert" className="text-sm text-danger-700">
          {problem}
        </p>
      )}
    </span>
  );
}

function DecisionSection({ application: a, officer }: { application: BankApplication; officer: boolean }) {
  const [done, setDone] = useState<string | null>(null);
  if (a.decision) {
    return (
      <Section title="Decision">
        {done && (
          <Alert tone="success" className="mb-3">
            {done}
          </Alert>
        )}
        <p className="text-base font-semibold">{a.decision.approved ? 'Approved' : 'Declined'}</p>
        <p className="text-sm text-ink-700">
          {formatMoment(a.decision.decidedAt)}
          {a.decision.decidedBy ? ` by ${a.decision.decidedBy}` : ''}
          {a.decision.onBehalf ? `, Imole staff for ${a.financialInstitution.name}` : ''}
        </p>
        {a.decision.reason && <p className="mt-2 text-sm">Reason given to the customer: {a.decision.reason}</p>}
        {a.decision.approved && (
          <p className="mt-2 text-sm text-ink-700">
            Imole has recorded the bank’s payment and will install the system.
          </p>
        )}
      </Section>
    );
  }
  if (a.applicationStage !== 'awaiting-decision') {
    return (
      <Section title="Decision">
        <p className="text-sm text-ink-700">
          The decision comes once the customer has uploaded the signed undertaking.
        </p>
      </Section>
    );
  }
  return (
    <Section title="Decision">
      {!officer && (
        <Alert tone="warning" className="mb-3">
          You are deciding on {a.financialInstitution.name}’s behalf. Do this only when the bank has asked Imole to; the
          customer and the bank see that Imole staff decided.
        </Alert>
      )}
      <DecideForm application={a} onDone={setDone} />
    </Section>
  );
}

function DecideForm({ application: a, onDone }: { application: BankApplication; onDone: (message: string) => void }) {
  const [choice, setChoice] = useState<'approve' | 'decline' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const decide = useDecide();

  const confirmDecline = () => {
    const text = reason.trim();
    if (text.length < REASON_MIN || text.length > REASON_MAX) {
      setReasonError('Say why the application is declined, so the customer knows what to do.');
      return;
    }
    decide.mutate(
      { quoteRequestId: a.quoteRequestId, approve: false, reason: text },
      { onSuccess: (message) => onDone(message) },
    );
  };
  const confirmApprove = () =>
    decide.mutate({ quoteRequestId: a.quoteRequestId, approve: true }, { onSuccess: (message) => onDone(message) });

  return (
    <>
      <p className="mb-3 text-sm">
        Approve if {a.financialInstitution.name} finances this system: the bank then pays Imole{' '}
        {a.plan ? formatNaira(a.plan.bankPays) : 'the total'} and Imole installs it. Decline with the reason the
        customer will read.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button block onClick={() => setChoice('approve')}>
          Approve
        </Button>
        <Button block variant="secondary" onClick={() => setChoice('decline')}>
          Decline
        </Button>
      </div>

      <Modal
        open={choice === 'approve'}
        onClose={() => !decide.isPending && setChoice(null)}
        title={`Approve ${a.customerName}’s application?`}
      >
        <p className="text-sm">
          {a.financialInstitution.name} pays Imole {a.plan ? formatNaira(a.plan.bankPays) : 'the total'} for{' '}
          {a.packageName ?? 'the system'}, and Imole installs it. This cannot be undone here.
        </p>
        {decide.isError && (
          <Alert tone="error" className="mt-3">
            {decide.error.message}
          </Alert>
        )}
        <div className="mt-4 flex flex-col gap-2">
          <Button
            block
            state={decide.isPending ? RequestStatus.LOADING : RequestStatus.NORMAL}
            loadingLabel="Approving"
            onClick={confirmApprove}
          >
            Yes, approve
          </Button>
          <Button block variant="ghost" disabled={decide.isPending} onClick={() => setChoice(null)}>
            Cancel
          </Button>
        </div>
      </Modal>

      <Modal
        open={choice === 'decline'}
        onClose={() => !decide.isPending && setChoice(null)}
        title={`Decline ${a.customerName}’s application?`}
      >
        <label htmlFor="decline-reason" className="mb-1.5 block text-sm font-semibold text-ink-800">
          Why is it declined?
        </label>
        <p id="decline-reason-hint" className="mb-1.5 text-sm text-ink-600">
          The customer reads this. Say what they can do, e.g. “Your salary account is under 6 months old.”
        </p>
        <textarea
          id="decline-reason"
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          aria-describedby={reasonError ? 'decline-reason-hint decline-reason-error' : 'decline-reason-hint'}
          aria-invalid={reasonError ? true : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
          className={`block w-full rounded-xl border p-3 text-base ${reasonError ? 'border-danger-700' : 'border-ink-300'}`}
        />
        {reasonError && (
          <p id="decline-reason-error" role="alert" className="mt-1 text-sm text-danger-700">
            {reasonError}
          </p>
        )}
        {decide.isError && (
          <Alert tone="error" className="mt-3">
            {decide.error.message}
          </Alert>
        )}
        <div className="mt-4 flex flex-col gap-2">
          <Button
            block
            variant="danger"
            state={decide.isPending ? RequestStatus.LOADING : RequestStatus.NORMAL}
            loadingLabel="Declining"
            onClick={confirmDecline}
          >
            Decline the application
          </Button>
          <Button block variant="ghost" disabled={decide.isPending} onClick={() => setChoice(null)}>
            Cancel
          </Button>
        </div>
      </Modal>
    </>
  );
}
