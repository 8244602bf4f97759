import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PRESENCE_TTL_MS, type PresenceReply, type presenceInput } from '#domain/live/live.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { complaintPresence } from '#server/db/schema/live.ts';
import { users } from '#server/db/schema/users.ts';
import { readableComplaint } from '#server/features/complaints/complaints.service.ts';
import type { Caller } from '#server/http/caller.ts';
import { publishLive } from '#server/live/live-events.ts';

/**
 * A tab's heartbeat on a complaint's edit screen. Presence lives in the database, so every app
 * process sees it; a `presence` event goes out only when something others see changed (someone
 * came, left, started or stopped editing), not at every heartbeat.
 */
export async function beat(
  db: Database,
  complaintId: number,
  input: z.output<typeof presenceInput>,
  caller: Caller,
): Promise<PresenceReply> {
  await readableComplaint(db, complaintId, caller.ability);
  const userId = caller.user.id;
  const seenSince = new Date(Date.now() - PRESENCE_TTL_MS);
  await db.transaction(async (tx) => {
    const before = await userState(tx, complaintId, userId, seenSince);
    const mine = and(
      eq(complaintPresence.complaint_id, complaintId),
      eq(complaintPresence.user_id, userId),
      eq(complaintPresence.tab, input.tab),
    );
    if (input.state === 'left') await tx.delete(complaintPresence).where(mine);
    else
      await tx
        .insert(complaintPresence)
        .values({
          complaint_id: complaintId,
          user_id: userId,
          tab: input.tab,
          editing: input.state === 'editing',
        })
        .onConflictDoUpdate({
          target: [complaintPresence.complaint_id, complaintPresence.user_id, complaintPresence.tab],
          set: { editing: input.state === 'editing', seen_at: sql`now()` },
        });
    const after = await userState(tx, complaintId, userId, seenSince);
    if (before !== after) await publishLive(tx, [{ kind: 'presence', complaintId }]);
  });
  return { viewers: await viewersOf(db, complaintId, userId, seenSince) };
}

/** 'away', 'viewing' or 'editing': the person as the others see them, over all their tabs. */
async function userState(tx: Database, complaintId: number, userId: number, seenSince: Date) {
  const [row] = await tx
    .select({
      editing: sql<boolean>`bool_or(${complaintPresence.editing})`,
      tabs: sql<number>`count(*)::int`,
    })
    .from(complaintPresence)
    .where(
      and(
        eq(complaintPresence.complaint_id, complaintId),
        eq(complaintPresence.user_id, userId),
        gt(complaintPresence.seen_at, seenSince),
      ),
    );
  if (!row || row.tabs === 0) return 'away';
  return row.editing ? 'editing' : 'viewing';
}

async function viewersOf(db: Database, complaintId: number, exceptUserId: number, seenSince: Date) {
  return db
    .select({
      id: users.id,
      name: users.name,
      editing: sql<boolean>`bool_or(${complaintPresence.editing})`,
    })
    .from(complaintPresence)
    .innerJoin(users, eq(users.id, complaintPresence.user_id))
    .where(
      and(
        eq(complaintPresence.complaint_id, complaintId),
        ne(complaintPresence.user_id, exceptUserId),
        gt(complaintPresence.seen_at, seenSince),
      ),
    )
    .groupBy(users.id, users.name)
    .orderBy(users.name);
}
