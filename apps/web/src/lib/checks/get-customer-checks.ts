import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import type { Paged } from '../quotes/get-active-quote-requests.ts';
import type { MaintenanceCheckSummary } from './get-maintenance-check.ts';

/** One of the customer's own checks, with what was done once it is closed. */
export interface CustomerCheck extends MaintenanceCheckSummary {
  /** What the engineer checked and did; "" while open. */
  note: string;
  /** Who closed it (a first name); null while open. */
  closedBy: string | null;
}

/** How many checks /system-checkup and the Monitoring tab read: years of twice-yearly checks. */
export const CUSTOMER_CHECKS_PAGE_SIZE = 20;

/**
 * GET MonitoringSchedule/GetCustomerMonitoringSchedules: the signed-in customer's checks, the open one first, then
 * the closed ones, the latest first (docs/after-sale.md). The photos of one are in GetMonitoringSchedule.
 */
export async function getCustomerChecks(): Promise<CustomerCheck[]> {
  const { data } = await api.get<Paged<CustomerCheck>>('MonitoringSchedule/GetCustomerMonitoringSchedules', {
    query: { pageIndex: 1, pageSize: CUSTOMER_CHECKS_PAGE_SIZE },
  });
  return data;
}

export const customerChecksQueryOptions = () =>
  queryOptions({ queryKey: ['maintenance-checks', 'mine'], queryFn: getCustomerChecks, staleTime: 0 });

export function useCustomerChecks() {
  return useQuery(customerChecksQueryOptions());
}

/** The open check (due or upcoming), if any, and the closed ones, latest first. */
export function splitChecks(checks: readonly CustomerCheck[]): { open: CustomerCheck | null; closed: CustomerCheck[] } {
  return {
    open: checks.find((c) => c.closedAt === null) ?? null,
    closed: checks.filter((c) => c.closedAt !== null),
  };
}
