import type { FastifyPluginAsync } from 'fastify';
import { translate } from '#domain/i18n/translate.ts';
import { roleApi } from '#domain/roles/role.api.ts';
import { notFound } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import { roleSummaries, setRoleGrants } from './roles.repository.ts';

/**
 * Roles and their permissions. The session plugin reads a user's rules from their role on every
 * request, so a change here applies to everyone with the role on their next request.
 */
export const rolesRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  route(app, roleApi.list, async () => ({ roles: await roleSummaries(db) }));

  route(app, roleApi.update, async ({ params, body, caller }) => {
    await setRoleGrants(db, params.id, body.grants);
    const [role] = await roleSummaries(db, params.id);
    if (!role) throw notFound();
    return { message: translate(caller.language, 'roles.messages.updated'), role };
  });
};
