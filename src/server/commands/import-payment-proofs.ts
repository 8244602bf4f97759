// npm run import:payment-proofs -- <folder> — imports payment-proof images named by order number.
import fs from 'node:fs';
import { loadConfig } from '#server/config/env.ts';
import { openDatabase } from '#server/db/client.ts';
import { CommandError, runCommand } from './run-command.ts';
import { createFileStore } from '#server/storage/create-file-store.ts';
import { importProofs } from '#server/features/payment-proofs/import-proofs.ts';

const USAGE = `Usage: npm run import:payment-proofs -- <folder>

Each file's name without its extension is its order number: ORD-1001.png. More images of one order:
ORD-1001__2.png, "ORD-1001 (2).jpg", or any names inside a folder named after the order. Characters
a file name cannot hold are written URL-encoded: INV%2F2025%2F0042.png is order INV/2025/0042.
Safe to run twice: an image an order already has is skipped.`;

runCommand(async () => {
  const folder = process.argv[2];
  if (!folder || folder === '--help') throw new CommandError(USAGE);
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory())
    throw new CommandError(`Not a folder: ${folder}\n\n${USAGE}`);
  const config = loadConfig();
  const database = await openDatabase(config);
  const store = createFileStore(config.storage);
  try {
    await database.migrate();
    const report = await importProofs(database.db, store, folder);
    for (const item of report.imported)
      process.stdout.write(`imported  ${item.file}  → order ${item.order}\n`);
    for (const item of report.skipped) process.stdout.write(`skipped   ${item.file}  (${item.reason})\n`);
    process.stdout.write(
      `\n${counted(report.imported.length, 'image')} imported, ${counted(report.skipped.length, 'file')} skipped.\n`,
    );
  } finally {
    await store.close();
    await database.close();
  }
});

/** '1 image', '3 images': the command speaks English only. */
function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
