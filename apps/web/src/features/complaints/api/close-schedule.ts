import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { scheduleQueryKey, type Schedule } from './get-schedule.ts';
import { schedulesQueryKey } from './get-schedules.ts';

/** POST MonitoringSchedule/CloseMonitoringSchedule: needs a photo first; the next check is scheduled by the server. */
export async function closeSchedule(input: { monitoringScheduleId: number; note: string }) {
  const { message, data } = await api.post<{ data: Schedule }>('MonitoringSchedule/CloseMonitoringSchedule', input);
  return { message, data };
}

export function useCloseSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeSchedule,
    onSuccess: ({ data }) => queryClient.setQueryData(scheduleQueryKey(data.id), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulesQueryKey }),
  });
}
