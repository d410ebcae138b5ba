import { CheckStatus } from '@imole/domain/checks';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { DetailRow, DetailSection } from '../../components/ui/details.tsx';
import { CheckIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { formatDay, formatMoment } from '../../lib/customer-dates.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import {
  useCheckupRequest,
  useMaintenanceCheck,
  type CheckupRequestView,
  type MaintenanceCheck,
} from './api/get-maintenance-check.ts';
import { useCustomerChecks, splitChecks, type CustomerCheck } from '../../lib/checks/get-customer-checks.ts';
import { PhotoGrid } from './components/photo-grid.tsx';
import { SupportContact } from './components/support-contact.tsx';
import { useBackTo } from './use-back-to.ts';

/** installationStatus 4: installed and confirmed by the customer; maintenance checks start from there. */
const INSTALLED = 4;

/** The id of the check the customer has due, or null (customer spec §4: the system is good without one). */
export function dueCheckIdOf(view: CheckupRequestView | null): number | null {
  const code = view?.monitoringScheduleCode;
  if (!code?.hasActiveMonitoringSchedule) return null;
  return code.monitoringScheduleId ?? null;
}

/** The check named by `?check=` (a notice's link), or null. */
function chosenCheckOf(params: URLSearchParams): number | null {
  const id = Number(params.get('check'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /system-checkup (customer spec §2 "Maintenance check"), opened from the dashboard's "Maintenance required" and from
 * the notices about checks: the check that is due (its code, due date, engineer, what will happen, who to call) or
 * "No check due — your system is good" with the next one's day; then what the last check found (its day, the
 * engineer, the note and the photos) and the earlier checks. `?check={id}` (the "Maintenance check done" notice)
 * opens that check's report first.
 */
export default function SystemCheckupPage() {
  useDocumentTitle('Maintenance check');
  useBackTo('/dashboard?tab=monitoring');
  const [params] = useSearchParams();
  const chosen = chosenCheckOf(params);
  const request = useCheckupRequest();
  const checkId = request.data ? dueCheckIdOf(request.data) : null;
  const check = useMaintenanceCheck(checkId);
  const checks = useCustomerChecks();
  const { open, closed } = splitChecks(checks.data ?? []);
  // The report shown in full: the check the notice named (unless it is the due one, shown above), else the latest.
  const reported = chosen !== null && chosen !== checkId ? chosen : (closed[0]?.id ?? null);

  let body: ReactNode;
  if (request.isPending || (checkId !== null && check.isPending)) {
    body = <PageSkeleton />;
  } else if (request.isError) {
    body = (
      <LoadError
        title="We could not load your maintenance check"
        message={request.error.message}
        retrying={request.isRefetching}
        onRetry={() => void request.refetch()}
      />
    );
  } else if (checkId !== null && check.isError) {
    body = (
      <LoadError
        title="We could not load your maintenance check"
        message={check.error.message}
        retrying={check.isRefetching}
        onRetry={() => void check.refetch()}
      />
    );
  } else if (checkId !== null && check.data && check.data.status !== CheckStatus.Closed) {
    body = <DueCheck check={check.data} />;
  } else if (checkId === null && request.data?.monitoringScheduleCode?.hasActiveMonitoringSchedule) {
    // A check is due but the answer does not say which: what we know, and who to call.
    body = <DueWithoutDetails code={request.data.monitoringScheduleCode.scheduleCode} />;
  } else if (!request.data || request.data.quote?.installationStatus !== INSTALLED) {
    // The current request is not installed; an earlier installed system (a customer's second request) still has
    // its checks.
    if (checks.isPending) body = <PageSkeleton />;
    else if (!open && closed.length === 0) body = <NotInstalled />;
    else body = <SystemGood next={open && open.status !== CheckStatus.Due ? open : null} />;
  } else {
    body = <SystemGood next={open && open.status !== CheckStatus.Due ? open : null} />;
  }

  const report = reported !== null && <CheckReport id={reported} />;
  const earlier = closed.filter((c) => c.id !== reported);
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight">Maintenance check</h1>
      {/* Opened from a notice about one check: that check first. */}
      {chosen !== null && report}
      {body}
      {chosen === null && report}
      {checks.isError && (
        <LoadError
          title="We could not load your earlier checks"
          message={checks.error.message}
          retrying={checks.isRefetching}
          onRetry={() => void checks.refetch()}
        />
      )}
      {earlier.length > 0 && <EarlierChecks checks={earlier} />}
    </div>
  );
}

/** What a closed check found: its day, the engineer, who closed it, the note and the photos (to its customer only). */
function CheckReport({ id }: { id: number }) {
  const check = useMaintenanceCheck(id);
  if (check.isPending) return <PageSkeleton />;
  if (check.isError)
    return (
      <LoadError
        title="We could not load this maintenance check"
        message={check.error.message}
        retrying={check.isRefetching}
        onRetry={() => void check.refetch()}
      />
    );
  const c = check.data;
  if (!c.closedAt) return null;
  const engineer = c.engineer?.firstname ?? c.closedBy;
  return (
    <DetailSection title={`Check ${c.scheduleCode}: done`}>
      <div className="flex flex-col gap-3" data-testid="check-report">
        <dl className="divide-y divide-ink-200 rounded-xl border border-ink-200">
          <DetailRow label="Done on" testId="check-done-on">
            {formatMoment(c.closedAt)}
          </DetailRow>
          {engineer && (
            <DetailRow label="Engineer" testId="check-done-by">
              {engineer}
            </DetailRow>
          )}
          {c.closedBy && c.closedBy !== engineer && <DetailRow label="Closed by">{c.closedBy}</DetailRow>}
          <DetailRow label="What was checked and done" testId="check-note">
            <span className="font-normal whitespace-pre-line">{c.note}</span>
          </DetailRow>
        </dl>
        {c.images.length > 0 && <PhotoGrid title="Photos from the check" photos={c.images.map((image) => image.url)} />}
      </div>
    </DetailSection>
  );
}

/** The other closed checks, latest first, each opening its report. */
function EarlierChecks({ checks }: { checks: CustomerCheck[] }) {
  return (
    <DetailSection title="Earlier checks">
      <ul className="flex flex-col gap-2" data-testid="earlier-checks">
        {checks.map((c) => (
          <li key={c.id}>
            <Link
              to={`/system-checkup?check=${c.id}`}
              className="flex flex-col gap-0.5 rounded-2xl border border-ink-200 p-3 hover:border-ink-400 active:bg-ink-50"
            >
              <span className="font-semibold">
                {c.scheduleCode} · done {c.closedAt ? formatMoment(c.closedAt) : ''}
              </span>
              <span className="line-clamp-2 text-sm text-ink-700">{c.note}</span>
              {(c.engineer ?? c.closedBy) && (
                <span className="text-sm text-ink-600">Engineer: {c.engineer?.firstname ?? c.closedBy}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

function DueCheck({ check }: { check: MaintenanceCheck }) {
  const due = check.status === CheckStatus.Due;
  return (
    <>
      <div className="flex flex-col gap-2 rounded-2xl border border-brand-300 bg-brand-50 p-4" data-testid="check-due">
        <span className="self-start rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-bold tracking-wide text-brand-900 uppercase">
          {check.statusText}
        </span>
        <p className="text-lg font-semibold text-ink-900">
          {due ? 'Your system is due for a maintenance check.' : 'Your next maintenance check is coming up.'}
        </p>
        <p className="text-ink-700">A regular check keeps your panels, batteries and inverter working well.</p>
      </div>
      <dl className="divide-y divide-ink-200 rounded-xl border border-ink-200">
        <DetailRow label="Check code" testId="check-code">
          <span className="font-mono tracking-wide">{check.scheduleCode}</span>
        </DetailRow>
        <DetailRow label="Due date" testId="check-due-date">
          {formatDay(check.dueDate)}
        </DetailRow>
        <DetailRow label="Engineer" testId="check-engineer">
          {check.engineer ? check.engineer.firstname : 'Not assigned yet'}
        </DetailRow>
        {check.productName && <DetailRow label="System">{check.productName}</DetailRow>}
        <DetailRow label="Address">
          {check.customer.address}
          {check.customer.state && `, ${check.customer.state}`}
        </DetailRow>
      </dl>
      <DetailSection title="What will happen">
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-ink-800">
          <li>
            {check.engineer
              ? `${check.engineer.firstname}, your engineer, or our support team will call you to agree a day and time.`
              : 'Our support team will assign an engineer and call you to agree a day and time.'}
          </li>
          <li>
            The engineer visits and checks your solar panels, batteries, inverter and wiring. Please make sure someone
            is at home to let them in.
          </li>
          <li>They take photos of the system and tell you what they found and anything they fixed.</li>
          <li>Once the check is closed, we schedule your next one and let you know.</li>
        </ol>
      </DetailSection>
      <SupportContact
        intro={`Want to choose the day, or have a question? Call us and give your check code, ${check.scheduleCode}.`}
      />
    </>
  );
}

function DueWithoutDetails({ code }: { code: string | null }) {
  return (
    <>
      <div className="flex flex-col gap-2 rounded-2xl border border-brand-300 bg-brand-50 p-4" data-testid="check-due">
        <p className="text-lg font-semibold text-ink-900">Your system is due for a maintenance check.</p>
        <p className="text-ink-700">Our support team will call you to arrange a visit from an engineer.</p>
      </div>
      <SupportContact
        intro={code ? `Have a question? Call us and give your check code, ${code}.` : 'Have a question? Call us.'}
      />
    </>
  );
}

function SystemGood({ next }: { next: CustomerCheck | null }) {
  return (
    <>
      <div
        className="flex flex-col items-center gap-3 rounded-2xl bg-success-50 px-4 py-8 text-center"
        data-testid="system-good"
      >
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-success-100 text-success-800">
          <CheckIcon className="size-8" />
        </span>
        <h2 className="text-lg font-semibold text-balance">No check due — your system is good</h2>
        {next ? (
          <p className="text-ink-700" data-testid="next-check">
            Your next check, {next.scheduleCode}, is due on {formatDay(next.dueDate)}
            {next.engineer ? ` with ${next.engineer.firstname}` : ''}. We will let you know.
          </p>
        ) : (
          <p className="text-ink-700">We will let you know when your next maintenance check is due.</p>
        )}
      </div>
      <SupportContact intro="Something not working as it should? Post an issue, or call our support team." />
      <Link to="/issues" className={buttonClasses('secondary', { block: true })}>
        Your issues
      </Link>
    </>
  );
}

function NotInstalled() {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-2xl bg-ink-50 px-4 py-8 text-center"
      data-testid="not-installed"
    >
      <h2 className="text-lg font-semibold">No check due</h2>
      <p className="text-ink-700">
        Maintenance checks start after your system is installed. We will let you know when the first one is due.
      </p>
      <Link to="/dashboard" className={buttonClasses('primary', { block: true })}>
        Go to your dashboard
      </Link>
    </div>
  );
}
