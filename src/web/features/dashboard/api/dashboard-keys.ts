import type { CrmDashboardQuery } from '#domain/dashboard/dashboard.schemas.ts';

/** The dashboards' query keys. */
export const dashboardKeys = {
  figures: ['dashboard'] as const,
  crm: (query: Partial<CrmDashboardQuery>) => ['dashboard', 'crm', query] as const,
  mine: ['dashboard', 'mine'] as const,
  dealers: (search: string, ids: readonly number[]) => ['dashboard', 'dealers', search, ids] as const,
};
