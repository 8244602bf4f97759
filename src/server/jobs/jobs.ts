import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { backgroundJobs } from '#server/db/schema/background-jobs.ts';
import { rawSqlOf } from './raw-sql.ts';

export type JobRecord = typeof backgroundJobs.$inferSelect;
export type JobState = 'queued' | 'active' | 'completed' | 'failed';

/** What a handler is given: its input, where it stopped last time (a retry resumes), and a way to save progress. */
export interface JobContext {
  id: string;
  ownerId: number;
  input: unknown;
  total: number;
  /** How far an earlier attempt got (0 the first time), and what it had found by then. */
  done: number;
  result: unknown;
  /** True once the process is stopping: the handler stops at its next safe point with `throw new JobInterrupted()`. */
  stopping(): boolean;
  /**
   * Saves how far the job got and its result so far, inside `tx` (the transaction of the work it
   * counts, so the count and the work are never out of step).
   */
  progress(tx: Database, done: number, result: unknown): Promise<void>;
}

/** Returns the job's final result, stored for its owner to read. */
export type JobHandler = (context: JobContext) => Promise<unknown>;

/** Thrown by a handler that stops because the process is shutting down: the job is run again, from where it stopped. */
export class JobInterrupted extends Error {
  constructor() {
    super('The job was interrupted by a shutdown; it will resume.');
  }
}

export interface Jobs {
  /** Registers the handler of a kind of job; call before the app is ready. */
  define(kind: string, handler: JobHandler): void;
  /**
   * Runs `task` on a cron schedule (minute precision), in one app process per tick whichever many
   * run: pg-boss sends each tick once and one worker takes it. For work that time passing causes
   * (SLA clocks); `task` must be safe to run again after a failure.
   */
  every(kind: string, cron: string, task: () => Promise<void>): void;
  /** Records the job and queues it; any app process on the database may run it. */
  enqueue(kind: string, job: { ownerId: number; input: unknown; total: number }): Promise<string>;
  find(id: string): Promise<JobRecord | undefined>;
  /** Starts the workers (idempotent); `enqueue` starts them too. */
  start(): Promise<void>;
  /** Stops taking jobs and lets the running ones reach a safe point. */
  stop(): Promise<void>;
}

export interface JobsOptions {
  log: FastifyBaseLogger;
  /** How often an idle worker asks for work; a job queued by this process is picked up at once. */
  pollingIntervalSeconds?: number;
  /** How long a running job has before it is taken as lost (its process died) and run again. */
  expireInSeconds?: number;
}

const RETRY_LIMIT = 3;
const STOP_TIMEOUT_MS = 8_000;

/**
 * The one background-job mechanism (decision 011): pg-boss on the app's own connection, in the
 * app's database, so it works on PGlite and on PostgreSQL with several app processes (they claim
 * jobs with `FOR UPDATE SKIP LOCKED`). Progress and results are in `background_jobs`.
 */
export function createJobs(db: Database, options: JobsOptions): Jobs {
  const handlers = new Map<string, JobHandler>();
  const periodic = new Map<string, { cron: string; task: () => Promise<void> }>();
  const workers = new Map<string, string>();
  const boss = new PgBoss({
    db: rawSqlOf(db),
    schema: 'pgboss',
    // Cron schedules (`every`): one process sends each tick, guarded by pg-boss's own lock.
    schedule: true,
    retryLimit: RETRY_LIMIT,
    expireInSeconds: options.expireInSeconds ?? 15 * 60,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'background jobs'));
  let started: Promise<void> | null = null;
  let stopping = false;

  const setJob = (id: string, values: Partial<JobRecord>) =>
    db
      .update(backgroundJobs)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(backgroundJobs.id, id));

  async function find(id: string) {
    const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
    return row;
  }

  async function run(handler: JobHandler, job: PgBoss.JobWithMetadata<{ id?: string }>) {
    const id = job.data.id ?? job.id;
    const row = await find(id);
    if (!row || row.state === 'completed') return;
    await setJob(id, { state: 'active', error: null });
    try {
      const result = await handler({
        id,
        ownerId: row.owner_id,
        input: row.input,
        total: row.total,
        done: row.done,
        result: row.result,
        stopping: () => stopping,
        progress: (tx, done, partial) =>
          tx
            .update(backgroundJobs)
            .set({ done, result: partial, updated_at: sql`now()` })
            .where(eq(backgroundJobs.id, id))
            .then(() => undefined),
      });
      await setJob(id, { state: 'completed', done: row.total, result });
    } catch (error) {
      const interrupted = error instanceof JobInterrupted;
      const lastTry = !interrupted && job.retryCount >= job.retryLimit;
      if (!interrupted) options.log.error({ err: error, job: id }, 'background job failed');
      await setJob(id, {
        state: lastTry ? 'failed' : 'queued',
        error: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
  }

  async function startWorkers() {
    await boss.start();
    for (const [kind, handler] of handlers) {
      await boss.createQueue(kind);
      const workerId = await boss.work<{ id?: string }>(
        kind,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          if (job) await run(handler, job);
        },
      );
      workers.set(kind, workerId);
    }
    for (const [kind, { cron, task }] of periodic) {
      await boss.createQueue(kind);
      await boss.schedule(kind, cron);
      const workerId = await boss.work(
        kind,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        () => task(),
      );
      workers.set(kind, workerId);
    }
  }

  const jobs: Jobs = {
    define(kind, handler) {
      if (started) throw new Error(`Job kind ${kind} defined after the workers started.`);
      handlers.set(kind, handler);
    },
    every(kind, cron, task) {
      if (started) throw new Error(`Job kind ${kind} scheduled after the workers started.`);
      periodic.set(kind, { cron, task });
    },
    async enqueue(kind, { ownerId, input, total }) {
      if (!handlers.has(kind)) throw new Error(`No handler for job kind ${kind}.`);
      await jobs.start();
      const id = randomUUID();
      await db.insert(backgroundJobs).values({ id, kind, owner_id: ownerId, input, total });
      try {
        await boss.send(kind, { id }, { id });
      } catch (error) {
        await setJob(id, { state: 'failed', error: 'not queued' });
        throw error;
      }
      const workerId = workers.get(kind);
      if (workerId) boss.notifyWorker(workerId);
      return id;
    },
    find,
    start() {
      if (stopping) return Promise.reject(new Error('The job workers are stopping.'));
      started ??= startWorkers();
      return started;
    },
    async stop() {
      stopping = true;
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
    },
  };
  return jobs;
}
