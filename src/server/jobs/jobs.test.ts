import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { users } from '#server/db/schema/users.ts';
import { buildTestApp, type TestApp } from '#server/testing/build-test-app.ts';
import { createJobs, JobInterrupted, type JobHandler, type Jobs } from './jobs.ts';

const silent = { level: 'silent' } as const;
let testApp: TestApp;
let ownerId: number;
beforeAll(async () => {
  testApp = await buildTestApp();
  const [user] = await testApp.db.select({ id: users.id }).from(users).limit(1);
  ownerId = user!.id;
});
afterAll(() => testApp?.close());

/** A job that counts to `total`, one step per call, saving its progress after each. */
function counter(seen: number[], stepMs: number): JobHandler {
  return async (context) => {
    const input = z.object({ total: z.number() }).parse(context.input);
    for (let step = context.done; step < input.total; step++) {
      if (context.stopping()) throw new JobInterrupted();
      await new Promise((resolve) => setTimeout(resolve, stepMs));
      seen.push(step);
      await context.progress(testApp.db, step + 1, { last: step });
    }
    return { counted: input.total };
  };
}

async function until(
  jobs: Jobs,
  id: string,
  done: (row: NonNullable<Awaited<ReturnType<Jobs['find']>>>) => boolean,
) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const row = await jobs.find(id);
    if (row && done(row)) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the job did not get there');
}

describe('background jobs', () => {
  test('a job stopped by a shutdown resumes in the next process from where it stopped', async () => {
    const seen: number[] = [];
    const log = testApp.app.log.child({}, silent);
    const first = createJobs(testApp.db, { log, pollingIntervalSeconds: 0.5 });
    first.define('test.count', counter(seen, 40));
    const id = await first.enqueue('test.count', { ownerId, input: { total: 20 }, total: 20 });
    await until(first, id, (row) => row.done >= 3);
    await first.stop();
    const stopped = await first.find(id);
    expect(stopped).toMatchObject({ state: 'queued' });
    expect(stopped!.done).toBeLessThan(20);

    const second = createJobs(testApp.db, { log, pollingIntervalSeconds: 0.5 });
    second.define('test.count', counter(seen, 1));
    await second.start();
    const row = await until(second, id, (r) => r.state === 'completed');
    await second.stop();
    expect(row).toMatchObject({ done: 20, total: 20, result: { counted: 20 }, owner_id: ownerId });
    // Every step exactly once, across the two processes.
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  test('a failing job is retried, then marked failed with its error', async () => {
    const log = testApp.app.log.child({}, silent);
    const jobs = createJobs(testApp.db, { log, pollingIntervalSeconds: 0.5 });
    let attempts = 0;
    jobs.define('test.fail', async () => {
      attempts++;
      throw new Error('broken');
    });
    const id = await jobs.enqueue('test.fail', { ownerId, input: {}, total: 1 });
    const row = await until(jobs, id, (r) => r.state === 'failed');
    await jobs.stop();
    expect(row.error).toBe('broken');
    expect(attempts).toBe(4);
  });
});
