import { Link, useParams } from 'react-router';
import { CheckIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useFriend, type FriendDetail, type FriendStage } from './api/referrals-api.ts';
import { formatShortDay, fullName, rewardWords } from './components/friend-words.ts';
import { RemindButton } from './components/remind-button.tsx';

const steps: { label: string; reached: (s: FriendStage) => boolean }[] = [
  { label: 'Signed up with your code', reached: () => true },
  { label: 'Asked for a quote', reached: (s) => s !== 'none' },
  { label: 'Made their first payment', reached: (s) => s === 'installing' || s === 'loan' || s === 'paid' },
  { label: 'Has solar at home', reached: (s) => s === 'loan' || s === 'paid' },
];

/**
 * /referral-detail/{id} (issue 20): one person the customer referred — how far they are on the way to solar, the
 * reward on them, and whether they are behind on repayments (with a reminder to send), nothing more.
 */
export default function ReferralDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const friend = useFriend(valid ? id : 0);
  useDocumentTitle(friend.data ? fullName(friend.data) : 'Referral');
  if (!valid || (friend.error instanceof ApiError && friend.error.httpStatus === 404))
    return (
      <div className="flex flex-1 flex-col gap-4">
        <h1 className="text-2xl font-bold tracking-tight">Referral</h1>
        <p className="text-ink-800">This is not someone who signed up with your code.</p>
        <Link to="/all-referrals" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
          See your referrals
        </Link>
      </div>
    );
  if (friend.isPending)
    return (
      <div aria-busy="true" aria-label="Loading" className="flex flex-col gap-4">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  if (friend.isError)
    return (
      <LoadError
        title="We could not load this referral"
        message={friend.error.message}
        retrying={friend.isRefetching}
        onRetry={() => void friend.refetch()}
      />
    );
  return <Detail friend={friend.data} />;
}

function Detail({ friend }: { friend: FriendDetail }) {
  return (
    <div className="flex flex-1 flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{fullName(friend)}</h1>
        <p className="text-sm text-ink-700">Joined {formatShortDay(friend.joinedOn)}</p>
      </div>
      <section aria-labelledby="progress-heading" className="flex flex-col gap-3 rounded-2xl border border-ink-200 p-4">
        <h2 id="progress-heading" className="text-lg font-semibold">
          How far they are
        </h2>
        <ol className="flex flex-col gap-2">
          {steps.map((step) => {
            const done = step.reached(friend.stage);
            return (
              <li key={step.label} className={`flex items-center gap-3 ${done ? 'text-ink-900' : 'text-ink-600'}`}>
                <span
                  className={`flex size-7 shrink-0 items-center justify-center rounded-full ${done ? 'bg-success-700 text-white' : 'border-2 border-ink-300'}`}
                >
                  {done && <CheckIcon className="size-4" />}
                </span>
                <span className={done ? 'font-medium' : ''}>
                  {step.label}
                  <span className="sr-only">{done ? ': done' : ': not yet'}</span>
                </span>
              </li>
            );
          })}
        </ol>
        {friend.stage === 'paid' && <p className="text-sm text-success-800">Their system is paid in full.</p>}
      </section>
      <section aria-labelledby="reward-heading" className="flex flex-col gap-1 rounded-2xl bg-brand-50 p-4">
        <h2 id="reward-heading" className="text-lg font-semibold">
          Your reward
        </h2>
        <p className="text-ink-800">{rewardWords(friend)}</p>
        {friend.rewardEarnedOn && (
          <p className="text-sm text-ink-700">Earned on {formatShortDay(friend.rewardEarnedOn)}</p>
        )}
      </section>
      {friend.owing && (
        <section aria-labelledby="owing-heading" className="flex flex-col gap-3 rounded-2xl bg-danger-50 p-4">
          <h2 id="owing-heading" className="text-lg font-semibold text-danger-800">
            Behind on repayments
          </h2>
          <p className="text-sm text-ink-800">
            {friend.firstname} has a repayment past due. We do not show how much; our team is in touch with them. A
            friendly reminder from you can help.
          </p>
          <RemindButton firstname={friend.firstname} />
        </section>
      )}
      <Link to="/all-referrals" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
        All your referrals
      </Link>
    </div>
  );
}
