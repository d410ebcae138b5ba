import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getMaintenanceCheck,
  type MaintenanceCheck,
  type MaintenanceCheckImage,
} from '../../../lib/checks/get-maintenance-check.ts';

/** One check with its photos and closing note, as support, admins and the assigned engineer open it. */
export type Schedule = MaintenanceCheck;
export type ScheduleImage = MaintenanceCheckImage;

export const scheduleQueryKey = (id: number) => ['complaints', 'schedule', id] as const;

export const scheduleQueryOptions = (id: number) =>
  queryOptions({ queryKey: scheduleQueryKey(id), queryFn: () => getMaintenanceCheck(id), staleTime: 0 });

export function useSchedule(id: number) {
  return useQuery({ ...scheduleQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
