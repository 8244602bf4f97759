import { asc, eq, inArray } from 'drizzle-orm';
import type { Comment, InternalNote } from '#domain/complaints/collaboration-records.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { complaintComments, complaintImages, complaintNotes } from '#server/db/schema/collaboration.ts';

export type CommentRow = typeof complaintComments.$inferSelect;
export type NoteRow = typeof complaintNotes.$inferSelect;
export type ImageRow = typeof complaintImages.$inferSelect;
export type NewImage = typeof complaintImages.$inferInsert;

/** Where an image is served (GET /api/files/{id}). */
export const imageUrl = (id: number) => `/api/files/${id}`;

/** An image as replies carry it. */
export const toComplaintImage = (image: { id: number; user_id: number | null; visit_id: number | null }) => ({
  id: image.id,
  url: imageUrl(image.id),
  user_id: image.user_id,
  visit_id: image.visit_id,
});

export function toComment(row: CommentRow): Comment {
  return {
    id: row.id,
    user_id: row.user_id,
    user_name: row.user_name,
    content: row.content,
    created_at: row.created_at.toISOString(),
  };
}

export function toNote(row: NoteRow): InternalNote {
  return {
    id: row.id,
    user_id: row.user_id,
    user_name: row.user_name,
    note: row.note,
    created_at: row.created_at.toISOString(),
  };
}

/** Oldest first. */
export function findComments(db: Database, complaintId: number) {
  return db
    .select()
    .from(complaintComments)
    .where(eq(complaintComments.complaint_id, complaintId))
    .orderBy(asc(complaintComments.created_at), asc(complaintComments.id));
}

/** Oldest first. */
export function findNotes(db: Database, complaintId: number) {
  return db
    .select()
    .from(complaintNotes)
    .where(eq(complaintNotes.complaint_id, complaintId))
    .orderBy(asc(complaintNotes.created_at), asc(complaintNotes.id));
}

/** Oldest first. */
export function findImages(db: Database, complaintId: number) {
  return db
    .select()
    .from(complaintImages)
    .where(eq(complaintImages.complaint_id, complaintId))
    .orderBy(asc(complaintImages.id));
}

export async function findComment(db: Database, id: number) {
  const [row] = await db.select().from(complaintComments).where(eq(complaintComments.id, id));
  return row;
}

export async function findNote(db: Database, id: number) {
  const [row] = await db.select().from(complaintNotes).where(eq(complaintNotes.id, id));
  return row;
}

export async function findImage(db: Database, id: number) {
  const [row] = await db.select().from(complaintImages).where(eq(complaintImages.id, id));
  return row;
}

export async function insertComment(db: Database, values: typeof complaintComments.$inferInsert) {
  const [row] = await db.insert(complaintComments).values(values).returning();
  return row!;
}

export async function insertNote(db: Database, values: typeof complaintNotes.$inferInsert) {
  const [row] = await db.insert(complaintNotes).values(values).returning();
  return row!;
}

export async function insertImages(db: Database, values: NewImage[]) {
  return db.insert(complaintImages).values(values).returning();
}

/** True when this call deleted the row (false when another request got there first). */
export async function deleteComment(db: Database, id: number): Promise<boolean> {
  return (await db.delete(complaintComments).where(eq(complaintComments.id, id)).returning()).length > 0;
}

export async function deleteNote(db: Database, id: number): Promise<boolean> {
  return (await db.delete(complaintNotes).where(eq(complaintNotes.id, id)).returning()).length > 0;
}

export async function deleteImage(db: Database, id: number): Promise<boolean> {
  return (await db.delete(complaintImages).where(eq(complaintImages.id, id)).returning()).length > 0;
}

/** Of these storage keys, the ones some image row names. */
export async function knownStorageKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: complaintImages.storage_key })
    .from(complaintImages)
    .where(inArray(complaintImages.storage_key, keys));
  return new Set(rows.map((row) => row.key));
}
