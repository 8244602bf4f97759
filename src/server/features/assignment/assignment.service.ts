import {
  autoAssignSettingsSchema,
  DEFAULT_AUTO_ASSIGN,
  type AutoAssignSettings,
} from '#domain/assignment/auto-assign.ts';
import { TIMELINE } from '#domain/complaints/timeline-actions.ts';
import type { Database } from '#server/db/client.ts';
import { complaintTimeline } from '#server/db/schema/complaints.ts';
import { notify } from '#server/features/notifications/notifications.service.ts';
import { readSetting, writeSetting } from '#server/features/settings/settings.service.ts';
import {
  assignTo,
  AUTO_ASSIGN_KEY,
  lockAutoAssign,
  pickCandidate,
  staffOfRoles,
} from './assignment.repository.ts';

/** Who signs automatic assignments: the product itself, never a person. */
const ASSIGN_ACTOR = { id: 0, name: 'CareDesk' };

export async function readAutoAssignSettings(db: Database): Promise<AutoAssignSettings> {
  return (
    autoAssignSettingsSchema.safeParse(await readSetting(db, AUTO_ASSIGN_KEY)).data ?? DEFAULT_AUTO_ASSIGN
  );
}

export async function saveAutoAssignSettings(db: Database, value: AutoAssignSettings): Promise<void> {
  await writeSetting(db, AUTO_ASSIGN_KEY, value);
}

/** The complaint as the rule reads it: where the customer is and what the product is. */
export interface UnassignedComplaint {
  id: number;
  customer_name: string;
  customer_city: string;
  customer_province: string;
  product_category: string;
}

/**
 * The automatic assignment rule (decision 024), inside the caller's transaction (complaint create,
 * or a complaint put back to Unassigned). Eligible: active staff of the chosen designations whose
 * service area names the complaint's city or province, who list its product category among their
 * skills when they list skills, and who have fewer open complaints than the cap. Chosen: the
 * fewest open complaints, the longest unchosen first among equals (round-robin). A
 * transaction-level advisory lock makes choices in every process wait for each other until
 * commit, so loads are never read stale. Nobody fits: the complaint stays Unassigned and Admins
 * and Support Agents are told. Returns the chosen person's id, or null.
 */
export async function autoAssign(tx: Database, complaint: UnassignedComplaint): Promise<number | null> {
  const settings = await readAutoAssignSettings(tx);
  if (!settings.enabled) return null;
  await lockAutoAssign(tx);
  const chosen = await pickCandidate(tx, {
    city: complaint.customer_city,
    province: complaint.customer_province,
    category: complaint.product_category,
    roles: settings.roles,
    cap: settings.cap,
  });
  if (!chosen) {
    for (const userId of await staffOfRoles(tx, ['admin', 'support-agent'])) {
      await notify(tx, {
        userId,
        kind: 'autoAssignFailed',
        complaintId: complaint.id,
        actor: ASSIGN_ACTOR,
        customerName: complaint.customer_name,
      });
    }
    return null;
  }
  await assignTo(tx, complaint.id, chosen.id);
  await tx.insert(complaintTimeline).values({
    complaint_id: complaint.id,
    action_key: TIMELINE.autoAssigned,
    params: { name: chosen.name, area: chosen.area, count: String(chosen.open) },
    user_id: null,
    user_name: ASSIGN_ACTOR.name,
  });
  await notify(tx, {
    userId: chosen.id,
    kind: 'complaintAssigned',
    complaintId: complaint.id,
    actor: ASSIGN_ACTOR,
    customerName: complaint.customer_name,
  });
  return chosen.id;
}
