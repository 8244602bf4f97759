import type { FastifyPluginAsync } from 'fastify';
import { warrantyApi } from '#domain/complaints/warranty.api.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import type { Jobs } from '#server/jobs/jobs.ts';
import { ageWarranties, recomputeWarranty } from './warranty.service.ts';

/** Every hour at minute 7: the company's midnight falls on some hour in UTC, and a missed run is caught up. */
export const warrantyAgeingCron = '7 * * * *';

export const warrantyRoutes: FastifyPluginAsync<{ db: Database; jobs: Jobs }> = async (app, { db, jobs }) => {
  route(app, warrantyApi.recompute, ({ params, body, caller }) =>
    recomputeWarranty(db, params.id, body, caller),
  );

  // Time passing: every hour, at minute 7, stored verdicts move on with the company's date.
  jobs.every('warranty-verdicts', warrantyAgeingCron, async () => {
    await ageWarranties(db);
  });
};
