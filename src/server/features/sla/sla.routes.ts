import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { translate } from '#domain/i18n/translate.ts';
import { slaApi, slaTestingApi } from '#domain/sla/sla.api.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import { queueRollupRebuild } from '#server/features/dashboard/dashboard.service.ts';
import { JobInterrupted, type JobHandler, type Jobs } from '#server/jobs/jobs.ts';
import {
  countUnresolvedComplaints,
  readSlaSettings,
  recomputeOpenClocks,
  saveSlaSettings,
  sweepSla,
} from './sla.service.ts';

const SWEEP_BATCH = 200;
/** Open complaints recomputed per transaction by the job after a settings change. */
export const RECOMPUTE_BATCH = 500;
/** Clocks given per minute to complaints made before SLA clocks existed (until none is left). */
const BACKFILL_PER_TICK = 2_000;
export const SLA_RECOMPUTE_JOB = 'sla.recompute';

const recomputeProgress = z.object({ lastId: z.number().int() });

/**
 * After a settings change: every open complaint's clock is recomputed with the new business hours
 * and targets (and one made before SLA clocks gets one), a batch per transaction with the job's
 * progress, so a job stopped halfway resumes after the last committed batch.
 */
function recomputeJob(db: Database): JobHandler {
  return async (context) => {
    let afterId = recomputeProgress.safeParse(context.result).data?.lastId ?? 0;
    let done = context.done;
    for (;;) {
      if (context.stopping()) throw new JobInterrupted();
      const settings = await readSlaSettings(db);
      const batch = await db.transaction(async (tx) => {
        const result = await recomputeOpenClocks(tx, settings, new Date(), afterId, RECOMPUTE_BATCH);
        if (result.lastId !== null) {
          done += result.count;
          await context.progress(tx, done, { lastId: result.lastId });
        }
        return result;
      });
      if (batch.lastId === null) return { lastId: afterId };
      afterId = batch.lastId;
    }
  };
}

/** Gives clocks to complaints made before SLA clocks existed, a bounded number per minute. */
async function backfillSome(db: Database, now: Date): Promise<void> {
  const settings = await readSlaSettings(db);
  let afterId = 0;
  for (let given = 0; given < BACKFILL_PER_TICK;) {
    const batch = await db.transaction((tx) =>
      recomputeOpenClocks(tx, settings, now, afterId, RECOMPUTE_BATCH, true),
    );
    if (batch.lastId === null) return;
    afterId = batch.lastId;
    given += batch.count;
  }
}

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
  jobs.define(SLA_RECOMPUTE_JOB, recomputeJob(db));
  route(app, slaApi.update, async ({ body, caller }) => {
    await saveSlaSettings(db, body);
    // A new time zone: the dashboards' roll-ups are rebuilt in its days, in the background.
    await queueRollupRebuild(db, jobs, caller.user.id);
    // Open complaints take the new settings in the background, in batches (decision 031).
    const open = await countUnresolvedComplaints(db);
    const jobId =
      open > 0
        ? await jobs.enqueue(SLA_RECOMPUTE_JOB, { ownerId: caller.user.id, input: {}, total: open })
        : null;
    return {
      ...(await readSlaSettings(db)),
      canEdit: true,
      jobId,
      message: translate(caller.language, open > 0 ? 'sla.messages.savedRecompute' : 'sla.messages.saved', {
        count: open,
      }),
    };
  });

  // Time passing: every minute one process looks at the complaints whose warning or breach fell due.
  jobs.every('sla-clock', '* * * * *', async () => {
    await backfillSome(db, new Date());
    await sweepAll(db, new Date());
  });

  if (testClockHook) {
    route(app, slaTestingApi.sweep, async ({ body }) => ({
      looked: await sweepAll(db, new Date(Date.now() + body.minutes * 60_000)),
    }));
  }
};
