import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RoleSlug } from '#domain/auth/roles.ts';
import type { ComplaintListName } from '#domain/complaints/complaint-status.ts';
import { users } from './users.ts';

/** A user's named filter and order on one complaint list; an admin may share one with a role. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    list: text('list').$type<ComplaintListName>().notNull(),
    /** The filter's query form (`filterToQuery`), checked with `complaintFilterSchema` when saved and read. */
    filter: jsonb('filter').$type<Record<string, string | string[]>>().notNull(),
    /** Shown, read-only, to every user of this role. */
    shared_role: text('shared_role').$type<RoleSlug>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One name per owner, whatever its case: 'Lahore' and 'lahore' would read as the same entry.
    uniqueIndex('saved_views_owner_name_idx').on(table.owner_id, sql`lower(${table.name})`),
    index('saved_views_shared_role_idx')
      .on(table.shared_role)
      .where(sql`${table.shared_role} is not null`),
  ],
);
