import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FriendReferral } from '../api/referrals-api.ts';
import { formatShortDay, fullName, rewardWords, stageWords } from './friend-words.ts';

const rewardTone: Record<FriendReferral['rewardStatus'], string> = {
  waiting: 'bg-ink-50 text-ink-800',
  earned: 'bg-brand-100 text-brand-900',
  paid: 'bg-success-50 text-success-800',
  none: 'bg-ink-50 text-ink-800',
};

/** One person the customer referred: the name opens their page; where they are; the reward on them. */
export function FriendCard({ friend, children }: { friend: FriendReferral; children?: ReactNode }) {
  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-ink-200 bg-white p-4" data-testid="friend-card">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="min-w-0 truncate text-lg font-semibold">
          <Link to={`/referral-detail/${friend.customerId}`} className="text-brand-800 underline underline-offset-4">
            {fullName(friend)}
          </Link>
        </h3>
        <p className="shrink-0 text-sm text-ink-700">Joined {formatShortDay(friend.joinedOn)}</p>
      </div>
      <p className="text-sm text-ink-800">
        {stageWords[friend.stage]}
        {friend.owing && <span className="font-semibold text-danger-800"> · behind on repayments</span>}
      </p>
      <p className={`self-start rounded-lg px-2.5 py-1 text-sm font-medium ${rewardTone[friend.rewardStatus]}`}>
        {rewardWords(friend)}
      </p>
      {children}
    </article>
  );
}
