import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Application-wide settings shared by every app process (maintenance mode, the CSRF secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Failed sign-ins per account and per address, kept in the database so every app process sees them. */
export const signInAttempts = pgTable('sign_in_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
