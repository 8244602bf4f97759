import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealers } from './dealers.ts';
import { roles } from './roles.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    /** A Dealer-designation account sees and edits only this dealership. */
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'set null' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    index('users_role_id_idx').on(table.roleId),
    // The global search finds staff by name.
    index('users_name_search_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
  ],
);
