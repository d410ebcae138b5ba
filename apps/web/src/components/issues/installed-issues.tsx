import { Link } from 'react-router';
import { useOpenIssues } from '../../lib/issues/get-customer-issues.ts';
import { buttonClasses } from '../ui/button.tsx';
import { Skeleton } from '../ui/skeleton.tsx';

/**
 * The issues block of the installed system's panel (customer spec §4 "Issues and monitoring"; §4 "Installation
 * successful (repayments and issues)"): no issues, the zero-issue display with "Post an issue"; an issue open, "View
 * Issues" to the list; only resolved or closed ones, "Post an issue" again. Whether a new issue may be posted is the
 * server's answer (`posting`, docs/after-sale.md), the same rule /issues and /post-issue follow.
 */
export function InstalledIssues() {
  const overview = useOpenIssues();
  if (overview.isPending)
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">Loading your issues</span>
        <Skeleton className="h-16 w-full rounded-xl" />
      </div>
    );
  if (overview.isError)
    return (
      <div className="flex flex-col gap-2 rounded-xl border border-ink-200 p-3" data-testid="installed-issues">
        <p className="text-ink-700">We could not load your issues just now.</p>
        <Link to="/issues" className={buttonClasses('secondary', { block: true })}>
          Your issues
        </Link>
      </div>
    );
  const { counts, posting, total } = overview.data;
  const post = posting.allowed && (
    <Link to="/post-issue" className={buttonClasses('secondary', { block: true })}>
      Post an issue
    </Link>
  );
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-ink-200 p-3" data-testid="installed-issues">
      <h3 className="font-bold">Issues</h3>
      {counts.open > 0 ? (
        <>
          <p className="text-ink-700">
            {counts.open === 1
              ? 'We are working on the issue you reported.'
              : `We are working on the ${counts.open} issues you reported.`}
          </p>
          <Link to="/issues" className={buttonClasses('secondary', { block: true })}>
            View Issues
          </Link>
        </>
      ) : total === 0 ? (
        <>
          <p className="text-ink-700">No issues reported. Is something wrong with your system? Tell us.</p>
          {post}
        </>
      ) : (
        <>
          <p className="text-ink-700">No open issues. Is something else wrong? Tell us.</p>
          {post}
          <Link to="/issues" className="inline-flex min-h-11 items-center font-semibold underline">
            Your earlier issues
          </Link>
        </>
      )}
      {!posting.allowed && posting.reason !== 'open-issue' && <p className="text-sm text-ink-600">{posting.message}</p>}
    </div>
  );
}
