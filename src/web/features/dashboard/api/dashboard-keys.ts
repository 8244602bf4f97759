/** The dashboard's one query key. */
export const dashboardKeys = { figures: ['dashboard'] as const };
