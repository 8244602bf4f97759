import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { registrationState } from '#domain/account/account.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { roles } from '#server/db/schema/roles.ts';
import { settings } from '#server/db/schema/settings.ts';
import { users } from '#server/db/schema/users.ts';

const REGISTRATION_KEY = 'registration';

/** Registration is off unless an admin turned it on (architecture.md section 5). */
export async function isRegistrationOn(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, REGISTRATION_KEY));
  // The stored JSON is checked, not trusted: anything but { enabled: true } leaves it off.
  return registrationState.safeParse(row?.value).data?.enabled === true;
}

export async function setRegistration(db: Database, enabled: boolean): Promise<void> {
  await db
    .insert(settings)
    .values({ key: REGISTRATION_KEY, value: { enabled } })
    .onConflictDoUpdate({ target: settings.key, set: { value: { enabled }, updatedAt: new Date() } });
}

/** An active account that signs in with this username or this e-mail address (any letter case). */
export async function accountUsing(db: Database, username: string, email: string) {
  const [existing] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        or(
          eq(sql`lower(${users.username})`, username.toLowerCase()),
          eq(sql`lower(${users.email})`, email.toLowerCase()),
        ),
      ),
    )
    .limit(1);
  return existing;
}

/** A Client account: it signs in to the access-control page only, until an admin designates it. */
export async function createClientAccount(
  db: Database,
  account: { name: string; username: string; email: string; passwordHash: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [client] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.slug, 'client'));
    if (!client) throw new Error('The client role is missing: the migrations create it.');
    await tx.insert(users).values({ ...account, roleId: client.id });
  });
}
