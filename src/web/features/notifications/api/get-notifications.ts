import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationListReply } from '#domain/notifications/notification.schemas.ts';
import { api } from '#web/lib/api-client.ts';

/** New notifications reach an open page within this time (they are written by any app process). */
export const NOTIFICATIONS_POLL_MS = 30_000;

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const notificationsQuery = queryOptions({
  queryKey: NOTIFICATIONS_KEY,
  queryFn: () => api<NotificationListReply>('GET', '/notifications'),
  refetchInterval: NOTIFICATIONS_POLL_MS,
});

export function useNotifications() {
  return useQuery(notificationsQuery);
}
