import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { healthApi } from '#domain/health/health.api.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';

export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  route(app, healthApi.check, async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok', database: 'ok' } as const;
  });
};
