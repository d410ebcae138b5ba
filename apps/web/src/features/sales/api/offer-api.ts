import type { DownPaymentOption } from '@imole/domain/finance';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Which packages and plans an agent may offer (docs/sales.md "What each agent may offer"). null: all of them. */
export interface OfferRule {
  productIds: number[] | null;
  equityPercentages: number[] | null;
}

/** Whose rule is in force: none (everything), the agent's own, or their team's. */
export type OfferSource = 'everything' | 'own' | 'team';

/** GET SalesTeam/AgentOffer (admins). */
export interface AgentOfferView {
  salesTeamUserId: number;
  name: string;
  isCoordinator: boolean;
  coordinator: { id: number; name: string } | null;
  source: OfferSource;
  own: OfferRule | null;
  /** The team's rule that bears on them (for a coordinator: the one set for their own team). */
  team: OfferRule | null;
  inForce: { productIds: number[] | null; equityPercentages: number[] };
  packages: { id: number; name: string }[];
  plans: number[];
}

export const agentOfferQuery = (id: number) =>
  queryOptions({
    staleTime: 0,
    queryKey: ['sales', 'offer', 'agent', id],
    queryFn: async () =>
      (await api.get<{ data: AgentOfferView }>('SalesTeam/AgentOffer', { query: { SalesTeamUserId: id } })).data,
  });
export const useAgentOffer = (id: number) => useQuery({ ...agentOfferQuery(id), enabled: id > 0 });

export interface SetOfferInput {
  salesTeamUserId: number;
  scope: 'agent' | 'team';
  productIds: number[] | null;
  equityPercentages: number[] | null;
  followTeam: boolean;
}

/** POST SalesTeam/SetAgentOffer (admins): the answer is the agent's view after the change. */
export function useSetAgentOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: SetOfferInput) =>
      (await api.post<{ data: AgentOfferView }>('SalesTeam/SetAgentOffer', input)).data,
    onSuccess: (view) => {
      // A team's rule changes what its agents may offer: their views are asked again when next shown; this one is
      // the answer itself.
      void client.invalidateQueries({ queryKey: ['sales', 'offer'], refetchType: 'none' });
      client.setQueryData(agentOfferQuery(view.salesTeamUserId).queryKey, view);
    },
  });
}

/** GET SalesTeam/MyOffer: what the signed-in agent may offer. */
export interface MyOffer {
  source: OfferSource;
  productIds: number[] | null;
  /** The down payments they may offer, ascending. */
  equityPercentages: number[];
}

export const myOfferQuery = () =>
  queryOptions({
    staleTime: 0,
    queryKey: ['sales', 'offer', 'mine'],
    queryFn: async () => (await api.get<{ data: MyOffer }>('SalesTeam/MyOffer')).data,
  });
export const useMyOffer = () => useQuery(myOfferQuery());

/** GET SalesTeam/PackageAgents: who may offer one package (staff: everyone; a coordinator: their team). */
export interface PackageAgent {
  id: number;
  name: string;
  isCoordinator: boolean;
  source: OfferSource;
  mayOffer: boolean;
  equityPercentages: number[];
}

export const packageAgentsQuery = (productId: number) =>
  queryOptions({
    staleTime: 0,
    queryKey: ['sales', 'offer', 'package', productId],
    queryFn: async () =>
      (await api.get<{ data: PackageAgent[] }>('SalesTeam/PackageAgents', { query: { ProductId: productId } })).data,
  });
export const usePackageAgents = (productId: number, enabled: boolean) =>
  useQuery({ ...packageAgentsQuery(productId), enabled: enabled && productId > 0 });

/** One line of a package (GET Product/GetProductWithRelatedProperties). */
export interface PackageLine {
  componentId: number;
  name: string;
  categoryName: string;
  unitPrice: number;
  quantity: number;
}

export interface SalesPackage {
  product: {
    id: number;
    name: string;
    description: string;
    repaymentAmount: number;
    repaymentLength: number;
    initialPayment: number;
    oneOffPaymentCost: number;
    warrantyPeriod: number;
    hasSolarPanel: boolean;
  };
  installationCost: number;
  transportCost: number;
  isActive: boolean;
  batteryComponentId: number | null;
  components: PackageLine[];
}

export const salesPackageQuery = (id: number) =>
  queryOptions({
    queryKey: ['sales', 'package', id],
    queryFn: async () =>
      (await api.get<{ data: SalesPackage }>('Product/GetProductWithRelatedProperties', { query: { id } })).data,
  });
export const useSalesPackage = (id: number) => useQuery({ ...salesPackageQuery(id), enabled: id > 0 });

/** GET Transaction/GenerateProductRepayments: the plans (an agent's own only) and one plan's months. */
export interface PackageRepayments {
  product: {
    id: number;
    name: string;
    oneOffPaymentCost: number;
    initialPayment: number;
    contributionPecentage: number;
    repaymentAmount: number;
    repaymentLength: number;
  };
  generalRepayment: { totalRepayment: number; installmentDate: string; repaymentStatus: string }[];
  options: DownPaymentOption[];
  effectiveAnnualRate: number;
}

export const packageRepaymentsQuery = (productId: number, equity: number | null) =>
  queryOptions({
    queryKey: ['sales', 'package-repayments', productId, equity],
    queryFn: async () => {
      const { product, generalRepayment, options, effectiveAnnualRate } = await api.get<PackageRepayments>(
        'Transaction/GenerateProductRepayments',
        { query: { productId, EquityPecentage: equity } },
      );
      return { product, generalRepayment, options, effectiveAnnualRate };
    },
  });
export const usePackageRepayments = (productId: number, equity: number | null) =>
  useQuery({
    ...packageRepaymentsQuery(productId, equity),
    enabled: productId > 0,
    placeholderData: keepPreviousData,
  });
