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
  useCustomerIssues,
  type CustomerIssue,
  type IssueCounts,
  type IssuePosting,
} from '../../lib/issues/get-customer-issues.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { IssueStatusBadge } from './components/issue-status-badge.tsx';
import { SupportContact } from './components/support-contact.tsx';
import { FROM_ISSUES, takeFlash } from './flash.ts';
import { useBackTo } from './use-back-to.ts';

/**
 * /issues (customer spec §2 "View issues", §4 "Issues and monitoring"): the customer's issues, 10 at a time, newest
 * first. No issues: the zero-issue display. With an open issue: "View Issues" (to the list) and no new post; with none
 * open: what happened to the earlier ones and "Post an issue". Whether a new issue may be posted is the server's
 * answer (`posting`), shown in its words here and on /post-issue. Each card opens /issue-details/{id}.
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
  const first = pages[0];
  const totalCount = first?.totalCount ?? 0;

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
      ) : totalCount === 0 || !first ? (
        <ZeroIssues posting={first?.posting ?? null} />
      ) : (
        <>
          <Summary counts={first.counts} posting={first.posting} />
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

/** Customer spec §4: with no issues, the zero-issue display; "Post an issue" when the server allows one. */
function ZeroIssues({ posting }: { posting: IssuePosting | null }) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-2xl bg-ink-50 px-4 py-10 text-center"
      data-testid="no-issues"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-success-100 text-success-800">
        <CheckIcon className="size-8" />
      </span>
      <h2 className="text-lg font-semibold">No issues reported</h2>
      {posting?.allowed !== false ? (
        <>
          <p className="text-ink-700">
            Is something wrong with your solar system? Tell us, and our support team will help you fix it.
          </p>
          <PostIssueLink />
        </>
      ) : (
        <>
          <PostingRefused posting={posting} />
          <SupportContact intro="A question for our team? Call us." />
        </>
      )}
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

/** Why no new issue can be posted now, in the server's words (the same sentence /post-issue shows). */
function PostingRefused({ posting }: { posting: IssuePosting }) {
  return (
    <>
      <p className="text-ink-700" data-testid="posting-rule">
        {posting.message}
      </p>
      {posting.reason === 'not-installed' && (
        <Link to="/dashboard" className={buttonClasses('secondary', { block: true })}>
          Go to your dashboard
        </Link>
      )}
    </>
  );
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What happened to the customer's earlier issues, as the counts say (never "resolved" for one closed unresolved). */
export function earlierIssuesText({ resolved, closed }: IssueCounts): string {
  if (closed === 0) return resolved === 1 ? 'Your earlier issue is resolved.' : 'Your earlier issues are resolved.';
  const closedText = `${plural(closed, 'issue was', 'issues were')} closed without being resolved`;
  const note =
    closed === 1 ? 'Its page has our team’s note saying why.' : 'Each one’s page has our team’s note saying why.';
  return resolved === 0
    ? `Your ${closedText}. ${note}`
    : `${plural(resolved, 'issue was', 'issues were')} resolved, and ${closedText}. ${note}`;
}

/**
 * What the customer can do now: follow their open issues ("View Issues" moves to the list below, customer spec §4),
 * or post one when the server allows it; otherwise the server's reason why not.
 */
function Summary({ counts, posting }: { counts: IssueCounts; posting: IssuePosting }) {
  const titleId = useId();
  if (counts.open === 0) {
    return (
      <section
        aria-labelledby={titleId}
        className="flex flex-col gap-3 rounded-2xl border border-ink-200 p-4 shadow-sm"
        data-testid="no-open-issues"
      >
        <h2 id={titleId} className="text-lg font-bold">
          No open issues
        </h2>
        <p className="text-ink-700">{earlierIssuesText(counts)}</p>
        {posting.allowed ? (
          <>
            <p className="text-ink-700">Is something else wrong? Tell us about it.</p>
            <PostIssueLink />
          </>
        ) : (
          <PostingRefused posting={posting} />
        )}
      </section>
    );
  }
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-brand-300 bg-brand-50 p-4"
      data-testid="open-issues"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {counts.open === 1 ? 'We are working on your issue' : `We are working on your ${counts.open} issues`}
      </h2>
      <p className="text-ink-700">
        {posting.message ?? 'Our support team has your report and will update you on its page.'}
      </p>
      <Button
        block
        // Focusing the list's heading brings it into view (and tells a screen reader where the customer is).
        onClick={() => document.getElementById('issue-list')?.focus()}
      >
        View Issues
      </Button>
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
