import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '../../../lib/save-blob.ts';
import { api } from '../../../lib/api-client.ts';

/** One down-payment plan of a sample (the quote's GetQuoteRepaymentsRange shape); money in naira. */
export interface SamplePlan {
  equityPecentage: number;
  equityPayment: number;
  monthlyRepayment: number;
  repaymentDuration: number;
  totalRepayable: number;
  costOfCredit: number;
}

/** A priced sample for a prospect (docs/sales.md "Sample quotes"); money in naira. */
export interface SampleQuote {
  id: number;
  referenceNo: string;
  prospectName: string | null;
  state: string | null;
  productId: number | null;
  productName: string;
  isLithiumComponent: boolean;
  lines: { name: string; quantity: number; unitPrice: number; amount: number }[];
  componentsTotal: number;
  installationCost: number;
  transportCost: number;
  totalAssetAmount: number;
  warrantyPeriod: number;
  repaymentDuration: number;
  plans: SamplePlan[];
  selectedEquityPecentage: number | null;
  effectiveAnnualRate: number;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
}

export interface SampleQuoteInput {
  productId?: number;
  isLithiumComponent?: boolean;
  installationComponents?: { id: number; quantity: number }[];
  prospectName?: string;
  state?: string;
  installationCost?: number;
  transportCost?: number;
}

/** POST Quote/CreateSampleQuoteRequestWithProduct: prices and keeps the sample. */
export function useCreateSampleQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: SampleQuoteInput) =>
      (await api.post<{ data: SampleQuote }>('Quote/CreateSampleQuoteRequestWithProduct', input)).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['sales', 'sample-quotes'] }),
  });
}

/** GET Quote/SampleQuotes (our name): the agent's own, newest first; the 50 newest are what a page shows. */
export const sampleQuotesQuery = () =>
  queryOptions({
    queryKey: ['sales', 'sample-quotes'],
    queryFn: async () =>
      await api.get<{ data: SampleQuote[]; totalCount: number }>('Quote/SampleQuotes', {
        query: { PageIndex: 1, PageSize: 50 },
      }),
  });

export const useSampleQuotes = () => useQuery(sampleQuotesQuery());

export interface ComponentCategory {
  categoryName: string;
  data: { id: number; name: string; unitPrice: number }[];
}

/** GET Product/InstallationComponentsByCategoryWithoutImage: the components a sample can be built from. */
export function useComponentCategories(enabled: boolean) {
  return useQuery({
    queryKey: ['products', 'component-categories'],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async () =>
      (await api.get<{ data: ComponentCategory[] }>('Product/InstallationComponentsByCategoryWithoutImage')).data,
  });
}

/** GET Location/GetStates: where the prospect lives (optional on a sample). */
export function useStates() {
  return useQuery({
    queryKey: ['lookups', 'states'],
    staleTime: 60 * 60_000,
    queryFn: async () => (await api.get<{ states: { id: number; title: string }[] }>('Location/GetStates')).states,
  });
}

/** GET Quote/SampleQuotePdf (our name): the sample as a PDF, saved on the phone under the server's file name. */
export async function downloadSamplePdf(sample: Pick<SampleQuote, 'id' | 'referenceNo'>): Promise<void> {
  const blob = await api.file('Quote/SampleQuotePdf', { query: { id: sample.id } });
  saveBlob(blob, `Imole-sample-quote-${sample.referenceNo}.pdf`);
}
