import { z } from 'zod';

/**
 * What a live event can be about. An event names what changed (its kind and complaint), never the
 * data: the browser re-reads it through the normal API, with the reader's permissions.
 * `session` is internal: it makes the server re-check the streams of the user it names.
 */
export const LIVE_EVENT_KINDS = [
  'complaint',
  'comment',
  'note',
  'image',
  'notification',
  'presence',
  'session',
] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** What the browser receives in an event's `data` (the `id` line carries the event's number). */
export interface LiveMessage {
  kind: Exclude<LiveEventKind, 'session'> | 'reset';
  complaintId: number | null;
}

export function parseLiveMessage(data: string): LiveMessage | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const { kind, complaintId } = value as Record<string, unknown>;
    if (typeof kind !== 'string' || !(kind === 'reset' || LIVE_EVENT_KINDS.some((known) => known === kind)))
      return null;
    if (kind === 'session') return null;
    if (complaintId !== null && typeof complaintId !== 'number') return null;
    return { kind: kind as LiveMessage['kind'], complaintId };
  } catch {
    return null;
  }
}

/**
 * A stream opened again by the page (not by the browser's own reconnection, which sends the
 * `Last-Event-ID` header) names the last event it saw here; the header wins when both are sent.
 */
export const eventsQuery = z.object({ lastEventId: z.string().max(20).optional() });

/** A viewer counts as present this long after their last heartbeat. */
export const PRESENCE_TTL_MS = 30_000;
/** How often an open edit screen says it is still there. */
export const PRESENCE_BEAT_MS = 10_000;

export const presenceInput = z.object({
  /** One browser tab: a person with two tabs open is one viewer, present while either is. */
  tab: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.invalid'),
  state: z.enum(['viewing', 'editing', 'left']),
});

export const presenceReply = z.object({
  /** The other people on the complaint now, without the caller. */
  viewers: z.array(z.object({ id: z.number(), name: z.string(), editing: z.boolean() })),
});
export type PresenceReply = z.infer<typeof presenceReply>;
