import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationApi } from '#domain/notifications/notification.api.ts';
import { call } from '#web/lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** Marks one notification read (an id) or all of them (no id); the answer is the fresh list. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) =>
      id === undefined
        ? call(notificationApi.markAllRead)
        : call(notificationApi.markRead, { params: { id } }),
    onSuccess: (reply) => queryClient.setQueryData(notificationKeys.list, reply),
  });
}
