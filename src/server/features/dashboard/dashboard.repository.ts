import { count, eq } from 'drizzle-orm';
import type { DashboardReply } from '#domain/dashboard/dashboard.schemas.ts';
import { designationOf } from '#domain/auth/roles.ts';
import type { Database } from '../../db/client.ts';
import { roles } from '../../db/schema/roles.ts';
import { users } from '../../db/schema/users.ts';

export async function dashboardFigures(db: Database): Promise<DashboardReply> {
  const rows = await db
    .select({ role: roles.slug, count: count(users.id) })
    .from(roles)
    .leftJoin(users, eq(users.roleId, roles.id))
    .groupBy(roles.id, roles.slug)
    .orderBy(roles.id);
  return {
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
