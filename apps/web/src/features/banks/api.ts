import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStage } from '@imole/domain/bank-application';
import type { KycStatus } from '@imole/domain/kyc';
import { api } from '../../lib/api-client.ts';

/** One bank application as FinancialInstitutionQuote/Applications lists it (contract call 11). */
export interface BankApplicationItem {
  quoteRequestId: number;
  referenceNo: string;
  customerName: string;
  phoneNumber: string;
  email: string;
  packageName: string | null;
  /** Naira; null until staff have priced the request. */
  amount: number | null;
  kycStatus: KycStatus;
  kycStatusLabel: string;
  applicationStage: ApplicationStage;
  undertakingUploadedAt: string | null;
  dateCreated: string;
  decidedAt: string | null;
  financialInstitution: { id: number; name: string };
}

/** One application (contract call 12). */
export interface BankApplication extends BankApplicationItem {
  address: string;
  state: string;
  lga: string;
  landmark: string;
  buildingType: number;
  buildingTypeLabel: string;
  components: { name: string; category: string; quantity: number }[];
  plan: { total: number; bankPays: number } | null;
  undertaking: { contentType: string; uploadedAt: string } | null;
  decision: {
    approved: boolean;
    reason: string | null;
    decidedAt: string;
    decidedBy: string | null;
    onBehalf: boolean;
  } | null;
  auditTrail: { id: number; action: string; label: string; by: string | null; at: string }[];
}

export interface Page<T> {
  data: T[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export const PAGE_SIZE = 20;
const applicationsKey = ['banks', 'applications'] as const;

export interface ApplicationsFilter {
  stage: ApplicationStage;
  search: string;
  /** Staff only: one bank's (0: every bank's). */
  bankId: number;
}

export const applicationsQueryOptions = (filter: ApplicationsFilter) =>
  infiniteQueryOptions({
    queryKey: [...applicationsKey, filter],
    queryFn: ({ pageParam }) =>
      api.get<Page<BankApplicationItem>>('FinancialInstitutionQuote/Applications', {
        query: {
          PageIndex: pageParam,
          PageSize: PAGE_SIZE,
          Stage: filter.stage,
          Search: filter.search || undefined,
          FinancialInstitutionId: filter.bankId || undefined,
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageIndex < last.totalPages ? last.pageIndex + 1 : undefined),
    staleTime: 0,
  });

export function useApplications(filter: ApplicationsFilter) {
  return useInfiniteQuery(applicationsQueryOptions(filter));
}

export const applicationQueryKey = (quoteRequestId: number) => [...applicationsKey, 'one', quoteRequestId] as const;

export function useApplication(quoteRequestId: number, { enabled = true } = {}) {
  return useQuery({
    enabled,
    queryKey: applicationQueryKey(quoteRequestId),
    queryFn: async () =>
      (await api.get<{ data: BankApplication }>('FinancialInstitutionQuote/Application', { query: { quoteRequestId } }))
        .data,
    staleTime: 0,
  });
}

/** The signed undertaking (contract call 8): needs the bearer token, so it comes as a Blob through the api client. */
export function getUndertaking(quoteRequestId: number): Promise<Blob> {
  return api.file('FinancialInstitutionQuote/Undertaking', { query: { quoteRequestId } });
}

export interface DecideInput {
  quoteRequestId: number;
  approve: boolean;
  reason?: string;
}

/** FinancialInstitutionQuote/Decide (contract call 9, part B's): approve, or decline with a reason. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DecideInput) =>
      (await api.post<object>('FinancialInstitutionQuote/Decide', input)).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationsKey }),
  });
}

// Admins: partner banks and their officers (contract call 13)

export interface Institution {
  id: number;
  code: string;
  name: string;
  logo: string | null;
  isActive: boolean;
  undertakingText: string;
  officerCount: number;
  /** Officers who may sign in; the rest are switched off. */
  activeOfficerCount: number;
  link: string;
}

export interface Officer {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string;
  isActive: boolean;
  invited: boolean;
  dateCreated: string;
}

const institutionsKey = ['banks', 'institutions'] as const;

export function useInstitutions(enabled = true) {
  return useQuery({
    queryKey: institutionsKey,
    queryFn: async () => (await api.get<{ data: Institution[] }>('FinancialInstitution/All')).data,
    enabled,
  });
}

/** The active partner banks (public list): what staff filter applications by. */
export function useActiveBanks(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['banks', 'active'],
    queryFn: async () =>
      (
        await api.get<{ data: { id: number; name: string }[] }>('FinancialInstitution/FinancialInstitutions', {
          query: { PageIndex: 1, PageSize: 1000 },
        })
      ).data,
    staleTime: 5 * 60 * 1000,
  });
}

export interface SaveInstitutionInput {
  id?: number;
  code: string;
  name: string;
  logo: string | null;
  isActive: boolean;
  undertakingText: string;
}

export function useSaveInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInstitutionInput) =>
      api.post<{ data: Institution }>('FinancialInstitution/Save', { ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['banks'] }),
  });
}

export function useOfficers(financialInstitutionId: number) {
  return useQuery({
    queryKey: ['banks', 'officers', financialInstitutionId],
    queryFn: async () =>
      (await api.get<{ data: Officer[] }>('FinancialInstitution/Officers', { query: { financialInstitutionId } })).data,
  });
}

export interface CreateOfficerInput {
  financialInstitutionId: number;
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string;
}

export function useCreateOfficer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOfficerInput) =>
      api.post<{ data: Officer }>('FinancialInstitution/CreateOfficer', { ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['banks'] }),
  });
}

export function useSetOfficerActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: number; isActive: boolean }) =>
      api.post<{ data: Officer }>('FinancialInstitution/SetOfficerActive', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['banks'] }),
  });
}
