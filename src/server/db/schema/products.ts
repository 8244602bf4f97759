import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PartCover } from '#domain/products/product.schemas.ts';
import { users } from './users.ts';

/** What a product search looks in, lower-cased: the expression of products_search_idx, so the index serves it. */
export function productSearchText(columns: { name: SQLWrapper; model: SQLWrapper }) {
  return sql`lower(${columns.name} || ' ' || ${columns.model})`;
}

/** The catalogue's categories (Air Conditioners, Refrigerators, ...), one per name whatever its case. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('product_categories_name_idx').on(sql`lower(${table.name})`)],
);

/**
 * A catalogue product with its warranty terms (decision 018). A complaint copies its name, model and
 * category and is judged with its terms when made; later term changes apply to new complaints only.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    category_id: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    model: text('model').notNull(),
    /** The variants it is sold in (colours, capacities), as the complaint form offers them. */
    variants: jsonb('variants').$type<string[]>().notNull().default([]),
    /** Months of cover of the whole unit from the purchase date. */
    cover_months: integer('cover_months').notNull(),
    /** Longer cover for named parts (a compressor 60 months while the unit has 12). */
    part_covers: jsonb('part_covers').$type<PartCover[]>().notNull().default([]),
    /** When it entered the catalogue: a purchase before this day is refused. */
    launched_on: date('launched_on', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_search_idx')
      .using('gin', sql`${productSearchText(table)} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('products_category_idx').on(table.category_id, table.id),
    uniqueIndex('products_model_idx').on(sql`lower(${table.model})`),
  ],
);

/** A product's own change history, like the dealers'. */
export const productTimeline = pgTable(
  'product_timeline',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    action_key: text('action_key').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Copied so the name stays when the account is deleted.
    user_name: text('user_name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_timeline_product_idx').on(table.product_id, table.id)],
);
