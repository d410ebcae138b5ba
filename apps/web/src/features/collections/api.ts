import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export type Channel = 'call' | 'visit' | 'sms';
export type PromiseStatus = 'open' | 'kept' | 'broken';

/** One overdue loan of GET v1/Collections/GetWorklist (docs/portfolio.md "Collections and reminders"). Money in kobo. */
export interface WorklistItem {
  quoteId: number;
  /** The request, for the staff request page /request-detail/{quoteRequestId}. */
  quoteRequestId: number;
  referenceNo: string;
  customer: { id: number; name: string; phone: string };
  daysOverdue: number;
  /** Overdue now: the customer's statement's arrears (interest of late principal included), as /payment shows it. */
  arrears: number;
  /** Clears the loan today: principal outstanding plus interest to today ("Pay off today" on /payment). */
  payoff: number;
  /** Principal outstanding ("Loan balance" on /payment). */
  outstanding: number;
  agent: { id: number; name: string } | null;
  lastContact: { at: string; channel: Channel; outcome: string; by: string } | null;
  promise: { date: string; amount: number | null; status: PromiseStatus } | null;
}

/** A contact of GET v1/Collections/GetContacts and POST v1/Collections/LogContact. */
export interface Contact {
  id: number;
  quoteId: number;
  channel: Channel;
  outcome: string;
  promiseDate: string | null;
  promiseAmount: number | null;
  promiseStatus: PromiseStatus | null;
  by: { id: number; name: string };
  at: string;
}

export interface Page<T> {
  data: T[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export interface WorklistFilter {
  minDays?: number | undefined;
  maxDays?: number | undefined;
  promise?: PromiseStatus | undefined;
  search: string;
}

export const PAGE_SIZE = 20;
const worklistKey = ['collections', 'worklist'] as const;
const contactsKey = (quoteId: number) => ['collections', 'contacts', quoteId] as const;

export const worklistQueryOptions = (filter: WorklistFilter) =>
  infiniteQueryOptions({
    queryKey: [...worklistKey, filter],
    queryFn: ({ pageParam }) =>
      api.get<Page<WorklistItem>>('v1/Collections/GetWorklist', {
        query: {
          page: pageParam,
          pageSize: PAGE_SIZE,
          minDays: filter.minDays,
          maxDays: filter.maxDays,
          promise: filter.promise,
          search: filter.search || undefined,
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageIndex < last.totalPages ? last.pageIndex + 1 : undefined),
    staleTime: 0,
  });

export const useWorklist = (filter: WorklistFilter) => useInfiniteQuery(worklistQueryOptions(filter));

export function useContacts(quoteId: number, enabled: boolean) {
  return useQuery({
    queryKey: contactsKey(quoteId),
    queryFn: async () =>
      (await api.get<{ data: Contact[] }>('v1/Collections/GetContacts', { query: { quoteId } })).data,
    enabled,
  });
}

export interface ContactInput {
  quoteId: number;
  channel: Channel;
  outcome: string;
  promiseDate?: string | undefined;
  promiseAmount?: number | undefined;
}

export function useLogContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ContactInput) =>
      (await api.post<{ data: Contact }>('v1/Collections/LogContact', input)).data,
    onSuccess: async (contact) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: worklistKey }),
        client.invalidateQueries({ queryKey: contactsKey(contact.quoteId) }),
      ]);
    },
  });
}

export interface WrittenOff {
  quoteId: number;
  writtenOffOn: string;
  principal: number;
  daysOverdue: number;
  reason: string;
}

export function useWriteOff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { quoteId: number; reason: string }) =>
      (await api.post<{ data: WrittenOff }>('v1/Portfolio/WriteOff', input)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: worklistKey }),
  });
}
