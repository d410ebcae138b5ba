import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, type AlertTone } from '../../components/ui/alert.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { PlusIcon } from '../../components/ui/icons.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { RequestStatus } from '../../lib/request-status.ts';
import { useSession } from '../../lib/session.ts';
import { staffKindLabels, staffKindOf } from '../../lib/staff-kind.ts';
import { useSupportUsers, type StaffFilter, type StaffStatus, type StaffUser } from './api/get-support-users.ts';
import { useSetUserActiveStatus } from './api/set-user-active-status.ts';

type Message = { tone: AlertTone; text: string };

const filters: { value: StaffFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'waiting', label: 'Waiting for activation' },
];

/**
 * /manage-engineers (admins): every staff member with their kind and one status (active, invited with no password
 * yet, waiting for activation, deactivated); activate the ones who signed themselves up, deactivate the ones who left
 * (which ends their sessions at once). "Waiting for activation" lists everyone who cannot log in yet and waits.
 */
export default function ManageEngineersPage() {
  useDocumentTitle('Staff members');
  const me = useSession()?.user;
  const [filter, setFilter] = useState<StaffFilter>('all');
  const [message, setMessage] = useState<Message | null>(null);
  const [deactivating, setDeactivating] = useState<StaffUser | null>(null);
  const list = useSupportUsers(filter);
  const setActive = useSetUserActiveStatus();

  const people = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.totalCount ?? 0;

  const changeStatus = (person: StaffUser, isActive: boolean) => {
    setMessage(null);
    setActive.mutate(
      { userId: person.id, isActive },
      {
        onSuccess: ({ message: text }) => setMessage({ tone: 'success', text }),
        onError: (error) => setMessage({ tone: 'error', text: error.message }),
        onSettled: () => setDeactivating(null),
      },
    );
  };
  const busyWith = setActive.isPending ? setActive.variables?.userId : undefined;

  return (
    <div className="flex flex-col gap-5">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Staff members</h1>
        <p className="text-base text-ink-700">Support staff, engineers and administrators.</p>
      </div>
      <Link to="/add-engineers" className={buttonClasses('primary', { block: true })}>
        <PlusIcon className="size-5" />
        Invite a staff member
      </Link>

      <fieldset>
        <legend className="sr-only">Show</legend>
        <div className="grid grid-cols-[auto_1fr] rounded-xl bg-ink-100 p-1">
          {filters.map((option) => (
            <label key={option.value} className="relative flex cursor-pointer">
              <input
                type="radio"
                name="staff-filter"
                value={option.value}
                checked={filter === option.value}
                onChange={() => {
                  setMessage(null);
                  setFilter(option.value);
                }}
                className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
              />
              <span className="flex min-h-11 flex-1 items-center justify-center rounded-lg px-4 text-center text-sm font-semibold text-ink-700 peer-checked:bg-white peer-checked:text-ink-900 peer-checked:shadow peer-focus-visible:outline-2 peer-focus-visible:outline-ink-900">
                {option.label}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {message && (
        <Alert tone={message.tone} onDismiss={message.tone === 'error' ? () => setMessage(null) : undefined}>
          {message.text}
        </Alert>
      )}

      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <Alert tone="error" title="We could not load the staff list">
          <p>{list.error.message}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : people.length === 0 ? (
        <p className="rounded-2xl bg-ink-50 p-6 text-center text-base text-ink-700">
          {filter === 'waiting'
            ? 'Nobody is waiting: every sign-up is activated and every invited person has set a password.'
            : 'No staff members yet.'}
        </p>
      ) : (
        <section aria-labelledby="staff-count" className="flex flex-col gap-3">
          <h2 id="staff-count" className="text-sm font-semibold text-ink-700">
            {filter === 'waiting'
              ? `${total} waiting to log in`
              : `${total} staff ${total === 1 ? 'member' : 'members'}`}
          </h2>
          <ul className="flex flex-col gap-3">
            {people.map((person) => (
              <StaffCard
                key={person.id}
                person={person}
                isMe={person.id === me?.id}
                busy={busyWith === person.id}
                onActivate={() => changeStatus(person, true)}
                onDeactivate={() => setDeactivating(person)}
              />
            ))}
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
        </section>
      )}

      <Modal
        open={deactivating !== null}
        onClose={() => setDeactivating(null)}
        title={`Deactivate ${deactivating?.firstname ?? ''} ${deactivating?.lastname ?? ''}?`}
      >
        <p className="text-base text-ink-700">
          They will be logged out at once and cannot log in until an administrator activates them again.
        </p>
        <div className="mt-5 flex flex-col gap-3">
          <Button
            variant="danger"
            block
            state={setActive.isPending ? RequestStatus.LOADING : RequestStatus.NORMAL}
            loadingLabel="Deactivating"
            onClick={() => deactivating && changeStatus(deactivating, false)}
          >
            Deactivate
          </Button>
          <Button variant="secondary" block onClick={() => setDeactivating(null)}>
            Cancel
          </Button>
        </div>
      </Modal>
    </div>
  );
}

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** One badge per person: their status as the server decides it. */
const statusBadges: Record<StaffStatus, { label: string; tone: string; note?: string }> = {
  active: { label: 'Active', tone: 'bg-success-50 text-success-800' },
  invited: {
    label: 'Invited, no password yet',
    tone: 'bg-info-50 text-info-800',
    note: 'Cannot log in until they set a password with the code in the invitation e-mail.',
  },
  waiting: {
    label: 'Waiting for activation',
    tone: 'bg-brand-100 text-brand-900',
    note: 'Signed up; can log in once you activate them.',
  },
  deactivated: { label: 'Deactivated', tone: 'bg-ink-100 text-ink-800', note: 'Cannot log in until activated again.' },
};

interface StaffCardProps {
  person: StaffUser;
  isMe: boolean;
  busy: boolean;
  onActivate(): void;
  onDeactivate(): void;
}

function StaffCard({ person, isMe, busy, onActivate, onDeactivate }: StaffCardProps) {
  const kind = staffKindOf(person);
  const status = statusBadges[person.staffStatus] ?? statusBadges[person.isActive ? 'active' : 'waiting'];
  const name = `${person.firstname} ${person.lastname}`;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-ink-200 p-4" data-testid="staff-card">
      <div className="flex items-start gap-3">
        <Avatar person={person} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-base font-semibold">
            {name}
            {isMe && <span className="font-normal text-ink-600"> (you)</span>}
          </h3>
          <p className="mt-1 flex flex-wrap gap-1.5">
            {kind && <span className={`${badge} bg-ink-100 text-ink-800`}>{staffKindLabels[kind]}</span>}
            <span className={`${badge} ${status.tone}`}>{status.label}</span>
          </p>
          {status.note && <p className="mt-1 text-sm text-ink-700">{status.note}</p>}
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-600">E-mail</dt>
        <dd className="min-w-0 break-all">
          <a href={`mailto:${person.email}`} className="text-brand-800 underline-offset-4 hover:underline">
            {person.email}
          </a>
        </dd>
        <dt className="text-ink-600">Phone</dt>
        <dd>
          <a href={`tel:${person.phoneNumber}`} className="text-brand-800 underline-offset-4 hover:underline">
            {person.phoneNumber}
          </a>
        </dd>
      </dl>
      {!isMe && (
        <Button
          variant={person.isActive ? 'secondary' : 'primary'}
          block
          state={busy ? RequestStatus.LOADING : RequestStatus.NORMAL}
          loadingLabel={person.isActive ? 'Deactivating' : 'Activating'}
          onClick={person.isActive ? onDeactivate : onActivate}
          aria-label={`${person.isActive ? 'Deactivate' : 'Activate'} ${name}`}
        >
          {person.isActive ? 'Deactivate' : 'Activate'}
        </Button>
      )}
    </li>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">Loading the staff list</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex flex-col gap-3 rounded-2xl border border-ink-200 p-4">
          <div className="flex items-center gap-3">
            <Skeleton className="size-11 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-12 w-full rounded-xl" />
        </div>
      ))}
    </div>
  );
}
