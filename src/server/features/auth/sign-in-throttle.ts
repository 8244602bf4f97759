import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { signInAttempts } from '#server/db/schema/settings.ts';

const WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;
/** Failures after which answers are slowed down, and after which the key is refused for LOCK_MS. */
export const ACCOUNT_LIMITS = { slowAfter: 2, lockAfter: 5 };
// Offices share one public address, so an address gets more tries than one account.
export const ADDRESS_LIMITS = { slowAfter: 10, lockAfter: 30 };
export const DELAY_STEP_MS = 400;
const MAX_DELAY_MS = 2_000;

interface Keys {
  account: string;
  address: string;
}

export function throttleKeys(login: string, ip: string): Keys {
  return { account: `account:${login.trim().toLowerCase()}`, address: `ip:${ip}` };
}

/** Remaining lock time in ms for either key, or 0 when sign-in may be tried. */
export async function lockRemaining(db: Database, keys: Keys): Promise<number> {
  const rows = await db
    .select({ lockedUntil: signInAttempts.lockedUntil })
    .from(signInAttempts)
    .where(inArray(signInAttempts.key, [keys.account, keys.address]));
  const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
  return Math.max(0, until - Date.now());
}

/** Counts a failure for both keys and returns how long to hold the answer back. */
export async function recordFailure(db: Database, keys: Keys): Promise<number> {
  const delays = await Promise.all([
    countFailure(db, keys.account, ACCOUNT_LIMITS),
    countFailure(db, keys.address, ADDRESS_LIMITS),
  ]);
  return Math.min(MAX_DELAY_MS, Math.max(...delays));
}

export async function clearFailures(db: Database, keys: Keys): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.key, keys.account));
}

async function countFailure(db: Database, key: string, limits: typeof ACCOUNT_LIMITS): Promise<number> {
  const now = new Date();
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const [row] = await db
    .insert(signInAttempts)
    .values({ key, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: signInAttempts.key,
      set: {
        failures: sql`case when ${signInAttempts.lastFailedAt} < ${windowStart.toISOString()} then 1 else ${signInAttempts.failures} + 1 end`,
        lastFailedAt: now,
      },
    })
    .returning({ failures: signInAttempts.failures });
  const failures = row!.failures;
  if (failures >= limits.lockAfter) {
    await db
      .update(signInAttempts)
      .set({ lockedUntil: new Date(now.getTime() + LOCK_MS), failures: 0 })
      .where(eq(signInAttempts.key, key));
  }
  return failures > limits.slowAfter ? (failures - limits.slowAfter) * DELAY_STEP_MS : 0;
}
