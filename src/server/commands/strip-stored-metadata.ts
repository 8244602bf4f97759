import { createHash, randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { complaintImages } from '#server/db/schema/collaboration.ts';
import { paymentProofs } from '#server/db/schema/payment-proofs.ts';
import { flagReusedPhotos } from '#server/features/complaints/complaint-flags.service.ts';
import { fingerprintImage } from '#server/features/complaints/image-fingerprint.ts';
import type { FileStore } from '#server/storage/file-store.ts';
import { stripImageMetadata } from '#server/storage/strip-image-metadata.ts';

export interface StripReport {
  checked: number;
  stripped: number;
  bytesSaved: number;
  /** Payment proofs left as they are: stripped, they would equal another proof of the same order. */
  duplicates: string[];
}

const PAGE = 100;

/**
 * Rewrites images stored before uploads lost their metadata (decisions 030, 034): each complaint
 * image and payment proof whose file still carries metadata is stripped through the same walker as
 * an upload and stored under a new key (a served file's address never changes its bytes), its row
 * takes the new key, size and SHA-256, and the old file is removed. A complaint image's 'Reused
 * photo' flags are checked again with the new hash (only added: stripping keeps the pixels, so no
 * earlier match goes away). Safe to run again: a stripped file is left alone. A crash between
 * steps leaves only an unreferenced file, which the orphan sweep removes.
 */
export async function stripStoredMetadata(
  db: Database,
  store: FileStore,
  log: (line: string) => void = () => {},
): Promise<StripReport> {
  const report: StripReport = { checked: 0, stripped: 0, bytesSaved: 0, duplicates: [] };

  const images = rowsById((after) =>
    db
      .select({
        id: complaintImages.id,
        complaint_id: complaintImages.complaint_id,
        storage_key: complaintImages.storage_key,
        content_type: complaintImages.content_type,
        size: complaintImages.size,
      })
      .from(complaintImages)
      .where(gt(complaintImages.id, after))
      .orderBy(asc(complaintImages.id))
      .limit(PAGE),
  );
  for await (const row of images) {
    report.checked += 1;
    const copy = await stagedStrippedCopy(store, row.storage_key);
    if (!copy) continue;
    const fingerprint = await fingerprintImage(copy.path);
    const key = freshKeyLike(row.storage_key);
    await store.commit(copy.path, key, row.content_type);
    const updated = await db.transaction(async (tx) => {
      const done = await tx
        .update(complaintImages)
        .set({ storage_key: key, size: copy.size, ...fingerprint })
        .where(and(eq(complaintImages.id, row.id), eq(complaintImages.storage_key, row.storage_key)))
        .returning({ id: complaintImages.id });
      if (done.length > 0) await flagReusedPhotos(tx, row.complaint_id, [fingerprint]);
      return done.length > 0;
    });
    // Deleted (or changed) meanwhile: the new copy is not needed.
    await store.remove(updated ? row.storage_key : key);
    if (!updated) continue;
    report.stripped += 1;
    report.bytesSaved += row.size - copy.size;
    log(
      `stripped  complaint ${row.complaint_id} image ${row.id}  (${row.size - copy.size} bytes of metadata)`,
    );
  }

  const proofs = rowsById((after) =>
    db
      .select({
        id: paymentProofs.id,
        order_number: paymentProofs.order_number,
        storage_key: paymentProofs.storage_key,
        content_type: paymentProofs.content_type,
        size: paymentProofs.size,
      })
      .from(paymentProofs)
      .where(gt(paymentProofs.id, after))
      .orderBy(asc(paymentProofs.id))
      .limit(PAGE),
  );
  for await (const row of proofs) {
    report.checked += 1;
    const copy = await stagedStrippedCopy(store, row.storage_key);
    if (!copy) continue;
    const hash = createHash('sha256')
      .update(await fsp.readFile(copy.path))
      .digest('hex');
    const key = freshKeyLike(row.storage_key);
    await store.commit(copy.path, key, row.content_type);
    let updated: boolean;
    try {
      const done = await db
        .update(paymentProofs)
        .set({ storage_key: key, size: copy.size, content_hash: hash })
        .where(and(eq(paymentProofs.id, row.id), eq(paymentProofs.storage_key, row.storage_key)))
        .returning({ id: paymentProofs.id });
      updated = done.length > 0;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      updated = false;
      report.duplicates.push(`proof ${row.id} of order ${row.order_number}`);
      log(`left      proof ${row.id} of order ${row.order_number}: the same picture as another proof of it`);
    }
    await store.remove(updated ? row.storage_key : key);
    if (!updated) continue;
    report.stripped += 1;
    report.bytesSaved += row.size - copy.size;
    log(
      `stripped  proof ${row.id} of order ${row.order_number}  (${row.size - copy.size} bytes of metadata)`,
    );
  }
  return report;
}

/** Every row of a table in id order, a page at a time (`page` answers the rows after an id). */
async function* rowsById<T extends { id: number }>(page: (after: number) => Promise<T[]>) {
  for (let after = 0; ;) {
    const rows = await page(after);
    if (rows.length === 0) return;
    after = rows.at(-1)!.id;
    yield* rows;
  }
}

/** The stored file without its metadata, written to staging; null when nothing would change or it is gone. */
async function stagedStrippedCopy(
  store: FileStore,
  key: string,
): Promise<{ path: string; size: number } | null> {
  const file = await store.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const stripped = stripImageMetadata(bytes);
  if (stripped.equals(bytes)) return null;
  await fsp.mkdir(store.stagingDir, { recursive: true });
  const staged = path.join(store.stagingDir, `strip-${randomBytes(12).toString('hex')}`);
  await fsp.writeFile(staged, stripped);
  return { path: staged, size: stripped.length };
}

/** `images/<random>.jpg` → `images/<other random>.jpg`: same folder and extension. */
function freshKeyLike(key: string): string {
  return key.replace(/[^/]+(\.[a-z0-9]+)$/, `${randomBytes(16).toString('hex')}$1`);
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause)
    if ((current as { code?: string }).code === '23505') return true;
  return false;
}
