import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '#domain/dashboard/dashboard.api.ts';
import { call } from '#web/lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

export const dashboardQuery = queryOptions({
  queryKey: dashboardKeys.figures,
  queryFn: () => call(dashboardApi.figures),
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
