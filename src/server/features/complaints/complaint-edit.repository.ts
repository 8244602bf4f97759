import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RoleSlug } from '#domain/auth/roles.ts';
import type { Database } from '#server/db/client.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import { roles } from '#server/db/schema/roles.ts';
import { activeAccount, users } from '#server/db/schema/users.ts';
import {
  complaintRecordColumns,
  complaintRecordsOf,
  type WantedRecords,
} from './collaboration.repository.ts';
import type { ComplaintRow } from './complaints.repository.ts';
import { runPrepared } from './first-page-query.ts';

/** What the edit screen reads besides the complaint's timeline; staff: the staff of `staffRoles`. */
export interface WantedForEdit extends WantedRecords {
  staff: boolean;
}

interface StaffMember {
  id: number;
  name: string;
  role: RoleSlug;
}

const assignee = alias(users, 'assignee');
const assigneeRole = alias(roles, 'assignee_role');

/** Staff of the given roles with an active account, by name, as one JSON column (findStaff's rows). */
function staffColumn(roleSlugs: readonly RoleSlug[]) {
  return sql<
    StaffMember[]
  >`(select coalesce(json_agg(json_build_object('id', ${users.id}, 'name', ${users.name},
    'role', ${roles.slug}) order by ${asc(users.name)}, ${asc(users.id)}), '[]')
    from ${users} inner join ${roles} on ${eq(roles.id, users.roleId)}
    where ${and(inArray(roles.slug, [...roleSlugs]), activeAccount)})`;
}

/**
 * The edit screen's complaint (findComplaint's row), its records and, when `want.staff`, the staff
 * it can be assigned to, in one statement (decision 060), where they took three and two round
 * trips. Built once per kind of reader (what they are shown) and kept prepared: on PostgreSQL a
 * named statement that each connection parses and plans once. Records the reader may not read are
 * not selected; undefined when the complaint does not exist.
 */
export async function findComplaintForEdit(
  db: Database,
  id: number,
  want: WantedForEdit,
  staffRoles: readonly RoleSlug[],
) {
  const key = `complaint-edit:${[want.comments, want.notes, want.images, want.staff].map(Number).join('')}:${staffRoles.join(',')}`;
  const [found] = await runPrepared(
    db,
    key,
    () =>
      db
        .select({
          ...getTableColumns(complaints),
          assignee_name: assignee.name,
          assignee_role: assigneeRole.slug,
          ...complaintRecordColumns(complaints.id, want),
          staff: want.staff ? staffColumn(staffRoles) : sql<StaffMember[]>`'[]'::json`,
        })
        .from(complaints)
        .leftJoin(assignee, eq(assignee.id, complaints.assignee_id))
        .leftJoin(assigneeRole, eq(assigneeRole.id, assignee.roleId))
        .where(eq(complaints.id, sql.placeholder('id'))),
    { id },
  );
  if (!found) return undefined;
  const { timeline, comments, notes, images, staff, ...row } = found;
  return {
    row: row satisfies ComplaintRow,
    records: complaintRecordsOf({ timeline, comments, notes, images }),
    staff,
  };
}
