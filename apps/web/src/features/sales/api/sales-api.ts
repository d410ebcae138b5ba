import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET SalesTeam/GetDashBoardRecord (staff spec §3 "Sales dashboard report"); money in naira. */
export interface DashboardRecord {
  totalCommission: number;
  totalPaid: number;
  totalUnPaid: number;
  referredCustomers: number;
  owingCustomers: number;
  totalNonPerformingCustomers: number;
  totalQuotes: number;
}

/** One referred customer (staff spec §3 "Referral", plus where their loan stands today: docs/sales.md). */
export interface Referral {
  customerId: number;
  firstname: string;
  lastname: string;
  phoneNumber: string;
  dateRequested: string;
  productName: string | null;
  totalAssetAmount: number;
  dueInDaysCount: number | null;
  dueDate: string | null;
  amountOverdue: number;
  daysOverdue: number;
  stage: 'none' | 'quote' | 'installing' | 'loan' | 'paid';
  owing: boolean;
  nonPerforming: boolean;
  /** A coordinator's team lists: who referred the customer ('You' for the coordinator's own). */
  agentName?: string;
}

export interface ReferralPage {
  data: Referral[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export interface CommissionMonth {
  /** YYYY-MM, in Nigeria. */
  month: string;
  earned: number;
  paid: number;
}

export const dashboardRecordQuery = () =>
  queryOptions({
    // Money an agent acts on: asked again each time a page shows it.
    staleTime: 0,
    queryKey: ['sales', 'dashboard-record'],
    queryFn: async () => (await api.get<{ data: DashboardRecord }>('SalesTeam/GetDashBoardRecord')).data,
  });

export const commissionKpiQuery = () =>
  queryOptions({
    // Money an agent acts on: asked again each time a page shows it.
    staleTime: 0,
    queryKey: ['sales', 'commission-kpi'],
    queryFn: async () => (await api.get<{ data: CommissionMonth[] }>('SalesTeam/GetSalesTeamCommisionKpi')).data,
  });

/** The three referral lists of the sales area, each the signed-in agent's own. */
export const referralLists = {
  all: { path: 'SalesTeam/AllReferral', title: 'Referrals', empty: 'No referrals to show yet' },
  owing: {
    path: 'SalesTeam/OwingCustomers',
    title: 'Owing customers',
    empty: 'No customer owes anything today',
  },
  nonPerforming: {
    path: 'SalesTeam/NonPerformingCustomers',
    title: 'Non-performing customers',
    empty: 'No customer is 30 days or more overdue',
  },
} as const;
export type ReferralListKey = keyof typeof referralLists;

/** The referrals page asks for everything at once (staff spec §7: PageSize 10000); a coordinator's team lists too. */
export const referralsQuery = (list: ReferralListKey, scope: 'own' | 'team' = 'own') =>
  queryOptions({
    // Money an agent acts on: asked again each time a page shows it.
    staleTime: 0,
    queryKey: ['sales', 'referrals', list, scope],
    queryFn: () =>
      scope === 'team'
        ? api.get<ReferralPage>('SalesTeam/CoordinatorReferrals', {
            query: { Filter: list, PageIndex: 1, PageSize: 10_000 },
          })
        : api.get<ReferralPage>(referralLists[list].path, { query: { PageIndex: 1, PageSize: 10_000 } }),
  });

/** Referrals of the last seven days, five a page (staff spec §7 RecentReferral). */
export const recentReferralsQuery = (startDate: string) =>
  queryOptions({
    // Money an agent acts on: asked again each time a page shows it.
    staleTime: 0,
    queryKey: ['sales', 'recent-referrals', startDate],
    queryFn: () =>
      api.get<ReferralPage>('SalesTeam/RecentReferral', {
        query: { StartDate: startDate, PageIndex: 1, PageSize: 5 },
      }),
  });

export const useDashboardRecord = () => useQuery(dashboardRecordQuery());
export const useCommissionKpi = () => useQuery(commissionKpiQuery());
export const useReferrals = (list: ReferralListKey, scope: 'own' | 'team' = 'own') =>
  useQuery(referralsQuery(list, scope));
export const useRecentReferrals = (startDate: string) => useQuery(recentReferralsQuery(startDate));

/** Admins: an agent or coordinator owed commission (GET SalesTeam/UnsettledCommissions). */
export interface UnsettledCommission {
  salesTeamUserId: number;
  firstname: string;
  lastname: string;
  phoneNumber: string;
  isCoordinator: boolean;
  /** Customers earn referral rewards (docs/sales.md "Customer referral programme"). */
  role: 'Sales agent' | 'Coordinator' | 'Customer';
  totalCommission: number;
  totalPaid: number;
  totalUnPaid: number;
}

export const unsettledQuery = () =>
  queryOptions({
    staleTime: 0,
    queryKey: ['sales', 'unsettled'],
    queryFn: async () => (await api.get<{ data: UnsettledCommission[] }>('SalesTeam/UnsettledCommissions')).data,
  });
export const useUnsettledCommissions = () => useQuery(unsettledQuery());

export interface SettleInput {
  salesTeamUserId: number;
  amount: number;
  reference: string;
  paidOn: string;
}

/** POST SalesTeam/SettleCommission: a payout made by bank transfer, recorded (never more than is unpaid). */
export function useSettleCommission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SettleInput) =>
      api.post<{ data: { id: number; unpaidAfter: number } }>('SalesTeam/SettleCommission', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['sales', 'unsettled'] }),
  });
}

/** GET SalesTeam/GetCoordinatorDashBoardRecord (docs/sales.md "Coordinators"); money in naira. */
export interface CoordinatorRecord {
  totalCommission: number;
  totalPaid: number;
  totalUnPaid: number;
  agents: number;
  referredCustomers: number;
  owingCustomers: number;
  totalNonPerformingCustomers: number;
}

/** One agent under a coordinator (GET ClientUser/GetSalesTeamMembersUnderCordinator). */
export interface TeamMember {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string;
  isActive: boolean;
  dateCreated: string;
  referredCustomers: number;
  owingCustomers: number;
  nonPerformingCustomers: number;
  totalCommission: number;
}

export const coordinatorRecordQuery = () =>
  queryOptions({
    staleTime: 0,
    queryKey: ['sales', 'coordinator-record'],
    queryFn: async () => (await api.get<{ data: CoordinatorRecord }>('SalesTeam/GetCoordinatorDashBoardRecord')).data,
  });

export const teamQuery = () =>
  queryOptions({
    staleTime: 0,
    queryKey: ['sales', 'team'],
    queryFn: () =>
      api.get<{ data: TeamMember[]; totalCount: number }>('ClientUser/GetSalesTeamMembersUnderCordinator', {
        query: { PageIndex: 1, PageSize: 10_000 },
      }),
  });

export const useCoordinatorRecord = () => useQuery(coordinatorRecordQuery());
export const useTeam = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...teamQuery(), enabled: options.enabled ?? true });

/** GET SalesTeam/ReferralDetailsByCustomerId: the sales breakdown (staff spec §3; its spellings kept). */
export interface SalesBreakdown {
  quoteId: number | null;
  quoteRequestId: number | null;
  productId: number | null;
  firstname: string;
  lastname: string;
  phoneNumber: string;
  address: string | null;
  dateRequested: string;
  productName: string | null;
  totalAssetAmount: number;
  amountOwnedByCustomer: number;
  loanBalance: number;
  totalAmountToRepay: number;
  totalDue: number;
  totalDueScheduleCount: number;
  totalScheduleCount: number;
  totalRePaidAmount: number;
  repaymentStatus: 'not started' | 'on time' | 'owing' | 'non-performing' | 'paid';
  nextDueDate: string | null;
  /** Only the agent who referred the customer pays for them; their coordinator sees the figures. */
  canPay: boolean;
  /** What the agent can pay for the customer now (naira): the next instalment still owing, or the whole payoff. */
  nextRepaymentAmount: number;
  payoffAmount: number;
  stage: Referral['stage'];
  daysOverdue: number;
  totalCommision: number;
  totalCommisionPaid: number;
  totalCommisionUnpaid: number;
}

export const breakdownQuery = (customerId: number) =>
  queryOptions({
    staleTime: 0,
    queryKey: ['sales', 'breakdown', customerId],
    queryFn: async () =>
      (
        await api.get<{ data: SalesBreakdown }>('SalesTeam/ReferralDetailsByCustomerId', {
          query: { CustomerId: customerId },
        })
      ).data,
  });
export const useBreakdown = (customerId: number) =>
  useQuery({ ...breakdownQuery(customerId), enabled: customerId > 0 });

/** Admins: one member of the sales team (GET ClientUser/GetSalesTeamMembers). */
export interface SalesTeamMember {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string;
  isActive: boolean;
  isCoordinator: boolean;
  coordinatorId: number | null;
  coordinatorName: string | null;
}

export const salesTeamQuery = () =>
  queryOptions({
    staleTime: 0,
    queryKey: ['sales', 'all-members'],
    queryFn: async () => (await api.get<{ data: SalesTeamMember[] }>('ClientUser/GetSalesTeamMembers')).data,
  });
export const useSalesTeam = () => useQuery(salesTeamQuery());

/** POST ClientUser/UpdateSalesTeamMember: make a coordinator (or not), move under a coordinator (or none). */
export function useUpdateSalesTeamMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { agentId: number; isCoordinator?: boolean; coordinatorId?: number | null }) =>
      api.post<{ message: string }>('ClientUser/UpdateSalesTeamMember', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['sales', 'all-members'] }),
  });
}

/** POST ClientUser/ChangeSalesAgentPhone (admins): an agent's new phone, their referral code from now on. */
export function useChangeAgentPhone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { agentId: number; phoneNumber: string }) =>
      api.post<{ message: string; data: { id: number; phoneNumber: string } }>(
        'ClientUser/ChangeSalesAgentPhone',
        input,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['sales', 'all-members'] }),
  });
}

/** POST Transaction/InitializePayment as the customer's agent: the checkout to pay on, for the customer's quote. */
export function useStartPaymentForCustomer() {
  return useMutation({
    mutationFn: async (input: { quoteId: number; purpose: 'repayment' | 'payoff'; amount: number }) =>
      (
        await api.post<{ data: { authorizationUrl: string; reference: string } }>(
          'Transaction/InitializePayment',
          input,
        )
      ).data,
  });
}

/** The Save call on the way back from the checkout: credits the payment once the provider confirms it. */
export function useSavePaymentForCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { quoteId: number; purpose: 'repayment' | 'payoff'; transactionReference: string }) =>
      api.post<{ message: string }>(
        input.purpose === 'payoff' ? 'Transaction/SavePayOffRepayment' : 'Transaction/SaveRepayment',
        { quoteId: input.quoteId, transactionReference: input.transactionReference },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['sales'] }),
  });
}

/** One of the agent's customers' quote requests (GET SalesTeam/SalesAgentQuoteList). */
export interface AgentQuote {
  quoteRequestId: number;
  referenceNo: string;
  quoteRequestStatus: number;
  status: string;
  installed: boolean;
  dateRequested: string;
  customerId: number;
  firstname: string;
  lastname: string;
  productName: string | null;
  totalAssetAmount: number;
}

/** The signed-in agent's quotes, or (a coordinator) those of one of their agents. */
export const agentQuotesQuery = (agentId?: number) =>
  queryOptions({
    staleTime: 0,
    queryKey: ['sales', 'quotes', agentId ?? 'own'],
    queryFn: () =>
      agentId === undefined
        ? api.get<{ data: AgentQuote[]; totalCount: number }>('SalesTeam/SalesAgentQuoteList', {
            query: { PageIndex: 1, PageSize: 10_000 },
          })
        : api.get<{ data: AgentQuote[]; totalCount: number }>('SalesTeam/SalesAgentQuoteListBySalesAgentId', {
            query: { SalesAgentId: agentId, PageIndex: 1, PageSize: 10_000 },
          }),
  });
export const useAgentQuotes = (agentId?: number) => useQuery(agentQuotesQuery(agentId));

/** POST ClientUser/SalesTeamUserCreationByCordinator: a coordinator adds an agent, who is e-mailed an invitation. */
export function useAddAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { firstname: string; lastname: string; email: string; phoneNumber: string }) =>
      api.post<{ message: string }>('ClientUser/SalesTeamUserCreationByCordinator', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['sales'] }),
  });
}

/** GET SalesTeam/GetPortfolio: the book of loans behind the referrals (docs/sales.md "Portfolio"). */
export interface Portfolio {
  runningLoans: number;
  upToDate: number;
  owing: number;
  nonPerforming: number;
  paidOff: number;
  outstanding: number;
  par30Outstanding: number;
  /** Basis points; null with nothing outstanding. */
  par30Bps: number | null;
  upToDateBps: number | null;
}

export const portfolioQuery = (scope: 'own' | 'team') =>
  queryOptions({
    staleTime: 0,
    queryKey: ['sales', 'portfolio', scope],
    queryFn: async () =>
      (await api.get<{ data: Portfolio }>('SalesTeam/GetPortfolio', { query: { Scope: scope } })).data,
  });
export const usePortfolio = (scope: 'own' | 'team' = 'own') => useQuery(portfolioQuery(scope));

/** GET Transaction/GetRepayments for a referred customer's quote (the agent may read it, as they may pay it). */
export interface CustomerSchedule {
  generalRepayment: {
    installmentNumber: number;
    totalRepayment: number;
    amountPaid: number;
    installmentDate: string;
    repaymentStatus: string;
    settledEarly: boolean;
  }[];
  isOutright: boolean;
  totalPaid: number;
  remaining: number;
  closedOn: string | null;
}

export const scheduleQuery = (quoteId: number) =>
  queryOptions({
    staleTime: 0,
    queryKey: ['sales', 'schedule', quoteId],
    queryFn: async () =>
      (await api.get<{ data: CustomerSchedule }>('Transaction/GetRepayments', { query: { quoteId } })).data,
  });
export const useCustomerSchedule = (quoteId: number) => useQuery({ ...scheduleQuery(quoteId), enabled: quoteId > 0 });
