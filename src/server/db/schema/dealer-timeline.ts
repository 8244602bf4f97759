import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { dealers } from './dealers.ts';
import { users } from './users.ts';

/** A dealer's own change history (who changed which field, from what to what). */
export const dealerTimeline = pgTable(
  'dealer_timeline',
  {
    id: serial('id').primaryKey(),
    dealer_id: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    action_key: text('action_key').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Copied so the name stays when the account is deleted.
    user_name: text('user_name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dealer_timeline_dealer_idx').on(table.dealer_id, table.id)],
);
