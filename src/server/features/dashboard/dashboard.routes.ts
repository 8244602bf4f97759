import type { FastifyPluginAsync } from 'fastify';
import { dashboardApi } from '#domain/dashboard/dashboard.api.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import { dashboardFigures } from './dashboard.repository.ts';

export const dashboardRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  route(app, dashboardApi.figures, ({ caller }) => dashboardFigures(db, caller.ability));
};
