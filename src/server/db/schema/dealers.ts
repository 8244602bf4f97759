import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const dealers = pgTable(
  'dealers',
  {
    id: serial('id').primaryKey(),
    dealer_name: text('dealer_name').notNull(),
    dealer_phone: text('dealer_phone').notNull(),
    dealer_city: text('dealer_city').notNull(),
    dealer_address: text('dealer_address').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('dealers_search_idx').using(
      'gin',
      sql`lower(${table.dealer_name} || ' ' || ${table.dealer_phone} || ' ' || ${table.dealer_city} || ' ' || ${table.dealer_address}) gin_trgm_ops`,
    ),
  ],
);
