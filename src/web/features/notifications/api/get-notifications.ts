import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationApi } from '#domain/notifications/notification.api.ts';
import { call } from '#web/lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** New notifications reach an open page within this time (they are written by any app process). */
export const NOTIFICATIONS_POLL_MS = 30_000;

export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.list,
  queryFn: () => call(notificationApi.list),
  refetchInterval: NOTIFICATIONS_POLL_MS,
});

export function useNotifications() {
  return useQuery(notificationsQuery);
}
