import { lagosDate } from '@imole/domain/dates';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, type AlertTone } from '../../components/ui/alert.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ChevronRightIcon } from '../../components/ui/icons.tsx';
import { InstallationCompletionForm } from '../../components/ui/installation-completion-form.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StaffNavBar } from '../../components/ui/staff-nav-bar.tsx';
import { StaffRequestCard, type StaffRequestCardItem } from '../../components/ui/staff-request-card.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { RequestStatus, requestStatusOf } from '../../lib/request-status.ts';
import { useSession } from '../../lib/session.ts';
import { formatDay } from '../../lib/staff-dates.ts';
import { staffKindLabels, staffKindOf } from '../../lib/staff-kind.ts';
import { useCompleteInstallation } from './api/complete-installation.ts';
import { useMyInstallations, type InstallationsKind } from './api/get-my-installations.ts';
import { DeviceButton, DeviceSection } from './device-section.tsx';

type Message = { tone: AlertTone; text: string };

/**
 * A job booked for a later day cannot be marked complete yet (the server refuses it too: docs/staff.md): the customer
 * expects the engineer on that day. Days are YYYY-MM-DD, so they compare as text.
 */
const bookedLater = (booked: string | null | undefined, today: string) => !!booked && booked > today;

/** "Eng. assigned" and what follows (staff spec §4), for the engineer's own job cards. */
const jobStatus: Record<number, string> = {
  1: 'Date not yet confirmed by the customer',
  2: 'Customer has confirmed installation date',
  3: 'Marked complete, waiting for the customer to confirm',
};

/**
 * /installer-profile (the "Profile" of the support and installer navigation bar): who is signed in, and the
 * installations assigned to them, active first, with "Mark complete" on the ones not yet done.
 */
export default function InstallerProfilePage() {
  useDocumentTitle('Profile');
  const user = useSession()?.user;
  const kind = user ? staffKindOf(user) : null;
  const [message, setMessage] = useState<Message | null>(null);
  const [completing, setCompleting] = useState<StaffRequestCardItem | null>(null);
  const [deviceOf, setDeviceOf] = useState<StaffRequestCardItem | null>(null);
  const complete = useCompleteInstallation();

  return (
    <div className="flex flex-1 flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight">Profile</h1>
      {user && (
        <div className="flex items-center gap-4">
          <Avatar person={user} size="md" />
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold">
              {user.firstname} {user.lastname}
            </p>
            <p className="truncate text-sm text-ink-700">
              {kind ? `${staffKindLabels[kind]} · ` : ''}
              {user.email}
            </p>
            <Link
              to="/engineer-profile"
              className="-mx-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              My profile and rating
              <ChevronRightIcon className="size-4" />
            </Link>
          </div>
        </div>
      )}

      {message && (
        <Alert tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}

      <Installations
        kind="active"
        title="Active installations"
        empty={
          kind === 'engineer' ? 'No installations assigned to you right now.' : 'No installations are assigned to you.'
        }
        onComplete={(item) => {
          complete.reset();
          setCompleting(item);
        }}
        onDevice={setDeviceOf}
      />
      <Installations
        kind="completed"
        title="Completed installations"
        empty="No completed installations yet."
        onDevice={setDeviceOf}
      />

      <Modal
        open={completing !== null}
        onClose={() => setCompleting(null)}
        title={`Mark complete: ${completing?.clientUser.firstname ?? ''} ${completing?.clientUser.lastname ?? ''}`}
      >
        <div className="flex flex-col gap-4">
          <p className="text-sm text-ink-700">
            {completing?.quoteRequest.address}, {completing?.quoteRequest.state}. The customer is then asked to confirm.
          </p>
          {complete.isError && (
            <Alert tone="error" onDismiss={() => complete.reset()}>
              {complete.error.message}
            </Alert>
          )}
          {completing?.quote && <DeviceSection quoteId={completing.quote.id} />}
          <InstallationCompletionForm
            today={lagosDate(new Date())}
            state={requestStatusOf(complete.status)}
            onSubmit={(value) => {
              const quoteId = completing?.quote?.id;
              if (!quoteId) return;
              complete.mutate(
                { quoteId, ...value },
                {
                  onSuccess: ({ message: text }) => {
                    setCompleting(null);
                    setMessage({ tone: 'success', text });
                  },
                },
              );
            }}
          />
        </div>
      </Modal>
      <Modal
        open={deviceOf !== null}
        onClose={() => setDeviceOf(null)}
        title={`PAYG device: ${deviceOf?.clientUser.firstname ?? ''} ${deviceOf?.clientUser.lastname ?? ''}`}
      >
        {deviceOf?.quote && <DeviceSection quoteId={deviceOf.quote.id} standalone />}
      </Modal>
      <StaffNavBar />
    </div>
  );
}

interface InstallationsProps {
  kind: InstallationsKind;
  title: string;
  empty: string;
  onComplete?: (item: StaffRequestCardItem) => void;
  /** The PAYG device of a job marked done (entered right after, before the customer's first repayment). */
  onDevice?: (item: StaffRequestCardItem) => void;
}

function Installations({ kind, title, empty, onComplete, onDevice }: InstallationsProps) {
  const list = useMyInstallations(kind);
  const [now] = useState(() => new Date());
  const today = lagosDate(now);
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.totalCount ?? 0;
  const headingId = `installations-${kind}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
        {list.data && <span className="font-normal text-ink-600"> ({total})</span>}
      </h2>
      {list.isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">Loading</span>
          <Skeleton className="h-36 w-full rounded-2xl" />
        </div>
      ) : list.isError ? (
        <LoadError
          title="We could not load the installations"
          message={list.error.message}
          retrying={list.isRefetching}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="rounded-2xl bg-ink-50 p-5 text-center text-sm text-ink-700">{empty}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-4">
            {items.map((item) => {
              const status = item.quote?.installationStatus ?? 0;
              const name = `${item.clientUser.firstname} ${item.clientUser.lastname}`;
              const completable = onComplete !== undefined && status > 0 && status < 3;
              return (
                <li key={item.quoteRequest.id} className="flex flex-col gap-2" data-testid={`${kind}-installation`}>
                  <StaffRequestCard
                    item={item}
                    now={now}
                    showCompletedDate={kind === 'completed'}
                    showEngineer={false}
                  />
                  {kind === 'active' && jobStatus[status] && (
                    <p className="px-1 text-sm font-medium text-brand-800">{jobStatus[status]}</p>
                  )}
                  {onDevice && status >= 3 && item.quote && (
                    <DeviceButton quoteId={item.quote.id} name={name} onOpen={() => onDevice(item)} />
                  )}
                  {completable && bookedLater(item.quote?.fulfilmentDate, today) ? (
                    <p className="rounded-xl bg-ink-50 px-3 py-2 text-sm text-ink-700">
                      Booked for {formatDay(item.quote?.fulfilmentDate)}: you can mark it complete on that day or after.
                      If you did the work earlier, ask support to change the installation date first.
                    </p>
                  ) : (
                    completable && (
                      <Button
                        variant="secondary"
                        block
                        onClick={() => onComplete(item)}
                        aria-label={`Mark complete: ${name}`}
                      >
                        Mark complete
                      </Button>
                    )
                  )}
                </li>
              );
            })}
          </ul>
          {list.hasNextPage && (
            <Button
              variant="secondary"
              block
              state={list.isFetchingNextPage ? RequestStatus.LOADING : RequestStatus.NORMAL}
              loadingLabel="Loading more"
              onClick={() => void list.fetchNextPage()}
            >
              Show more
            </Button>
          )}
        </>
      )}
    </section>
  );
}
