import type { FastifyPluginAsync } from 'fastify';
import { bulkApi } from '#domain/complaints/bulk.api.ts';
import { bulkChangeReply } from '#domain/complaints/bulk.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import type { Jobs } from '#server/jobs/jobs.ts';
import { BULK_JOB, bulkJobHandler, bulkJobOf, countMatching, startBulkChange } from './bulk.service.ts';

export const bulkRoutes: FastifyPluginAsync<{ db: Database; jobs: Jobs; inlineLimit: number }> = async (
  app,
  { db, jobs, inlineLimit },
) => {
  jobs.define(BULK_JOB, bulkJobHandler(db));
  route(app, bulkApi.change, async ({ body, caller, reply }) => {
    const result = await startBulkChange(db, jobs, inlineLimit, body, caller);
    if ('summary' in result) return result;
    // A job: 202, read on with GET /api/complaints/bulk/:id.
    return reply.code(202).send(bulkChangeReply.parse(result));
  });
  route(app, bulkApi.job, ({ params, caller }) => bulkJobOf(jobs, params.id, caller));
  route(app, bulkApi.matchingCount, ({ query, caller }) => countMatching(db, query, caller));
};
