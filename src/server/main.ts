import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config/env.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { knownFailureMessage } from '#server/commands/run-command.ts';
import { DEMO_PASSWORD, seed, type SeedResult } from '#server/db/seed/seed.ts';
import { createFileStore } from './storage/create-file-store.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function start() {
  const config = loadConfig();
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
    await database.migrate();
    const fileStore = createFileStore(config.storage);
    const seeded = await seed(database.db, {
      adminEmail: config.admin.email,
      adminPassword: config.admin.password,
      demo: config.seedDemoData,
      demoRecords: { store: fileStore },
    });
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

    await app.listen({ port: config.port, host: config.host });
    const port = (app.server.address() as { port: number }).port;
    printWelcome(config, database, seeded, port);
  } catch (error) {
    if (!closing) await database.close().catch(() => undefined);
    throw error;
  }
}

function printWelcome(config: Config, database: DatabaseHandle, seeded: SeedResult, port: number) {
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  const lines = [``, `  CareDesk is running at http://localhost:${port} (${where})`];
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

start().catch((error: unknown) => {
  const message =
    knownFailureMessage(error) ??
    `CareDesk could not start: ${error instanceof Error ? error.stack : String(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
