// npm run db:restore -- <file> [--force] — puts back an embedded database saved by db:backup.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '#server/config/env.ts';
import { pgliteFolder } from '#server/db/client.ts';
import {
  CommandError,
  POSTGRES_BACKUP_HOWTO,
  fileTimestamp,
  lockForMaintenance,
  runCommand,
} from './run-command.ts';

const USAGE = 'Usage: npm run db:restore -- <backup.tar.gz> [--force]';

runCommand(async () => {
  const { positionals, values } = parseArguments();
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new CommandError(
      `DATABASE_URL is set: db:restore restores the embedded database only. Restore PostgreSQL with its own tools.\n${POSTGRES_BACKUP_HOWTO}`,
    );
  }
  const source = path.resolve(positionals[0]!);
  if (!fs.statSync(source, { throwIfNoEntry: false })?.isFile())
    throw new CommandError(`${source} is not a file.`);
  const tarball = new Blob([fs.readFileSync(source)]);

  const releaseLock = lockForMaintenance(config.dataDir, 'restoring');
  try {
    const folder = pgliteFolder(config.dataDir);
    let setAside: string | undefined;
    if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
      if (!values.force) {
        throw new CommandError(
          `${config.dataDir} already has a database. To replace it, run again with --force: ` +
            `the current one is then moved to ${path.basename(folder)}.before-restore-<time>.`,
        );
      }
      setAside = `${folder}.before-restore-${fileTimestamp()}`;
      fs.renameSync(folder, setAside);
    }

    let tables: number;
    try {
      tables = await loadTarball(folder, tarball);
    } catch (error) {
      // Put things back as they were: a half-restored folder must not be mistaken for a database.
      fs.rmSync(folder, { recursive: true, force: true });
      if (setAside) fs.renameSync(setAside, folder);
      throw new CommandError(
        `${source} could not be restored (${error instanceof Error ? error.message : String(error)}); ` +
          `${setAside ? 'the previous database is back in place' : 'nothing was changed'}.`,
      );
    }
    process.stdout.write(`Restored ${source} into ${config.dataDir} (${tables} tables).\n`);
    if (setAside) process.stdout.write(`The previous database is kept in ${setAside}.\n`);
    process.stdout.write('Start the app as usual; it applies any migrations newer than the backup.\n');
  } finally {
    releaseLock();
  }
});

function parseArguments() {
  try {
    const parsed = parseArgs({
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false } },
    });
    if (parsed.positionals.length !== 1) throw new CommandError(USAGE);
    return parsed;
  } catch (error) {
    if (error instanceof CommandError) throw error;
    throw new CommandError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

/** Unpacks a db:backup tarball into an empty folder and checks PostgreSQL starts on it. */
async function loadTarball(folder: string, tarball: Blob): Promise<number> {
  fs.mkdirSync(folder, { recursive: true });
  const client = await PGlite.create(folder, { loadDataDir: tarball });
  try {
    const result = await client.query<{ tables: number }>(
      "select count(*)::int as tables from information_schema.tables where table_schema = 'public'",
    );
    return result.rows[0]?.tables ?? 0;
  } finally {
    await client.close();
  }
}
