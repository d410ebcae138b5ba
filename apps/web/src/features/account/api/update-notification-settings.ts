import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { notificationSettingsQueryKey, type NotificationSetting } from './get-notification-settings.ts';

export interface UpdateNotificationSettingsInput {
  settings: { event: string; email: boolean; sms: boolean }[];
}

export async function updateNotificationSettings(
  input: UpdateNotificationSettingsInput,
): Promise<{ message: string; data: NotificationSetting[] }> {
  const { message, data } = await api.post<{ data: NotificationSetting[] }>('ClientUser/UpdateNotificationSettings', {
    settings: input.settings.map(({ event, email, sms }) => ({ event, email, sms })),
  });
  return { message, data };
}

/** The answer is the saved list: it replaces the cached one. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id ?? 0;
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: ({ data }) => queryClient.setQueryData(notificationSettingsQueryKey(userId), data),
  });
}
