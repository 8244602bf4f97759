import type { FastifyPluginAsync } from 'fastify';
import { visitApi } from '#domain/visits/visit.api.ts';
import type { Database } from '#server/db/client.ts';
import { saveVisitSettings, visitSettingsOf } from '#server/features/settings/settings.service.ts';
import { route } from '#server/http/route.ts';
import { finishVisit, jobSheet, listVisits, startVisit } from './visits.service.ts';

/** Visits, the job sheet and the admin's visit rule (decision 021). */
export const visitsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  route(app, visitApi.list, ({ params, caller }) => listVisits(db, params.id, caller));
  route(app, visitApi.start, ({ params, body, caller }) => startVisit(db, params.id, body, caller));
  route(app, visitApi.finish, ({ params, body, caller }) => finishVisit(db, params.id, body, caller));
  route(app, visitApi.jobSheet, ({ params, caller }) => jobSheet(db, params.id, caller));
  route(app, visitApi.settings, () => visitSettingsOf(db));
  route(app, visitApi.setSettings, ({ body }) => saveVisitSettings(db, body));
};
