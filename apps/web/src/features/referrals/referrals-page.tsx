import { Link } from 'react-router';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useFriends } from './api/referrals-api.ts';
import { FriendCard } from './components/friend-card.tsx';
import { RemindButton } from './components/remind-button.tsx';

const lists = {
  all: {
    title: 'Your referrals',
    empty: 'No one has signed up with your code yet',
  },
  owing: {
    title: 'Friends behind on repayments',
    empty: 'None of your friends is behind on repayments',
  },
} as const;

/**
 * /all-referrals and /owing-referrals (issue 20): the people the customer referred, newest first, or those behind on
 * repayments today, with a friendly reminder to send them (no amounts: those are the friend's business).
 */
function FriendsList({ list }: { list: 'all' | 'owing' }) {
  const { title, empty } = lists[list];
  useDocumentTitle(title);
  const friends = useFriends(list);
  const count = friends.data?.totalCount ?? 0;
  return (
    <div className="flex flex-1 flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {list === 'owing' && count > 0 && (
        <p className="text-sm text-ink-800">
          These friends have a repayment past due. We do not show how much: that is between them and Imole, and our team
          contacts them too. A kind reminder from you can help.
        </p>
      )}
      <section
        aria-busy={friends.isPending || undefined}
        aria-labelledby="friends-count"
        className="flex flex-col gap-3"
      >
        <h2 id="friends-count" className="text-sm font-semibold text-ink-700">
          {friends.isPending ? 'Loading' : friends.isError ? title : `${count} ${count === 1 ? 'friend' : 'friends'}`}
        </h2>
        {friends.isPending ? (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-28 w-full rounded-2xl" />
            <Skeleton className="h-28 w-full rounded-2xl" />
          </div>
        ) : friends.isError ? (
          <LoadError
            title="We could not load your referrals"
            message={friends.error.message}
            retrying={friends.isRefetching}
            onRetry={() => void friends.refetch()}
          />
        ) : count === 0 ? (
          <div className="rounded-2xl bg-ink-50 px-4 py-10 text-center">
            <p className="text-lg font-semibold">{empty}</p>
            <Link
              to="/referral-dashboard"
              className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
            >
              {list === 'all' ? 'Share your code' : 'Back to Refer a friend'}
            </Link>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {friends.data.data.map((f) => (
              <li key={f.customerId}>
                <FriendCard friend={f}>{list === 'owing' && <RemindButton firstname={f.firstname} />}</FriendCard>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function AllReferralsPage() {
  return <FriendsList list="all" />;
}

export function OwingReferralsPage() {
  return <FriendsList list="owing" />;
}
