import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_ROLE_RULES, type Rule } from '#domain/auth/permissions.ts';
import { matrixOf, rulesWithGrants, type Grant } from '#domain/roles/role-matrix.ts';
import type { RoleSummary } from '#domain/roles/role.schemas.ts';
import { AppError, notFound } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { roles } from '#server/db/schema/roles.ts';
import { users } from '#server/db/schema/users.ts';

/**
 * Every role (or the one with `id`) with its numbers of active and of deactivated users and its
 * permission matrix.
 */
export async function roleSummaries(db: Database, id?: number): Promise<RoleSummary[]> {
  const rows = await db
    .select({
      id: roles.id,
      slug: roles.slug,
      name: roles.name,
      rules: roles.rules,
      userCount: sql`count(${users.id}) filter (where ${users.deactivatedAt} is null)`.mapWith(Number),
      deactivatedCount: sql`count(${users.deactivatedAt})`.mapWith(Number),
    })
    .from(roles)
    .leftJoin(users, and(eq(users.roleId, roles.id), isNull(users.deletedAt)))
    .where(id === undefined ? undefined : eq(roles.id, id))
    .groupBy(roles.id)
    .orderBy(asc(roles.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    userCount: row.userCount,
    deactivatedCount: row.deactivatedCount,
    editable: row.slug !== 'admin',
    ...matrixOf(row.rules),
  }));
}

/** Sets a role's grants; the Admin role keeps every permission so nobody locks the company out. */
export async function setRoleGrants(db: Database, id: number, grants: Grant[]): Promise<void> {
  await db.transaction(async (tx) => {
    const [role] = await tx
      .select({ slug: roles.slug, rules: roles.rules })
      .from(roles)
      .where(eq(roles.id, id))
      .for('update');
    if (!role) throw notFound();
    if (role.slug === 'admin') throw new AppError('ADMIN_ROLE_FIXED', 422, 'roles.messages.adminFixed');
    const rules: Rule[] = rulesWithGrants(role.rules, DEFAULT_ROLE_RULES[role.slug], grants);
    await tx.update(roles).set({ rules, updatedAt: new Date() }).where(eq(roles.id, id));
  });
}
