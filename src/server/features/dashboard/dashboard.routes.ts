import type { FastifyPluginAsync } from 'fastify';
import { crmDashboardApi, dashboardApi } from '#domain/dashboard/dashboard.api.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import { dashboardFigures } from './dashboard.repository.ts';
import type { Jobs } from '#server/jobs/jobs.ts';
import {
  crmDashboard,
  DASHBOARD_REBUILD_JOB,
  dashboardReportXlsx,
  dealerScorecardCsv,
  myDashboard,
  rollupRebuildJob,
} from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsync<{ db: Database; jobs: Jobs }> = async (
  app,
  { db, jobs },
) => {
  jobs.define(DASHBOARD_REBUILD_JOB, rollupRebuildJob(db));
  route(app, dashboardApi.figures, ({ caller }) => dashboardFigures(db, caller.ability));
  route(app, crmDashboardApi.figures, ({ query, caller }) => crmDashboard(db, query, caller));
  route(app, crmDashboardApi.dealersCsv, async ({ query, caller, reply }) => {
    const file = await dealerScorecardCsv(db, query, caller);
    return reply
      .code(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
  route(app, crmDashboardApi.reportXlsx, async ({ query, caller, reply }) => {
    const file = await dashboardReportXlsx(db, query, caller);
    return reply
      .code(200)
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
  route(app, crmDashboardApi.mine, ({ caller }) => myDashboard(db, caller));
};
