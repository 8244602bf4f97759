import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ROLES, type Designation, type RoleSlug } from '#domain/auth/roles.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { translate } from '#domain/i18n/translate.ts';
import {
  USER_PAGE_ALL,
  type createUserInput,
  type updateUserInput,
  type userListQuery,
  type UserListReply,
  type UserRow,
} from '#domain/users/user.schemas.ts';
import { AppError, notFound } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { users } from '#server/db/schema/users.ts';
import type { AuthUser } from '#server/plugins/session.ts';
import { hashPassword } from '#server/security/passwords.ts';
import {
  countAdmins,
  findUser,
  listUsers,
  roleIdOf,
  softDeleteUser,
  takenFields,
} from './users.repository.ts';

// Serialises the "is this the last admin?" checks, so two admins removing each other cannot both win.
const ADMIN_CHANGE_LOCK = 72630205;

function slugOf(designation: Designation): RoleSlug {
  return ROLES.find((role) => role.designation === designation)!.slug;
}

export async function usersPage(db: Database, query: z.output<typeof userListQuery>): Promise<UserListReply> {
  const limit = query.perPage === -1 ? USER_PAGE_ALL : query.perPage;
  const { rows, total } = await listUsers(db, {
    search: query.search || null,
    sort: query.sort,
    order: query.order,
    offset: query.perPage === -1 ? 0 : query.page * limit,
    limit,
  });
  return { users: rows, total };
}

/** A username or e-mail already in use, as field errors (checked first, and by the unique indexes). */
async function refuseTaken(
  db: Database,
  values: { username?: string; email: string },
  exceptId: number | null,
) {
  const taken = await takenFields(db, values, exceptId);
  const errors: Record<string, string[]> = {};
  if (taken.username) errors.username = ['users.validation.usernameTaken'];
  if (taken.email) errors.email = ['users.validation.emailTaken'];
  if (Object.keys(errors).length > 0)
    throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', {}, errors);
}

/** Two requests racing past the check meet the unique index: the answer is the same 422. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === '23505') return true;
  }
  return false;
}

async function withUniqueFields<T>(
  db: Database,
  values: { username?: string; email: string },
  exceptId: number | null,
  write: () => Promise<T>,
): Promise<T> {
  await refuseTaken(db, values, exceptId);
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) await refuseTaken(db, values, exceptId);
    throw error;
  }
}

export async function createUser(
  db: Database,
  input: z.output<typeof createUserInput>,
  language: Language,
): Promise<{ message: string; user: UserRow }> {
  const passwordHash = await hashPassword(input.password);
  const roleId = await roleIdOf(db, slugOf(input.designation));
  const id = await withUniqueFields(db, input, null, async () => {
    const [row] = await db
      .insert(users)
      .values({
        name: input.name,
        username: input.username,
        email: input.email,
        phone: input.phone,
        address: input.address,
        province: input.province,
        city: input.city,
        roleId,
        passwordHash,
      })
      .returning({ id: users.id });
    return row!.id;
  });
  return { message: translate(language, 'users.messages.created'), user: (await findUser(db, id))! };
}

/** The list once per name, whatever the case: 'Lahore' and 'lahore ' are one area. */
function distinct(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function updateUser(
  db: Database,
  id: number,
  input: z.output<typeof updateUserInput>,
  caller: { user: AuthUser; sessionTokenHash: string | null },
  language: Language,
): Promise<{ message: string; user: UserRow }> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const newSlug = slugOf(input.designation);
  await withUniqueFields(db, { email: input.email }, id, () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
      const current = await findUser(tx, id);
      if (!current) throw notFound();
      if (current.role === 'admin' && newSlug !== 'admin' && (await countAdmins(tx)) <= 1) {
        throw new AppError(
          'LAST_ADMIN',
          422,
          'users.messages.lastAdmin',
          {},
          {
            designation: ['users.messages.lastAdmin'],
          },
        );
      }
      await tx
        .update(users)
        .set({
          name: input.name,
          email: input.email,
          phone: input.phone,
          address: input.address,
          province: input.province,
          city: input.city,
          roleId: await roleIdOf(tx, newSlug),
          ...(input.serviceAreas ? { serviceAreas: distinct(input.serviceAreas) } : {}),
          ...(input.skills ? { skills: distinct(input.skills) } : {}),
          updatedAt: new Date(),
          ...(passwordHash ? { passwordHash } : {}),
        })
        .where(eq(users.id, id));
      // A new password set by an admin ends the account's sessions, except the admin's own.
      if (passwordHash) {
        await tx
          .delete(sessions)
          .where(
            caller.user.id === id
              ? sql`${sessions.userId} = ${id} and ${sessions.tokenHash} <> ${caller.sessionTokenHash ?? ''}`
              : eq(sessions.userId, id),
          );
      }
    }),
  );
  return { message: translate(language, 'users.messages.updated'), user: (await findUser(db, id))! };
}

export async function deleteUser(
  db: Database,
  id: number,
  caller: AuthUser,
  language: Language,
): Promise<{ message: string }> {
  if (id === caller.id) throw new AppError('DELETE_SELF', 422, 'users.messages.deleteSelf');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
    const current = await findUser(tx, id);
    if (!current) throw notFound();
    if (current.role === 'admin' && (await countAdmins(tx)) <= 1)
      throw new AppError('LAST_ADMIN', 422, 'users.messages.lastAdmin');
    await softDeleteUser(tx, id);
  });
  return { message: translate(language, 'users.messages.deleted') };
}
