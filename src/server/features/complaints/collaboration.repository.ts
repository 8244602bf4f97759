import { and, asc, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type {
  Comment,
  ComplaintImage,
  InternalNote,
} from '#domain/complaints/collaboration-records.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { complaintComments, complaintImages, complaintNotes } from '#server/db/schema/collaboration.ts';
import { complaintTimeline } from '#server/db/schema/complaints.ts';
import type { StoredTimelineRecord } from './complaint-timeline.ts';

export type CommentRow = typeof complaintComments.$inferSelect;
export type NoteRow = typeof complaintNotes.$inferSelect;
export type ImageRow = typeof complaintImages.$inferSelect;
export type NewImage = typeof complaintImages.$inferInsert;
type CommentFields = Pick<CommentRow, 'id' | 'user_id' | 'user_name' | 'content' | 'created_at'>;
type NoteFields = Pick<NoteRow, 'id' | 'user_id' | 'user_name' | 'note' | 'created_at'>;
type ImageFields = Pick<ImageRow, 'id' | 'user_id' | 'user_name' | 'file_name' | 'created_at' | 'visit_id'>;

/** A JSON array of the rows' fields, in `order`; `[]` when there are none. */
function jsonRows(fields: Record<string, SQL | { name: string }>, from: SQL, order: SQL): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => sql`${key}::text, ${value}`);
  return sql`(select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)}) order by ${order}), '[]') ${from})`;
}

const withDate = <T extends { created_at: string }>(rows: T[]) =>
  rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));

type Dated<T extends { created_at: Date }> = Omit<T, 'created_at'> & { created_at: string };

/** Which of a complaint's records a reader is shown besides its timeline. */
export interface WantedRecords {
  comments: boolean;
  notes: boolean;
  images: boolean;
}

/**
 * What the edit screen shows beside the complaint, as four JSON columns of one select: its timeline
 * (oldest first), and its comments, internal notes and images (oldest first) when `want` asks;
 * `'[]'` for those it does not, which are then never read. `complaintId` is a value, or the
 * complaint's own column in a select of the complaint (complaint-edit.repository.ts).
 */
export function complaintRecordColumns(complaintId: SQLWrapper | number, want: WantedRecords) {
  const none = sql`'[]'::json`;
  const t = complaintTimeline;
  const c = complaintComments;
  const n = complaintNotes;
  const i = complaintImages;
  return {
    timeline: sql<Dated<StoredTimelineRecord>[]>`${jsonRows(
      { action_key: t.action_key, params: t.params, user_name: t.user_name, created_at: t.created_at },
      sql`from ${t} where ${t.complaint_id} = ${complaintId}`,
      sql`${t.created_at}, ${t.id}`,
    )}`,
    comments: sql<Dated<CommentFields>[]>`${
      want.comments
        ? jsonRows(
            {
              id: c.id,
              user_id: c.user_id,
              user_name: c.user_name,
              content: c.content,
              created_at: c.created_at,
            },
            sql`from ${c} where ${c.complaint_id} = ${complaintId}`,
            sql`${c.created_at}, ${c.id}`,
          )
        : none
    }`,
    notes: sql<Dated<NoteFields>[]>`${
      want.notes
        ? jsonRows(
            { id: n.id, user_id: n.user_id, user_name: n.user_name, note: n.note, created_at: n.created_at },
            sql`from ${n} where ${n.complaint_id} = ${complaintId}`,
            sql`${n.created_at}, ${n.id}`,
          )
        : none
    }`,
    images: sql<Dated<ImageFields>[]>`${
      want.images
        ? jsonRows(
            {
              id: i.id,
              user_id: i.user_id,
              user_name: i.user_name,
              file_name: i.file_name,
              visit_id: i.visit_id,
              created_at: i.created_at,
            },
            sql`from ${i} where ${i.complaint_id} = ${complaintId}`,
            sql`${i.id}`,
          )
        : none
    }`,
  };
}

/** complaintRecordColumns' answer with its times as dates. */
export function complaintRecordsOf(row: {
  timeline: Dated<StoredTimelineRecord>[];
  comments: Dated<CommentFields>[];
  notes: Dated<NoteFields>[];
  images: Dated<ImageFields>[];
}) {
  return {
    timeline: withDate(row.timeline),
    comments: withDate(row.comments),
    notes: withDate(row.notes),
    images: withDate(row.images),
  };
}

/** Where an image is served (GET /api/files/{id}). */
export const imageUrl = (id: number) => `/api/files/${id}`;

/** Where its thumbnail is served (GET /api/files/{id}/thumbnail). */
export const thumbnailUrl = (id: number) => `/api/files/${id}/thumbnail`;

/** An image as replies carry it. */
export const toComplaintImage = (image: ImageFields): ComplaintImage => ({
  id: image.id,
  url: imageUrl(image.id),
  thumbnail_url: thumbnailUrl(image.id),
  user_id: image.user_id,
  user_name: image.user_name,
  file_name: image.file_name,
  created_at: image.created_at.toISOString(),
  visit_id: image.visit_id,
});

export function toComment(row: CommentFields): Comment {
  return {
    id: row.id,
    user_id: row.user_id,
    user_name: row.user_name,
    content: row.content,
    created_at: row.created_at.toISOString(),
  };
}

export function toNote(row: NoteFields): InternalNote {
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

/**
 * Records the thumbnail made for an image that had none; false when another request recorded one
 * first (or the image is gone), and the caller removes the file it made.
 */
export async function setThumbnailKey(db: Database, id: number, key: string): Promise<boolean> {
  const rows = await db
    .update(complaintImages)
    .set({ thumbnail_key: key })
    .where(and(eq(complaintImages.id, id), isNull(complaintImages.thumbnail_key)))
    .returning({ id: complaintImages.id });
  return rows.length > 0;
}

/** Of these storage keys, the ones some image row names (as its original or its thumbnail). */
export async function knownStorageKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: complaintImages.storage_key, thumbnail: complaintImages.thumbnail_key })
    .from(complaintImages)
    .where(or(inArray(complaintImages.storage_key, keys), inArray(complaintImages.thumbnail_key, keys)));
  return new Set(rows.flatMap((row) => (row.thumbnail ? [row.key, row.thumbnail] : [row.key])));
}
