/** How a visit ended (decision 021): the technician picks one when finishing. */
export const VISIT_OUTCOMES = ['fixed', 'needs_parts', 'needs_workshop', 'customer_not_available'] as const;
export type VisitOutcome = (typeof VISIT_OUTCOMES)[number];

/** Designations that record visits, on the complaints assigned to them. */
export const VISIT_RECORDER_ROLES = ['field-agent', 'technician'] as const;

export function recordsVisits(role: string): boolean {
  return (VISIT_RECORDER_ROLES as readonly string[]).includes(role);
}

/** The largest signature PNG accepted, in bytes. */
export const MAX_SIGNATURE_BYTES = 200_000;
/** Parts one visit may list. */
export const MAX_VISIT_PARTS = 30;
/** A device clock ahead of the server by more than this is refused (times are stamped on the device). */
export const CLOCK_SKEW_MS = 5 * 60_000;
