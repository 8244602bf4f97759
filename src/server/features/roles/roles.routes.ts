import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_ROLE_RULES, type Rule } from '#domain/auth/permissions.ts';
import type { RoleSlug } from '#domain/auth/roles.ts';
import { translate } from '#domain/i18n/translate.ts';
import { matrixOf, rulesWithGrants } from '#domain/roles/role-matrix.ts';
import {
  rolesReply,
  updateRoleInput,
  updateRoleReply,
  type RoleSummary,
} from '#domain/roles/role.schemas.ts';
import { AppError, notFound } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { idParams } from '#server/db/id-params.ts';
import { roles } from '#server/db/schema/roles.ts';
import { users } from '#server/db/schema/users.ts';

const TAGS = ['roles'];

async function roleSummaries(db: Database, id?: number): Promise<RoleSummary[]> {
  const rows = await db
    .select({
      id: roles.id,
      slug: roles.slug,
      name: roles.name,
      rules: roles.rules,
      userCount: count(users.id),
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
    editable: row.slug !== 'admin',
    ...matrixOf(row.rules),
  }));
}

/**
 * Roles and their permissions. The session plugin reads a user's rules from their role on every
 * request, so a change here applies to everyone with the role on their next request.
 */
export const rolesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/roles',
    {
      config: { access: { action: 'read', subject: 'Role' } },
      schema: {
        tags: TAGS,
        summary: 'Every role with its number of users and its permissions',
        response: { 200: rolesReply },
      },
    },
    async () => ({ roles: await roleSummaries(db) }),
  );

  app.put(
    '/api/roles/:id',
    {
      config: { access: { action: 'update', subject: 'Role' } },
      schema: {
        tags: TAGS,
        summary: "Set which actions a role may do on each subject; the Admin role can't be changed",
        params: idParams,
        body: updateRoleInput,
        response: { 200: updateRoleReply },
      },
    },
    async (request) => {
      await db.transaction(async (tx) => {
        const [role] = await tx
          .select({ slug: roles.slug, rules: roles.rules })
          .from(roles)
          .where(eq(roles.id, request.params.id))
          .for('update');
        if (!role) throw notFound();
        if (role.slug === 'admin') throw new AppError('ADMIN_ROLE_FIXED', 422, 'roles.messages.adminFixed');
        const rules: Rule[] = rulesWithGrants(
          role.rules,
          DEFAULT_ROLE_RULES[role.slug as RoleSlug],
          request.body.grants,
        );
        await tx.update(roles).set({ rules, updatedAt: new Date() }).where(eq(roles.id, request.params.id));
      });
      const [summary] = await roleSummaries(db, request.params.id);
      return { message: translate(request.language, 'roles.messages.updated'), role: summary! };
    },
  );
};
