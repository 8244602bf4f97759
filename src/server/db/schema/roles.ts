import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Rule } from '#domain/auth/permissions.ts';
import type { RoleSlug } from '#domain/auth/roles.ts';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  slug: text('slug').$type<RoleSlug>().notNull().unique(),
  name: text('name').notNull(),
  /** CASL rules; `${user.id}` placeholders are filled per request. */
  rules: jsonb('rules').$type<Rule[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
