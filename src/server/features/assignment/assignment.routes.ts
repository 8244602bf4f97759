import type { FastifyPluginAsync } from 'fastify';
import { autoAssignApi } from '#domain/assignment/auto-assign.api.ts';
import { translate } from '#domain/i18n/translate.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import { readAutoAssignSettings, saveAutoAssignSettings } from './assignment.service.ts';

export const assignmentRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  route(app, autoAssignApi.get, async ({ caller }) => ({
    ...(await readAutoAssignSettings(db)),
    canEdit: caller.ability.can('manage', 'Settings'),
  }));
  route(app, autoAssignApi.update, async ({ body, caller }) => {
    await saveAutoAssignSettings(db, body);
    return {
      ...(await readAutoAssignSettings(db)),
      canEdit: true,
      message: translate(caller.language, 'autoAssign.messages.saved'),
    };
  });
};
