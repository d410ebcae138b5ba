import { isCalendarDate } from '@imole/domain/dates';
import { relativeTime } from '@imole/domain/format';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { UserRole } from '@imole/domain/roles';
import { useSession } from '../../lib/session.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { BellIcon, ChevronRightIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDay } from '../../lib/customer-dates.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useNotifications, type AppNotification } from './api/get-notifications.ts';
import { useMarkNotificationsRead } from './api/mark-notifications-read.ts';
import { useBackTo } from './use-back-to.ts';

/** A notification's link is followed only when it is a path of this app ("/issue-details/4"), never elsewhere. */
export function appPathOf(link: string | null): string | null {
  return link && /^\/(?![/\\])/.test(link) ? link : null;
}

/**
 * A notice's text with any calendar day written as a person reads it: notices written before the server worded days
 * ("planned for 2026-11-28") read "planned for Saturday, 28 November 2026" too.
 */
export function readableNoticeText(text: string): string {
  return text.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (day) => (isCalendarDate(day) ? formatDay(day) : day));
}

/**
 * /notifications (customer spec §2, reached from the bell): the latest 100, newest first, unread ones marked. Tapping
 * one marks it read and opens what it is about when it has a link; "Mark all as read" clears the bell's count.
 */
export default function NotificationsPage() {
  useDocumentTitle('Notifications');
  const session = useSession();
  useBackTo('/dashboard');
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [failed, setFailed] = useState<string | null>(null);
  const list = notifications.data ?? [];
  const unread = list.filter((n) => !n.isRead).length;
  const markingAll = markRead.isPending && markRead.variables === undefined;
  // Read once, so every "2 hours ago" agrees.
  const [now] = useState(() => new Date());

  const read = (id?: number) => {
    setFailed(null);
    markRead.mutate(id, { onError: (error) => setFailed(error.message) });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Notifications</h1>
        {unread > 0 && (
          // A text button, its words lined up with the cards' right edge (a padded Button would overflow the page).
          <button
            type="button"
            onClick={() => read()}
            disabled={markingAll}
            aria-busy={markingAll || undefined}
            className="-mr-1 inline-flex min-h-11 shrink-0 items-center px-1 font-semibold text-brand-800 underline-offset-4 hover:underline disabled:cursor-wait"
          >
            {markingAll ? 'Marking all as read…' : 'Mark all as read'}
          </button>
        )}
      </div>
      {notifications.isSuccess && list.length > 0 && (
        <p className="-mt-2 text-sm text-ink-600" data-testid="unread-summary">
          {unread === 0 ? 'All read' : unread === 1 ? '1 unread' : `${unread} unread`}
        </p>
      )}
      {failed && (
        <Alert tone="error" title="We could not mark it as read" onDismiss={() => setFailed(null)}>
          <p>{failed}</p>
        </Alert>
      )}
      {notifications.isPending ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">Loading your notifications</span>
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-20 w-full rounded-2xl" />
          ))}
        </div>
      ) : notifications.isError ? (
        <LoadError
          title="We could not load your notifications"
          message={notifications.error.message}
          retrying={notifications.isRefetching}
          onRetry={() => void notifications.refetch()}
        />
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-ink-50 px-4 py-10 text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-ink-200 text-ink-700">
            <BellIcon />
          </span>
          <h2 className="text-lg font-semibold">No notifications yet</h2>
          <p className="text-ink-700">
            {emptyText[session?.user.userRole ?? UserRole.Customer] ?? emptyText[UserRole.Customer]}
          </p>
        </div>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="notification-list">
          {list.map((notification) => (
            <li key={notification.id}>
              <Entry notification={notification} now={now} onRead={() => read(notification.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const box = 'flex w-full items-start gap-3 rounded-2xl border p-3 text-left';

function Entry({ notification, now, onRead }: { notification: AppNotification; now: Date; onRead(): void }) {
  const to = appPathOf(notification.link);
  const unread = !notification.isRead;
  const tone = unread ? 'border-brand-300 bg-brand-50' : 'border-ink-200 bg-white';
  const content = (
    <Content
      notification={notification}
      now={now}
      end={to ? <ChevronRightIcon className="mt-1 size-5 shrink-0 text-ink-500" /> : null}
    />
  );
  if (to) {
    return (
      <Link
        to={to}
        onClick={unread ? onRead : undefined}
        className={`${box} ${tone} hover:border-ink-400 active:bg-ink-50`}
        data-unread={unread || undefined}
      >
        {content}
      </Link>
    );
  }
  if (unread) {
    return (
      <button type="button" onClick={onRead} className={`${box} ${tone} hover:border-ink-400`} data-unread>
        {content}
      </button>
    );
  }
  return <div className={`${box} ${tone}`}>{content}</div>;
}

function Content({ notification, now, end }: { notification: AppNotification; now: Date; end: ReactNode }) {
  const unread = !notification.isRead;
  return (
    <>
      <span
        aria-hidden="true"
        className={`mt-2 size-2.5 shrink-0 rounded-full ${unread ? 'bg-danger-700' : 'bg-transparent'}`}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={unread ? 'font-bold text-ink-900' : 'font-semibold text-ink-800'}>
          {unread && <span className="sr-only">Unread: </span>}
          {notification.title}
        </span>
        <span className="text-sm break-words text-ink-700">{readableNoticeText(notification.body)}</span>
        <time dateTime={notification.dateCreated} className="text-xs text-ink-600">
          {relativeTime(notification.dateCreated, now)}
        </time>
      </span>
      {end}
    </>
  );
}

/** What each person is told of here, said while there is nothing yet. */
const emptyText: Partial<Record<UserRole, string>> = {
  [UserRole.Customer]:
    'We will tell you here when your quote is ready, a payment arrives, your installation moves on or an issue is updated.',
  [UserRole.SalesAgent]:
    'We will tell you here when a customer you referred is over 30 days overdue, so you can help them catch up.',
  [UserRole.BankOfficer]: 'We will tell you here when a customer sends your bank a signed undertaking.',
};
