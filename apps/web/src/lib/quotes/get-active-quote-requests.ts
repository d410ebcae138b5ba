import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/** One card of the Active Quote page (docs/quote-request.md). */
export interface ActiveQuoteRequest {
  id: number;
  referenceNo: string;
  quoteRequestStatus: number;
  dateCreated: string;
  address: string;
  state: string;
  productName: string | null;
  noOfBedrooms: number;
  noOfLights: number;
  noOfFan: number;
  noOfTv: number;
  /** The customer's full name (staff see every customer's open requests). */
  customerName?: string;
}

export interface Paged<T> {
  data: T[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

/** Customer spec §9: the active quotes page asks for 20 at a time. */
export const ACTIVE_QUOTES_PAGE_SIZE = 20;

/** GET Quote/ActiveQuoteRequest: the customer's open quote requests; for staff, every customer's (issue 22). */
export async function getActiveQuoteRequests(page = 1): Promise<Paged<ActiveQuoteRequest>> {
  const { data, pageIndex, pageSize, totalCount, totalPages } = await api.get<Paged<ActiveQuoteRequest>>(
    'Quote/ActiveQuoteRequest',
    { query: { PageIndex: page, PageSize: ACTIVE_QUOTES_PAGE_SIZE } },
  );
  return { data, pageIndex, pageSize, totalCount, totalPages };
}

export const activeQuoteRequestsQueryOptions = (page = 1) =>
  queryOptions({ queryKey: ['quotes', 'active', page], queryFn: () => getActiveQuoteRequests(page) });

export function useActiveQuoteRequests(options: { page?: number; enabled?: boolean } = {}) {
  return useQuery({ ...activeQuoteRequestsQueryOptions(options.page ?? 1), enabled: options.enabled ?? true });
}
