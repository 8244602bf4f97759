import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { NotificationPreferences } from '#domain/users/user.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { roles } from '#server/db/schema/roles.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { users } from '#server/db/schema/users.ts';

/** The account's own details with its designation, preferences and creation time. */
export async function findAccount(db: Database, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      phone: users.phone,
      address: users.address,
      designation: roles.name,
      role: roles.slug,
      province: users.province,
      city: users.city,
      serviceAreas: users.serviceAreas,
      skills: users.skills,
      deactivated: sql<boolean>`${users.deactivatedAt} is not null`,
      notificationPreferences: users.notificationPreferences,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  return row;
}

/** How many other browsers are signed in to the account. */
export async function countOtherSessions(
  db: Database,
  userId: number,
  currentTokenHash: string | null,
): Promise<number> {
  const [others] = await db
    .select({ value: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, currentTokenHash ?? '')));
  return others?.value ?? 0;
}

export async function signInEmailOf(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

export interface AccountDetails {
  name: string;
  phone: string;
  address: string;
  province: string;
  city: string;
}

export async function updateAccountDetails(db: Database, userId: number, details: AccountDetails) {
  await db
    .update(users)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function setNotificationPreferences(
  db: Database,
  userId: number,
  preferences: NotificationPreferences,
) {
  await db
    .update(users)
    .set({ notificationPreferences: preferences, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function passwordHashOf(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash;
}

/** Sets the password and ends every other session of the account, together. */
export async function changePassword(
  db: Database,
  userId: number,
  passwordHash: string,
  keepTokenHash: string | null,
) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash ?? '')));
  });
}
