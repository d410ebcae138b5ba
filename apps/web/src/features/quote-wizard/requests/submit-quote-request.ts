import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { QuotePayload } from '../payload.ts';

/** Customer spec §3 "Created quote response". */
export interface CreatedQuote {
  id: number;
  /** ISO date-time by which staff will have priced the request. */
  turnAroundTime: string;
  referenceNo: string;
}

/**
 * POST Quote/CreateQuoteRequest (power need), Quote/CreateQuoteRequestWithProduct (a package or components) or, in
 * edit mode, Quote/UpdateQuoteRequest (customer spec §4 "Submit"). The payload says which.
 */
export async function submitQuoteRequest(payload: QuotePayload): Promise<CreatedQuote> {
  const path =
    payload.kind === 'update'
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
      ]);
    },
  });
}
