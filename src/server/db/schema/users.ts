import { and, isNull, sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '#domain/users/user.schemas.ts';
import { phoneNormalSql } from '#server/db/sql/phone-normal.ts';
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
    /** What the user wants to be told about in the app (read by the notifications). */
    notificationPreferences: jsonb('notification_preferences')
      .$type<NotificationPreferences>()
      .notNull()
      .default(DEFAULT_NOTIFICATION_PREFERENCES),
    /** Where automatic assignment sends this person complaints (decision 024): provinces and cities, as named. */
    serviceAreas: text('service_areas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Product categories this person handles; empty means any. */
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When automatic assignment last chose this person: the oldest goes first among equals (round-robin). */
    lastAutoAssignedAt: timestamp('last_auto_assigned_at', { withTimezone: true }),
    /** What 'Search Users' and the global search look in, lower-cased; its trigram index serves substring search. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || username || ' ' || email || ' ' || phone || ' ' || city)`),
    /** The phone in its normal form (`923337654321`): what phone searches match. */
    phoneNormal: text('phone_normal').notNull().generatedAlwaysAs(phoneNormalSql('phone')),
    /** A deleted account keeps its row so its name stays on timelines, comments and notes. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** A deactivated account cannot sign in nor take complaints, stays in the Users list, and can be reactivated. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A deleted account frees its e-mail and username for a new account.
    uniqueIndex('users_email_lower_key')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.deletedAt} is null`),
    uniqueIndex('users_username_lower_key')
      .on(sql`lower(${table.username})`)
      .where(sql`${table.deletedAt} is null`),
    index('users_role_id_idx').on(table.roleId),
    // The users list sorts by these and pages with (column, id) keys.
    index('users_name_id_idx').on(table.name, table.id),
    index('users_city_id_idx').on(table.city, table.id),
    index('users_phone_id_idx').on(table.phone, table.id),
    index('users_role_id_id_idx').on(table.roleId, table.id),
    index('users_search_idx')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('users_phone_normal_idx')
      .using('gin', sql`${table.phoneNormal} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** An account that can sign in and take work: neither deleted nor deactivated. */
export const activeAccount = and(isNull(users.deletedAt), isNull(users.deactivatedAt))!;
