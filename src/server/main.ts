import cluster, { type Worker } from 'node:cluster';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config/env.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { knownFailureMessage } from '#server/commands/run-command.ts';
import { DEMO_PASSWORD, seed, type SeedResult } from '#server/db/seed/seed.ts';
import { createFileStore } from './storage/create-file-store.ts';
import type { FileStore } from './storage/file-store.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;
/** A crashed worker is started again after this pause, so a crash loop cannot spin. */
const RESTART_DELAY_MS = 1_000;
/** This many workers in a row dying before they listen means they cannot start: give up. */
const MAX_FAILED_STARTS = 3;

/** Migrations, then the first accounts (and demo data) when the database has none. */
async function prepare(config: Config, database: DatabaseHandle, fileStore: FileStore): Promise<SeedResult> {
  await database.migrate();
  return seed(database.db, {
    adminEmail: config.admin.email,
    adminPassword: config.admin.password,
    demo: config.seedDemoData,
    demoRecords: { store: fileStore },
  });
}

/** One app process: the whole server on the port (a cluster worker shares it with the others). */
async function serve(config: Config) {
  const database = await openDatabase(config);
  let closing = false;
  // The embedded database's thread ended (PGlite failed): stop at once, so a supervisor restarts
  // the app, rather than answer every request with an error.
  database.onStopped((error) => {
    if (closing) return;
    closing = true;
    const message = `${error.message} CareDesk stops; start it again to reopen the database.\n`;
    // Exits once the line is written: writes to a pipe are asynchronous.
    void database.close().finally(() => process.stderr.write(message, () => process.exit(1)));
  });
  try {
    const fileStore = createFileStore(config.storage);
    const seeded = await prepare(config, database, fileStore);
    const app = await buildApp({
      config,
      db: database.db,
      availability: database.availability,
      listen: database.listen,
      fileStore,
      logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]'] },
    });

    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal} received: finishing in-flight requests`);
      const timer = setTimeout(() => {
        app.log.error('shutdown took too long; exiting');
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS);
      await app.close();
      await database.close();
      clearTimeout(timer);
      process.exit(0);
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));
    // A worker whose primary is gone no longer receives connections.
    if (cluster.isWorker) process.on('disconnect', () => void shutdown('disconnect'));

    await app.listen({ port: config.port, host: config.host });
    const port = (app.server.address() as { port: number }).port;
    if (cluster.isPrimary) printWelcome(config, database.kind, seeded, port, 1);
  } catch (error) {
    if (!closing) await database.close().catch(() => undefined);
    throw error;
  }
}

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only): this process migrates and seeds, then starts that many
 * workers that share the port (node:cluster hands connections to them in turn), starts another
 * when one dies, and stops them all on SIGTERM or SIGINT (each finishes its requests first).
 */
async function supervise(config: Config) {
  const database = await openDatabase(config);
  let seeded: SeedResult;
  try {
    seeded = await prepare(config, database, createFileStore(config.storage));
  } finally {
    await database.close();
  }

  const workers = new Set<Worker>();
  let stopping = false;
  let failedStarts = 0;
  let listening = 0;
  const say = (line: string) => process.stderr.write(`CareDesk: ${line}\n`);

  const stop = (signal: NodeJS.Signals, code: number) => {
    if (stopping) return;
    stopping = true;
    const timer = setTimeout(() => {
      say('workers took too long to stop; exiting');
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS + 2_000);
    const done = () => {
      clearTimeout(timer);
      process.exit(code);
    };
    if (workers.size === 0) return done();
    for (const worker of workers) {
      worker.once('exit', () => workers.size === 0 && done());
      worker.process.kill(signal);
    }
  };

  const fork = () => {
    const worker = cluster.fork();
    workers.add(worker);
    let listened = false;
    worker.on('listening', (address) => {
      listened = true;
      failedStarts = 0;
      if (++listening === config.webConcurrency)
        printWelcome(config, 'postgres', seeded, address.port, config.webConcurrency);
    });
    worker.on('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) return;
      if (!listened && ++failedStarts >= MAX_FAILED_STARTS) {
        say(`${MAX_FAILED_STARTS} workers in a row stopped before serving; stopping.`);
        return stop('SIGTERM', 1);
      }
      say(`worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another.`);
      setTimeout(() => stopping || fork(), RESTART_DELAY_MS);
    });
  };

  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGTERM', 0));
  for (let i = 0; i < config.webConcurrency; i++) fork();
}

function printWelcome(
  config: Config,
  kind: DatabaseHandle['kind'],
  seeded: SeedResult,
  port: number,
  processes: number,
) {
  const where = kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  const served = processes > 1 ? `, ${processes} processes` : '';
  const lines = [``, `  CareDesk is running at http://localhost:${port} (${where}${served})`];
  if (seeded.seeded) {
    const password = config.admin.passwordFromEnv ? '(the ADMIN_PASSWORD you set)' : config.admin.password;
    lines.push(`  Sign in as ${config.admin.email} with password ${password}`);
    if (seeded.demo)
      lines.push(
        `  Demo staff accounts (support, agent, fieldagent, technician, dealer) use "${DEMO_PASSWORD}"`,
      );
  } else {
    lines.push(`  Sign in with your admin account (first run default: ${config.admin.email})`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

async function start() {
  const config = loadConfig();
  if (cluster.isPrimary && config.webConcurrency > 1) await supervise(config);
  else await serve(config);
}

start().catch((error: unknown) => {
  const message =
    knownFailureMessage(error) ??
    `CareDesk could not start: ${error instanceof Error ? error.stack : String(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
