import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardReply } from '#domain/dashboard/dashboard.schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => api<DashboardReply>('GET', '/dashboard'),
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
