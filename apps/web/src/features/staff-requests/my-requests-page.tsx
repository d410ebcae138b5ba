import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { RequestViewsNav, StaffNavBar } from '../../components/ui/staff-nav-bar.tsx';
import { StaffRequestCard } from '../../components/ui/staff-request-card.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { RequestStatus } from '../../lib/request-status.ts';
import { useSession } from '../../lib/session.ts';
import { myStages, useMyRequests, type MyStage } from './api/get-my-requests.ts';

/** An engineer's jobs are theirs from Installation on. */
const engineerStages = myStages.filter((s) => s.key === 'installation' || s.key === 'completed');

/**
 * /requests of support (staff spec §2; contents ours, issue 22): the signed-in person's own work by stage, with the
 * board's cards. Support staff and admins: the requests they priced (docs/staff.md "My requests"); engineers: the
 * jobs assigned to them. With no stage in the address it opens on the first stage holding any of their work.
 */
export default function MyRequestsPage() {
  useDocumentTitle('My requests');
  const engineer = useSession()?.user.isEngineer === true;
  const stages: readonly MyStage[] = engineer ? engineerStages : myStages;
  const [params, setParams] = useSearchParams();
  const asked = stages.find((s) => s.key === params.get('stage'));
  const stage: MyStage = asked ?? stages[0]!;
  const list = useMyRequests(stage.key);
  const [now] = useState(() => new Date());
  const counts = list.data?.pages[0]?.counts;

  // Opened without a stage: go to the first stage holding any of the person's work (their own work first).
  useEffect(() => {
    if (asked || !counts || counts[stage.key] > 0) return;
    const busy = stages.find((s) => counts[s.key] > 0);
    if (busy) setParams({ stage: busy.key }, { replace: true });
  }, [asked, counts, stage.key, stages, setParams]);

  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.totalCount ?? 0;
  const nothingAtAll = counts !== undefined && Object.values(counts).every((n) => n === 0);

  return (
    <div className="flex flex-1 flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">My requests</h1>
      {!engineer && <RequestViewsNav />}
      <p className="text-sm text-ink-700">
        {engineer
          ? 'The installations assigned to you.'
          : 'The requests you priced: they are yours to follow until the system is installed.'}
      </p>

      <nav aria-label="Stages of my requests">
        <ul className="flex flex-wrap gap-2">
          {stages.map((s) => {
            const selected = s.key === stage.key;
            const count = counts?.[s.key];
            return (
              <li key={s.key}>
                <Link
                  to={{ search: `?stage=${s.key}` }}
                  aria-current={selected ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap ${
                    selected
                      ? 'border-ink-900 bg-ink-900 text-white'
                      : 'border-ink-300 bg-white text-ink-700 hover:border-ink-500'
                  }`}
                >
                  {s.label}
                  {count !== undefined && (
                    <span className={selected ? 'text-ink-200' : 'text-ink-500'} aria-label={`${count} requests`}>
                      {count}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <section aria-labelledby="mine-heading" aria-busy={list.isPending || undefined} className="flex flex-col gap-3">
        <h2 id="mine-heading" className="text-sm font-semibold text-ink-700">
          {list.isPending
            ? `Loading your ${stage.label.toLowerCase()} requests`
            : `${stage.label}: ${total} ${total === 1 ? 'request' : 'requests'}`}
        </h2>
        {list.isPending ? (
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">Loading your requests</span>
            {[0, 1].map((n) => (
              <Skeleton key={n} className="h-32 w-full rounded-2xl" />
            ))}
          </div>
        ) : list.isError ? (
          <LoadError
            title="We could not load your requests"
            message={list.error.message}
            retrying={list.isRefetching}
            onRetry={() => void list.refetch()}
          />
        ) : items.length === 0 ? (
          <div className="rounded-2xl bg-ink-50 px-4 py-8 text-center">
            <p className="text-lg font-semibold">{nothingAtAll ? 'No requests of yours yet' : stage.empty}</p>
            {nothingAtAll && !engineer && (
              <p className="mt-1 text-sm text-ink-700">
                A request becomes yours when you price it. New requests wait under{' '}
                <Link to="/get-requests" className="font-semibold text-brand-800 underline underline-offset-4">
                  All requests, Pending
                </Link>
                .
              </p>
            )}
          </div>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {items.map((item) => (
                <li key={item.quoteRequest.id}>
                  <StaffRequestCard item={item} now={now} showCompletedDate={stage.key === 'completed'} />
                </li>
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
          </>
        )}
      </section>
      <StaffNavBar />
    </div>
  );
}
