import type { FastifyPluginAsync } from 'fastify';
import { savedViewApi } from '#domain/complaints/saved-view.api.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import { createView, deleteView, listViews, renameView, viewCounts } from './saved-views.service.ts';

export const savedViewsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  route(app, savedViewApi.list, ({ caller }) => listViews(db, caller));
  route(app, savedViewApi.counts, ({ caller }) => viewCounts(db, caller));
  route(app, savedViewApi.create, ({ body, caller }) => createView(db, body, caller));
  route(app, savedViewApi.rename, ({ params, body, caller }) => renameView(db, params.id, body.name, caller));
  route(app, savedViewApi.remove, ({ params, caller }) => deleteView(db, params.id, caller));
};
