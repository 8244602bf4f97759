import { sql } from 'drizzle-orm';
import { TIMELINE_SUBJECTS } from '#domain/complaints/timeline-actions.ts';
import type { LiveEventKind } from '#domain/live/live.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { liveEvents } from '#server/db/schema/live.ts';

/** The PostgreSQL channel every app process LISTENs on; a notification's payload is event ids. */
export const LIVE_CHANNEL = 'live_events';

export interface NewLiveEvent {
  kind: LiveEventKind;
  complaintId: number | null;
  /** Only this user hears it; left out, everyone who may read the complaint does. */
  userId?: number | null;
}

/**
 * Records what changed and tells every app process, inside the caller's transaction: the event
 * exists, and is announced, exactly when the change is committed (NOTIFY waits for the commit).
 */
export async function publishLive(tx: Database, events: NewLiveEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = await tx
    .insert(liveEvents)
    .values(
      events.map((event) => ({
        kind: event.kind,
        complaint_id: event.complaintId,
        user_id: event.userId ?? null,
      })),
    )
    .returning({ id: liveEvents.id });
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${rows.map((row) => row.id).join(',')})`);
}

const KIND_OF_SUBJECT = { Comment: 'comment', Note: 'note', Image: 'image' } as const;

/**
 * The events a batch of timeline records means: one per complaint and kind. A record about a
 * comment, note or image is that kind (a note event never reaches a reader of no notes); every
 * other record, including any added later, is a change to the complaint itself.
 */
export function liveEventsOf(records: { complaint_id: number; action_key: string }[]): NewLiveEvent[] {
  const seen = new Map<string, NewLiveEvent>();
  for (const record of records) {
    const about = TIMELINE_SUBJECTS[record.action_key];
    const kind: LiveEventKind = about ? KIND_OF_SUBJECT[about] : 'complaint';
    seen.set(`${kind}:${record.complaint_id}`, { kind, complaintId: record.complaint_id });
  }
  return [...seen.values()];
}
