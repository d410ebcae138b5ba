import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client.ts';
import { getMaintenanceCheck, type MaintenanceCheck } from '../../../lib/checks/get-maintenance-check.ts';

export type { MaintenanceCheck };

/**
 * GET Quote/GetQuoteRequest (the customer's current request), read for its maintenance check. The dashboard reads the
 * same call under the same key (['quotes', 'request', 'current']), so the page opened from the Monitoring tab shows
 * at once; like the dashboard's fetcher this answers the whole response, or null when the customer has no request.
 */
export interface CheckupRequestView {
  quoteRequest: { id: number; quoteRequestStatus: number; address: string; state: string };
  quote: { id: number; installationStatus: number; productName?: string | null } | null;
  monitoringScheduleCode: {
    scheduleCode: string | null;
    /** True while a check is due (status 0). */
    hasActiveMonitoringSchedule: boolean;
    /** That check's id; null when none is due. */
    monitoringScheduleId?: number | null;
  } | null;
}

export async function getCheckupRequest(): Promise<CheckupRequestView | null> {
  try {
    return await api.get<CheckupRequestView>('Quote/GetQuoteRequest');
  } catch (error) {
    if (isApiError(error) && error.httpStatus === 404 && /not found/i.test(error.message)) return null;
    throw error;
  }
}

export const checkupRequestQueryOptions = () =>
  queryOptions({ queryKey: ['quotes', 'request', 'current'], queryFn: getCheckupRequest, staleTime: 0 });

export function useCheckupRequest() {
  return useQuery(checkupRequestQueryOptions());
}

export const maintenanceCheckQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['maintenance-checks', id], queryFn: () => getMaintenanceCheck(id), staleTime: 0 });

export function useMaintenanceCheck(id: number | null) {
  return useQuery({ ...maintenanceCheckQueryOptions(id ?? 0), enabled: id !== null });
}
