import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ScheduleSummary } from './get-schedules.ts';

export interface ScheduleImage {
  id: number;
  /** A data: URL. */
  url: string;
  dateCreated: string;
}

export interface Schedule extends ScheduleSummary {
  images: ScheduleImage[];
  /** The closing note; "" while open. */
  note: string;
  closedBy: string | null;
}

/** The server takes at most this many photos per check. */
export const MAX_SCHEDULE_IMAGES = 6;

/** GET MonitoringSchedule/GetMonitoringSchedule (support, admin, the assigned engineer). */
export async function getSchedule(id: number): Promise<Schedule> {
  const { data } = await api.get<{ data: Schedule }>('MonitoringSchedule/GetMonitoringSchedule', {
    query: { monitoringScheduleId: id },
  });
  return data;
}

export const scheduleQueryKey = (id: number) => ['complaints', 'schedule', id] as const;

export const scheduleQueryOptions = (id: number) =>
  queryOptions({ queryKey: scheduleQueryKey(id), queryFn: () => getSchedule(id), staleTime: 0 });

export function useSchedule(id: number) {
  return useQuery({ ...scheduleQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
