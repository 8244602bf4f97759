import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { subject } from '@casl/ability';
import type { FastifyBaseLogger } from 'fastify';
import {
  MAX_UPLOAD_BYTES,
  type AddCommentReply,
  type AddNoteReply,
  type DeleteCollaborationReply,
  type DeleteImageReply,
  type UploadImagesReply,
} from '#domain/complaints/collaboration.schemas.ts';
import { AppError, forbidden, notFound } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { notify } from '#server/features/notifications/notifications.service.ts';
import { recordStaffResponse } from '#server/features/sla/sla.service.ts';
import type { Caller } from '#server/http/caller.ts';
import type { FileStore } from '#server/storage/file-store.ts';
import {
  checkImagePixels,
  makeThumbnail,
  thumbnailKey,
  THUMBNAIL_TYPE,
} from '#server/storage/image-thumbnail.ts';
import { stageImage, type StagedImage } from '#server/storage/stage-image.ts';
import { EXTENSIONS } from '#server/storage/staging.ts';
import type { KeyOwner } from '#server/storage/sweep.ts';
import { flagReusedPhotos, refreshReusedPhotoFlags } from './complaint-flags.service.ts';
import { TIMELINE } from './complaint-timeline.ts';
import { fingerprintImage } from './image-fingerprint.ts';
import { insertTimeline } from './complaints.repository.ts';
import { complaintWithCollaboration, isStaff, readableComplaint, timelineOf } from './complaints.service.ts';
import { recordableVisit } from './visits.service.ts';
import {
  deleteComment,
  deleteImage,
  deleteNote,
  findComment,
  findImage,
  findImages,
  findNote,
  setThumbnailKey,
  toComplaintImage,
  insertComment,
  insertImages,
  insertNote,
  knownStorageKeys,
  toComment,
  toNote,
} from './collaboration.repository.ts';

const noFiles = () =>
  new AppError('VALIDATION_FAILED', 422, 'errors.validation', {}, { files: ['validation.required'] });

const authorOf = (caller: Caller) => ({ user_id: caller.user.id, user_name: caller.user.name });

export async function addComment(
  db: Database,
  complaintId: number,
  content: string,
  caller: Caller,
): Promise<AddCommentReply> {
  const complaint = await readableComplaint(db, complaintId, caller.ability);
  if (!caller.ability.can('create', subject('Comment', { complaint_id: complaint.id, ...authorOf(caller) })))
    throw forbidden();
  const row = await db.transaction(async (tx) => {
    const comment = await insertComment(tx, { complaint_id: complaintId, ...authorOf(caller), content });
    await insertTimeline(tx, [
      { complaint_id: complaintId, action_key: TIMELINE.commentAdded, params: {}, ...authorOf(caller) },
    ]);
    // A staff comment is the first response (decision 022).
    if (isStaff(caller.user.role) && complaint.response_met_at === null)
      await recordStaffResponse(tx, complaintId, new Date());
    if (complaint.assignee_id !== null) {
      await notify(tx, {
        userId: complaint.assignee_id,
        kind: 'commentOnAssigned',
        complaintId,
        actor: caller.user,
        customerName: complaint.customer_name,
      });
    }
    return comment;
  });
  return { comment: toComment(row), timelineRecords: await timelineOf(db, complaintId, caller) };
}

export async function addNote(
  db: Database,
  complaintId: number,
  note: string,
  caller: Caller,
): Promise<AddNoteReply> {
  const complaint = await readableComplaint(db, complaintId, caller.ability);
  if (!caller.ability.can('create', subject('Note', { complaint_id: complaint.id, ...authorOf(caller) })))
    throw forbidden();
  const row = await db.transaction(async (tx) => {
    const inserted = await insertNote(tx, { complaint_id: complaintId, ...authorOf(caller), note });
    await insertTimeline(tx, [
      { complaint_id: complaintId, action_key: TIMELINE.noteAdded, params: {}, ...authorOf(caller) },
    ]);
    return inserted;
  });
  return { note: toNote(row), timelineRecords: await timelineOf(db, complaintId, caller) };
}

export async function removeComment(
  db: Database,
  id: number,
  caller: Caller,
): Promise<DeleteCollaborationReply> {
  const row = await findComment(db, id);
  if (!row) throw notFound();
  return removeRecord(db, row.complaint_id, subject('Comment', { ...row }), caller, async (tx) => {
    if (!(await deleteComment(tx, id))) throw notFound();
    return TIMELINE.commentDeleted;
  });
}

export async function removeNote(
  db: Database,
  id: number,
  caller: Caller,
): Promise<DeleteCollaborationReply> {
  // Without the right to read notes, whether one exists is not told either.
  if (!caller.ability.can('read', 'Note')) throw notFound();
  const row = await findNote(db, id);
  if (!row) throw notFound();
  return removeRecord(db, row.complaint_id, subject('Note', { ...row }), caller, async (tx) => {
    if (!(await deleteNote(tx, id))) throw notFound();
    return TIMELINE.noteDeleted;
  });
}

async function removeRecord(
  db: Database,
  complaintId: number,
  record: Parameters<Caller['ability']['can']>[1],
  caller: Caller,
  remove: (tx: Database) => Promise<string>,
): Promise<DeleteCollaborationReply> {
  // A record of a complaint the caller may not read is not found, whoever wrote it.
  await readableComplaint(db, complaintId, caller.ability).catch(() => {
    throw notFound();
  });
  if (!caller.ability.can('delete', record)) throw forbidden();
  await db.transaction(async (tx) => {
    const actionKey = await remove(tx);
    await insertTimeline(tx, [
      { complaint_id: complaintId, action_key: actionKey, params: {}, ...authorOf(caller) },
    ]);
  });
  const complaint = await readableComplaint(db, complaintId, caller.ability);
  const [timelineRecords, refreshed] = await Promise.all([
    timelineOf(db, complaintId, caller),
    complaintWithCollaboration(db, complaint, caller),
  ]);
  return { timelineRecords, complaint: refreshed };
}

/** A part of the multipart body: a file field's stream, or any other field (skipped). */
export interface UploadPart {
  fieldname: string;
  filename?: string;
  file?: Readable & { truncated?: boolean };
}

/** The device's file name as the gallery shows it: no folders, no control characters, at most 200 characters. */
const fileNameOf = (name: string | undefined) =>
  (name ?? '')
    .split(/[/\\]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200) || null;

/**
 * All or nothing: every file is streamed to staging and checked (size, content); only when all pass
 * are they committed to the store under server-made names, then their rows and the timeline entry
 * are inserted in one transaction. Any failure removes what was staged or committed; a crash in
 * between leaves staged files or unreferenced stored files, which the sweep removes after an hour.
 */
export async function uploadImages(
  db: Database,
  store: FileStore,
  complaintId: number,
  parts: AsyncIterable<UploadPart>,
  caller: Caller,
  visitId?: number,
): Promise<UploadImagesReply> {
  await readableComplaint(db, complaintId, caller.ability);
  if (!caller.ability.can('create', subject('Image', { complaint_id: complaintId, ...authorOf(caller) })))
    throw forbidden();
  // A visit's photos are added by who records it, to that complaint's visit.
  if (visitId !== undefined && (await recordableVisit(db, visitId, caller)).complaint_id !== complaintId)
    throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', {}, { visit: ['validation.invalid'] });
  const staged: (StagedImage & { fileName: string | null; thumbnail?: string })[] = [];
  const committed: string[] = [];
  try {
    for await (const part of parts) {
      if (!part.file) continue;
      staged.push({
        ...(await stageImage(store.stagingDir, part.file, MAX_UPLOAD_BYTES)),
        fileName: fileNameOf(part.filename),
      });
    }
    if (staged.length === 0) throw noFiles();
    // The original is kept as sent; the gallery shows a small copy. A picture with too many pixels
    // (a decompression bomb) is refused from its header, before anything decodes it.
    for (const file of staged) {
      if (await checkImagePixels(file.path))
        file.thumbnail = await makeThumbnail(file.path, store.stagingDir).catch(() => undefined);
    }
    const fingerprints = await Promise.all(staged.map((file) => fingerprintImage(file.path)));

    const rows = staged.map((file, index) => ({
      complaint_id: complaintId,
      ...authorOf(caller),
      storage_key: `images/${randomBytes(16).toString('hex')}.${EXTENSIONS[file.type]}`,
      content_type: file.type,
      size: file.size,
      file_name: file.fileName,
      thumbnail_key: file.thumbnail ? thumbnailKey() : null,
      ...fingerprints[index]!,
      visit_id: visitId ?? null,
    }));
    for (const [index, file] of staged.entries()) {
      const row = rows[index]!;
      await store.commit(file.path, row.storage_key, file.type);
      committed.push(row.storage_key);
      if (file.thumbnail && row.thumbnail_key) {
        await store.commit(file.thumbnail, row.thumbnail_key, THUMBNAIL_TYPE);
        committed.push(row.thumbnail_key);
      }
    }
    await db.transaction(async (tx) => {
      await insertImages(tx, rows);
      await insertTimeline(tx, [
        {
          complaint_id: complaintId,
          action_key: TIMELINE.imagesUploaded,
          params: { count: String(rows.length) },
          ...authorOf(caller),
        },
      ]);
      await flagReusedPhotos(tx, complaintId, fingerprints);
    });
  } catch (error) {
    await Promise.all(committed.map((key) => store.remove(key).catch(() => undefined)));
    throw error;
  } finally {
    await Promise.all(
      staged.flatMap((file) =>
        [file.path, file.thumbnail ?? file.path].map((p) => fsp.rm(p, { force: true })),
      ),
    );
  }
  const [images, timelineRecords] = await Promise.all([
    findImages(db, complaintId),
    timelineOf(db, complaintId, caller),
  ]);
  return { images: images.map(toComplaintImage), timelineRecords };
}

/** The image row the caller may see, or 404 (missing, or of a complaint they may not read). */
export async function readableImage(db: Database, id: number, caller: Caller) {
  const row = await findImage(db, id);
  if (!row) throw notFound();
  await readableComplaint(db, row.complaint_id, caller.ability).catch(() => {
    throw notFound();
  });
  return row;
}

/** Deletes the row (with its timeline entry) and then the file; a file left by a failure there is swept later. */
export async function removeImage(
  db: Database,
  store: FileStore,
  id: number,
  caller: Caller,
  log: FastifyBaseLogger,
): Promise<DeleteImageReply> {
  const row = await readableImage(db, id, caller);
  if (!caller.ability.can('delete', subject('Image', { ...row }))) throw forbidden();
  await db.transaction(async (tx) => {
    if (!(await deleteImage(tx, id))) throw notFound();
    await insertTimeline(tx, [
      { complaint_id: row.complaint_id, action_key: TIMELINE.imageDeleted, params: {}, ...authorOf(caller) },
    ]);
    // The 'Reused photo' flags this image raised go with it, on both complaints of each pair.
    await refreshReusedPhotoFlags(tx, row.complaint_id);
  });
  for (const key of [row.storage_key, row.thumbnail_key]) {
    if (key)
      await store.remove(key).catch((error: unknown) => {
        log.warn({ err: error, key }, 'image file not removed; the sweep will retry');
      });
  }
  return { timelineRecords: await timelineOf(db, row.complaint_id, caller) };
}

/**
 * The image's thumbnail as a stored file. An image from before thumbnails (demo data, older rows)
 * gets one now, from its original, kept for the next reader; when the original cannot be made
 * smaller (an unreadable file), the original itself is the answer.
 */
export async function readableThumbnail(db: Database, store: FileStore, id: number, caller: Caller) {
  const row = await readableImage(db, id, caller);
  if (row.thumbnail_key) return { id: row.id, storage_key: row.thumbnail_key, content_type: THUMBNAIL_TYPE };
  const original = await store.read(row.storage_key);
  if (!original) throw notFound();
  const bytes = Buffer.concat(await original.body.toArray());
  let made: string;
  try {
    if (!(await checkImagePixels(bytes))) return row;
    made = await makeThumbnail(bytes, store.stagingDir);
  } catch {
    return row;
  }
  const key = thumbnailKey();
  try {
    await store.commit(made, key, THUMBNAIL_TYPE);
  } finally {
    await fsp.rm(made, { force: true });
  }
  if (await setThumbnailKey(db, row.id, key))
    return { id: row.id, storage_key: key, content_type: THUMBNAIL_TYPE };
  // Another request made one first: use it, drop ours.
  await store.remove(key).catch(() => undefined);
  const current = await readableImage(db, id, caller);
  return current.thumbnail_key
    ? { id: current.id, storage_key: current.thumbnail_key, content_type: THUMBNAIL_TYPE }
    : current;
}

/** Complaint images in the file store, for the start-up sweep. */
export function imageKeyOwner(db: Database): KeyOwner {
  return { prefix: 'images/', known: (keys) => knownStorageKeys(db, keys) };
}
