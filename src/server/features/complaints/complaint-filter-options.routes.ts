import type { FastifyPluginAsync } from 'fastify';
import { complaintFilterOptionsApi } from '#domain/complaints/complaint-filter-options.api.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import { assigneeOptions, dealerOptions } from './complaint-filter-options.service.ts';

export const complaintFilterOptionsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  route(app, complaintFilterOptionsApi.assignees, ({ query, caller }) => assigneeOptions(db, query, caller));
  route(app, complaintFilterOptionsApi.dealers, ({ query, caller }) => dealerOptions(db, query, caller));
};
