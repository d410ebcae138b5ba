import { formatNaira } from '@imole/domain/format';
import { formatShortMonth } from '../../../lib/customer-dates.ts';
import type { FriendReferral, FriendStage } from '../api/referrals-api.ts';

const shortDay = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A calendar day from the API, short: "2026-11-02" -> "2 Nov 2026". */
export const formatShortDay = (day: string) => formatShortMonth(shortDay, new Date(`${day.slice(0, 10)}T00:00:00Z`));

/** Where a friend is, in words kind enough to show about another person. */
export const stageWords: Record<FriendStage, string> = {
  none: 'Signed up',
  quote: 'Getting a quote',
  installing: 'First payment made: installation next',
  loan: 'Has solar, repaying',
  paid: 'Has solar, paid in full',
};

/** The reward on one friend, in words. */
export function rewardWords(f: Pick<FriendReferral, 'rewardStatus' | 'reward'>): string {
  switch (f.rewardStatus) {
    case 'waiting':
      return 'Reward when they make their first payment';
    case 'earned':
      return `${formatNaira(f.reward)} earned, to be paid to you`;
    case 'paid':
      return `${formatNaira(f.reward)} paid to you`;
    case 'none':
      return 'No reward on this friend: none was offered when they paid';
  }
}

export const fullName = (f: Pick<FriendReferral, 'firstname' | 'lastInitial'>) =>
  `${f.firstname} ${f.lastInitial}`.trim();
