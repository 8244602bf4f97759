import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardReply } from '#domain/dashboard/dashboard.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { dashboardFigures } from './dashboard.repository.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/dashboard',
    {
      config: { access: { action: 'read', subject: 'Dashboard' } },
      schema: {
        tags: ['dashboard'],
        summary: 'Figures for the CRM dashboard',
        response: { 200: dashboardReply },
      },
    },
    (request) => dashboardFigures(db, request.ability),
  );
};
