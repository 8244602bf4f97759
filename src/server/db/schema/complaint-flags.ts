import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { FLAG_KINDS } from '#domain/complaints/complaint-flags.ts';
import { complaints } from './complaints.ts';
import { users } from './users.ts';

export const flagKind = pgEnum('flag_kind', FLAG_KINDS);

/**
 * Duplicate and fraud flags (decision 019). A pair of complaints is flagged both ways (each one
 * points at the other); 'after_warranty' has no related complaint. A dismissed flag keeps its row,
 * so the unique key stops the same flag from coming back for the same pair.
 */
export const complaintFlags = pgTable(
  'complaint_flags',
  {
    id: serial('id').primaryKey(),
    complaint_id: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    kind: flagKind('kind').notNull(),
    related_complaint_id: integer('related_complaint_id').references(() => complaints.id, {
      onDelete: 'cascade',
    }),
    /** What the reason's words need (the order number matched, 'identical' or 'similar' photo). */
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dismissed_by: integer('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    // Copied so the name stays when the account is deleted.
    dismissed_by_name: text('dismissed_by_name'),
    dismissed_at: timestamp('dismissed_at', { withTimezone: true }),
    dismissed_reason: text('dismissed_reason'),
  },
  (table) => [
    unique('complaint_flags_pair_key')
      .on(table.complaint_id, table.kind, table.related_complaint_id)
      .nullsNotDistinct(),
    // The lists' 'Flagged' filter and the cards' chips: the active flags of a complaint.
    index('complaint_flags_active_idx')
      .on(table.complaint_id)
      .where(sql`${table.dismissed_at} is null`),
    // Deleting a complaint removes the flags pointing at it.
    index('complaint_flags_related_idx').on(table.related_complaint_id),
  ],
);
