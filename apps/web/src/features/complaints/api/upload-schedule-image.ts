import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { scheduleQueryKey, type Schedule } from './get-schedule.ts';
import { schedulesQueryKey } from './get-schedules.ts';

/** POST MonitoringSchedule/UploadMonitoringScheduleImage: one photo, already shrunk, as a data: URL. */
export async function uploadScheduleImage(input: { monitoringScheduleId: number; image: string }) {
  const { message, data } = await api.post<{ data: Schedule }>(
    'MonitoringSchedule/UploadMonitoringScheduleImage',
    input,
  );
  return { message, data };
}

export function useUploadScheduleImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadScheduleImage,
    onSuccess: ({ data }) => queryClient.setQueryData(scheduleQueryKey(data.id), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulesQueryKey }),
  });
}
