import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { PortfolioQuery } from './query.ts';

/** One aging bucket of the active loans (contract: GET Portfolio/GetSummary). Money in kobo. */
export interface AgingBucket {
  key: 'current' | '1-30' | '31-60' | '61-90' | '91-180' | '180+';
  label: string;
  loans: number;
  outstanding: number;
}

/** A cohort (the month of installation) and the share of its financed amount repaid after 1, 2, … months. */
export interface Cohort {
  month: string;
  loans: number;
  financed: number;
  points: { month: number; repaid: number; share: number }[];
}

/** GET v1/Portfolio/GetSummary's `data` (docs/portfolio.md "Definitions"): kobo amounts, fractions 0–1. */
export interface PortfolioSummary {
  asOf: string;
  period: { from: string; to: string };
  activeLoans: number;
  outstandingPrincipal: number;
  par1: number;
  par30: number;
  par90: number;
  collectionRate: number | null;
  collected: number;
  due: number;
  defaults: { count: number; outstanding: number };
  writeOffs: { count: number; principal: number };
  aging: AgingBucket[];
  cohorts: Cohort[];
}

export interface Option {
  id: number;
  name: string;
}

/** GET v1/Portfolio/GetFilters's `data`: only values present in the book. */
export interface PortfolioFilterOptions {
  states: Option[];
  packages: Option[];
  agents: Option[];
  coordinators: Option[];
  financialInstitutions: Option[];
  /** Whether any loan is for a custom system (built from components, no package): offered as a product then. */
  customSystems?: boolean;
}

/** The call's query string, from what the page's URL holds (absent filters are left out: the server's defaults). */
export function summaryParams(query: PortfolioQuery): Record<string, string | undefined> {
  return {
    asOf: query.asOf,
    from: query.from,
    to: query.to,
    stateId: query.stateId,
    packageId: query.packageId,
    agentId: query.agentId,
    coordinatorId: query.coordinatorId,
    financialInstitutionId: query.financialInstitutionId,
  };
}

/** `enabled` false while the chosen dates are wrong (the page says why instead of asking). */
export function usePortfolioSummary(query: PortfolioQuery, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['portfolio', 'summary', summaryParams(query)],
    queryFn: async () =>
      (await api.get<{ data: PortfolioSummary }>('v1/Portfolio/GetSummary', { query: summaryParams(query) })).data,
    // Switching a filter keeps the last figures on screen (marked as updating) rather than a blank page.
    placeholderData: keepPreviousData,
  });
}

export function usePortfolioFilters() {
  return useQuery({
    queryKey: ['portfolio', 'filters'],
    queryFn: async () => (await api.get<{ data: PortfolioFilterOptions }>('v1/Portfolio/GetFilters')).data,
    staleTime: 5 * 60_000,
  });
}
