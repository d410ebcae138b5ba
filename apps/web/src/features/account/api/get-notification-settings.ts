import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

/** One event and whether it reaches the person by e-mail and by SMS (in-app notifications always show). */
export interface NotificationSetting {
  event: string;
  label: string;
  email: boolean;
  sms: boolean;
}

export async function getNotificationSettings(): Promise<NotificationSetting[]> {
  const { data } = await api.get<{ data: NotificationSetting[] }>('ClientUser/GetNotificationSettings');
  return data;
}

export const notificationSettingsQueryKey = (userId: number) => ['account', 'notification-settings', userId] as const;

export const notificationSettingsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: notificationSettingsQueryKey(userId), queryFn: getNotificationSettings });

export function useNotificationSettings() {
  const userId = useSession()?.user.id ?? 0;
  return useQuery({ ...notificationSettingsQueryOptions(userId), enabled: userId > 0 });
}
