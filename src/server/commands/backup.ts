// npm run db:backup [-- <file>] — a restorable copy of the embedded database (see db:restore).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '#server/config/env.ts';
import { hasPgliteDatabase, pgliteFolder } from '#server/db/client.ts';
import {
  CommandError,
  POSTGRES_BACKUP_HOWTO,
  fileTimestamp,
  formatBytes,
  lockForMaintenance,
  runCommand,
} from './run-command.ts';

const DEFAULT_BACKUP_FOLDER = 'backups';

runCommand(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length > 1) throw new CommandError('Usage: npm run db:backup [-- <file.tar.gz>]');
  const config = loadConfig();
  if (config.databaseUrl) {
    process.stdout.write(
      `DATABASE_URL is set: back up PostgreSQL with its own tools.\n${POSTGRES_BACKUP_HOWTO}\n`,
    );
    return;
  }
  if (!hasPgliteDatabase(config.dataDir)) {
    throw new CommandError(`There is no embedded database in ${config.dataDir} to back up (check DATA_DIR).`);
  }
  const target = path.resolve(
    positionals[0] ?? path.join(DEFAULT_BACKUP_FOLDER, `caredesk-${fileTimestamp()}.tar.gz`),
  );
  if (fs.existsSync(target)) throw new CommandError(`${target} already exists; choose another file.`);

  const releaseLock = lockForMaintenance(config.dataDir, 'backing up');
  let tarball: Blob;
  try {
    const client = await PGlite.create(pgliteFolder(config.dataDir));
    try {
      tarball = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
  } finally {
    releaseLock();
  }

  // Written aside first, so an interrupted backup never looks like a complete one.
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
  fs.renameSync(partial, target);
  process.stdout.write(
    `Backed up the embedded database in ${config.dataDir} to ${target} (${formatBytes(tarball.size)}).\n`,
  );
  const shown = path.relative(process.cwd(), target);
  process.stdout.write(`Restore it with: npm run db:restore -- ${shown.startsWith('..') ? target : shown}\n`);
});
