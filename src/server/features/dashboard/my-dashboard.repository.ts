import { and, avg, count, desc, eq, gte, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { COMPLAINT_STATUSES } from '#domain/complaints/complaint-status.ts';
import { weekStart } from '#domain/dashboard/dashboard-period.ts';
import type { MyDashboardReply } from '#domain/dashboard/dashboard.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import { dashboardOpen } from '#server/db/schema/dashboard.ts';

const c = complaints;

/**
 * A user's own figures: staff count what is assigned to them, a dealer everything of their
 * dealership; both only within what their rules let them read (`access`).
 */
export async function myFigures(
  db: Database,
  options: { access: SQL; readsEveryComplaint: boolean; userId: number; dealership: boolean; today: string },
): Promise<MyDashboardReply> {
  const mine = options.dealership ? options.access : and(options.access, eq(c.assignee_id, options.userId))!;
  const statusRows = await db.select({ status: c.status, n: count() }).from(c).where(mine).groupBy(c.status);
  const since = weekStart(options.today);
  const [resolved] = await db
    .select({ n: count() })
    .from(c)
    .where(and(mine, gte(c.resolved_at, sql`(${since}::date)::timestamp at time zone company_time_zone()`)));
  const [average] = await db
    .select({
      seconds: avg(sql`extract(epoch from ${c.resolved_at} - ${c.created_at})`).mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(c)
    .where(and(mine, isNotNull(c.resolved_at)));
  const recent = await db
    .select({ id: c.id, customerName: c.customer_name, status: c.status, updatedAt: c.updated_at })
    .from(c)
    .where(mine)
    .orderBy(desc(c.updated_at), desc(c.id))
    .limit(5);
  const unassigned = options.dealership ? null : await unassignedOpen(db, options);
  return {
    scope: options.dealership ? 'dealership' : 'assigned',
    byStatus: COMPLAINT_STATUSES.map((status) => ({
      status,
      count: statusRows.find((row) => row.status === status)?.n ?? 0,
    })),
    resolvedThisWeek: { since, count: resolved!.n },
    averageResolveHours: average?.seconds == null ? null : average.seconds / 3600,
    recent: recent.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
    unassigned,
  };
}

/**
 * Open complaints nobody is assigned, among those the user may read. Whoever reads every complaint
 * gets the kept roll-up (decision 025: assignee 0 is nobody), not a count of a quarter of the table.
 */
async function unassignedOpen(db: Database, options: { access: SQL; readsEveryComplaint: boolean }) {
  if (options.readsEveryComplaint) {
    const [kept] = await db
      .select({ n: sql<number>`coalesce(sum(${dashboardOpen.open}), 0)::int` })
      .from(dashboardOpen)
      .where(eq(dashboardOpen.assignee_id, 0));
    return kept?.n ?? 0;
  }
  const [counted] = await db
    .select({ n: count() })
    .from(c)
    .where(and(options.access, isNull(c.assignee_id), ne(c.status, 'Resolved')));
  return counted?.n ?? 0;
}
