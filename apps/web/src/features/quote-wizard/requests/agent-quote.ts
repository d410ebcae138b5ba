import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET Quote/GetQuoteRequest?id= as a sales agent reads it (issue 20): the request, its system, the priced quote. */
export interface AgentQuoteView {
  quoteRequest: {
    id: number;
    referenceNo: string;
    quoteRequestStatus: number;
    dateCreated: string;
    turnAroundTime: string;
    address: string;
    landmark: string;
    state: string;
    cityName?: string | null;
    productId: number | null;
    noOfBedrooms: number;
    noOfLights: number;
    noOfFan: number;
    noOfTv: number;
    clientUser: { firstname: string; lastname?: string; email?: string; phoneNumber?: string };
  };
  quoteRequestProduct: { name: string; description?: string | null; price?: number | null } | null;
  quoteRequestProductComponents: { componentTypeValue: string; name: string; quantity: number; unitPrice: number }[];
  quote: {
    id: number;
    quoteStatus: number;
    installationStatus: number;
    totalAssetAmount: number;
    installationCost: number;
    transportCost: number;
    equity: number;
    contributionPercentage: number;
    monthlyRepayment: number;
    durationMonths: number;
    daysToExpiry: number | null;
    isOutright: boolean;
  } | null;
  /** The agent referred the customer: they may change the costs and the request (a coordinator reads). */
  referredByYou?: boolean;
  /** A partner bank finances the request (docs/banks.md): its package and price are the bank's undertaking's. */
  isFinancialInstitutionQuote?: boolean;
  financialInstitution?: { name: string } | null;
}

export const agentQuoteKey = (id: number) => ['quotes', 'request', 'agent-view', id] as const;

export function useAgentQuote(id: number | null) {
  return useQuery({
    queryKey: agentQuoteKey(id ?? 0),
    queryFn: () => api.get<AgentQuoteView>(`Quote/GetQuoteRequest?id=${id}`),
    enabled: id !== null,
  });
}

export type CostKind = 'installation' | 'transport';

const costPaths: Record<CostKind, string> = {
  installation: 'Quote/UpdateQuoteInstallationCost',
  transport: 'Quote/UpdateQuoteTransportationCost',
};

/**
 * POST Quote/UpdateQuoteInstallationCost or Quote/UpdateQuoteTransportationCost (staff spec §6: an agent on their own
 * customers' quotes, before payment). The answer's message is the spec's success alert.
 */
export function useUpdateAgentCost(quoteRequestId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, quoteId, amount }: { kind: CostKind; quoteId: number; amount: number }) =>
      (await api.post(costPaths[kind], { quoteId, amount })).message,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: agentQuoteKey(quoteRequestId) }),
        client.invalidateQueries({ queryKey: ['sales'] }),
      ]),
  });
}
