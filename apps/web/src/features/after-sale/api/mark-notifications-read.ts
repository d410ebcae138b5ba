import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../../lib/api-client.ts';
import { notificationCountKey } from '../../../lib/notification-count.ts';
import { notificationsKey, type AppNotification } from './get-notifications.ts';

/** POST ClientUser/MarkNotificationsRead: one notification (id) or, without one, all of them. Answers the unread count. */
export async function markNotificationsRead(id?: number): Promise<ApiResponse<{ count: number }>> {
  return api.post<{ count: number }>('ClientUser/MarkNotificationsRead', id === undefined ? {} : { id });
}

/**
 * Marks read and puts the answer where it shows: the list loses its unread marks and the bell's badge takes the
 * server's count. The cache is updated in the mutation's own callbacks, which run even after the page has moved on
 * to the notification's link.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) => markNotificationsRead(id),
    onSuccess: (answer, id) => {
      queryClient.setQueryData(notificationCountKey, answer);
      queryClient.setQueryData<AppNotification[]>(notificationsKey, (list) =>
        list?.map((n) => (id === undefined || n.id === id ? { ...n, isRead: true } : n)),
      );
    },
  });
}
