import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { RoleSlug } from '#domain/auth/roles.ts';
import type { UserSort, UserStatusFilter } from '#domain/users/user.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { emailChanges } from '#server/db/schema/email-changes.ts';
import { passwordResets } from '#server/db/schema/password-resets.ts';
import { roles } from '#server/db/schema/roles.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { activeAccount, users } from '#server/db/schema/users.ts';
import { phoneDigitsMatch } from '#server/db/sql/phone-normal.ts';

/** What every users call returns: never the password hash. */
export const USER_COLUMNS = {
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
};

const SORT_COLUMNS = {
  id: users.id,
  name: users.name,
  phone: users.phone,
  city: users.city,
  // By rank (Admin, Support Agent, Agent, ... as the roles are listed), so an index serves it.
  designation: users.roleId,
} as const;

/** Not deleted: a deactivated account is still listed, viewed and edited. */
const active = isNull(users.deletedAt);

const STATUS_CONDITIONS: Record<UserStatusFilter, SQL | undefined> = {
  all: undefined,
  active: isNull(users.deactivatedAt),
  deactivated: isNotNull(users.deactivatedAt),
};

/** `%` and `_` in what the user typed are matched as themselves. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

// search_text is lower-cased by the database, so the term is too, by the same function.
function searchCondition(search: string | null): SQL | undefined {
  if (!search) return undefined;
  // A phone-like term also matches the phone's normal form, however either was typed.
  return or(
    sql`${users.searchText} like lower(${containing(search)})`,
    phoneDigitsMatch(users.phoneNormal, search),
  );
}

/** One page of active accounts, sorted on the server, with the total for the pager. */
export async function listUsers(
  db: Database,
  query: {
    search: string | null;
    status: UserStatusFilter;
    sort: UserSort;
    order: 'asc' | 'desc';
    offset: number;
    limit: number;
  },
) {
  const where = and(active, STATUS_CONDITIONS[query.status], searchCondition(query.search));
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await db
    .select(USER_COLUMNS)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(where)
    .orderBy(direction(SORT_COLUMNS[query.sort]), direction(users.id))
    .limit(query.limit)
    .offset(query.offset);
  // The filters name only users' own columns, so the count needs no join.
  const [total] = await db.select({ value: count() }).from(users).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findUser(db: Database, id: number) {
  const [row] = await db
    .select(USER_COLUMNS)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, id), active));
  return row;
}

export async function roleIdOf(db: Database, slug: RoleSlug): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.slug, slug));
  if (!row) throw new Error(`No role ${slug}`);
  return row.id;
}

/** Which of a username and an e-mail an active account other than `exceptId` already uses. */
export async function takenFields(
  db: Database,
  values: { username?: string; email: string },
  exceptId: number | null = null,
) {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        active,
        exceptId === null ? undefined : sql`${users.id} <> ${exceptId}`,
        or(
          values.username === undefined
            ? undefined
            : eq(sql`lower(${users.username})`, values.username.toLowerCase()),
          eq(sql`lower(${users.email})`, values.email.toLowerCase()),
        ),
      ),
    );
  return {
    username:
      values.username !== undefined &&
      rows.some((row) => row.username.toLowerCase() === values.username!.toLowerCase()),
    email: rows.some((row) => row.email.toLowerCase() === values.email.toLowerCase()),
  };
}

/** Accounts with the admin role that can sign in (neither deleted nor deactivated). */
export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(activeAccount, eq(roles.slug, 'admin')));
  return row?.value ?? 0;
}

/** Ends an account's sessions and voids its unused mailed links (password reset, e-mail change). */
async function endAccess(db: Database, id: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, id));
  for (const links of [passwordResets, emailChanges])
    await db
      .update(links)
      .set({ usedAt: new Date() })
      .where(and(eq(links.userId, id), isNull(links.usedAt)));
}

/** Marks an account deleted (its row stays for the names on timelines) and ends its access. */
export async function softDeleteUser(db: Database, id: number): Promise<void> {
  await db.update(users).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, id));
  await endAccess(db, id);
}

/** Deactivates or reactivates an account; deactivating ends its access. */
export async function setDeactivated(db: Database, id: number, deactivated: boolean): Promise<void> {
  await db
    .update(users)
    .set({
      deactivatedAt: deactivated ? sql`coalesce(${users.deactivatedAt}, now())` : null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
  if (deactivated) await endAccess(db, id);
}
