import { ConfigError } from '#server/config/env.ts';
import { DatabaseInUseError, isConnectionError, lockDataDir } from '#server/db/client.ts';

/** A failure the person running a command can act on: its message is printed, without a stack. */
export class CommandError extends Error {}

/**
 * The message for a failure that needs no stack trace (bad environment, database in use or
 * unreachable, a command's own refusal), or undefined for a bug worth a stack.
 */
export function knownFailureMessage(error: unknown): string | undefined {
  if (error instanceof ConfigError) return error.lines.join('\n');
  if (error instanceof DatabaseInUseError || error instanceof CommandError) return error.message;
  if (isConnectionError(error))
    return `Could not connect to the database in DATABASE_URL: ${(error as Error).message}`;
  return undefined;
}

/**
 * Runs a maintenance command (`npm run db:*`): exits with the code it returns (0 by default),
 * or 1 after printing what went wrong.
 */
export function runCommand(command: () => Promise<number | void>): void {
  command().then(
    (code) => exitAfterOutput(code ?? 0),
    (error: unknown) => {
      const message = knownFailureMessage(error);
      process.stderr.write(`${message ?? (error instanceof Error ? error.stack : String(error))}\n`);
      exitAfterOutput(1);
    },
  );
}

// Exits once stdout and stderr are flushed: writes to a pipe are asynchronous on some systems.
function exitAfterOutput(code: number): void {
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
}

/**
 * Takes the embedded database's lock for a backup or a restore: a copy taken while the app
 * writes could be torn, and a restore under a running app would corrupt it.
 */
export function lockForMaintenance(dataDir: string, doing: 'backing up' | 'restoring'): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError) || !error.ownerPid) throw error;
    throw new CommandError(
      `The embedded database in ${dataDir} is in use by the app (pid ${error.ownerPid}). ` +
        `Stop the app before ${doing}, then run this command again.`,
    );
  }
}

/** db:backup and db:restore handle the embedded database; PostgreSQL has its own tools. */
export const POSTGRES_BACKUP_HOWTO = [
  '  pg_dump "$DATABASE_URL" > backup.sql         restore: psql "$DATABASE_URL" < backup.sql',
  '  pg_dump -Fc "$DATABASE_URL" > backup.dump    restore: pg_restore --clean --if-exists -d "$DATABASE_URL" backup.dump',
].join('\n');

/** Where PostgreSQL lives, for messages: host, port and database, never the credentials. */
export function describePostgres(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL at ${parsed.host}${parsed.pathname}`;
}

/** A UTC timestamp usable in a file name on every system: 2025-01-31T09-05-00Z. */
export function fileTimestamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}
