import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { complaintFilterOptionsApi } from '#domain/complaints/complaint-filter-options.api.ts';
import { crmDashboardApi } from '#domain/dashboard/dashboard.api.ts';
import type { CrmDashboardQuery } from '#domain/dashboard/dashboard.schemas.ts';
import { call } from '#web/lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/**
 * The manager's figures; while another period loads, the previous figures stay. While the roll-ups
 * are being rebuilt for a new time zone, asked again every few seconds until they are.
 */
export function useCrmDashboard(query: Partial<CrmDashboardQuery>) {
  return useQuery({
    queryKey: dashboardKeys.crm(query),
    queryFn: () => call(crmDashboardApi.figures, { query }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.recalculating ? 5_000 : false),
  });
}

export function useMyDashboard() {
  return useQuery({ queryKey: dashboardKeys.mine, queryFn: () => call(crmDashboardApi.mine) });
}

/** Dealers by name for the dashboard's dealer filter, and the name of the one chosen. */
export function useDealerOptions(search: string, ids: readonly number[]) {
  return useQuery({
    queryKey: dashboardKeys.dealers(search, ids),
    queryFn: () =>
      call(complaintFilterOptionsApi.dealers, { query: { search: search || undefined, id: [...ids] } }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
