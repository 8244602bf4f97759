// npm run images:strip-metadata — removes GPS and other metadata from images stored before uploads did.
import { loadConfig } from '#server/config/env.ts';
import { openDatabase } from '#server/db/client.ts';
import { createFileStore } from '#server/storage/create-file-store.ts';
import { CommandError, formatBytes, runCommand } from './run-command.ts';
import { stripStoredMetadata } from './strip-stored-metadata.ts';

const USAGE = `Usage: npm run images:strip-metadata

Rewrites every stored complaint image and payment proof that still carries metadata (GPS position,
camera, text, XMP) without it, losslessly, as uploads are stored since decision 034. The stored
SHA-256 and the 'Reused photo' flags follow the new bytes. Safe to run again. With the embedded
database, stop the app first; with PostgreSQL it may run beside the app.`;

runCommand(async () => {
  if (process.argv[2]) throw new CommandError(USAGE);
  const config = loadConfig();
  const database = await openDatabase(config);
  const store = createFileStore(config.storage);
  try {
    await database.migrate();
    const report = await stripStoredMetadata(database.db, store, (line) => process.stdout.write(`${line}\n`));
    process.stdout.write(
      `\n${report.checked} checked, ${report.stripped} stripped, ${formatBytes(report.bytesSaved)} of metadata removed.\n`,
    );
    if (report.duplicates.length > 0)
      process.stdout.write(
        `${report.duplicates.length} left with metadata: once stripped each equals another proof of its order; delete one of the two.\n`,
      );
  } finally {
    await store.close();
    await database.close();
  }
});
