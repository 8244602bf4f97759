import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationListReply } from '#domain/notifications/notification.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { NOTIFICATIONS_KEY } from './get-notifications.ts';

/** Marks one notification read (an id) or all of them (no id); the answer is the fresh list. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) =>
      api<NotificationListReply>(
        'POST',
        id === undefined ? '/notifications/read-all' : `/notifications/${id}/read`,
      ),
    onSuccess: (reply) => queryClient.setQueryData(NOTIFICATIONS_KEY, reply),
  });
}
