import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useSession } from './session.ts';

export const notificationCountKey = ['notification-count'] as const;

/** GET ClientUser/GetNotificationCount: the unread notifications of the signed-in person (0 when signed out or on error). */
export function useNotificationCount(): number {
  const session = useSession();
  const query = useQuery({
    queryKey: notificationCountKey,
    queryFn: () => api.get<{ count: number }>('ClientUser/GetNotificationCount'),
    enabled: session !== null,
    staleTime: 60_000,
  });
  return query.data?.count ?? 0;
}
