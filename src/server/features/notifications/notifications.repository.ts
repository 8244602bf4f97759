import { and, count, desc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { AppAbility } from '#domain/auth/permissions.ts';
import type { Database } from '#server/db/client.ts';
import { COMPLAINT_RULE_COLUMNS, complaints } from '#server/db/schema/complaints.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { accessibleBy } from '#server/db/sql/accessible-by.ts';

// A notification names a complaint and its customer: it is shown only while the reader may read
// that complaint (a technician's complaint reassigned to someone else drops out of the list).
const readableComplaint = (ability: AppAbility) =>
  accessibleBy(ability, 'read', 'Complaint', COMPLAINT_RULE_COLUMNS);

export function findNotifications(db: Database, userId: number, ability: AppAbility, limit: number) {
  return db
    .select(getTableColumns(notifications))
    .from(notifications)
    .innerJoin(complaints, eq(complaints.id, notifications.complaint_id))
    .where(and(eq(notifications.user_id, userId), readableComplaint(ability)))
    .orderBy(desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Database, userId: number, ability: AppAbility): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .innerJoin(complaints, eq(complaints.id, notifications.complaint_id))
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at), readableComplaint(ability)));
  return row?.value ?? 0;
}

/** Marks one of the user's notifications read; false when the user has no such notification. */
export async function markRead(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read_at: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Database, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ read_at: new Date() })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
}
