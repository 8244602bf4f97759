import type { FastifyPluginAsync } from 'fastify';
import { warrantyApi } from '#domain/complaints/warranty.api.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import { recomputeWarranty } from './warranty.service.ts';

export const warrantyRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  route(app, warrantyApi.recompute, ({ params, body, caller }) =>
    recomputeWarranty(db, params.id, body, caller),
  );
};
