import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Application-wide settings shared by every app process (maintenance mode, the CSRF secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
