import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  productCategories,
  products,
  productSearchText,
  productTimeline,
} from '#server/db/schema/products.ts';
import { containsTerm } from '#server/db/sql/substring-pattern.ts';

export type ProductRow = typeof products.$inferSelect & { category: string };
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'created_at' | 'updated_at'>;
export type NewProductTimelineRecord = typeof productTimeline.$inferInsert;

const productColumns = {
  id: products.id,
  category_id: products.category_id,
  category: productCategories.name,
  name: products.name,
  model: products.model,
  variants: products.variants,
  cover_months: products.cover_months,
  part_covers: products.part_covers,
  launched_on: products.launched_on,
  created_at: products.created_at,
  updated_at: products.updated_at,
};

/** One page by id, keyset-paged (`after` the last id seen), narrowed by search and category name. */
export function listProducts(
  db: Database,
  filter: { search: string | null; category: string | null; after: number | null; limit: number },
) {
  const conditions: SQL[] = [];
  if (filter.search) conditions.push(containsTerm(productSearchText(products), filter.search));
  if (filter.category) conditions.push(sql`lower(${productCategories.name}) = lower(${filter.category})`);
  if (filter.after !== null) conditions.push(gt(products.id, filter.after));
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.category_id))
    .where(and(...conditions))
    .orderBy(asc(products.id))
    .limit(filter.limit + 1);
}

export async function findProduct(db: Database, id: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.category_id))
    .where(eq(products.id, id));
  return row;
}

/** Another product with this model (any case), if any: models are unique in the catalogue. */
export async function findProductByModel(db: Database, model: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`lower(${products.model}) = lower(${model})`);
  return row;
}

export function listCategories(db: Database) {
  return db
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .orderBy(asc(productCategories.name));
}

/** The category of this name (any case), added when new. */
export async function categoryNamed(db: Database, name: string): Promise<{ id: number; name: string }> {
  await db.insert(productCategories).values({ name }).onConflictDoNothing();
  const [row] = await db
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(sql`lower(${productCategories.name}) = lower(${name})`);
  return row!;
}

export async function insertProduct(db: Database, values: ProductValues): Promise<number> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

export async function updateProductRow(db: Database, id: number, values: ProductValues): Promise<void> {
  await db
    .update(products)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(products.id, id));
}

export async function insertProductTimeline(db: Database, records: NewProductTimelineRecord[]) {
  if (records.length > 0) await db.insert(productTimeline).values(records);
}

/** Oldest first. */
export function findProductTimeline(db: Database, productId: number) {
  return db
    .select({
      action_key: productTimeline.action_key,
      params: productTimeline.params,
      user_name: productTimeline.user_name,
      created_at: productTimeline.created_at,
    })
    .from(productTimeline)
    .where(eq(productTimeline.product_id, productId))
    .orderBy(asc(productTimeline.created_at), asc(productTimeline.id));
}
