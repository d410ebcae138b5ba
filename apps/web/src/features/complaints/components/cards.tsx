import { relativeTime } from '@imole/domain/format';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDay } from '../../../lib/staff-dates.ts';
import type { ComplaintSummary } from '../api/get-complaints.ts';
import type { ScheduleSummary } from '../api/get-schedules.ts';
import { badgeClasses, complaintTone, dueWords, scheduleTone } from '../format.ts';

const cardClass =
  'flex flex-col gap-1.5 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm hover:border-ink-400 active:bg-ink-50';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * A complaint in the list: the whole card is one link (a phone link inside would be a link in a link). Customer,
 * phone, category and the start of the description, when it came, its status and who is on it.
 */
export function ComplaintCard({ item, now }: { item: ComplaintSummary; now: Date }) {
  const name = `${item.customer.firstname} ${item.customer.lastname}`.trim();
  return (
    <Link to={`/complaint-details/${item.id}`} className={cardClass} data-testid="complaint-card">
      <div className="flex items-start gap-2">
        <h3 className="min-w-0 flex-1 truncate text-base font-semibold">{name}</h3>
        <span className={badgeClasses(complaintTone(item.issueStatus))}>{item.statusText}</span>
        <ChevronRightIcon className="size-5 shrink-0 text-ink-500" />
      </div>
      <p className="text-sm text-ink-700">{item.customer.phoneNumber}</p>
      <p className="text-sm font-semibold text-ink-900">{item.category}</p>
      <p className="line-clamp-2 text-sm text-ink-700">{item.description}</p>
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-600">
        <span>
          Reported <time dateTime={item.dateCreated}>{relativeTime(item.dateCreated, now)}</time>
        </span>
        {item.photoCount > 0 && (
          <>
            <span aria-hidden="true">·</span>
            <span>{plural(item.photoCount, 'photo')}</span>
          </>
        )}
      </p>
      <p className="mt-1 border-t border-ink-200 pt-2 text-sm">
        {item.engineer ? (
          <>
            <span className="text-ink-600">Engineer </span>
            <span className="font-semibold">{item.engineer.firstname}</span>
          </>
        ) : (
          <span className="text-ink-600">No engineer assigned</span>
        )}
      </p>
    </Link>
  );
}

/** A maintenance check in the list: customer, address, due date (with how far off or late), engineer, its code. */
export function ScheduleCard({ item, today }: { item: ScheduleSummary; today: string }) {
  const name = `${item.customer.firstname} ${item.customer.lastname}`.trim();
  const closed = item.status === 2;
  return (
    <Link to={`/monitor-schedule/${item.id}`} className={cardClass} data-testid="schedule-card">
      <div className="flex items-start gap-2">
        <h3 className="min-w-0 flex-1 truncate text-base font-semibold">{name}</h3>
        <span className={badgeClasses(scheduleTone(item.status))}>{item.statusText}</span>
        <ChevronRightIcon className="size-5 shrink-0 text-ink-500" />
      </div>
      <p className="text-sm text-ink-800">
        {item.customer.address}, <span className="font-medium">{item.customer.state}</span>
      </p>
      {item.productName && <p className="text-sm text-ink-700">{item.productName}</p>}
      <p className="text-sm">
        {closed && item.closedAt ? (
          <span className="text-ink-700">
            Closed <time dateTime={item.closedAt}>{formatDay(item.closedAt)}</time>
          </span>
        ) : (
          <>
            <span className="text-ink-600">Due </span>
            <time dateTime={item.dueDate} className="font-semibold">
              {formatDay(item.dueDate)}
            </time>
            <span className={item.status === 0 ? 'font-semibold text-danger-700' : 'text-ink-600'}>
              {' '}
              · {dueWords(item.dueDate, today)}
            </span>
          </>
        )}
      </p>
      <p className="mt-1 flex items-center justify-between gap-2 border-t border-ink-200 pt-2 text-sm">
        {item.engineer ? (
          <span>
            <span className="text-ink-600">Engineer </span>
            <span className="font-semibold">{item.engineer.firstname}</span>
          </span>
        ) : (
          <span className="text-ink-600">No engineer assigned</span>
        )}
        <span className="font-mono text-ink-600">{item.scheduleCode}</span>
      </p>
    </Link>
  );
}

export function CardsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex flex-col gap-2.5 rounded-2xl border border-ink-200 p-4">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}
