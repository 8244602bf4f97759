import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { complaints } from './complaints.ts';
import { users } from './users.ts';

/**
 * What changed, for the live streams (decision 016): written in the change's transaction, and its
 * id sent by NOTIFY to every app process. Kept a day, so a stream that reconnects resumes after
 * the last event it saw (`Last-Event-ID`). No foreign keys: an event outlives what it names.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    complaint_id: integer('complaint_id'),
    /** Only this user's streams hear it (notifications, sessions); null: everyone who may read the complaint. */
    user_id: integer('user_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('live_events_created_idx').on(table.created_at)],
);

/** Who has a complaint's edit screen open (one row per browser tab), and whether they are editing. */
export const complaintPresence = pgTable(
  'complaint_presence',
  {
    complaint_id: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tab: text('tab').notNull(),
    editing: boolean('editing').notNull().default(false),
    seen_at: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.complaint_id, table.user_id, table.tab] }),
    index('complaint_presence_seen_idx').on(table.seen_at),
  ],
);
