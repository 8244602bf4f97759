import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { SignInInput } from '#domain/auth/auth.schemas.ts';
import { AppError } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema/users.ts';
import { verifyPassword } from '#server/security/passwords.ts';
import { clearAttempts, countAttempt, lock, throttleKeys } from './sign-in-throttle.ts';

/** Checks a username-or-e-mail and password; returns the user's id or throws the spec's message. */
export async function verifyCredentials(db: Database, input: SignInInput, ip: string): Promise<number> {
  const login = input.login.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        or(eq(sql`lower(${users.email})`, login), eq(sql`lower(${users.username})`, login)),
      ),
    )
    .limit(1);

  const keys = throttleKeys(user ? `user:${user.id}` : `login:${login}`, ip);
  const attempt = await countAttempt(db, keys);
  await sleep(attempt.delayMs);
  // Checked even without an account, so the answer takes as long either way.
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (valid && user) {
    await clearAttempts(db, keys);
    // Said only to whoever knows the password, so it tells a stranger nothing about the account.
    if (user.deactivatedAt !== null)
      throw new AppError('ACCOUNT_DEACTIVATED', 422, 'auth.deactivated', {}, { login: ['auth.deactivated'] });
    return user.id;
  }
  if (attempt.locksOnFailure.length > 0) await lock(db, attempt.locksOnFailure);
  throw new AppError('INVALID_CREDENTIALS', 422, 'auth.failed', {}, { login: ['auth.failed'] });
}
