import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ChevronRightIcon, MailIcon, PhoneIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StaffRequestCard } from '../../components/ui/staff-request-card.tsx';
import { StarRating } from '../../components/ui/star-rating.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { staffKindLabels, staffKindOf } from '../../lib/staff-kind.ts';
import { useInstallationSummary, type InstallationSummary } from './api/get-installation-summary.ts';
import { useProfile, type ClientUser } from '../../lib/profile/get-profile.ts';

/**
 * /engineer-profile: the signed-in engineer as customers and colleagues know them (photo, name, phone, e-mail), their
 * average rating in half stars, how many installations are active and completed, and the latest completed ones.
 * Their details are changed on /engineer-profile-settings; their jobs are worked on /installer-profile.
 */
export default function EngineerProfilePage() {
  useDocumentTitle('My profile');
  const profile = useProfile();
  const summary = useInstallationSummary();

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight">My profile</h1>

      {profile.data ? (
        <Details user={profile.data} rating={summary.data?.rating} ratingPending={summary.isPending} />
      ) : profile.isError ? (
        <LoadError
          title="We could not load your profile"
          message={profile.error.message}
          retrying={profile.isRefetching}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <div role="status" aria-busy="true" className="flex flex-col gap-4">
          <span className="sr-only">Loading your profile</span>
          <div className="flex items-center gap-4">
            <Skeleton className="size-24 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-24 w-full rounded-2xl" />
        </div>
      )}

      <Link to="/engineer-profile-settings" className={buttonClasses('secondary', { block: true })}>
        Edit my details
      </Link>

      <Installations summary={summary} />
    </div>
  );
}

function Details({
  user,
  rating,
  ratingPending,
}: {
  user: ClientUser;
  rating: number | null | undefined;
  ratingPending: boolean;
}) {
  const kind = staffKindOf(user);
  return (
    <section aria-label="Your details" className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        <Avatar person={user} size="lg" />
        <div className="min-w-0">
          <p className="text-xl font-semibold break-words" data-testid="profile-name">
            {user.firstname} {user.lastname}
          </p>
          {kind && <p className="text-sm text-ink-700">{staffKindLabels[kind]}</p>}
          <div className="mt-1" data-testid="profile-rating">
            {ratingPending ? <Skeleton className="h-4 w-24" /> : <StarRating rating={rating} />}
          </div>
        </div>
      </div>
      <dl className="divide-y divide-ink-200 rounded-2xl border border-ink-200">
        <div className="flex items-center gap-3 p-3">
          <PhoneIcon className="size-5 shrink-0 text-brand-800" />
          <dt className="sr-only">Phone number</dt>
          <dd className="min-w-0 flex-1">
            <a href={`tel:${user.phoneNumber}`} className="font-medium underline-offset-4 hover:underline">
              {user.phoneNumber}
            </a>
            {!user.phoneConfirmed && <span className="block text-sm text-ink-700">Not confirmed yet</span>}
          </dd>
        </div>
        <div className="flex items-center gap-3 p-3">
          <MailIcon className="size-5 shrink-0 text-brand-800" />
          <dt className="sr-only">E-mail address</dt>
          <dd className="min-w-0 flex-1 break-all">
            {user.email}
            {user.pendingEmail && (
              <span className="block text-sm break-normal text-ink-700">
                Changing to {user.pendingEmail} once its code is entered
              </span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Installations({ summary }: { summary: ReturnType<typeof useInstallationSummary> }) {
  const [now] = useState(() => new Date());
  return (
    <section aria-labelledby="work-heading" aria-busy={summary.isPending || undefined} className="flex flex-col gap-3">
      <h2 id="work-heading" className="text-lg font-semibold">
        Installations
      </h2>
      {summary.isPending ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-20 w-full rounded-2xl" />
          <Skeleton className="h-36 w-full rounded-2xl" />
        </div>
      ) : summary.isError ? (
        <LoadError
          title="We could not load your installations"
          message={summary.error.message}
          retrying={summary.isRefetching}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <>
          <Counts summary={summary.data} />
          <h3 className="text-base font-semibold">Latest completed</h3>
          {summary.data.latest.length === 0 ? (
            <p className="rounded-2xl bg-ink-50 p-5 text-center text-sm text-ink-700">
              No completed installations yet.
            </p>
          ) : (
            <ul className="flex flex-col gap-3">
              {summary.data.latest.map((item) => (
                <li key={item.quoteRequest.id} data-testid="latest-completed">
                  <StaffRequestCard item={item} now={now} showCompletedDate showEngineer={false} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function Counts({ summary }: { summary: InstallationSummary }) {
  return (
    <Link
      to="/installer-profile"
      className="flex items-center gap-3 rounded-2xl bg-brand-50 p-4 hover:bg-brand-100 active:bg-brand-100"
    >
      <dl className="grid flex-1 grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-ink-700">Active</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="active-count">
            {summary.active}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-700">Completed</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="completed-count">
            {summary.completed}
          </dd>
        </div>
      </dl>
      <span className="flex items-center gap-1 text-sm font-semibold text-brand-800">
        My jobs
        <ChevronRightIcon className="size-5" />
      </span>
    </Link>
  );
}
