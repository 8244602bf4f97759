import { and, count, desc, eq, inArray, not } from 'drizzle-orm';
import { COMPLAINT_STATUSES } from '#domain/complaints/complaint-status.ts';
import { describeAction, TIMELINE_SUBJECTS } from '#domain/complaints/timeline-actions.ts';
import { USER_ACTIVITY_LIMIT, type UserViewReply } from '#domain/users/user.schemas.ts';
import { forbidden, notFound } from '#server/app-error.ts';
import { accessibleBy } from '#server/db/sql/accessible-by.ts';
import type { Database } from '#server/db/client.ts';
import { COMPLAINT_RULE_COLUMNS, complaints, complaintTimeline } from '#server/db/schema/complaints.ts';
import { users } from '#server/db/schema/users.ts';
import type { Caller } from '#server/http/caller.ts';
import { findUser } from './users.repository.ts';

/**
 * Anyone sees their own view (the profile); others need to read users. Figures and activity count
 * only complaints the reader may read, and no entry about a subject the reader may not see.
 */
export async function userView(db: Database, id: number, reader: Caller): Promise<UserViewReply> {
  if (id !== reader.user.id && !reader.ability.can('read', 'User')) throw forbidden();
  const user = await findUser(db, id);
  if (!user) throw notFound();
  const readable = accessibleBy(reader.ability, 'read', 'Complaint', COMPLAINT_RULE_COLUMNS);
  const [created] = await db.select({ at: users.createdAt }).from(users).where(eq(users.id, id));
  const statusRows = await db
    .select({ status: complaints.status, count: count() })
    .from(complaints)
    .where(and(eq(complaints.assignee_id, id), readable))
    .groupBy(complaints.status);
  const hidden = Object.entries(TIMELINE_SUBJECTS)
    .filter(([, subject]) => subject && !reader.ability.can('read', subject))
    .map(([key]) => key);
  const activity = await db
    .select({
      complaintId: complaintTimeline.complaint_id,
      key: complaintTimeline.action_key,
      params: complaintTimeline.params,
      created_at: complaintTimeline.created_at,
    })
    .from(complaintTimeline)
    .innerJoin(complaints, eq(complaints.id, complaintTimeline.complaint_id))
    .where(
      and(
        eq(complaintTimeline.user_id, id),
        readable,
        hidden.length > 0 ? not(inArray(complaintTimeline.action_key, hidden)) : undefined,
      ),
    )
    .orderBy(desc(complaintTimeline.id))
    .limit(USER_ACTIVITY_LIMIT);
  return {
    user,
    createdAt: created!.at.toISOString(),
    assignedByStatus: COMPLAINT_STATUSES.map((status) => ({
      status,
      count: statusRows.find((row) => row.status === status)?.count ?? 0,
    })),
    activity: activity.map((row) => ({
      complaintId: row.complaintId,
      action: describeAction(reader.language, row.key, row.params),
      created_at: row.created_at.toISOString(),
    })),
  };
}
