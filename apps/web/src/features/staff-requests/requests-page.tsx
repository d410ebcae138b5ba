import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { RequestViewsNav, StaffNavBar } from '../../components/ui/staff-nav-bar.tsx';
import { StaffRequestCard } from '../../components/ui/staff-request-card.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { RequestStatus } from '../../lib/request-status.ts';
import { useSession } from '../../lib/session.ts';
import {
  boardTabOf,
  boardTabsFor,
  useBoard,
  useBoardSearchElsewhere,
  type BoardTab,
  type ShownBoardTabs,
} from './api/get-board.ts';
import { ReferredByFilter } from '../../components/staff/referred-by-filter.tsx';

/** How long typing must pause before the search runs (one request per word, not per letter, on slow data). */
export const SEARCH_DEBOUNCE_MS = 400;

/** The board's address: `?tab=ready&Search=ada&by=agent-9` (the first tab shown, no search, anyone left out). */
function boardSearch(tabs: ShownBoardTabs, tab: BoardTab, search: string, by = ''): string {
  const params = new URLSearchParams();
  if (tab.key !== tabs[0].key) params.set('tab', tab.key);
  if (search) params.set('Search', search);
  if (by) params.set('by', by);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * /get-requests, "Manage requests" (staff spec §2): five tabs of request cards, 20 at a time, with a search by
 * customer name, phone or reference. The tab and the search live in the URL, so Back returns to the tab a card was
 * opened from. An engineer (the "Requests" of their navigation bar) gets Installation and Completed, holding only
 * the jobs assigned to them; their cards open the request, where they confirm the installation.
 */
export default function RequestsPage() {
  useDocumentTitle('Manage requests');
  const user = useSession()?.user;
  const tabs = boardTabsFor(user);
  const [params, setParams] = useSearchParams();
  const tab = boardTabOf(params.get('tab'), tabs);
  const search = (params.get('Search') ?? '').trim();
  // Who referred the customers shown (issue 20); engineers see their own jobs only, with no such filter.
  const by = user?.isEngineer ? '' : (params.get('by') ?? '');
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  const board = useBoard(tab, search, by);
  const [now] = useState(() => new Date());

  // Back/forward changed the search in the URL: show it in the box (adjusted while rendering, not in an effect).
  if (search !== shownSearch) {
    setShownSearch(search);
    if (text.trim() !== search) setText(search);
  }

  // Typing: update the URL once the person pauses (replace, so Back does not step through every letter).
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === search) return;
    const onBoard = window.location.pathname;
    const timer = window.setTimeout(() => {
      // The person tapped a card before the pause ended: the board stays on screen while the next page's code loads,
      // and the search must not bring them back to it.
      if (window.location.pathname !== onBoard) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (wanted) next.set('Search', wanted);
          else next.delete('Search');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, search, setParams]);

  const items = board.data?.pages.flatMap((page) => page.data) ?? [];
  const total = board.data?.pages[0]?.totalCount ?? 0;

  return (
    <div className="flex flex-1 flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Manage requests</h1>
      {!user?.isEngineer && <RequestViewsNav />}

      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="request-search" className="mb-1.5 block text-sm font-semibold text-ink-800">
          Search requests
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-600" />
          <input
            id="request-search"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Name, phone or reference"
            className="block min-h-12 w-full rounded-xl border border-ink-300 bg-white pr-4 pl-10 text-base placeholder:text-ink-500 focus:border-ink-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-400"
          />
        </div>
      </form>

      {!user?.isEngineer && (
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

      <BoardTabs tabs={tabs} current={tab} search={search} by={by} />

      <section aria-labelledby="board-heading" aria-busy={board.isPending || undefined} className="flex flex-col gap-3">
        <h2 id="board-heading" className="text-sm font-semibold text-ink-700">
          {board.isPending
            ? `Loading ${tab.label.toLowerCase()} requests`
            : board.isError
              ? tab.label
              : `${tab.label}: ${total} ${total === 1 ? 'request' : 'requests'}${search ? ` matching “${search}”` : ''}`}
        </h2>
        {board.isPending ? (
          <CardsSkeleton />
        ) : board.isError ? (
          <LoadError
            title="We could not load the requests"
            message={board.error.message}
            retrying={board.isRefetching}
            onRetry={() => void board.refetch()}
          />
        ) : items.length === 0 ? (
          <div className="rounded-2xl bg-ink-50 px-4 py-10 text-center">
            <p className="text-lg font-semibold">
              {search ? `No requests match “${search}” in ${tab.label}` : tab.empty}
            </p>
            {search && (
              <p className="mt-1 text-sm text-ink-700">
                Other stages are searched below. Try part of the name, the phone number or the reference.
              </p>
            )}
          </div>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {items.map((item) => (
                <li key={item.quoteRequest.id}>
                  <StaffRequestCard item={item} now={now} showCompletedDate={tab.key === 'completed'} />
                </li>
              ))}
            </ul>
            {board.hasNextPage && (
              <Button
                variant="secondary"
                block
                state={board.isFetchingNextPage ? RequestStatus.LOADING : RequestStatus.NORMAL}
                loadingLabel="Loading more"
                onClick={() => void board.fetchNextPage()}
              >
                Show more
              </Button>
            )}
          </>
        )}
      </section>
      {search && <OtherStages tabs={tabs.filter((other) => other.key !== tab.key)} search={search} by={by} now={now} />}
      <StaffNavBar />
    </div>
  );
}

/**
 * A search looks in every stage (issue 19): below the tab on screen, the matches of the other stages, each under its
 * stage's name, with a link to that stage when it holds more than one page. Stages with no match are named in one
 * line, so "nothing here" is never taken for "nothing anywhere".
 */
function OtherStages({ tabs, search, by, now }: { tabs: readonly BoardTab[]; search: string; by: string; now: Date }) {
  const results = useBoardSearchElsewhere(tabs, search, by);
  if (results.some((result) => result.isPending)) {
    return (
      <p role="status" className="text-sm text-ink-700">
        Searching the other stages…
      </p>
    );
  }
  const found = tabs.flatMap((tab, index) => {
    const data = results[index]?.data;
    return data && data.totalCount > 0 ? [{ tab, page: data }] : [];
  });
  const none = tabs.filter((_, index) => results[index]?.data?.totalCount === 0).map((tab) => tab.label);
  const failed = tabs.filter((_, index) => results[index]?.isError).map((tab) => tab.label);
  return (
    <section aria-labelledby="other-stages" className="flex flex-col gap-3 border-t border-ink-200 pt-4">
      <h2 id="other-stages" className="text-base font-semibold">
        In other stages
      </h2>
      {found.map(({ tab, page }) => (
        <section key={tab.key} aria-label={`${tab.label} matches`} className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold text-ink-700">
            {tab.label}: {page.totalCount} {page.totalCount === 1 ? 'request' : 'requests'} matching “{search}”
          </h3>
          <ul className="flex flex-col gap-3">
            {page.data.map((item) => (
              <li key={item.quoteRequest.id}>
                <StaffRequestCard item={item} now={now} showCompletedDate={tab.key === 'completed'} />
              </li>
            ))}
          </ul>
          {page.totalCount > page.data.length && (
            <Link
              to={{ search: `?tab=${tab.key}&Search=${encodeURIComponent(search)}${by ? `&by=${by}` : ''}` }}
              className="text-sm font-semibold text-brand-800 underline underline-offset-4"
            >
              See all {page.totalCount} in {tab.label}
            </Link>
          )}
        </section>
      ))}
      {none.length > 0 && <p className="text-sm text-ink-700">No match in {listOf(none)}.</p>}
      {failed.length > 0 && (
        <p className="text-sm text-danger-700">We could not search {listOf(failed)}; try again in a moment.</p>
      )}
    </section>
  );
}

const listOf = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/**
 * The stages as links (the URL holds the tab). They wrap onto a second row rather than scroll sideways: on a 360 px
 * phone a scrolling row hid "Installation" and "Completed" off screen.
 */
function BoardTabs({
  tabs,
  current,
  search,
  by,
}: {
  tabs: ShownBoardTabs;
  current: BoardTab;
  search: string;
  by: string;
}) {
  return (
    <nav aria-label="Request stages">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const selected = tab.key === current.key;
          return (
            <li key={tab.key}>
              <Link
                to={{ search: boardSearch(tabs, tab, search, by) }}
                aria-current={selected ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap ${
                  selected
                    ? 'border-ink-900 bg-ink-900 text-white'
                    : 'border-ink-300 bg-white text-ink-700 hover:border-ink-500'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function CardsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading the requests</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex flex-col gap-3 rounded-2xl border border-ink-200 p-4">
          <div className="flex items-center gap-3">
            <Skeleton className="size-11 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/**
 * "Referred by" (issue 20): the board narrowed to the customers one sales agent referred, or a coordinator's whole
 * team. A native select: the phone's own picker.
 */
