import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationApi } from '#domain/notifications/notification.api.ts';
import { call } from '#web/lib/api-client.ts';
import { useLiveStatus } from '#web/lib/live-events.ts';
import { notificationKeys } from './notification-keys.ts';

/**
 * New notifications arrive at once through the live stream; only while it cannot be opened do
 * they reach an open page within this time instead.
 */
export const NOTIFICATIONS_POLL_MS = 30_000;

export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.list,
  queryFn: () => call(notificationApi.list),
  refetchInterval: NOTIFICATIONS_POLL_MS,
});

export function useNotifications() {
  const live = useLiveStatus();
  return useQuery({
    ...notificationsQuery,
    refetchInterval: live === 'open' ? false : NOTIFICATIONS_POLL_MS,
  });
}
