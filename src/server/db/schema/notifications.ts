import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '#domain/notifications/notification.schemas.ts';
import { complaints } from './complaints.ts';
import { users } from './users.ts';

export const notificationKind = pgEnum('notification_kind', NOTIFICATION_KINDS);

/**
 * In-app notifications, kept in the database so they survive a restart and reach the
 * user through any app process.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    complaint_id: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    // Copied so the text stays when the account is deleted or the complaint renamed.
    actor_name: text('actor_name').notNull(),
    customer_name: text('customer_name').notNull(),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The bell's newest-first list, and its unread count.
    index('notifications_user_idx').on(table.user_id, table.id),
    index('notifications_user_unread_idx')
      .on(table.user_id)
      .where(sql`${table.read_at} is null`),
    index('notifications_complaint_idx').on(table.complaint_id),
  ],
);
