import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maintenanceInput, maintenanceReply } from '#domain/settings/settings.schemas.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const state = async () => ({ enabled: await app.maintenance.isOn(), forced: app.maintenance.forced });

  app.get(
    '/api/settings/maintenance',
    {
      config: { access: { action: 'manage', subject: 'Settings' } },
      schema: {
        tags: ['settings'],
        summary: 'Whether maintenance mode is on',
        response: { 200: maintenanceReply },
      },
    },
    state,
  );

  app.put(
    '/api/settings/maintenance',
    {
      config: { access: { action: 'manage', subject: 'Settings' } },
      schema: {
        tags: ['settings'],
        summary: 'Turns maintenance mode on or off (admins keep working while it is on)',
        body: maintenanceInput,
        response: { 200: maintenanceReply },
      },
    },
    async (request) => {
      await app.maintenance.set(request.body.enabled);
      return state();
    },
  );
};
