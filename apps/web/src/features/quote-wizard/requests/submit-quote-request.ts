import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { QuotePayload } from '../payload.ts';

/** Customer spec §3 "Created quote response". */
export interface CreatedQuote {
  id: number;
  /** ISO date-time by which staff will have priced the request. */
  turnAroundTime: string;
  referenceNo: string;
  /** A sales agent's request (issue 20): the customer it was made for. */
  customerId?: number;
}

/**
 * POST Quote/CreateQuoteRequest (power need), Quote/CreateQuoteRequestWithProduct (a package or components) or, in
 * edit mode, Quote/UpdateQuoteRequest (customer spec §4 "Submit"). The payload says which.
 */
export async function submitQuoteRequest(payload: QuotePayload): Promise<CreatedQuote> {
  const path =
    payload.kind === 'sales'
      ? 'Quote/CreateSalesQuoteRequestWithProduct'
      : payload.kind === 'update'
        ? 'Quote/UpdateQuoteRequest'
        : payload.kind === 'power'
          ? 'Quote/CreateQuoteRequest'
          : 'Quote/CreateQuoteRequestWithProduct';
  const { data } = await api.post<{ data: CreatedQuote }>(path, payload.body);
  return data;
}

export function useSubmitQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuoteRequest,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['quotes', 'active'] }),
        queryClient.invalidateQueries({ queryKey: ['quotes', 'current-request'] }),
        // An agent's quotes list and the request's page (issue 20).
        queryClient.invalidateQueries({ queryKey: ['sales'] }),
        queryClient.invalidateQueries({ queryKey: ['quotes', 'request'] }),
      ]);
    },
  });
}
