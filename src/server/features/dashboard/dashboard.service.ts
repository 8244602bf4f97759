import { stringify } from 'csv-stringify/sync';
import { resolvePeriod } from '#domain/dashboard/dashboard-period.ts';
import type { CrmDashboardQuery, CrmDashboardReply } from '#domain/dashboard/dashboard.schemas.ts';
import { translate } from '#domain/i18n/translate.ts';
import { sql } from 'drizzle-orm';
import { AppError } from '#server/app-error.ts';
import { accessibleBy, allowsEveryRow } from '#server/db/sql/accessible-by.ts';
import type { Database } from '#server/db/client.ts';
import { COMPLAINT_RULE_COLUMNS } from '#server/db/schema/complaints.ts';
import type { Caller } from '#server/http/caller.ts';
import type { JobHandler, Jobs } from '#server/jobs/jobs.ts';
import {
  crmFigures,
  dealerScorecard,
  rollupsStale,
  rowsOf,
  type DashboardScope,
} from './crm-dashboard.repository.ts';
import { dashboardWorkbook } from './dashboard-workbook.ts';
import { myFigures } from './my-dashboard.repository.ts';

/** Today in the company's time zone (the SLA settings'), as the roll-ups count days. */
async function today(db: Database): Promise<string> {
  const [row] = await rowsOf<{ today: string }>(
    db,
    sql`select to_char(now() at time zone company_time_zone(), 'YYYY-MM-DD') as today`,
  );
  return row!.today;
}

/**
 * The manager's figures come from roll-ups of every complaint (decision 025): a role whose rules let
 * it read only some complaints cannot have them (it has its own dashboard).
 */
function scopeOf(query: CrmDashboardQuery, caller: Caller): DashboardScope {
  if (!allowsEveryRow(caller.ability, 'read', 'Complaint'))
    throw new AppError('FORBIDDEN', 403, 'dashboard.crm.needsEveryComplaint');
  return { province: query.province, dealer: query.dealer, category: query.category };
}

async function periodOf(db: Database, query: CrmDashboardQuery) {
  return resolvePeriod(query.period, await today(db), { from: query.from, to: query.to });
}

export async function crmDashboard(
  db: Database,
  query: CrmDashboardQuery,
  caller: Caller,
): Promise<CrmDashboardReply> {
  const scope = scopeOf(query, caller);
  return crmFigures(db, scope, await periodOf(db, query));
}

export const DASHBOARD_REBUILD_JOB = 'dashboard.rebuild';

/**
 * After the company's time zone changed (the SLA settings), queues the rebuild of the roll-ups in the
 * new zone's days (decision 033): the request answers at once; the dashboards say 'being
 * recalculated' until the job has committed.
 */
export async function queueRollupRebuild(db: Database, jobs: Jobs, ownerId: number): Promise<void> {
  if (await rollupsStale(db)) await jobs.enqueue(DASHBOARD_REBUILD_JOB, { ownerId, input: {}, total: 1 });
}

/**
 * Rebuilds every roll-up in one transaction (`dashboard_rebuild()`, which also records the zone it
 * built them in): readers see the old rows until it commits, never a half-built table. A job queued
 * twice (two quick changes) finds nothing stale the second time.
 */
export function rollupRebuildJob(db: Database): JobHandler {
  return async (context) => {
    if (!(await rollupsStale(db))) return {};
    await db.transaction(async (tx) => {
      await tx.execute(sql`select dashboard_rebuild()`);
      await context.progress(tx, 1, {});
    });
    return {};
  };
}

/** The dealer scorecard as CSV, with a byte-order mark so spreadsheets read Arabic and Urdu names. */
export async function dealerScorecardCsv(
  db: Database,
  query: CrmDashboardQuery,
  caller: Caller,
): Promise<{ fileName: string; body: string }> {
  const scope = scopeOf(query, caller);
  const period = await periodOf(db, query);
  const rows = await dealerScorecard(db, scope, period);
  const header = [
    'dealer',
    'complaints',
    'medianResolveHours',
    'outOfWarranty',
    'flagged',
    'repeatCustomers',
  ].map((key) => translate(caller.language, `dashboard.crm.dealers.${key}`));
  const cells = rows.map((row) => [
    row.name,
    row.complaints,
    row.medianResolveHours === null ? '' : row.medianResolveHours.toFixed(1),
    row.outOfWarranty,
    row.flagged,
    row.repeatCustomers,
  ]);
  return {
    fileName: `dealers-${period.from}-${period.to}.csv`,
    body: stringify([header, ...cells], { record_delimiter: 'windows', bom: true }),
  };
}

/** The Reports screen's figures as an Excel workbook. */
export async function dashboardReportXlsx(
  db: Database,
  query: CrmDashboardQuery,
  caller: Caller,
): Promise<{ fileName: string; body: Buffer }> {
  const figures = await crmDashboard(db, query, caller);
  return {
    fileName: `report-${figures.period.from}-${figures.period.to}.xlsx`,
    body: await dashboardWorkbook(figures, caller.language),
  };
}

export async function myDashboard(db: Database, caller: Caller) {
  return myFigures(db, {
    access: accessibleBy(caller.ability, 'read', 'Complaint', COMPLAINT_RULE_COLUMNS),
    readsEveryComplaint: allowsEveryRow(caller.ability, 'read', 'Complaint'),
    userId: caller.user.id,
    dealership: caller.user.role === 'dealer',
    today: await today(db),
  });
}
