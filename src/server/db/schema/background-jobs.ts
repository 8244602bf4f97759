import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What a reader can see of a background job (src/server/jobs): who started it, how far it got and
 * what it found. The queue itself (claiming, retries, expiry) is pg-boss's, in its own schema; a
 * job's id is the same in both.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey(),
    /** The handler, e.g. 'complaints.bulk'. */
    kind: text('kind').notNull(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'queued', 'active', 'completed' or 'failed'. */
    state: text('state').notNull().default('queued'),
    /** What the handler needs, as it was asked. */
    input: jsonb('input').notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull(),
    /** Written with `done` as the job goes, so a retried job resumes where it stopped. */
    result: jsonb('result'),
    error: text('error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('background_jobs_owner_idx').on(table.owner_id, table.created_at)],
);
