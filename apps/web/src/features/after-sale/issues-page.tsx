import { relativeTime } from '@imole/domain/format';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { CheckIcon, ChevronRightIcon, PlusIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import {
  openIssuesOf,
  useCustomerIssues,
  useOpenIssues,
  type CustomerIssue,
  type OpenIssues,
} from '../../lib/issues/get-customer-issues.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { IssueStatusBadge } from './components/issue-status-badge.tsx';
import { SupportContact } from './components/support-contact.tsx';
import { FROM_ISSUES, takeFlash } from './flash.ts';
import { useBackTo } from './use-back-to.ts';

/**
 * /issues (customer spec §2 "View issues", §4 "Issues and monitoring"): the customer's issues, 10 at a time, newest
 * first. No issues: the zero-issue display. With an open issue: "View Issues" and no new post (one open issue at a
 * time); with none open: "Post an issue". Each card opens /issue-details/{id}.
 */
export default function IssuesPage() {
  useDocumentTitle('Your issues');
  useBackTo('/dashboard');
  const issues = useCustomerIssues();
  const posted = useTimedMessage();
  const showPosted = posted.show;
  useEffect(() => {
    const text = takeFlash();
    if (text) showPosted(text);
  }, [showPosted]);

  const pages = issues.data?.pages ?? [];
  const loaded = pages.flatMap((page) => page.data);
  const totalCount = pages[0]?.totalCount ?? 0;
  // With more than one page an open issue could sit beyond the first: ask for the open ones in one go.
  const allOpen = useOpenIssues({ enabled: (pages[0]?.totalPages ?? 0) > 1 });
  const loadedOpen = openIssuesOf(loaded);
  const open = allOpen.data ?? { open: loadedOpen, count: loadedOpen.length };

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight">Your issues</h1>
      {posted.message && (
        <Alert tone="success" title="Issue sent" onDismiss={posted.clear}>
          <p>{posted.message}</p>
        </Alert>
      )}
      {issues.isPending ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">Loading your issues</span>
          <Skeleton className="h-28 w-full rounded-2xl" />
          <Skeleton className="h-6 w-1/3" />
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-24 w-full rounded-2xl" />
          ))}
        </div>
      ) : !issues.data ? (
        // A failed first load; a failed "Show more" keeps the list and says so under it.
        <LoadError
          title="We could not load your issues"
          message={issues.error?.message ?? ''}
          retrying={issues.isRefetching}
          onRetry={() => void issues.refetch()}
        />
      ) : totalCount === 0 ? (
        <ZeroIssues />
      ) : (
        <>
          <Summary open={open} />
          <IssueList
            issues={loaded}
            totalCount={totalCount}
            hasMore={issues.hasNextPage}
            loadingMore={issues.isFetchingNextPage}
            loadMoreError={issues.isFetchNextPageError ? (issues.error?.message ?? '') : null}
            onLoadMore={() => void issues.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}

/** Customer spec §4: with no issues, the zero-issue display. */
function ZeroIssues() {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-2xl bg-ink-50 px-4 py-10 text-center"
      data-testid="no-issues"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-success-100 text-success-800">
        <CheckIcon className="size-8" />
      </span>
      <h2 className="text-lg font-semibold">No issues reported</h2>
      <p className="text-ink-700">
        Is something wrong with your solar system? Tell us, and our support team will help you fix it.
      </p>
      <PostIssueLink />
    </div>
  );
}

function PostIssueLink() {
  return (
    <Link to="/post-issue" state={FROM_ISSUES} className={buttonClasses('primary', { block: true })}>
      <PlusIcon className="size-5" />
      Post an issue
    </Link>
  );
}

/** What the customer can do now: follow the open issue ("View Issues"), or post one when none is open. */
function Summary({ open: { open, count } }: { open: OpenIssues }) {
  const titleId = useId();
  if (count === 0) {
    return (
      <section
        aria-labelledby={titleId}
        className="flex flex-col gap-3 rounded-2xl border border-ink-200 p-4 shadow-sm"
      >
        <h2 id={titleId} className="text-lg font-bold">
          No open issues
        </h2>
        <p className="text-ink-700">Your earlier issues are resolved. Is something else wrong? Tell us about it.</p>
        <PostIssueLink />
      </section>
    );
  }
  const [newest] = open;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-brand-300 bg-brand-50 p-4"
      data-testid="open-issues"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {count === 1 ? 'We are working on your issue' : `We are working on your ${count} issues`}
      </h2>
      <p className="text-ink-700">
        Our support team has your report and will update you here. You can post a new issue once this one is resolved.
      </p>
      {/* One open issue: straight to it. Several: to the list below, where each one opens. */}
      {count === 1 && newest ? (
        <Link to={`/issue-details/${newest.id}`} className={buttonClasses('primary', { block: true })}>
          View Issues
        </Link>
      ) : (
        <Button block onClick={() => document.getElementById('issue-list')?.focus()}>
          View Issues
        </Button>
      )}
      <SupportContact intro="Something urgent, like a burning smell or sparks? Switch the system off and call us now." />
    </section>
  );
}

interface IssueListProps {
  issues: CustomerIssue[];
  totalCount: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreError: string | null;
  onLoadMore(): void;
}

function IssueList({ issues, totalCount, hasMore, loadingMore, loadMoreError, onLoadMore }: IssueListProps) {
  // Read once, so every card's "2 hours ago" agrees.
  const [now] = useState(() => new Date());
  return (
    <section aria-labelledby="issue-list" className="flex flex-col gap-3">
      <h2 id="issue-list" tabIndex={-1} className="scroll-mt-20 text-lg font-bold focus:outline-none">
        All issues <span className="font-normal text-ink-600">({totalCount})</span>
      </h2>
      <ul className="flex flex-col gap-3" data-testid="issue-cards">
        {issues.map((issue) => (
          <li key={issue.id}>
            <IssueCard issue={issue} now={now} />
          </li>
        ))}
      </ul>
      {loadMoreError && (
        <Alert tone="error" title="We could not load more issues">
          <p>{loadMoreError}</p>
        </Alert>
      )}
      {hasMore && (
        <Button
          variant="secondary"
          block
          state={loadingMore ? 'LOADING' : 'NORMAL'}
          loadingLabel="Loading more issues"
          onClick={onLoadMore}
        >
          {loadMoreError ? 'Try again' : 'Show more issues'}
        </Button>
      )}
    </section>
  );
}

function IssueCard({ issue, now }: { issue: CustomerIssue; now: Date }) {
  const photos = issue.photoCount === 1 ? '1 photo' : `${issue.photoCount} photos`;
  return (
    <Link
      to={`/issue-details/${issue.id}`}
      className="flex items-center gap-3 rounded-2xl border border-ink-200 p-4 shadow-sm hover:border-ink-400 active:bg-ink-50"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <span className="font-semibold">{issue.category}</span>
          <IssueStatusBadge status={issue.issueStatus} text={issue.statusText} />
        </div>
        <p className="line-clamp-2 text-sm text-ink-700">{issue.description}</p>
        <p className="text-sm text-ink-600">
          Reported {relativeTime(issue.dateCreated, now)}
          {issue.photoCount > 0 && ` · ${photos}`}
          {issue.engineer && ` · Engineer: ${issue.engineer.firstname}`}
        </p>
      </div>
      <ChevronRightIcon className="size-5 shrink-0 text-ink-500" />
    </Link>
  );
}
