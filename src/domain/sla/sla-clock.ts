import type { Priority } from '#domain/complaints/complaint-priority.ts';
import { addBusinessMinutes, businessMinutesBetween, type BusinessHours } from './business-hours.ts';
import type { SlaPolicy } from './sla-policy.ts';

/** What a notification is sent for, at most once per complaint (decision 022). */
export const SLA_EVENTS = [
  'responseWarning',
  'responseBreached',
  'resolutionWarning',
  'resolutionBreached',
] as const;
export type SlaEvent = (typeof SLA_EVENTS)[number];
export type SlaTargetName = 'response' | 'resolution';

/** The warning comes when this share of a target's time has passed. */
export const WARNING_SHARE = 0.8;

/** A complaint's clock as stored: when it started, its pauses and which targets were met. */
export interface SlaClock {
  createdAt: Date;
  priority: Priority;
  /** Business minutes (whole) spent Pending in pauses that are over. */
  pausedMinutes: number;
  /** When the current pause began (the complaint is Pending), else null. */
  pausedAt: Date | null;
  responseMetAt: Date | null;
  resolutionMetAt: Date | null;
}

export interface SlaSettings {
  policy: SlaPolicy;
  hours: BusinessHours;
}

/** The clock's state as the complaint's indexed columns keep it. */
export interface SlaColumns {
  sla_paused_minutes: number;
  sla_paused_at: Date | null;
  response_due_at: Date;
  response_met_at: Date | null;
  resolution_due_at: Date;
  resolution_met_at: Date | null;
  /** The due time of the next target not met yet; null while paused or once both are met. */
  sla_next_due_at: Date | null;
  /** When that target's warning share has passed (the card turns orange). */
  sla_next_warn_at: Date | null;
  response_breached: boolean;
  resolution_breached: boolean;
}

/**
 * When a share of a target is reached: `share` of its business hours after creation, pushed back by
 * the time spent Pending. While a pause lasts, the clock stands at the pause's start.
 */
function targetTime(clock: SlaClock, target: SlaTargetName, share: number, settings: SlaSettings): Date {
  const minutes = settings.policy[clock.priority][target] * 60 * share;
  return addBusinessMinutes(clock.createdAt, minutes + clock.pausedMinutes, settings.hours);
}

export function dueTimes(clock: SlaClock, settings: SlaSettings): Record<SlaTargetName, Date> {
  return {
    response: targetTime(clock, 'response', 1, settings),
    resolution: targetTime(clock, 'resolution', 1, settings),
  };
}

/** When each event falls due. */
export function eventTimes(clock: SlaClock, settings: SlaSettings): Record<SlaEvent, Date> {
  return {
    responseWarning: targetTime(clock, 'response', WARNING_SHARE, settings),
    responseBreached: targetTime(clock, 'response', 1, settings),
    resolutionWarning: targetTime(clock, 'resolution', WARNING_SHARE, settings),
    resolutionBreached: targetTime(clock, 'resolution', 1, settings),
  };
}

const targetOf = (event: SlaEvent): SlaTargetName =>
  event.startsWith('response') ? 'response' : 'resolution';
const metAt = (clock: SlaClock, target: SlaTargetName) =>
  target === 'response' ? clock.responseMetAt : clock.resolutionMetAt;

/**
 * The events still to come: of targets not met, not fired yet, in time order. None while paused
 * (their times are not known until the pause ends).
 */
export function pendingEvents(
  clock: SlaClock,
  settings: SlaSettings,
  fired: ReadonlySet<SlaEvent>,
): { event: SlaEvent; at: Date }[] {
  if (clock.pausedAt) return [];
  const times = eventTimes(clock, settings);
  return SLA_EVENTS.filter((event) => !fired.has(event) && !metAt(clock, targetOf(event)))
    .map((event) => ({ event, at: times[event] }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The events whose time has come at `now`. */
export function dueEvents(
  clock: SlaClock,
  settings: SlaSettings,
  fired: ReadonlySet<SlaEvent>,
  now: Date,
): SlaEvent[] {
  return pendingEvents(clock, settings, fired)
    .filter((pending) => pending.at <= now)
    .map((pending) => pending.event);
}

/** When the job must look at the complaint next, or null when nothing is to come. */
export function nextAlertAt(
  clock: SlaClock,
  settings: SlaSettings,
  fired: ReadonlySet<SlaEvent>,
): Date | null {
  return pendingEvents(clock, settings, fired)[0]?.at ?? null;
}

/** The columns for a clock at `now`: due times, the next target and whether each was breached. */
export function slaColumns(clock: SlaClock, settings: SlaSettings, now: Date): SlaColumns {
  const due = dueTimes(clock, settings);
  const next: SlaTargetName | null = !clock.responseMetAt
    ? 'response'
    : !clock.resolutionMetAt
      ? 'resolution'
      : null;
  const breached = (target: SlaTargetName) => (metAt(clock, target) ?? now) > due[target];
  const running = next !== null && !clock.pausedAt;
  return {
    sla_paused_minutes: clock.pausedMinutes,
    sla_paused_at: clock.pausedAt,
    response_due_at: due.response,
    response_met_at: clock.responseMetAt,
    resolution_due_at: due.resolution,
    resolution_met_at: clock.resolutionMetAt,
    sla_next_due_at: running ? due[next] : null,
    sla_next_warn_at: running ? targetTime(clock, next, WARNING_SHARE, settings) : null,
    response_breached: breached('response'),
    resolution_breached: breached('resolution'),
  };
}

/** The clock of a new complaint. */
export function newClock(createdAt: Date, priority: Priority): SlaClock {
  return {
    createdAt,
    priority,
    pausedMinutes: 0,
    pausedAt: null,
    responseMetAt: null,
    resolutionMetAt: null,
  };
}

/**
 * The clock after a change at `now`: a new priority (targets recomputed from creation), a status
 * (Pending pauses, leaving it resumes; Resolved meets resolution, leaving Resolved reopens it), and
 * whether staff responded (a staff comment or status change meets the first response).
 */
export function changedClock(
  clock: SlaClock,
  change: { priority: Priority; pending: boolean; resolved: boolean; responded: boolean },
  hours: BusinessHours,
  now: Date,
): SlaClock {
  let { pausedMinutes, pausedAt } = clock;
  if (change.pending && !pausedAt) pausedAt = now;
  if (!change.pending && pausedAt) {
    pausedMinutes += Math.round(businessMinutesBetween(pausedAt, now, hours));
    pausedAt = null;
  }
  const responseMetAt = clock.responseMetAt ?? (change.responded ? now : null);
  const resolutionMetAt = change.resolved ? (clock.resolutionMetAt ?? now) : null;
  return { ...clock, priority: change.priority, pausedMinutes, pausedAt, responseMetAt, resolutionMetAt };
}
