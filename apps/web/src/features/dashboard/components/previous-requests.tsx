import { relativeTime } from '@imole/domain/format';
import { useId } from 'react';
import type { ChangeLogEntry, QuoteRequestView } from '../api/get-quote-request.ts';
import { powerNeedFields, previousRequests } from '../dashboard-state.ts';

/**
 * "Previous quote requests" (customer spec §2; Quote tab at status 1 only): how many times the request changed, and
 * for each change how long ago it was, what it changed in words, and the bedrooms, bulbs, fans and TVs it asked for
 * (only where the request asks for a power need).
 */
export function PreviousRequests({
  changeLog,
  current,
}: {
  changeLog: readonly ChangeLogEntry[];
  current: QuoteRequestView;
}) {
  const titleId = useId();
  if (changeLog.length === 0) return null;
  const entries = previousRequests(changeLog, current);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2" data-testid="previous-requests">
      <h2 id={titleId} className="text-lg font-bold">
        Previous quote requests
      </h2>
      <p className="text-sm text-ink-700">
        You have changed this request {changeLog.length === 1 ? 'once' : `${changeLog.length} times`}.
      </p>
      <ol className="flex flex-col gap-2">
        {entries.map((entry) => (
          <li key={entry.changeDate} className="rounded-xl border border-ink-200 p-3">
            <p className="text-sm font-semibold">
              Changed {relativeTime(entry.changeDate)}
              <span className="font-normal text-ink-600">
                {' '}
                · {entry.changeCount} {entry.changeCount === 1 ? 'change' : 'changes'}
              </span>
            </p>
            <ul className="mt-1 list-disc pl-5 text-sm text-ink-700">
              {entry.lines.map((line, n) => (
                <li key={n} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
            {/* The counts only where the request asks for a power need: a package's would all be 0. */}
            {entry.powerNeed && (
              <dl className="mt-2 grid grid-cols-4 gap-2 text-center">
                {powerNeedFields.map(({ field, label }) => (
                  <div key={field} className="rounded-lg bg-ink-50 py-1.5">
                    <dt className="text-xs text-ink-600">{label}</dt>
                    <dd className="font-semibold tabular-nums">{entry.counts[field] ?? '–'}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
