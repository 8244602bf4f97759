import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Hits counted per key (an action and who or what it is aimed at) in a window that ends at
 * `reset_at`. In the database, so every app process counts the same hits (sign-in, password reset
 * and registration limits).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_reset_at_idx').on(table.resetAt)],
);
