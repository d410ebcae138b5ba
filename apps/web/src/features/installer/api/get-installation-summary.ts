import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffRequestCardItem } from '../../../components/ui/staff-request-card.tsx';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { myInstallationsQueryKey, type InstallationsPage } from './get-my-installations.ts';

/** How many of the latest completed installations the profile shows. */
export const LATEST_COMPLETED = 3;

export interface InstallationSummary {
  active: number;
  completed: number;
  /** The newest completed jobs (newest request first, as the API lists them). */
  latest: StaffRequestCardItem[];
  /** The engineer's average rating in half stars, null until a customer has rated a job. */
  rating: number | null;
}

/**
 * The engineer's counts from GET Quote/GetMyActiveInstallationQuotes and GetMyCompletedInstallationQuotes (their
 * totalCount), and the latest completed jobs. The average rating is the one every job card carries for its engineer
 * (`supportStaff.rating`, docs/staff.md): on the engineer's own cards that is theirs.
 */
export async function getInstallationSummary(): Promise<InstallationSummary> {
  const page = (path: string, size: number) =>
    api.get<InstallationsPage>(path, { query: { PageIndex: 1, PageSize: size } });
  const [active, completed] = await Promise.all([
    page('Quote/GetMyActiveInstallationQuotes', 1),
    page('Quote/GetMyCompletedInstallationQuotes', LATEST_COMPLETED),
  ]);
  const rated = [...completed.data, ...active.data].find((item) => item.supportStaff?.rating != null);
  return {
    active: active.totalCount,
    completed: completed.totalCount,
    latest: completed.data,
    rating: rated?.supportStaff?.rating ?? null,
  };
}

/** Under the installations key, so marking a job complete on /installer-profile refreshes it too. */
export const installationSummaryQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...myInstallationsQueryKey, 'summary', userId],
    queryFn: getInstallationSummary,
    staleTime: 0,
  });

export function useInstallationSummary() {
  const userId = useSession()?.user.id ?? 0;
  return useQuery({ ...installationSummaryQueryOptions(userId), enabled: userId > 0 });
}
