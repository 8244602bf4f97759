import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Priority } from '#domain/complaints/complaint-priority.ts';
import { formatDate, NOTE_TIME_FORMAT, zoneLabel } from '#domain/dates/format.ts';
import type { ComplaintStatus } from '#domain/complaints/complaint-status.ts';
import { businessHoursSchema, DEFAULT_BUSINESS_HOURS } from '#domain/sla/business-hours.ts';
import {
  changedClock,
  dueEvents,
  newClock,
  nextAlertAt,
  slaColumns,
  type SlaClock,
  type SlaColumns,
  type SlaEvent,
  type SlaSettings,
} from '#domain/sla/sla-clock.ts';
import { DEFAULT_SLA_POLICY, slaPolicySchema } from '#domain/sla/sla-policy.ts';
import type { Database } from '#server/db/client.ts';
import { complaints, complaintTimeline } from '#server/db/schema/complaints.ts';
import { slaEvents } from '#server/db/schema/sla.ts';
import { notify } from '#server/features/notifications/notifications.service.ts';
import { readSetting, writeSetting } from '#server/features/settings/settings.service.ts';
import {
  BUSINESS_HOURS_KEY,
  claimEvent,
  firedEvents,
  lockDueComplaints,
  SLA_POLICY_KEY,
  staffOfRoles,
} from './sla.repository.ts';

/** Who signs SLA notifications: the product itself, never a person (so nobody is left out as the actor). */
const SLA_ACTOR = { id: 0, name: 'CareDesk' };

/** The company's business hours and SLA targets; the defaults until an admin saves them. */
export async function readSlaSettings(db: Database): Promise<SlaSettings> {
  const [hours, policy] = await Promise.all([
    readSetting(db, BUSINESS_HOURS_KEY),
    readSetting(db, SLA_POLICY_KEY),
  ]);
  return {
    hours: businessHoursSchema.safeParse(hours).data ?? DEFAULT_BUSINESS_HOURS,
    policy: slaPolicySchema.safeParse(policy).data ?? DEFAULT_SLA_POLICY,
  };
}

export async function saveSlaSettings(db: Database, value: SlaSettings): Promise<void> {
  await db.transaction(async (tx) => {
    await writeSetting(tx, BUSINESS_HOURS_KEY, value.hours);
    await writeSetting(tx, SLA_POLICY_KEY, value.policy);
  });
}

/** The time zone the product shows its times in. */
export async function companyTimeZone(db: Database): Promise<string> {
  return (await readSlaSettings(db)).hours.timeZone;
}

export type StoredClock = SlaColumns & { sla_alert_at: Date | null };

/** The clock columns of a complaint made at `createdAt`. */
export async function newClockColumns(
  db: Database,
  createdAt: Date,
  priority: Priority,
): Promise<StoredClock> {
  const settings = await readSlaSettings(db);
  const clock = newClock(createdAt, priority);
  return { ...slaColumns(clock, settings, createdAt), sla_alert_at: nextAlertAt(clock, settings, new Set()) };
}

/** Due times as the timeline words them: the spec's format in the company's zone, labelled with it. */
export async function describeDueTimes(
  db: Database,
  response: Date,
  resolution: Date,
): Promise<{ response: string; resolution: string }> {
  const zone = await companyTimeZone(db);
  const shown = (at: Date) => `${formatDate(at, NOTE_TIME_FORMAT, 'en', zone)} ${zoneLabel(zone, at)}`;
  return { response: shown(response), resolution: shown(resolution) };
}

/** The clock as a complaint row keeps it. */
export interface ClockRow {
  id: number;
  created_at: Date;
  priority: Priority;
  sla_paused_minutes: number;
  sla_paused_at: Date | null;
  response_due_at?: Date | null;
  response_met_at: Date | null;
  resolution_met_at: Date | null;
}

function clockOf(row: ClockRow, priority: Priority = row.priority): SlaClock {
  return {
    createdAt: row.created_at,
    priority,
    pausedMinutes: row.sla_paused_minutes,
    pausedAt: row.sla_paused_at,
    responseMetAt: row.response_met_at,
    resolutionMetAt: row.resolution_met_at,
  };
}

export interface ClockChange {
  priority: Priority;
  status: ComplaintStatus;
  /** Staff commented or changed the status: the first response, if none was made yet. */
  responded: boolean;
}

/**
 * The clock columns after a change at `now`, for the caller's transaction to write with it; {}
 * for a complaint made before SLA clocks existed (it has none).
 */
export async function changedClockColumns(
  db: Database,
  row: ClockRow & { response_due_at: Date | null },
  change: ClockChange,
  now: Date,
): Promise<Partial<StoredClock>> {
  if (row.response_due_at === null) return {};
  const [settings, fired] = await Promise.all([readSlaSettings(db), firedEvents(db, row.id)]);
  const clock = changedClock(
    clockOf(row),
    {
      priority: change.priority,
      pending: change.status === 'Pending',
      resolved: change.status === 'Resolved',
      responded: change.responded,
    },
    settings.hours,
    now,
  );
  return { ...slaColumns(clock, settings, now), sla_alert_at: nextAlertAt(clock, settings, fired) };
}

/** The columns a complaint's SLA clock is computed from. */
const CLOCK_SOURCE = {
  id: complaints.id,
  created_at: complaints.created_at,
  priority: complaints.priority,
  status: complaints.status,
  sla_paused_minutes: complaints.sla_paused_minutes,
  sla_paused_at: complaints.sla_paused_at,
  response_due_at: complaints.response_due_at,
  response_met_at: complaints.response_met_at,
  resolution_met_at: complaints.resolution_met_at,
};

/** A staff comment: the first response when none was made yet. */
export async function recordStaffResponse(db: Database, complaintId: number, now: Date): Promise<void> {
  const [row] = await db
    .select(CLOCK_SOURCE)
    .from(complaints)
    .where(eq(complaints.id, complaintId))
    .for('update');
  if (!row || row.response_met_at !== null) return;
  const columns = await changedClockColumns(db, row, { ...row, responded: true }, now);
  if (Object.keys(columns).length > 0)
    await db.update(complaints).set(columns).where(eq(complaints.id, complaintId));
}

const BREACHES: ReadonlySet<SlaEvent> = new Set(['responseBreached', 'resolutionBreached']);

/**
 * The SLA job's work at `now`: for each complaint whose alert time has come, records each event
 * that fell due (once: sla_events' key) and tells the assignee of a warning, the assignee, Admins
 * and Support Agents of a breach; then sets when to look again. Safe to run in several processes
 * at once. Returns how many complaints it looked at.
 */
export async function sweepSla(db: Database, now: Date, limit = 200): Promise<number> {
  const settings = await readSlaSettings(db);
  return db.transaction(async (tx) => {
    const rows = await lockDueComplaints(tx, now, limit);
    let supervisors: number[] | null = null;
    for (const row of rows) {
      const clock = clockOf(row);
      const fired = await firedEvents(tx, row.id);
      for (const event of dueEvents(clock, settings, fired, now)) {
        fired.add(event);
        if (!(await claimEvent(tx, row.id, event))) continue;
        const told = new Set<number>(row.assignee_id === null ? [] : [row.assignee_id]);
        if (BREACHES.has(event)) {
          supervisors ??= await staffOfRoles(tx, ['admin', 'support-agent']);
          for (const id of supervisors) told.add(id);
        }
        for (const userId of told) {
          await notify(tx, {
            userId,
            kind: event,
            complaintId: row.id,
            actor: SLA_ACTOR,
            customerName: row.customer_name,
          });
        }
      }
      await tx
        .update(complaints)
        .set({ ...slaColumns(clock, settings, now), sla_alert_at: nextAlertAt(clock, settings, fired) })
        .where(eq(complaints.id, row.id));
    }
    return rows.length;
  });
}

/** The clock of a complaint made before SLA clocks existed, as far as its history tells. */
async function backfilledClock(db: Database, row: ClockRow & { status: ComplaintStatus }, now: Date) {
  // The first response is the first thing anyone did after creating it (a comment, a change).
  const [first] = await db
    .select({ at: sql<Date>`min(${complaintTimeline.created_at})` })
    .from(complaintTimeline)
    .where(
      and(eq(complaintTimeline.complaint_id, row.id), ne(complaintTimeline.action_key, 'timeline.created')),
    );
  const respondedAt = first?.at ? new Date(first.at) : null;
  const clock: SlaClock = {
    ...newClock(row.created_at, row.priority),
    responseMetAt: respondedAt,
    // A Pending complaint's pause is taken to start now: its earlier waits are not known.
    pausedAt: row.status === 'Pending' ? now : null,
  };
  return clock;
}

/**
 * Brings the clocks of open complaints (not Resolved) with ids after `afterId` in line with
 * `settings`, `limit` of them, inside the caller's transaction: due times, next due, breach flags
 * and when the job looks next. A complaint made before SLA clocks existed gets one (from its
 * creation; the first response is its first change); the events that had already fallen due by
 * then are recorded as told without telling anyone, so a backfill does not flood everyone with
 * old breaches. Returns the last id looked at (null when none was left) and how many.
 */
export async function recomputeOpenClocks(
  tx: Database,
  settings: SlaSettings,
  now: Date,
  afterId: number,
  limit: number,
  /** Only those without a clock yet (the minute job's backfill). */
  onlyClockless = false,
): Promise<{ lastId: number | null; count: number }> {
  const rows = await tx
    .select(CLOCK_SOURCE)
    .from(complaints)
    .where(
      and(
        // A literal, so the backfill's conditions are the predicate of complaints_clockless_idx.
        sql`${complaints.status} <> 'Resolved'`,
        gt(complaints.id, afterId),
        onlyClockless ? isNull(complaints.response_due_at) : undefined,
      ),
    )
    .orderBy(asc(complaints.id))
    .limit(limit)
    .for('update');
  for (const row of rows) {
    const backfill = row.response_due_at === null;
    const clock = backfill ? await backfilledClock(tx, row, now) : clockOf(row);
    const fired = await firedEvents(tx, row.id);
    if (backfill) {
      for (const event of dueEvents(clock, settings, fired, now)) {
        fired.add(event);
        await tx.insert(slaEvents).values({ complaint_id: row.id, event }).onConflictDoNothing();
      }
    }
    await tx
      .update(complaints)
      .set({ ...slaColumns(clock, settings, now), sla_alert_at: nextAlertAt(clock, settings, fired) })
      .where(eq(complaints.id, row.id));
  }
  return { lastId: rows.at(-1)?.id ?? null, count: rows.length };
}

/** How many complaints the recompute job will look at: the open ones. */
export async function countUnresolvedComplaints(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(complaints)
    .where(ne(complaints.status, 'Resolved'));
  return row?.count ?? 0;
}
