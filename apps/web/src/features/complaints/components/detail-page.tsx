import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, type AlertTone } from '../../../components/ui/alert.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { badgeClasses, type BadgeTone } from '../format.ts';

interface DetailPageProps<T> {
  /** The heading and the document title: "Complaint". */
  title: string;
  /** The id in the link; not a whole number above 0 means the link is not right. */
  id: number;
  /** Where to open it again from when the link is not right: "Open the complaint again from the Complaints list.". */
  reopenFrom: string;
  /** "We could not load the complaint". */
  errorTitle: string;
  query: UseQueryResult<T>;
  children(data: T): ReactNode;
}

/**
 * The frame of /complaint-details/:id and /monitor-schedule/:id: the heading, then a link that is not right, the
 * skeleton while loading, the error with "Try again", or the detail.
 */
export function DetailPage<T>({ title, id, reopenFrom, errorTitle, query, children }: DetailPageProps<T>) {
  useDocumentTitle(title);
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {!Number.isInteger(id) || id <= 0 ? (
        <Alert tone="error" title="This link is not right">
          <p>{reopenFrom}</p>
        </Alert>
      ) : query.isPending ? (
        <PageSkeleton />
      ) : query.isError ? (
        <LoadError
          title={errorTitle}
          message={query.error.message}
          retrying={query.isRefetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        children(query.data)
      )}
    </div>
  );
}

/** The top of a detail: what it is, a line under it, and its status as a badge. */
export function DetailHeading({
  title,
  tone,
  status,
  children,
}: {
  title: string;
  tone: BadgeTone;
  status: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-sm text-ink-700">{children}</p>
      <p className={`mt-1 self-start ${badgeClasses(tone)} px-3 py-1 text-sm`}>{status}</p>
    </div>
  );
}

export type PageMessage = { tone: AlertTone; text: string };

/** The answer to the last action. The forms are below the fold on a phone, so a new answer is brought into view. */
export function PageMessageBox({ message, onDismiss }: { message: PageMessage | null; onDismiss(): void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) box.current?.scrollIntoView?.({ block: 'center' });
  }, [message]);
  return (
    <div ref={box}>
      {message && (
        <Alert tone={message.tone} onDismiss={onDismiss}>
          {message.text}
        </Alert>
      )}
    </div>
  );
}
