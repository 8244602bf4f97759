import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '#domain/complaints/collaboration.schemas.ts';
import { MAX_ORDER_NUMBER_LENGTH } from '#domain/payment-proofs/payment-proof.schemas.ts';
import { AppError } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import type { FileStore } from '#server/storage/file-store.ts';
import { stageImage } from '#server/storage/stage-image.ts';
import { storeProofs } from './payment-proofs.service.ts';

export interface ImportReport {
  imported: { file: string; order: string }[];
  skipped: { file: string; reason: string }[];
}

/** A second, third... image of one order: `ORD-1__2.png`, `ORD-1 (2).png`. */
const COPY_SUFFIX = /(?:__\d+| \(\d+\))$/;

/**
 * The order number a file stands for: its name without the extension and without a copy suffix,
 * URL-decoded; a file inside a sub-folder belongs to the order the folder is named after.
 */
export function orderNumberOf(relativePath: string): string {
  const parts = relativePath.split(path.sep);
  if (parts.length > 1) return decoded(parts[0]!).trim();
  const base = path.basename(relativePath);
  const extension = path.extname(base);
  return decoded((extension ? base.slice(0, -extension.length) : base).replace(COPY_SUFFIX, '')).trim();
}

/** Names hold what a file name cannot URL-encoded ('INV%2F2025' is 'INV/2025'); a stray '%' stays as it is. */
function decoded(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

// By code point, so the report reads the same on every machine whatever its locale.
const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The folder's files (and its sub-folders' files, one level down), by name. */
async function filesIn(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of (await fsp.readdir(folder, { withFileTypes: true })).sort(byName)) {
    if (entry.isFile()) found.push(entry.name);
    else if (entry.isDirectory()) {
      const inner = await fsp.readdir(path.join(folder, entry.name), { withFileTypes: true });
      for (const file of inner.filter((item) => item.isFile()).sort(byName))
        found.push(path.join(entry.name, file.name));
      for (const sub of inner.filter((item) => item.isDirectory()))
        found.push(path.join(entry.name, sub.name, path.sep));
    }
  }
  return found;
}

/**
 * Imports a folder of payment-proof images named by order number (several per order allowed), with
 * the upload's checks (size, content by magic bytes). Safe to run twice: an image an order already
 * has (same content) is skipped. Each file is committed on its own, so one bad file stops nothing.
 */
export async function importProofs(db: Database, store: FileStore, folder: string): Promise<ImportReport> {
  const report: ImportReport = { imported: [], skipped: [] };
  for (const file of await filesIn(folder)) {
    const skip = (reason: string) => report.skipped.push({ file, reason });
    if (file.endsWith(path.sep)) {
      skip('a folder inside an order folder: not read');
      continue;
    }
    if (path.basename(file).startsWith('.')) {
      skip('hidden file');
      continue;
    }
    const order = orderNumberOf(file);
    if (!order) {
      skip('no order number in the name');
      continue;
    }
    if (order.length > MAX_ORDER_NUMBER_LENGTH) {
      skip(`order number longer than ${MAX_ORDER_NUMBER_LENGTH} characters`);
      continue;
    }
    const source = path.join(folder, file);
    let staged;
    try {
      staged = await stageImage(store.stagingDir, fs.createReadStream(source), MAX_UPLOAD_BYTES);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skip(
        error.statusCode === 413
          ? `larger than ${MAX_UPLOAD_BYTES} bytes (5 MB)`
          : 'not a JPEG, PNG, GIF or WebP image (checked by content)',
      );
      continue;
    }
    try {
      const result = await storeProofs(db, store, order, [{ ...staged, sourceName: path.basename(file) }], {
        user_id: null,
        user_name: '',
      });
      if (result.stored.length > 0) report.imported.push({ file, order });
      else skip(`already imported for order ${order}`);
    } finally {
      await fsp.rm(staged.path, { force: true });
    }
  }
  return report;
}
