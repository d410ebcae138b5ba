import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * The customer referral programme's calls (docs/sales.md "Customer referral programme"): the customer's own code and
 * rewards, and the people they referred as another person may see them. Money in naira.
 */
export interface ReferralReport {
  referralCode: string;
  /** The reward for each friend's first payment, in force now. */
  rewardPerReferral: number;
  totalEarned: number;
  totalPaid: number;
  totalUnPaid: number;
  referredCustomers: number;
  rewardedCustomers: number;
  owingCustomers: number;
  payouts: { amount: number; paidOn: string }[];
}

export type FriendStage = 'none' | 'quote' | 'installing' | 'loan' | 'paid';

export interface FriendReferral {
  customerId: number;
  firstname: string;
  lastInitial: string;
  joinedOn: string;
  stage: FriendStage;
  owing: boolean;
  rewardStatus: 'waiting' | 'earned' | 'paid' | 'none';
  reward: number;
}

export interface FriendDetail extends FriendReferral {
  rewardEarnedOn: string | null;
}

export interface FriendPage {
  data: FriendReferral[];
  totalCount: number;
}

export const referralReportQuery = () =>
  queryOptions({
    // Money the customer is owed: asked again each time a page shows it.
    staleTime: 0,
    queryKey: ['referrals', 'report'],
    queryFn: async () => (await api.get<{ data: ReferralReport }>('CustomerReferral/GetReferralReport')).data,
  });

export const friendsQuery = (list: 'all' | 'owing') =>
  queryOptions({
    staleTime: 0,
    queryKey: ['referrals', 'list', list],
    queryFn: async () =>
      api.get<FriendPage>(list === 'all' ? 'CustomerReferral/AllReferrals' : 'CustomerReferral/OwingReferrals', {
        query: { PageIndex: 1, PageSize: 1_000 },
      }),
  });

export const friendQuery = (customerId: number) =>
  queryOptions({
    staleTime: 0,
    queryKey: ['referrals', 'detail', customerId],
    queryFn: async () =>
      (await api.get<{ data: FriendDetail }>('CustomerReferral/ReferralDetail', { query: { CustomerId: customerId } }))
        .data,
  });

export const useReferralReport = () => useQuery(referralReportQuery());
export const useFriends = (list: 'all' | 'owing') => useQuery(friendsQuery(list));
export const useFriend = (customerId: number) => useQuery({ ...friendQuery(customerId), enabled: customerId > 0 });
