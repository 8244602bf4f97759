import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ROLES, type Designation, type RoleSlug } from '#domain/auth/roles.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { translate } from '#domain/i18n/translate.ts';
import {
  USER_PAGE_ALL,
  type createUserInput,
  type deleteUserQuery,
  type updateUserInput,
  type userListQuery,
  type UserListReply,
  type UserRow,
} from '#domain/users/user.schemas.ts';
import { AppError, notFound } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { users } from '#server/db/schema/users.ts';
import { assignableStaffMember } from '#server/features/complaints/complaints.service.ts';
import type { Jobs } from '#server/jobs/jobs.ts';
import type { AuthUser } from '#server/plugins/session.ts';
import { hashPassword } from '#server/security/passwords.ts';
import {
  countAdmins,
  findUser,
  listUsers,
  roleIdOf,
  setDeactivated,
  softDeleteUser,
  takenFields,
} from './users.repository.ts';
import {
  AUTO_ASSIGN_OPEN_JOB,
  autoAssignUnassigned,
  countOpenComplaints,
  INLINE_AUTO_ASSIGN_LIMIT,
  moveOpenComplaints,
} from './open-complaints.service.ts';

// Serialises the "is this the last admin?" checks, so two admins removing each other cannot both win.
const ADMIN_CHANGE_LOCK = 72630205;

function slugOf(designation: Designation): RoleSlug {
  return ROLES.find((role) => role.designation === designation)!.slug;
}

export async function usersPage(db: Database, query: z.output<typeof userListQuery>): Promise<UserListReply> {
  const limit = query.perPage === -1 ? USER_PAGE_ALL : query.perPage;
  const { rows, total } = await listUsers(db, {
    search: query.search || null,
    status: query.status,
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
      if (
        current.role === 'admin' &&
        !current.deactivated &&
        newSlug !== 'admin' &&
        (await countAdmins(tx)) <= 1
      ) {
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

type OpenComplaintsQuery = z.output<typeof deleteUserQuery>;

/** Which way a staff member stops working: each has its own words, and its own change of the row. */
const ENDINGS = {
  delete: {
    self: 'users.messages.deleteSelf',
    lastAdmin: 'users.messages.lastAdmin',
    openComplaints: 'users.messages.openComplaints',
    done: 'users.messages.deleted',
    moved: 'users.messages.deletedMoved',
    apply: softDeleteUser,
  },
  deactivate: {
    self: 'users.messages.deactivateSelf',
    lastAdmin: 'users.messages.lastAdminDeactivate',
    openComplaints: 'users.messages.openComplaintsDeactivate',
    done: 'users.messages.deactivated',
    moved: 'users.messages.deactivatedMoved',
    apply: (tx: Database, id: number) => setDeactivated(tx, id, true),
  },
} as const;

/** Who is deleted or deactivated, where their open complaints go, and who asks in which language. */
interface EndWorkRequest {
  id: number;
  choice: OpenComplaintsQuery;
  caller: AuthUser;
  language: Language;
}

/**
 * Deletes or deactivates a staff account. Its open complaints go where `choice` says, in the same
 * transaction, so none is left with an account that cannot work them: to a chosen person, back
 * to Unassigned, or to automatic assignment (in the transaction for a few, by a background job
 * for many, after they are put back to Unassigned). Without a choice, someone with open
 * complaints is kept: 409 with their count.
 */
async function endWork(
  ending: keyof typeof ENDINGS,
  db: Database,
  jobs: Jobs,
  { id, choice, caller, language }: EndWorkRequest,
): Promise<{ message: string; moved: number; jobId: string | null }> {
  const words = ENDINGS[ending];
  if (id === caller.id) throw new AppError('DELETE_SELF', 422, words.self);
  const target =
    choice.openComplaints === 'reassign' && choice.assignee !== undefined
      ? await assignableStaffMember(db, choice.assignee, 'assignee')
      : null;
  if (target && target.id === id)
    throw new AppError(
      'VALIDATION_FAILED',
      422,
      'errors.validation',
      {},
      {
        assignee: ['users.validation.reassignToSelf'],
      },
    );
  const { moved, queued } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
    const current = await findUser(tx, id);
    if (!current) throw notFound();
    // A deactivated admin is not counted among those who keep the company administered.
    if (current.role === 'admin' && !current.deactivated && (await countAdmins(tx)) <= 1)
      throw new AppError('LAST_ADMIN', 422, words.lastAdmin);
    const open = await countOpenComplaints(tx, id);
    if (open > 0 && !choice.openComplaints) {
      throw new AppError('USER_HAS_OPEN_COMPLAINTS', 409, words.openComplaints, {
        name: current.name,
        count: open,
      });
    }
    await words.apply(tx, id);
    const ids = await moveOpenComplaints(tx, id, target, caller);
    if (choice.openComplaints !== 'auto' || ids.length === 0) return { moved: ids.length, queued: null };
    if (ids.length <= INLINE_AUTO_ASSIGN_LIMIT) {
      await autoAssignUnassigned(tx, ids);
      return { moved: ids.length, queued: null };
    }
    return { moved: ids.length, queued: ids };
  });
  // Queued after the commit: the job only ever sees complaints already back in Unassigned.
  const jobId = queued
    ? await jobs.enqueue(AUTO_ASSIGN_OPEN_JOB, {
        ownerId: caller.id,
        input: { ids: queued },
        total: queued.length,
      })
    : null;
  return {
    message: translate(language, moved === 0 ? words.done : `${words.moved}.${choice.openComplaints!}`, {
      count: moved,
      name: target?.name ?? '',
    }),
    moved,
    jobId,
  };
}

export function deleteUser(db: Database, jobs: Jobs, request: EndWorkRequest) {
  return endWork('delete', db, jobs, request);
}

/** Deactivates a staff account (it stays listed, and can be reactivated); asks as deletion does. */
export async function deactivateUser(
  db: Database,
  jobs: Jobs,
  request: EndWorkRequest,
): Promise<{ message: string; moved: number; jobId: string | null; user: UserRow }> {
  const result = await endWork('deactivate', db, jobs, request);
  return { ...result, user: (await findUser(db, request.id))! };
}

/** Lets a deactivated account sign in and take complaints again. */
export async function reactivateUser(
  db: Database,
  id: number,
  language: Language,
): Promise<{ message: string; user: UserRow }> {
  if (!(await findUser(db, id))) throw notFound();
  await setDeactivated(db, id, false);
  return { message: translate(language, 'users.messages.reactivated'), user: (await findUser(db, id))! };
}
