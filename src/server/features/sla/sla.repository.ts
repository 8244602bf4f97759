import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { RoleSlug } from '#domain/auth/roles.ts';
import type { SlaEvent } from '#domain/sla/sla-clock.ts';
import type { Database } from '#server/db/client.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import { roles } from '#server/db/schema/roles.ts';
import { slaEvents } from '#server/db/schema/sla.ts';
import { activeAccount, users } from '#server/db/schema/users.ts';

export const BUSINESS_HOURS_KEY = 'businessHours';
export const SLA_POLICY_KEY = 'slaPolicy';

export async function firedEvents(db: Database, complaintId: number): Promise<Set<SlaEvent>> {
  const rows = await db
    .select({ event: slaEvents.event })
    .from(slaEvents)
    .where(eq(slaEvents.complaint_id, complaintId));
  return new Set(rows.map((row) => row.event));
}

/** Records the event; false when it was recorded before (by this or another process). */
export async function claimEvent(db: Database, complaintId: number, event: SlaEvent): Promise<boolean> {
  const rows = await db
    .insert(slaEvents)
    .values({ complaint_id: complaintId, event })
    .onConflictDoNothing()
    .returning({ event: slaEvents.event });
  return rows.length > 0;
}

/**
 * Complaints whose alert time has come, locked for this transaction; rows another process holds
 * are skipped (it is handling them), so two jobs never work on one complaint at once.
 */
export function lockDueComplaints(db: Database, now: Date, limit: number) {
  return db
    .select({
      id: complaints.id,
      customer_name: complaints.customer_name,
      priority: complaints.priority,
      assignee_id: complaints.assignee_id,
      created_at: complaints.created_at,
      sla_paused_minutes: complaints.sla_paused_minutes,
      sla_paused_at: complaints.sla_paused_at,
      response_met_at: complaints.response_met_at,
      resolution_met_at: complaints.resolution_met_at,
    })
    .from(complaints)
    .where(lte(complaints.sla_alert_at, now))
    .orderBy(asc(complaints.sla_alert_at))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Staff of these designations with an account: who is told of every breach. */
export async function staffOfRoles(db: Database, slugs: readonly RoleSlug[]): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(inArray(roles.slug, [...slugs]), activeAccount));
  return rows.map((row) => row.id);
}
