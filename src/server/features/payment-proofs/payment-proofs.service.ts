import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '#domain/complaints/collaboration.schemas.ts';
import type { UploadPaymentProofsReply } from '#domain/payment-proofs/payment-proof.schemas.ts';
import { AppError, notFound } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import type { FileStore } from '#server/storage/file-store.ts';
import { stageImage, type StagedImage } from '#server/storage/stage-image.ts';
import { EXTENSIONS } from '#server/storage/staging.ts';
import type { KeyOwner } from '#server/storage/sweep.ts';
import {
  findProof,
  findProofs,
  insertProofs,
  knownHashes,
  knownProofKeys,
  type NewPaymentProof,
} from './payment-proofs.repository.ts';

/** Where a proof is served (GET /api/payment-proof-files/{id}). */
export const proofUrl = (id: number) => `/api/payment-proof-files/${id}`;

/** Stored files of payment proofs live under this prefix of the file store. */
export const PROOF_KEY_PREFIX = 'proofs/';

const noFiles = () =>
  new AppError('VALIDATION_FAILED', 422, 'errors.validation', {}, { files: ['validation.required'] });

export interface ProofAuthor {
  user_id: number | null;
  user_name: string;
}

/** A checked file waiting in staging, with the name it came with. */
export interface StagedProof extends StagedImage {
  sourceName: string;
}

export async function proofImages(db: Database, orderNumber: string): Promise<string[]> {
  return (await findProofs(db, orderNumber)).map((row) => proofUrl(row.id));
}

/** The SHA-256 of a staged file, read back from disk (at most the upload limit). */
export async function hashOf(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(path), hash);
  return hash.digest('hex');
}

/**
 * Commits staged, checked files to the store and records them for the order, in one transaction.
 * A file whose content the order already has (earlier, or twice in this batch) is not stored again.
 * Any failure removes what was committed; the staged files are the caller's to remove.
 */
export async function storeProofs(
  db: Database,
  store: FileStore,
  orderNumber: string,
  files: StagedProof[],
  author: ProofAuthor,
): Promise<{ stored: StagedProof[]; duplicates: StagedProof[] }> {
  const hashes = await Promise.all(files.map((file) => hashOf(file.path)));
  const known = await knownHashes(db, orderNumber, hashes);
  const rows: (NewPaymentProof & { file: StagedProof })[] = [];
  const duplicates: StagedProof[] = [];
  files.forEach((file, index) => {
    const hash = hashes[index]!;
    if (known.has(hash)) return void duplicates.push(file);
    known.add(hash);
    rows.push({
      file,
      order_number: orderNumber,
      storage_key: `${PROOF_KEY_PREFIX}${randomBytes(16).toString('hex')}.${EXTENSIONS[file.type]}`,
      content_type: file.type,
      size: file.size,
      content_hash: hash,
      source_name: file.sourceName.slice(0, 255),
      ...author,
    });
  });
  const committed: string[] = [];
  try {
    for (const row of rows) {
      await store.commit(row.file.path, row.storage_key, row.file.type);
      committed.push(row.storage_key);
    }
    const inserted = await db.transaction((tx) =>
      insertProofs(
        tx,
        rows.map(({ file: _file, ...row }) => row),
      ),
    );
    // Rows a concurrent upload of the same content got to first: their files go.
    const raced = rows.filter((row) => !inserted.has(row.storage_key));
    await Promise.all(raced.map((row) => store.remove(row.storage_key)));
    return {
      stored: rows.filter((row) => inserted.has(row.storage_key)).map((row) => row.file),
      duplicates: [...duplicates, ...raced.map((row) => row.file)],
    };
  } catch (error) {
    await Promise.all(committed.map((key) => store.remove(key).catch(() => undefined)));
    throw error;
  }
}

/** A part of the multipart body: a file field's stream and its name. */
export interface ProofPart {
  filename: string;
  file: Readable & { truncated?: boolean };
}

/** All or nothing: every file is staged and checked before any is stored (as complaint images are). */
export async function uploadProofs(
  db: Database,
  store: FileStore,
  orderNumber: string,
  parts: AsyncIterable<ProofPart>,
  author: ProofAuthor,
): Promise<UploadPaymentProofsReply> {
  const staged: StagedProof[] = [];
  let duplicates = 0;
  try {
    for await (const part of parts) {
      staged.push({
        ...(await stageImage(store.stagingDir, part.file, MAX_UPLOAD_BYTES)),
        sourceName: part.filename,
      });
    }
    if (staged.length === 0) throw noFiles();
    duplicates = (await storeProofs(db, store, orderNumber, staged, author)).duplicates.length;
  } finally {
    await Promise.all(staged.map((file) => fsp.rm(file.path, { force: true })));
  }
  return { images: await proofImages(db, orderNumber), duplicates };
}

export async function proofFile(db: Database, id: number) {
  const row = await findProof(db, id);
  if (!row) throw notFound();
  return row;
}

/** Payment-proof files in the file store, for the start-up sweep. */
export function proofKeyOwner(db: Database): KeyOwner {
  return { prefix: PROOF_KEY_PREFIX, known: (keys) => knownProofKeys(db, keys) };
}
