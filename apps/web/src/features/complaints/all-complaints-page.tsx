import { lagosDate } from '@imole/domain/dates';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ReferredByFilter } from '../../components/staff/referred-by-filter.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { StaffNavBar } from '../../components/ui/staff-nav-bar.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { RequestStatus } from '../../lib/request-status.ts';
import { useSession } from '../../lib/session.ts';
import { staffKindOf } from '../../lib/staff-kind.ts';
import { complaintTabOf, complaintTabs, useComplaints } from './api/get-complaints.ts';
import { scheduleTabOf, scheduleTabs, useSchedules } from './api/get-schedules.ts';
import { CardsSkeleton, ComplaintCard, ScheduleCard } from './components/cards.tsx';
import { StatusTabs, ViewSwitch } from './components/status-tabs.tsx';

type View = 'complaints' | 'checks';

/**
 * The page's address: `?view=checks&tab=upcoming` (complaints also `&by=agent-9`, who referred the customers). The defaults (Complaints, and the first tab of a view) are left out,
 * so the Complaints link of the navigation bar is this page as it opens.
 */
export function complaintsSearch(view: View, tab?: string, by?: string): string {
  const params = new URLSearchParams();
  if (view === 'checks') params.set('view', 'checks');
  const first = view === 'checks' ? scheduleTabs[0].key : complaintTabs[0].key;
  if (tab && tab !== first) params.set('tab', tab);
  if (by) params.set('by', by);
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
        <Complaints tabKey={params.get('tab')} mine={mine} by={mine ? '' : (params.get('by') ?? '')} />
      )}
      <StaffNavBar />
    </div>
  );
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function Complaints({ tabKey, mine, by }: { tabKey: string | null; mine: boolean; by: string }) {
  const tab = complaintTabOf(tabKey);
  const list = useComplaints(tab, by);
  const [now] = useState(() => new Date());
  const [, setParams] = useSearchParams();
  return (
    <>
      {/* Staff keep the customers one agent, or a coordinator's team, referred (issue 20); kept in the URL as `by`. */}
      {!mine && (
        <ReferredByFilter
          value={by}
          onChange={(next) =>
            setParams(
              (current) => {
                const updated = new URLSearchParams(current);
                if (next) updated.set('by', next);
                else updated.delete('by');
                return updated;
              },
              { replace: true },
            )
          }
        />
      )}
      <TabbedList
        by={by}
        view="complaints"
        tabsLabel="Complaint status"
        tabs={complaintTabs}
        tab={tab}
        list={list}
        noun="complaint"
        things="complaints"
        firstTabHint={
          mine
            ? 'When support assigns you a complaint, it shows here.'
            : 'When a customer reports a problem with their system, it shows here.'
        }
      >
        {(item) => <ComplaintCard item={item} now={now} />}
      </TabbedList>
    </>
  );
}

function Checks({ tabKey, mine }: { tabKey: string | null; mine: boolean }) {
  const tab = scheduleTabOf(tabKey);
  const list = useSchedules(tab);
  const [today] = useState(() => lagosDate(new Date()));
  return (
    <TabbedList
      view="checks"
      tabsLabel="Check status"
      tabs={scheduleTabs}
      tab={tab}
      list={list}
      noun="check"
      things="maintenance checks"
      firstTabHint={
        mine
          ? 'Checks assigned to you show here on the day they are due.'
          : 'Each installed system gets a check at a set time after installation; it shows here when it is due.'
      }
    >
      {(item) => <ScheduleCard item={item} today={today} />}
    </TabbedList>
  );
}

interface ListTab<K extends string> {
  key: K;
  label: string;
  empty: string;
}

interface ListPage<T, K extends string> {
  data: T[];
  totalCount: number;
  /** The count of every tab, whichever tab the page is of. */
  counts: Record<K, number>;
}

interface TabbedListProps<T extends { id: number }, K extends string> {
  view: View;
  /** Who referred the customers listed, kept when the tab changes. */
  by?: string;
  /** The tabs' name for assistive technology: "Complaint status". */
  tabsLabel: string;
  tabs: readonly ListTab<K>[];
  tab: ListTab<K>;
  list: UseInfiniteQueryResult<InfiniteData<ListPage<T, K>>>;
  /** One item, in the heading's count: "complaint". */
  noun: string;
  /** The items, in the loading and error sentences: "maintenance checks". */
  things: string;
  /** Under the empty state of the first tab (Open, Due): where items come from. */
  firstTabHint: string;
  children(item: T): ReactNode;
}

/** One view: its status tabs with their counts, then the chosen tab's cards, 20 at a time ("Show more"). */
function TabbedList<T extends { id: number }, K extends string>({
  view,
  tabsLabel,
  tabs,
  tab,
  list,
  noun,
  things,
  firstTabHint,
  children,
  by,
}: TabbedListProps<T, K>) {
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const counts = list.data?.pages[0]?.counts;
  const total = list.data?.pages[0]?.totalCount ?? 0;
  return (
    <>
      <StatusTabs
        label={tabsLabel}
        current={tab.key}
        tabs={tabs.map((t) => ({
          key: t.key,
          label: t.label,
          count: counts?.[t.key],
          search: complaintsSearch(view, t.key, by),
        }))}
      />
      <section aria-labelledby="list-heading" aria-busy={list.isPending || undefined} className="flex flex-col gap-3">
        <h2 id="list-heading" className="text-sm font-semibold text-ink-700">
          {list.isPending
            ? `Loading ${tab.label.toLowerCase()} ${noun}s`
            : list.isError
              ? `${tab.label} ${noun}s`
              : `${tab.label}: ${plural(total, noun)}`}
        </h2>
        {list.isPending ? (
          <CardsSkeleton label={`Loading the ${things}`} />
        ) : list.isError ? (
          <LoadError
            title={`We could not load the ${things}`}
            message={list.error.message}
            retrying={list.isRefetching}
            onRetry={() => void list.refetch()}
          />
        ) : items.length === 0 ? (
          <Empty title={tab.empty}>{tab.key === tabs[0]?.key ? firstTabHint : null}</Empty>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {items.map((item) => (
                <li key={item.id}>{children(item)}</li>
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
