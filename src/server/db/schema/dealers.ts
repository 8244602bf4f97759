import { sql, type SQLWrapper } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { phoneNormalSql } from '#server/db/sql/phone-normal.ts';

type DealerSearchColumns = Record<
  'dealer_name' | 'dealer_phone' | 'dealer_city' | 'dealer_address',
  SQLWrapper
>;

/** What a dealer search looks in, lower-cased: the expression of the trigram index dealers_search_idx, so the index serves the search. */
export function dealerSearchText(columns: DealerSearchColumns) {
  return sql`lower(${columns.dealer_name} || ' ' || ${columns.dealer_phone} || ' ' || ${columns.dealer_city} || ' ' || ${columns.dealer_address})`;
}

export const dealers = pgTable(
  'dealers',
  {
    id: serial('id').primaryKey(),
    dealer_name: text('dealer_name').notNull(),
    dealer_phone: text('dealer_phone').notNull(),
    dealer_city: text('dealer_city').notNull(),
    dealer_address: text('dealer_address').notNull(),
    /** The phone in its normal form (`923337654321`): what phone searches match. */
    dealer_phone_normal: text('dealer_phone_normal')
      .notNull()
      .generatedAlwaysAs(phoneNormalSql('dealer_phone')),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('dealers_search_idx')
      .using('gin', sql`${dealerSearchText(table)} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('dealers_phone_normal_idx')
      .using('gin', sql`${table.dealer_phone_normal} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
