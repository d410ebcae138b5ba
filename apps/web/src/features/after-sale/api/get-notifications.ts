import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** One entry of the in-app feed (docs/after-sale.md "Notifications"). */
export interface AppNotification {
  id: number;
  /** quote-priced, payment-received, issue-status-changed, maintenance-due, maintenance-done, … (@imole/domain/notifications). */
  event: string;
  title: string;
  body: string;
  /** A path of this app to open ("/issue-details/4"), or null. */
  link: string | null;
  isRead: boolean;
  dateCreated: string;
}

export const notificationsKey = ['notifications', 'list'] as const;

/** GET ClientUser/GetNotifications: the latest 100, newest first. */
export async function getNotifications(): Promise<AppNotification[]> {
  const { data } = await api.get<{ data: AppNotification[] }>('ClientUser/GetNotifications');
  return data;
}

export const notificationsQueryOptions = () =>
  // Something new may have arrived since the last visit: always ask again when the page opens.
  queryOptions({ queryKey: notificationsKey, queryFn: getNotifications, staleTime: 0 });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
