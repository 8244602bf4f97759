import { z } from 'zod';

/**
 * What a card and the edit screen show of a complaint's SLA clock: the next target running (and
 * when it turns orange), a pause, or for a resolved complaint whether each target was met. Null for a
 * complaint made before SLA clocks existed.
 */
export const slaSummarySchema = z
  .discriminatedUnion('state', [
    z.object({
      state: z.literal('running'),
      target: z.enum(['response', 'resolution']),
      dueAt: z.string(),
      /** From here on the target is in its last 20 %: orange. */
      warnAt: z.string(),
    }),
    z.object({ state: z.literal('paused'), target: z.enum(['response', 'resolution']) }),
    z.object({ state: z.literal('done'), responseMet: z.boolean(), resolutionMet: z.boolean() }),
  ])
  .nullable();
export type SlaSummary = z.infer<typeof slaSummarySchema>;

/** The clock columns a summary is made from (as a card or complaint row has them). */
export interface SlaSummaryColumns {
  status: string;
  sla_paused_at: Date | null;
  response_due_at: Date | null;
  response_met_at: Date | null;
  resolution_due_at: Date | null;
  resolution_met_at: Date | null;
  sla_next_due_at: Date | null;
  sla_next_warn_at: Date | null;
  response_breached: boolean;
  resolution_breached: boolean;
}

export function slaSummaryOf(row: SlaSummaryColumns): SlaSummary {
  if (row.response_due_at === null || row.resolution_due_at === null) return null;
  if (row.status === 'Resolved')
    return { state: 'done', responseMet: !row.response_breached, resolutionMet: !row.resolution_breached };
  const target = row.response_met_at === null ? 'response' : 'resolution';
  if (row.sla_paused_at !== null) return { state: 'paused', target };
  const dueAt = row.sla_next_due_at ?? (target === 'response' ? row.response_due_at : row.resolution_due_at);
  return {
    state: 'running',
    target,
    dueAt: dueAt.toISOString(),
    warnAt: (row.sla_next_warn_at ?? dueAt).toISOString(),
  };
}

export type SlaTone = 'success' | 'warning' | 'error' | 'default';

/** A wall-clock duration in the largest unit that fits: minutes, hours or days. */
export interface SlaDuration {
  unit: 'minutes' | 'hours' | 'days';
  count: number;
}

export interface SlaDisplay {
  /** The catalog key under `sla.badge`. */
  key:
    | 'responseDueIn'
    | 'resolutionDueIn'
    | 'responseOverdueBy'
    | 'resolutionOverdueBy'
    | 'responsePaused'
    | 'resolutionPaused'
    | 'met'
    | 'missed';
  duration: SlaDuration | null;
  tone: SlaTone;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function durationOf(ms: number): SlaDuration {
  if (ms < HOUR) return { unit: 'minutes', count: Math.max(1, Math.round(ms / MINUTE)) };
  if (ms < 2 * DAY) return { unit: 'hours', count: Math.round(ms / HOUR) };
  return { unit: 'days', count: Math.round(ms / DAY) };
}

/** What the badge says at `now`: green while running, orange in the last 20 %, red once breached. */
export function slaDisplay(summary: NonNullable<SlaSummary>, now: Date): SlaDisplay {
  switch (summary.state) {
    case 'done': {
      const met = summary.responseMet && summary.resolutionMet;
      return { key: met ? 'met' : 'missed', duration: null, tone: met ? 'success' : 'error' };
    }
    case 'paused':
      return { key: `${summary.target}Paused`, duration: null, tone: 'default' };
    case 'running': {
      const due = new Date(summary.dueAt).getTime();
      const left = due - now.getTime();
      if (left < 0) return { key: `${summary.target}OverdueBy`, duration: durationOf(-left), tone: 'error' };
      const tone = now.getTime() >= new Date(summary.warnAt).getTime() ? 'warning' : 'success';
      return { key: `${summary.target}DueIn`, duration: durationOf(left), tone };
    }
  }
}
