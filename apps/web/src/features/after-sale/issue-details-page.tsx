import { IssueStatus } from '@imole/domain/issues';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { DetailSection } from '../../components/ui/details.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageSkeleton } from '../../components/ui/skeleton.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { formatMoment } from '../../lib/customer-dates.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useIssue, type IssueDetail, type IssueEvent } from './api/get-issue.ts';
import { IssueStatusBadge } from './components/issue-status-badge.tsx';
import { PhotoGrid } from './components/photo-grid.tsx';
import { SupportContact } from './components/support-contact.tsx';
import { useBackTo } from './use-back-to.ts';

/**
 * /issue-details/{id}: one of the customer's issues, its photos, and each change of status with the note our team
 * wrote for the customer, newest first.
 */
export default function IssueDetailsPage() {
  const { id: param } = useParams();
  const id = Number(param);
  const valid = Number.isInteger(id) && id > 0;
  const issue = useIssue(id, { enabled: valid });
  useDocumentTitle(issue.data?.category ?? 'Issue');
  useBackTo('/issues');

  const notFound = !valid || (issue.isError && isApiError(issue.error) && issue.error.httpStatus === 404);

  if (notFound) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold tracking-tight">Issue not found</h1>
        <p className="text-ink-700">
          We could not find this issue among yours. It may have been posted from another account.
        </p>
        <Link to="/issues" className={buttonClasses('primary', { block: true })}>
          See your issues
        </Link>
      </div>
    );
  }
  if (issue.isPending) return <PageSkeleton />;
  if (issue.isError) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold tracking-tight">Issue</h1>
        <LoadError
          title="We could not load this issue"
          message={issue.error.message}
          retrying={issue.isRefetching}
          onRetry={() => void issue.refetch()}
        />
      </div>
    );
  }
  return <Details issue={issue.data} />;
}

/** What the customer reads at the top: where the issue stands, in plain words. */
function standingOf(issue: IssueDetail): string {
  if (issue.issueStatus === IssueStatus.Resolved) return 'Our team has resolved this issue.';
  if (issue.issueStatus === IssueStatus.Closed) return 'This issue is closed.';
  return issue.engineer
    ? `${issue.engineer.firstname}, our engineer, is looking into it.`
    : 'Our support team has your report and will update you here.';
}

function Details({ issue }: { issue: IssueDetail }) {
  const history = [...issue.history].reverse();
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-start gap-2">
        <IssueStatusBadge status={issue.issueStatus} text={issue.statusText} />
        <h1 className="text-2xl font-bold tracking-tight">{issue.category}</h1>
        <p className="text-sm text-ink-600">Reported {formatMoment(issue.dateCreated)}</p>
      </div>
      <p
        className={`rounded-xl p-3 font-semibold ${
          issue.issueStatus === IssueStatus.Open ? 'bg-brand-50 text-brand-900' : 'bg-success-50 text-success-800'
        }`}
        data-testid="issue-standing"
      >
        {standingOf(issue)}
      </p>
      <DetailSection title="What you told us">
        <p className="break-words whitespace-pre-wrap text-ink-800">{issue.description}</p>
      </DetailSection>
      {issue.photos.length > 0 && <PhotoGrid title="Your photos" photos={issue.photos} />}
      <DetailSection title="Updates">
        <ol className="flex flex-col" data-testid="issue-history">
          {history.map((event, index) => (
            <HistoryItem
              key={`${event.date}-${index}`}
              event={event}
              latest={index === 0}
              last={index === history.length - 1}
            />
          ))}
        </ol>
      </DetailSection>
      <SupportContact intro="Need to tell us more, or is it urgent? Talk to our support team." />
    </div>
  );
}

function HistoryItem({ event, latest, last }: { event: IssueEvent; latest: boolean; last: boolean }) {
  return (
    <li className="relative flex gap-3 pb-4 last:pb-0">
      {/* The line joining the updates; decoration only. */}
      {!last && <span aria-hidden="true" className="absolute top-4 bottom-0 left-[7px] w-0.5 bg-ink-200" />}
      <span
        aria-hidden="true"
        className={`relative mt-1 size-4 shrink-0 rounded-full border-2 ${
          latest ? 'border-brand-600 bg-brand-400' : 'border-ink-300 bg-white'
        }`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-semibold">
          {event.statusText}
          {latest && <span className="ml-2 text-xs font-bold text-brand-800 uppercase">Latest</span>}
        </p>
        <p className="break-words whitespace-pre-wrap text-ink-800">{event.note}</p>
        <p className="text-sm text-ink-600">
          {event.by} · <time dateTime={event.date}>{formatMoment(event.date)}</time>
        </p>
      </div>
    </li>
  );
}
