import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { complaintStatus } from './complaints.ts';

/**
 * How many complaints each dealer has per status (decision 026), kept by statement triggers on
 * `complaints` in the transaction of every insert, update and delete, so a dealer's counts are
 * read, not counted, whatever the planner's statistics. Only dealers with complaints have rows.
 */
export const complaintCounts = pgTable(
  'complaint_counts',
  {
    // No foreign key: the trigger that subtracts a deleted dealer's complaints (set null) runs
    // after the dealer row is gone; its rows stay at zero.
    dealer_id: integer('dealer_id').notNull(),
    status: complaintStatus('status').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.dealer_id, table.status] })],
);
