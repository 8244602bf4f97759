import type { FastifyPluginAsync } from 'fastify';
import { complaintExportApi, EXPORT_TOTAL_HEADER } from '#domain/complaints/export.api.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import { exportComplaints } from './export.service.ts';

export const complaintExportRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  route(app, complaintExportApi.export, async ({ query, caller, reply }) => {
    const file = await exportComplaints(db, query, caller);
    return reply
      .code(200)
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .header(EXPORT_TOTAL_HEADER, String(file.total))
      .send(file.body);
  });
};
