import { and, asc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import { roles } from '#server/db/schema/roles.ts';
import { users } from '#server/db/schema/users.ts';
import type { ComplaintRow } from './complaints.repository.ts';

/** The complaints of one chunk of a bulk change, as `findComplaint` reads one. */
export function findComplaintsByIds(db: Database, ids: number[]): Promise<ComplaintRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ ...getTableColumns(complaints), assignee_name: users.name, assignee_role: roles.slug })
    .from(complaints)
    .leftJoin(users, eq(users.id, complaints.assignee_id))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(inArray(complaints.id, ids));
}

/** The ids of the complaints a filter means, in id order, at most `limit`. */
export async function matchingIds(db: Database, where: SQL[], limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(and(...where))
    .orderBy(asc(complaints.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
