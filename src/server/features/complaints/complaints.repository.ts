import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { RoleSlug } from '#domain/auth/roles.ts';
import type { Database } from '#server/db/client.ts';
import { COMPLAINT_CARD_COLUMNS, complaints, complaintTimeline } from '#server/db/schema/complaints.ts';
import { dealers } from '#server/db/schema/dealers.ts';
import { roles } from '#server/db/schema/roles.ts';
import { users } from '#server/db/schema/users.ts';
import { liveEventsOf, publishLive } from '#server/live/live-events.ts';
import type { ListCursor } from './list-cursor.ts';

export type NewComplaint = typeof complaints.$inferInsert;
export type ComplaintChanges = Partial<Omit<NewComplaint, 'id' | 'version' | 'created_at' | 'updated_at'>>;
export type NewTimelineRecord = typeof complaintTimeline.$inferInsert;

export interface ListPage {
  /** Which complaints: the filter's conditions, the list's status and the reader's rules. */
  where: SQL[];
  order: 'asc' | 'desc';
  after: ListCursor | null;
  /** Rows to return; one more is read to know whether a next page exists. */
  limit: number;
}

/** One page of cards, keyset-paged on (created_at, id) so any page costs the same as the first. */
export function listComplaints(db: Database, filter: ListPage) {
  const conditions: SQL[] = [...filter.where];
  if (filter.after) {
    const position = sql`(${complaints.created_at}, ${complaints.id})`;
    const cursor = sql`(${filter.after.at}::timestamptz, ${filter.after.id}::integer)`;
    conditions.push(filter.order === 'desc' ? sql`${position} < ${cursor}` : sql`${position} > ${cursor}`);
  }
  const direction = filter.order === 'desc' ? desc : asc;
  return db
    .select({
      ...COMPLAINT_CARD_COLUMNS,
      // A Date keeps milliseconds only; the cursor needs the stored microseconds.
      cursor_at: sql<string>`to_char(${complaints.created_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(complaints)
    .leftJoin(users, eq(users.id, complaints.assignee_id))
    .where(and(...conditions))
    .orderBy(direction(complaints.created_at), direction(complaints.id))
    .limit(filter.limit + 1);
}

export async function findComplaint(db: Database, id: number) {
  const [row] = await db
    .select({ ...getTableColumns(complaints), assignee_name: users.name, assignee_role: roles.slug })
    .from(complaints)
    .leftJoin(users, eq(users.id, complaints.assignee_id))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(complaints.id, id));
  return row;
}
export type ComplaintRow = NonNullable<Awaited<ReturnType<typeof findComplaint>>>;

/** Oldest first. */
export function findTimeline(db: Database, complaintId: number) {
  return db
    .select({
      action_key: complaintTimeline.action_key,
      params: complaintTimeline.params,
      user_name: complaintTimeline.user_name,
      created_at: complaintTimeline.created_at,
    })
    .from(complaintTimeline)
    .where(eq(complaintTimeline.complaint_id, complaintId))
    .orderBy(asc(complaintTimeline.created_at), asc(complaintTimeline.id));
}

/** Staff of the given roles, by name. */
export function findStaff(db: Database, roleSlugs: readonly RoleSlug[]) {
  return db
    .select({ id: users.id, name: users.name, role: roles.slug })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(inArray(roles.slug, [...roleSlugs]), isNull(users.deletedAt)))
    .orderBy(asc(users.name), asc(users.id));
}

export async function findStaffMember(db: Database, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: roles.slug })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

export async function findDealer(db: Database, id: number) {
  const [row] = await db
    .select({
      dealer_name: dealers.dealer_name,
      dealer_phone: dealers.dealer_phone,
      dealer_city: dealers.dealer_city,
      dealer_address: dealers.dealer_address,
    })
    .from(dealers)
    .where(eq(dealers.id, id));
  return row;
}

export async function insertComplaint(db: Database, values: NewComplaint): Promise<number> {
  const [row] = await db.insert(complaints).values(values).returning({ id: complaints.id });
  return row!.id;
}

/**
 * Every change to a complaint writes its timeline, so this is where the live event is published
 * too (one per complaint and kind), in the same transaction (decision 016).
 */
export async function insertTimeline(db: Database, records: NewTimelineRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.insert(complaintTimeline).values(records);
  await publishLive(db, liveEventsOf(records));
}

/** Writes only when the row is still at `version`; the new version, or null when someone else got there first. */
export async function updateComplaintAtVersion(
  db: Database,
  id: number,
  version: number,
  changes: ComplaintChanges,
): Promise<number | null> {
  const [row] = await db
    .update(complaints)
    .set({ ...changes, version: sql`${complaints.version} + 1`, updated_at: sql`now()` })
    .where(and(eq(complaints.id, id), eq(complaints.version, version)))
    .returning({ version: complaints.version });
  return row?.version ?? null;
}
