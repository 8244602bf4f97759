import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { passwordResets } from '#server/db/schema/password-resets.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { activeAccount, users } from '#server/db/schema/users.ts';

/** The account that signs in with this address (any letter case), unless deleted or deactivated. */
export async function activeAccountByEmail(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), activeAccount));
  return user;
}

export async function saveResetLink(
  db: Database,
  link: { tokenHash: string; userId: number; expiresAt: Date },
) {
  await db.insert(passwordResets).values(link);
}

const usableLink = (tokenHash: string) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, new Date()),
  );

/** Whether a link is unused and fresh and its account active, without using it up. */
export async function isResetLinkUsable(db: Database, tokenHash: string): Promise<boolean> {
  const [reset] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(usableLink(tokenHash), activeAccount));
  return reset !== undefined;
}

/** Uses up an unused, fresh link; the account it was sent to, or undefined. */
export async function useResetLink(db: Database, tokenHash: string): Promise<number | undefined> {
  const [reset] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(usableLink(tokenHash))
    .returning({ userId: passwordResets.userId });
  return reset?.userId;
}

/**
 * Sets an active account's password, ends all its sessions and voids its other links; false when
 * the account is gone or deactivated.
 */
export async function replacePassword(db: Database, userId: number, passwordHash: string): Promise<boolean> {
  const [user] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(eq(users.id, userId), activeAccount))
    .returning({ id: users.id });
  if (!user) return false;
  await db.delete(sessions).where(eq(sessions.userId, user.id));
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
  return true;
}
