import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface AssignProductInput {
  quoteRequestId: number;
  /** The package the lines are based on, if any. */
  productId: number | null;
  components: { componentId: number; quantity: number; unitPrice: number }[];
}

/** What the pricing calls answer about the quote (docs/staff.md "Pricing"). */
export interface QuoteSummary {
  id: number;
  quoteRequestId: number;
  quoteStatus: number;
  productName: string;
  installationCost: number;
  transportCost: number;
}

/** POST Quote/AssignProductToQuote: saves the priced system line by line (while the request is at status 0 or 1). */
export async function assignProductToQuote(input: AssignProductInput): Promise<QuoteSummary> {
  const { data } = await api.post<{ data: QuoteSummary }>('Quote/AssignProductToQuote', input);
  return data;
}

export function useAssignProductToQuote() {
  return useMutation({ mutationFn: assignProductToQuote });
}
