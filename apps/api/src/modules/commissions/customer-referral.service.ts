import { AppError, kobo, koboToNaira, lagosDate } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { paged, type PageQuery } from '../../lib/http.ts';
import { loadSettings } from '../settings/index.ts';
import { commissionTotals, listPayouts } from './commission.repository.ts';
import * as repo from './customer-referral.repository.ts';
import { commissionByCustomer, referralsOf, type Referral } from './referral.service.ts';

/**
 * The customer referral programme (docs/sales.md "Customer referral programme"): a customer's phone number is their
 * code; a friend who signs up with it is their referral; when that friend's first payment is credited, the customer
 * earns the fixed reward in force (a ledger entry, settled by an admin's bank transfer like agents' commission).
 *
 * A customer sees of the people they referred only what privacy allows: the first name and the last name's initial,
 * where they are on the way to a system, and whether they are behind on repayments — never their phone number,
 * product, amounts, days overdue, address or KYC.
 */
export interface FriendReferral {
  customerId: number;
  firstname: string;
  /** The last name's initial, e.g. "A." */
  lastInitial: string;
  /** The day they signed up, YYYY-MM-DD in Nigeria. */
  joinedOn: string;
  stage: Referral['stage'];
  /** Behind on repayments today (no amount, no days: those are theirs). */
  owing: boolean;
  /**
   * waiting: no first payment yet; earned: the reward is yours, not yet paid to you; paid: sent to you; none: they
   * paid, but no reward was posted (the programme was paused then).
   */
  rewardStatus: 'waiting' | 'earned' | 'paid' | 'none';
  /** The reward earned on them, naira (0 while waiting). */
  reward: number;
}

const initialOf = (name: string) => (name.trim() ? `${name.trim().charAt(0).toUpperCase()}.` : '');

/** Everyone the customer referred, newest first, trimmed for another person's eyes, with the reward on each. */
async function friendsOf(deps: AppDeps, customerId: number): Promise<FriendReferral[]> {
  const [referrals, rewardOf] = await Promise.all([
    referralsOf(deps, customerId),
    commissionByCustomer(deps, customerId),
  ]);
  const joined = await repo.signUpDays(
    deps.db,
    referrals.map((r) => r.customerId),
  );
  return referrals.map((r) => {
    const reward = rewardOf(r.customerId);
    const paidFirst = r.stage === 'installing' || r.stage === 'loan' || r.stage === 'paid';
    const rewardStatus: FriendReferral['rewardStatus'] =
      reward.earnedKobo > 0
        ? reward.paidKobo >= reward.earnedKobo
          ? 'paid'
          : 'earned'
        : paidFirst
          ? 'none'
          : 'waiting';
    const signedUp = joined.get(r.customerId);
    return {
      customerId: r.customerId,
      firstname: r.firstname,
      lastInitial: initialOf(r.lastname),
      joinedOn: signedUp ? lagosDate(signedUp) : r.dateRequested,
      stage: r.stage,
      owing: r.owing,
      rewardStatus,
      reward: koboToNaira(kobo(reward.earnedKobo)),
    };
  });
}

/** The customer's report: their code, the reward in force, what they earned, were paid and are owed, their referrals. */
export async function referralReport(deps: AppDeps, customer: AppUserRow) {
  const [friends, totals, settings, payouts] = await Promise.all([
    friendsOf(deps, customer.id),
    commissionTotals(deps.db, customer.id),
    loadSettings(deps.db),
    listPayouts(deps.db, customer.id),
  ]);
  return {
    referralCode: customer.phone_number,
    rewardPerReferral: koboToNaira(kobo(settings.customerReferralRewardKobo)),
    totalEarned: koboToNaira(kobo(totals.earnedKobo)),
    totalPaid: koboToNaira(kobo(totals.paidKobo)),
    totalUnPaid: koboToNaira(kobo(totals.earnedKobo - totals.paidKobo)),
    referredCustomers: friends.length,
    rewardedCustomers: friends.filter((f) => f.rewardStatus === 'earned' || f.rewardStatus === 'paid').length,
    owingCustomers: friends.filter((f) => f.owing).length,
    /** Money sent to the customer, newest first (the day and amount; the bank reference is the business's). */
    payouts: payouts.map((p) => ({ amount: koboToNaira(kobo(Number(p.amount_kobo))), paidOn: String(p.paid_on) })),
  };
}

/** A page of the customer's referrals: all of them, or those behind on repayments today. */
export async function friendPage(deps: AppDeps, customer: AppUserRow, filter: 'all' | 'owing', page: PageQuery) {
  const friends = (await friendsOf(deps, customer.id)).filter((f) => filter === 'all' || f.owing);
  const start = (page.PageIndex - 1) * page.PageSize;
  return paged(friends.slice(start, start + page.PageSize), friends.length, page);
}

/** One of the customer's referrals; anyone else's is "not found", as if they did not exist. */
export async function friendDetail(deps: AppDeps, customer: AppUserRow, friendId: number) {
  const friend = (await friendsOf(deps, customer.id)).find((f) => f.customerId === friendId);
  if (!friend) throw new AppError('NOT_FOUND', 'No one you referred has that id.');
  const rewardedOn = await repo.rewardDay(deps.db, customer.id, friendId);
  return { ...friend, rewardEarnedOn: rewardedOn ? lagosDate(rewardedOn) : null };
}
