import { stringify } from 'csv-stringify/sync';
import { resolvePeriod } from '#domain/dashboard/dashboard-period.ts';
import type { CrmDashboardQuery, CrmDashboardReply } from '#domain/dashboard/dashboard.schemas.ts';
import { translate } from '#domain/i18n/translate.ts';
import { accessibleBy } from '#server/db/sql/accessible-by.ts';
import type { Database } from '#server/db/client.ts';
import { COMPLAINT_RULE_COLUMNS } from '#server/db/schema/complaints.ts';
import type { Caller } from '#server/http/caller.ts';
import { crmFigures, dealerScorecard, type DashboardScope } from './crm-dashboard.repository.ts';
import { myFigures } from './my-dashboard.repository.ts';

const today = () => new Date().toISOString().slice(0, 10);

function scopeOf(query: CrmDashboardQuery, caller: Caller): DashboardScope {
  return {
    access: accessibleBy(caller.ability, 'read', 'Complaint', COMPLAINT_RULE_COLUMNS),
    province: query.province,
    dealer: query.dealer,
    category: query.category,
  };
}

const periodOf = (query: CrmDashboardQuery) =>
  resolvePeriod(query.period, today(), { from: query.from, to: query.to });

export function crmDashboard(
  db: Database,
  query: CrmDashboardQuery,
  caller: Caller,
): Promise<CrmDashboardReply> {
  return crmFigures(db, scopeOf(query, caller), periodOf(query));
}

/** The dealer scorecard as CSV, with a byte-order mark so spreadsheets read Arabic and Urdu names. */
export async function dealerScorecardCsv(
  db: Database,
  query: CrmDashboardQuery,
  caller: Caller,
): Promise<{ fileName: string; body: string }> {
  const period = periodOf(query);
  const rows = await dealerScorecard(db, scopeOf(query, caller), period);
  const header = ['dealer', 'complaints', 'medianResolveHours', 'repeatCustomers'].map((key) =>
    translate(caller.language, `dashboard.crm.dealers.${key}`),
  );
  const cells = rows.map((row) => [
    row.name,
    row.complaints,
    row.medianResolveHours === null ? '' : row.medianResolveHours.toFixed(1),
    row.repeatCustomers,
  ]);
  return {
    fileName: `dealers-${period.from}-${period.to}.csv`,
    body: stringify([header, ...cells], { record_delimiter: 'windows', bom: true }),
  };
}

export function myDashboard(db: Database, caller: Caller) {
  return myFigures(db, {
    access: accessibleBy(caller.ability, 'read', 'Complaint', COMPLAINT_RULE_COLUMNS),
    userId: caller.user.id,
    dealership: caller.user.role === 'dealer',
    today: today(),
  });
}
