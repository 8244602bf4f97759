import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { SignInInput } from '#domain/auth/auth.schemas.ts';
import { AppError } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema/users.ts';
import { verifyPassword } from '#server/security/passwords.ts';
import { clearFailures, lockRemaining, recordFailure, throttleKeys } from './sign-in-throttle.ts';

/** Checks a username-or-e-mail and password; returns the user's id or throws the spec's message. */
export async function verifyCredentials(db: Database, input: SignInInput, ip: string): Promise<number> {
  const keys = throttleKeys(input.login, ip);
  const locked = await lockRemaining(db, keys);
  if (locked > 0) throw throttled(locked);

  const login = input.login.toLowerCase();
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        or(eq(sql`lower(${users.email})`, login), eq(sql`lower(${users.username})`, login)),
      ),
    )
    .limit(1);

  if (await verifyPassword(user?.passwordHash, input.password)) {
    await clearFailures(db, keys);
    return user!.id;
  }
  await sleep(await recordFailure(db, keys));
  const lockedNow = await lockRemaining(db, keys);
  if (lockedNow > 0) throw throttled(lockedNow);
  throw new AppError('INVALID_CREDENTIALS', 422, 'auth.failed', {}, { login: ['auth.failed'] });
}

function throttled(remainingMs: number) {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return new AppError('TOO_MANY_ATTEMPTS', 429, 'auth.throttled', { minutes }, undefined, {
    'retry-after': String(Math.ceil(remainingMs / 1000)),
  });
}
