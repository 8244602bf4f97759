import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** The visit whose before or after photo this is, if any. */
    visit_id: integer('visit_id').references(() => complaintVisits.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('complaint_images_complaint_idx').on(table.complaint_id, table.id),
    index('complaint_images_visit_idx').on(table.visit_id),
  ],
);
