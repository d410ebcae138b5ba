import { CheckStatus } from '@imole/domain/checks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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

/**
 * /system-checkup (customer spec §2 "Maintenance check"), opened from the dashboard's "Maintenance required": the
 * check that is due, its code, the due date, the engineer once one is assigned, what will happen and who to call.
 * With none due: "No check due — your system is good".
 */
export default function SystemCheckupPage() {
  useDocumentTitle('Maintenance check');
  useBackTo('/dashboard?tab=monitoring');
  const request = useCheckupRequest();
  const checkId = request.data ? dueCheckIdOf(request.data) : null;
  const check = useMaintenanceCheck(checkId);

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
    body = <NotInstalled />;
  } else {
    body = <SystemGood closed={check.data ?? null} />;
  }

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight">Maintenance check</h1>
      {body}
    </div>
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

function SystemGood({ closed }: { closed: MaintenanceCheck | null }) {
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
        <p className="text-ink-700">We will let you know when your next maintenance check is due.</p>
        {closed?.closedAt && (
          <p className="text-sm text-ink-600">
            Last check {closed.scheduleCode} closed {formatMoment(closed.closedAt)}.
          </p>
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
