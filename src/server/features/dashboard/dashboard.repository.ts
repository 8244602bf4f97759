import { and, count, eq } from 'drizzle-orm';
import type { AppAbility } from '#domain/auth/permissions.ts';
import { COMPLAINT_STATUSES } from '#domain/complaints/complaint-status.ts';
import type { DashboardReply } from '#domain/dashboard/dashboard.schemas.ts';
import { designationOf } from '#domain/auth/roles.ts';
import { accessibleBy } from '#server/db/sql/accessible-by.ts';
import type { Database } from '#server/db/client.ts';
import { COMPLAINT_RULE_COLUMNS, complaints } from '#server/db/schema/complaints.ts';
import { roles } from '#server/db/schema/roles.ts';
import { activeAccount, users } from '#server/db/schema/users.ts';

/** Complaints per status (those the user may read) and staff who can sign in, per designation. */
export async function dashboardFigures(db: Database, ability: AppAbility): Promise<DashboardReply> {
  const rows = await db
    .select({ role: roles.slug, count: count(users.id) })
    .from(roles)
    .leftJoin(users, and(eq(users.roleId, roles.id), activeAccount))
    .groupBy(roles.id, roles.slug)
    .orderBy(roles.id);
  const statusRows = await db
    .select({ status: complaints.status, count: count() })
    .from(complaints)
    .where(accessibleBy(ability, 'read', 'Complaint', COMPLAINT_RULE_COLUMNS))
    .groupBy(complaints.status);
  const byStatus = COMPLAINT_STATUSES.map((status) => ({
    status,
    count: statusRows.find((row) => row.status === status)?.count ?? 0,
  }));
  return {
    complaints: { total: byStatus.reduce((sum, row) => sum + row.count, 0), byStatus },
    staff: {
      total: rows.reduce((sum, row) => sum + row.count, 0),
      byDesignation: rows.map((row) => ({
        role: row.role,
        designation: designationOf(row.role),
        count: row.count,
      })),
    },
  };
}
