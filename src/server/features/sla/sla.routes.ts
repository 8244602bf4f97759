import type { FastifyPluginAsync } from 'fastify';
import { translate } from '#domain/i18n/translate.ts';
import { slaApi, slaTestingApi } from '#domain/sla/sla.api.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import type { Jobs } from '#server/jobs/jobs.ts';
import { readSlaSettings, saveSlaSettings, sweepSla } from './sla.service.ts';

const SWEEP_BATCH = 200;

/** Sweeps until no complaint's alert time has come. */
async function sweepAll(db: Database, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const looked = await sweepSla(db, now, SWEEP_BATCH);
    total += looked;
    if (looked < SWEEP_BATCH) return total;
  }
}

export const slaRoutes: FastifyPluginAsync<{ db: Database; jobs: Jobs; testClockHook: boolean }> = async (
  app,
  { db, jobs, testClockHook },
) => {
  route(app, slaApi.get, async ({ caller }) => ({
    ...(await readSlaSettings(db)),
    canEdit: caller.ability.can('manage', 'Settings'),
  }));
  route(app, slaApi.update, async ({ body, caller }) => {
    await saveSlaSettings(db, body);
    return {
      ...(await readSlaSettings(db)),
      canEdit: true,
      message: translate(caller.language, 'sla.messages.saved'),
    };
  });

  // Time passing: every minute one process looks at the complaints whose warning or breach fell due.
  jobs.every('sla-clock', '* * * * *', async () => {
    await sweepAll(db, new Date());
  });

  if (testClockHook) {
    route(app, slaTestingApi.sweep, async ({ body }) => ({
      looked: await sweepAll(db, new Date(Date.now() + body.minutes * 60_000)),
    }));
  }
};
