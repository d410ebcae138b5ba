import { lagosDate } from '@imole/domain/dates';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { StaffNavBar } from '../../components/ui/staff-nav-bar.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { RequestStatus } from '../../lib/request-status.ts';
import { useSession } from '../../lib/session.ts';
import { staffKindOf } from '../../lib/staff-kind.ts';
import { complaintTabOf, complaintTabs, useComplaints, type ComplaintCounts } from './api/get-complaints.ts';
import { scheduleTabOf, scheduleTabs, useSchedules, type ScheduleCounts } from './api/get-schedules.ts';
import { CardsSkeleton, ComplaintCard, ScheduleCard } from './components/cards.tsx';
import { StatusTabs, ViewSwitch } from './components/status-tabs.tsx';

type View = 'complaints' | 'checks';

/**
 * The page's address: `?view=checks&tab=upcoming`. The defaults (Complaints, and the first tab of a view) are left out,
 * so the Complaints link of the navigation bar is this page as it opens.
 */
export function complaintsSearch(view: View, tab?: string): string {
  const params = new URLSearchParams();
  if (view === 'checks') params.set('view', 'checks');
  const first = view === 'checks' ? scheduleTabs[0].key : complaintTabs[0].key;
  if (tab && tab !== first) params.set('tab', tab);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const views = [
  { key: 'complaints', label: 'Complaints', search: complaintsSearch('complaints') },
  { key: 'checks', label: 'Maintenance checks', search: complaintsSearch('checks') },
];

/**
 * /all-complaints (staff spec §2, the Complaints tab of the navigation bar): customers' complaints by status (Open,
 * Resolved, Closed) and the maintenance checks (Due, Upcoming, Closed), each with its count, 20 at a time. The view
 * and the tab live in the URL. An engineer sees only what is assigned to them (the API filters).
 */
export default function AllComplaintsPage() {
  const [params] = useSearchParams();
  const view: View = params.get('view') === 'checks' ? 'checks' : 'complaints';
  const title = view === 'checks' ? 'Maintenance checks' : 'Complaints';
  useDocumentTitle(title);
  const user = useSession()?.user;
  const mine = user ? staffKindOf(user) === 'engineer' : false;

  return (
    <div className="flex flex-1 flex-col gap-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {mine && <p className="text-sm text-ink-700">Only those assigned to you.</p>}
      </div>
      <ViewSwitch views={views} current={view} />
      {view === 'checks' ? (
        <Checks tabKey={params.get('tab')} mine={mine} />
      ) : (
        <Complaints tabKey={params.get('tab')} mine={mine} />
      )}
      <StaffNavBar />
    </div>
  );
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function Complaints({ tabKey, mine }: { tabKey: string | null; mine: boolean }) {
  const tab = complaintTabOf(tabKey);
  const list = useComplaints(tab);
  const [now] = useState(() => new Date());
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const counts: ComplaintCounts | undefined = list.data?.pages[0]?.counts;
  const total = list.data?.pages[0]?.totalCount ?? 0;
  return (
    <>
      <StatusTabs
        label="Complaint status"
        current={tab.key}
        tabs={complaintTabs.map((t) => ({
          key: t.key,
          label: t.label,
          count: counts?.[t.key],
          search: complaintsSearch('complaints', t.key),
        }))}
      />
      <section aria-labelledby="list-heading" aria-busy={list.isPending || undefined} className="flex flex-col gap-3">
        <h2 id="list-heading" className="text-sm font-semibold text-ink-700">
          {list.isPending
            ? `Loading ${tab.label.toLowerCase()} complaints`
            : list.isError
              ? `${tab.label} complaints`
              : `${tab.label}: ${plural(total, 'complaint')}`}
        </h2>
        {list.isPending ? (
          <CardsSkeleton label="Loading the complaints" />
        ) : list.isError ? (
          <LoadError
            title="We could not load the complaints"
            message={list.error.message}
            retrying={list.isRefetching}
            onRetry={() => void list.refetch()}
          />
        ) : items.length === 0 ? (
          <Empty title={tab.empty}>
            {tab.key === 'open'
              ? mine
                ? 'When support assigns you a complaint, it shows here.'
                : 'When a customer reports a problem with their system, it shows here.'
              : null}
          </Empty>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {items.map((item) => (
                <li key={item.id}>
                  <ComplaintCard item={item} now={now} />
                </li>
              ))}
            </ul>
            {list.hasNextPage && (
              <ShowMore loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />
            )}
          </>
        )}
      </section>
    </>
  );
}

function Checks({ tabKey, mine }: { tabKey: string | null; mine: boolean }) {
  const tab = scheduleTabOf(tabKey);
  const list = useSchedules(tab);
  const [today] = useState(() => lagosDate(new Date()));
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const counts: ScheduleCounts | undefined = list.data?.pages[0]?.counts;
  const total = list.data?.pages[0]?.totalCount ?? 0;
  return (
    <>
      <StatusTabs
        label="Check status"
        current={tab.key}
        tabs={scheduleTabs.map((t) => ({
          key: t.key,
          label: t.label,
          count: counts?.[t.key],
          search: complaintsSearch('checks', t.key),
        }))}
      />
      <section aria-labelledby="list-heading" aria-busy={list.isPending || undefined} className="flex flex-col gap-3">
        <h2 id="list-heading" className="text-sm font-semibold text-ink-700">
          {list.isPending
            ? `Loading ${tab.label.toLowerCase()} checks`
            : list.isError
              ? `${tab.label} checks`
              : `${tab.label}: ${plural(total, 'check')}`}
        </h2>
        {list.isPending ? (
          <CardsSkeleton label="Loading the maintenance checks" />
        ) : list.isError ? (
          <LoadError
            title="We could not load the maintenance checks"
            message={list.error.message}
            retrying={list.isRefetching}
            onRetry={() => void list.refetch()}
          />
        ) : items.length === 0 ? (
          <Empty title={tab.empty}>
            {tab.key === 'due'
              ? mine
                ? 'Checks assigned to you show here on the day they are due.'
                : 'Each installed system gets a check at a set time after installation; it shows here when it is due.'
              : null}
          </Empty>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {items.map((item) => (
                <li key={item.id}>
                  <ScheduleCard item={item} today={today} />
                </li>
              ))}
            </ul>
            {list.hasNextPage && (
              <ShowMore loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />
            )}
          </>
        )}
      </section>
    </>
  );
}

function Empty({ title, children }: { title: string; children?: string | null }) {
  return (
    <div className="rounded-2xl bg-ink-50 px-4 py-10 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {children && <p className="mt-1 text-sm text-ink-700">{children}</p>}
    </div>
  );
}

function ShowMore({ loading, onClick }: { loading: boolean; onClick(): void }) {
  return (
    <Button
      variant="secondary"
      block
      state={loading ? RequestStatus.LOADING : RequestStatus.NORMAL}
      loadingLabel="Loading more"
      onClick={onClick}
    >
      Show more
    </Button>
  );
}
