import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { complaints } from './complaints.ts';
import { users } from './users.ts';
import { complaintVisits } from './visits.ts';

const author = () => ({
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  // Copied so the name stays when the account is deleted.
  user_name: text('user_name').notNull(),
});

const complaintId = () =>
  integer('complaint_id')
    .notNull()
    .references(() => complaints.id, { onDelete: 'cascade' });

/** Comments on a complaint: seen by everyone who may read it, dealers included. */
export const complaintComments = pgTable(
  'complaint_comments',
  {
    id: serial('id').primaryKey(),
    complaint_id: complaintId(),
    ...author(),
    content: text('content').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('complaint_comments_complaint_idx').on(table.complaint_id, table.id)],
);

/** Internal notes: staff only, never sent to a Dealer. */
export const complaintNotes = pgTable(
  'complaint_notes',
  {
    id: serial('id').primaryKey(),
    complaint_id: complaintId(),
    ...author(),
    note: text('note').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('complaint_notes_complaint_idx').on(table.complaint_id, table.id)],
);

/** Images of a complaint; the file is in the file store under `storage_key`, a name the server chose. */
export const complaintImages = pgTable(
  'complaint_images',
  {
    id: serial('id').primaryKey(),
    complaint_id: complaintId(),
    ...author(),
    storage_key: text('storage_key').notNull().unique(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** The name the file had on the uploader's device; null for images from before it was kept. */
    file_name: text('file_name'),
    /** The small WebP the gallery shows; null until made (older images get it on first request). */
    thumbnail_key: text('thumbnail_key').unique(),
    /** The file's SHA-256 (hex), for the 'Reused photo' flag; null for images stored before it. */
    sha256: text('sha256'),
    /** The 64-bit difference hash (dHash) of the picture, for near-copies (decision 019). */
    dhash: bigint('dhash', { mode: 'bigint' }),
    // The dHash in four 16-bit bands: two hashes within 3 bits share at least one band exactly.
    dhash_band0: integer('dhash_band0').generatedAlwaysAs(sql`((dhash >> 48) & 65535)::integer`),
    dhash_band1: integer('dhash_band1').generatedAlwaysAs(sql`((dhash >> 32) & 65535)::integer`),
    dhash_band2: integer('dhash_band2').generatedAlwaysAs(sql`((dhash >> 16) & 65535)::integer`),
    dhash_band3: integer('dhash_band3').generatedAlwaysAs(sql`(dhash & 65535)::integer`),
    /** The visit whose before or after photo this is, if any. */
    visit_id: integer('visit_id').references(() => complaintVisits.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('complaint_images_complaint_idx').on(table.complaint_id, table.id),
    index('complaint_images_sha256_idx').on(table.sha256),
    index('complaint_images_dhash_band0_idx').on(table.dhash_band0),
    index('complaint_images_dhash_band1_idx').on(table.dhash_band1),
    index('complaint_images_dhash_band2_idx').on(table.dhash_band2),
    index('complaint_images_dhash_band3_idx').on(table.dhash_band3),
    index('complaint_images_visit_idx').on(table.visit_id),
  ],
);
