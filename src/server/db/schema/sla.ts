import { integer, pgEnum, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { SLA_EVENTS } from '#domain/sla/sla-clock.ts';
import { complaints } from './complaints.ts';

export const slaEvent = pgEnum('sla_event', SLA_EVENTS);

/**
 * The SLA events already told, one row per complaint and event: its key is what makes each
 * notification go out exactly once, whichever app process's job gets there first.
 */
export const slaEvents = pgTable(
  'sla_events',
  {
    complaint_id: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    event: slaEvent('event').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.complaint_id, table.event] })],
);
