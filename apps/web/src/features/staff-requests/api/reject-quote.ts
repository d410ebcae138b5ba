import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface RejectQuoteInput {
  /** The request: the server finds its quote, or rejects it before pricing. */
  quoteRequestId: number;
  /** Staff's sentence to the customer (3–500 characters): shown on their dashboard and in the notice. */
  reason: string;
}

/**
 * POST Quote/RejectQuote (docs/state-machines.md "Rejected"): no instalment offer for this request — quoteStatus 8,
 * request status 5. Only before any money came in; the server says why otherwise.
 */
export async function rejectQuote(input: RejectQuoteInput) {
  const { message } = await api.post('Quote/RejectQuote', input);
  return { message };
}

export function useRejectQuote() {
  return useMutation({ mutationFn: rejectQuote });
}
