import type { FastifyPluginAsync } from 'fastify';
import { settingsApi } from '#domain/settings/settings.api.ts';
import { route } from '#server/http/route.ts';

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  const state = async () => ({ enabled: await app.maintenance.isOn(), forced: app.maintenance.forced });

  route(app, settingsApi.maintenance, state);
  route(app, settingsApi.setMaintenance, async ({ body }) => {
    await app.maintenance.set(body.enabled);
    return state();
  });
};
