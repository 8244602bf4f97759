import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DEFAULT_TIMEOUTS, type DatabaseTimeouts } from '#server/config/env.ts';
import { destroyConnection, watchPostgres, type DatabaseAvailability } from './availability.ts';
import { listenPostgres, pooledListeners, type Listen } from './listener.ts';
import { PgliteThread, type EmbeddedDatabaseStoppedError } from './pglite-thread.ts';

export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Whether the database answers now (PostgreSQL can go away and come back; PGlite cannot). */
  availability: DatabaseAvailability;
  /** LISTEN on a channel (a connection of its own on PostgreSQL; PGlite's own listeners in one process). */
  listen: Listen;
  /** Applies the committed SQL migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  /**
   * Tells `listener` if the embedded database's thread ends without being closed (its queries all
   * fail from then on). PostgreSQL never calls it: a lost server is waited for (`availability`).
   */
  onStopped(listener: (error: EmbeddedDatabaseStoppedError) => void): void;
  close(): Promise<void>;
}

// src/server/db/migrations in the source tree; the build copies it to dist/server/migrations.
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number: every app process takes this PostgreSQL advisory lock while it migrates.
const MIGRATION_LOCK_ID = 72_630_201;

export class DatabaseInUseError extends Error {
  /** The process holding the embedded database, when it is another one. */
  constructor(
    message: string,
    readonly ownerPid?: number,
  ) {
    super(message);
  }
}

// The server cancels a statement at statementMs; this much later the client stops waiting for an
// answer that a frozen or vanished server will never send.
const CLIENT_GRACE_MS = 1_000;

export async function openPostgres(
  url: string,
  timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS,
): Promise<DatabaseHandle> {
  const pooled = pooledListeners();
  const pool = new pg.Pool({
    connectionString: url,
    // Before the pool hands the connection out: its LISTENs come first.
    onConnect: (client) => pooled.attach(client),
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
    // No parallel workers (decision 038): starting them cost 15 to 60 ms per fallback list query
    // that then read 33 rows in 0.2 ms, and the many clients already share the cores. No JIT
    // (decision 046): a cost estimate over its threshold compiled for 54 ms a count that ran in 0.4.
    options: '-c max_parallel_workers_per_gather=0 -c jit=off',
    keepAlive: true,
  });
  // Every connection the pool holds, so they can be dropped when the server stops answering.
  const connections = new Set<pg.Client>();
  pool.on('connect', (client) => connections.add(client as unknown as pg.Client));
  pool.on('remove', (client) => connections.delete(client as unknown as pg.Client));
  // An idle connection that breaks (the server restarted) is reported here; the pool has already
  // dropped it. Without a listener the process would exit on the 'error' event.
  const availability = watchPostgres(url, () => {
    for (const client of connections) destroyConnection(client);
  });
  pool.on('error', () => availability.suspect());
  try {
    // Fail fast with a clear message when the server cannot be reached or refuses us.
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await availability.close();
    await pool.end();
    throw error;
  }
  return {
    db: drizzlePg(pool) as unknown as Database,
    kind: 'postgres',
    availability,
    listen: listenPostgres(url, pooled),
    onStopped: () => undefined,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    async close() {
      await availability.close();
      await pool.end();
    },
  };
}

/**
 * The embedded database: a folder for the app, memory for tests. PGlite runs in a worker thread
 * of its own (pglite-thread.ts), so the app's thread serves requests while a query runs.
 * `loadDataDir` starts it from a dump (PGlite's `dumpDataDir`): tests copy one migrated and seeded
 * database instead of each running initdb, which costs seconds of CPU.
 */
export async function openPglite(
  dataDir: string | 'memory',
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  const releaseLock = dataDir === 'memory' ? () => undefined : lockDataDir(dataDir);
  try {
    const client = await PgliteThread.start(
      dataDir === 'memory' ? undefined : pgliteFolder(dataDir),
      options.loadDataDir,
    );
    // Drizzle's PGlite driver, given the thread's client: it uses query, exec and transaction only.
    const pglite = drizzlePglite({ client: client as unknown as PGlite });
    return {
      db: pglite as unknown as Database,
      kind: 'pglite',
      availability: {
        get up() {
          return client.running;
        },
        recheck: async () => client.running,
        suspect: () => undefined,
        close: async () => undefined,
      },
      // One process, one database: nothing can be missed, so there is never a reconnection.
      listen: (channel, handlers) => client.listen(channel, handlers.onMessage),
      onStopped: (listener) => client.onStopped(listener),
      migrate: () => migratePglite(pglite, { migrationsFolder: MIGRATIONS_FOLDER }),
      async close() {
        try {
          await client.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** The folder inside DATA_DIR where PGlite keeps its files. */
export function pgliteFolder(dataDir: string): string {
  return path.join(dataDir, 'db');
}

/** True when DATA_DIR already holds an embedded database (PGlite writes PG_VERSION first). */
export function hasPgliteDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'));
}

// Folders this process holds: the lock file alone cannot tell, since its pid is ours either way.
const lockedHere = new Set<string>();

/**
 * PGlite corrupts a data folder opened by two processes (or twice in one), so the first opener
 * holds a lock file with its pid; a lock left by a process that no longer runs is taken over.
 * A lock file with our own pid that this process does not hold is stale too: in a container
 * the restarted app often gets the pid of the one that crashed.
 */
export function lockDataDir(dataDir: string): () => void {
  const folder = path.resolve(dataDir);
  if (lockedHere.has(folder)) {
    throw new DatabaseInUseError(`The embedded database in ${folder} is already open in this process.`);
  }
  fs.mkdirSync(folder, { recursive: true });
  const lockPath = path.join(folder, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      lockedHere.add(folder);
      return () => {
        lockedHere.delete(folder);
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new DatabaseInUseError(
          `The embedded database in ${folder} is in use by another process (pid ${owner}). ` +
            'Stop that process first, or set DATABASE_URL to use PostgreSQL for several processes.',
          owner,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${folder}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Errors that mean DATABASE_URL points at a server we cannot reach or that refuses us. */
export function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? '';
  return ['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH', '28P01', '3D000', '28000'].includes(code);
}

export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  databaseTimeouts?: DatabaseTimeouts;
}): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databaseTimeouts)
    : openPglite(config.dataDir);
}
