import { eq, inArray, lt, sql } from 'drizzle-orm';
import { AppError } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema/rate-limits.ts';

export interface Hits {
  /** Hits in the current window, this one included. */
  count: number;
  resetAt: Date;
}

// Expired rows are swept now and then by the hits themselves, so no scheduler is needed.
const SWEEP_ONE_HIT_IN = 200;

/**
 * Counts one hit for `key` in a window of `windowMs` and answers the count so far, in one atomic
 * statement: parallel requests each get their own count, so none slips past a limit.
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<Hits> {
  const now = new Date();
  const nextReset = new Date(now.getTime() + windowMs).toISOString();
  const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: new Date(nextReset) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then ${nextReset}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (Math.random() * SWEEP_ONE_HIT_IN < 1) await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
  return row!;
}

/** Keeps the key's count until `until` at least (a lock that outlasts the window it was earned in). */
export async function holdUntil(db: Database, key: string, until: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ resetAt: sql`greatest(${rateLimits.resetAt}, ${until.toISOString()}::timestamptz)` })
    .where(eq(rateLimits.key, key));
}

/** Takes one hit back, for a hit that turned out to be legitimate. */
export async function takeBackHit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function forgetHits(db: Database, keys: string[]): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

/** Whole minutes until `resetAt`, at least one, for messages; and the seconds for `Retry-After`. */
export function waitOf(resetAt: Date): { minutes: number; seconds: number } {
  const ms = Math.max(0, resetAt.getTime() - Date.now());
  return { minutes: Math.max(1, Math.ceil(ms / 60_000)), seconds: Math.max(1, Math.ceil(ms / 1000)) };
}

/** 429 with `Retry-After` and the message `messageKey` (which reads `{{count}}` minutes). */
export function tooManyRequests(code: string, messageKey: string, resetAt: Date): AppError {
  const { minutes, seconds } = waitOf(resetAt);
  return new AppError(code, 429, messageKey, { count: minutes }, undefined, {
    'retry-after': String(seconds),
  });
}
