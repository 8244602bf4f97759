import { z } from 'zod';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { TIMELINE } from '#domain/complaints/timeline-actions.ts';
import type { Database } from '#server/db/client.ts';
import { complaints, complaintTimeline } from '#server/db/schema/complaints.ts';
import { autoAssign } from '#server/features/assignment/assignment.service.ts';
import { notify } from '#server/features/notifications/notifications.service.ts';
import { JobInterrupted, type JobHandler } from '#server/jobs/jobs.ts';
import { liveEventsOf, publishLive } from '#server/live/live-events.ts';

/** Up to this many open complaints go through automatic assignment in the delete's own transaction. */
export const INLINE_AUTO_ASSIGN_LIMIT = 100;
/** More are handed to automatic assignment by a background job, this many per transaction. */
const AUTO_ASSIGN_BATCH = 100;
/** Timeline rows written per statement (well under PostgreSQL's bound-parameter limit). */
const TIMELINE_CHUNK = 1_000;
export const AUTO_ASSIGN_OPEN_JOB = 'users.auto-assign-open';

const openOf = (userId: number) => and(eq(complaints.assignee_id, userId), ne(complaints.status, 'Resolved'));

/** How many complaints not yet resolved are assigned to the person. */
export async function countOpenComplaints(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(complaints)
    .where(openOf(userId));
  return row?.count ?? 0;
}

export interface Actor {
  id: number;
  name: string;
}

/**
 * Moves every open complaint of `fromId` to `to` (a person, or nobody: Unassigned) in one
 * statement, inside the caller's transaction: each gets a new version (an edit opened before is
 * refused with 409, nothing is overwritten), a timeline entry signed by `actor`, and the new
 * assignee a notification. Returns the moved complaints' ids.
 */
export async function moveOpenComplaints(
  tx: Database,
  fromId: number,
  to: Actor | null,
  actor: Actor,
): Promise<number[]> {
  const moved = await tx
    .update(complaints)
    .set({ assignee_id: to?.id ?? null, version: sql`${complaints.version} + 1`, updated_at: sql`now()` })
    .where(openOf(fromId))
    .returning({ id: complaints.id, customer_name: complaints.customer_name });
  const params: Record<string, string> = to ? { name: to.name } : {};
  for (let start = 0; start < moved.length; start += TIMELINE_CHUNK) {
    const records = moved.slice(start, start + TIMELINE_CHUNK).map((row) => ({
      complaint_id: row.id,
      action_key: to ? TIMELINE.assigned : TIMELINE.unassigned,
      params,
      user_id: actor.id,
      user_name: actor.name,
    }));
    // As every timeline write does: the open lists and edit screens hear of it (decision 016).
    await tx.insert(complaintTimeline).values(records);
    await publishLive(tx, liveEventsOf(records));
  }
  if (to) {
    for (const row of moved) {
      await notify(tx, {
        userId: to.id,
        kind: 'complaintAssigned',
        complaintId: row.id,
        actor,
        customerName: row.customer_name,
      });
    }
  }
  return moved.map((row) => row.id);
}

/**
 * Runs the automatic assignment rule on those of `ids` that are still open and Unassigned (a
 * complaint someone assigned meanwhile is left alone). Inside the caller's transaction.
 */
export async function autoAssignUnassigned(tx: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx
    .select({
      id: complaints.id,
      customer_name: complaints.customer_name,
      customer_city: complaints.customer_city,
      customer_province: complaints.customer_province,
      product_category: complaints.product_category,
    })
    .from(complaints)
    .where(
      and(
        inArray(complaints.id, [...ids]),
        isNull(complaints.assignee_id),
        ne(complaints.status, 'Resolved'),
      ),
    )
    .orderBy(complaints.id)
    .for('update');
  for (const row of rows) await autoAssign(tx, row);
}

const jobInput = z.object({ ids: z.array(z.number().int()) });

/**
 * The background half of 'hand them to automatic assignment' for many complaints: they are
 * already Unassigned (committed with the deletion, so none is lost if the job stops); the job
 * assigns them in batches, each batch and its progress in one transaction, resuming after the
 * last committed batch.
 */
export function autoAssignOpenJob(db: Database): JobHandler {
  return async (context) => {
    const { ids } = jobInput.parse(context.input);
    for (let done = context.done; done < ids.length;) {
      if (context.stopping()) throw new JobInterrupted();
      const batch = ids.slice(done, done + AUTO_ASSIGN_BATCH);
      done += batch.length;
      await db.transaction(async (tx) => {
        await autoAssignUnassigned(tx, batch);
        await context.progress(tx, done, { done });
      });
    }
    return { done: ids.length };
  };
}
