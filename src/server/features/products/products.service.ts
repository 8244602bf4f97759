import type { z } from 'zod';
import type { TimelineRecord } from '#domain/complaints/complaint.schemas.ts';
import type { WarrantyTerms } from '#domain/complaints/warranty.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { fieldHistoryIn } from '#domain/i18n/field-history.ts';
import { translate } from '#domain/i18n/translate.ts';
import { mayPickProducts } from '#domain/products/may-pick-products.ts';
import {
  pickedProduct,
  PICKER_SIZE,
  PRODUCT_FIELDS,
  type ProductPickerReply,
  type productPickerQuery,
  type Product,
  type ProductEditReply,
  type ProductListReply,
  type productListQuery,
  type ProductValues,
} from '#domain/products/product.schemas.ts';
import { AppError, forbidden } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import type { Caller } from '#server/http/caller.ts';
import {
  categoryNamed,
  findProduct,
  findProductByModel,
  findProductTimeline,
  insertProduct,
  insertProductTimeline,
  listCategories,
  listProducts as listProductRows,
  updateProductRow,
  type ProductRow,
} from './products.repository.ts';

/** Product timeline actions: catalog keys put into words when read, in the reader's language. */
export const PRODUCT_TIMELINE = {
  created: 'timeline.created',
  fieldChanged: 'timeline.fieldChanged',
} as const;

const notFound = () => new AppError('PRODUCT_NOT_FOUND', 404, 'products.messages.notFound');
const modelTaken = () =>
  new AppError(
    'VALIDATION_FAILED',
    422,
    'errors.validation',
    {},
    { model: ['products.validation.modelTaken'] },
  );

const toProduct = (row: ProductRow): Product => ({
  id: row.id,
  category_id: row.category_id,
  category: row.category,
  name: row.name,
  model: row.model,
  variants: row.variants,
  cover_months: row.cover_months,
  part_covers: row.part_covers,
  launched_on: row.launched_on,
  created_at: row.created_at.toISOString(),
});

export async function listProducts(
  db: Database,
  query: z.output<typeof productListQuery>,
): Promise<ProductListReply> {
  const rows = await listProductRows(db, {
    search: query.search || null,
    category: query.category || null,
    after: query.after ?? null,
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  return {
    products: page.map(toProduct),
    nextAfter: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** The complaint form's picker: the first matching products (only what the form needs) and the category names. */
export async function productPicker(
  db: Database,
  query: z.output<typeof productPickerQuery>,
  caller: Caller,
): Promise<ProductPickerReply> {
  if (!mayPickProducts(caller.ability)) throw forbidden();
  const [rows, categories] = await Promise.all([
    query.id !== undefined
      ? findProduct(db, query.id).then((row) => (row ? [row] : []))
      : listProductRows(db, {
          search: query.search || null,
          category: query.category || null,
          after: null,
          limit: PICKER_SIZE,
        }),
    listCategories(db),
  ]);
  return {
    products: rows.slice(0, PICKER_SIZE).map((row) => pickedProduct.parse(toProduct(row))),
    categories: categories.map((category) => category.name),
  };
}

export async function productCategories(db: Database) {
  return { categories: await listCategories(db) };
}

export async function createProduct(db: Database, input: ProductValues, caller: Caller) {
  const id = await db.transaction(async (tx) => {
    if (await findProductByModel(tx, input.model)) throw modelTaken();
    const category = await categoryNamed(tx, input.category);
    const inserted = await insertProduct(tx, valuesOf(input, category.id));
    await insertProductTimeline(tx, [
      { product_id: inserted, action_key: PRODUCT_TIMELINE.created, params: {}, ...authorOf(caller) },
    ]);
    return inserted;
  });
  return {
    message: translate(caller.language, 'products.messages.created'),
    product: toProduct((await findProduct(db, id))!),
  };
}

export async function productForEdit(db: Database, id: number, caller: Caller): Promise<ProductEditReply> {
  const row = await existingProduct(db, id);
  return {
    product: toProduct(row),
    timelineRecords: await productTimelineOf(db, id, caller.language),
    can: { update: caller.ability.can('update', 'Product') },
  };
}

/** Writes the changed fields and one history record per change in one transaction; nothing when nothing changed. */
export async function updateProduct(db: Database, id: number, input: ProductValues, caller: Caller) {
  const row = await existingProduct(db, id);
  const before = fieldTexts({ ...row });
  const after = fieldTexts(input);
  const changed = PRODUCT_FIELDS.filter((field) => before[field] !== after[field]);
  if (changed.length > 0) {
    await db.transaction(async (tx) => {
      const sameModel = await findProductByModel(tx, input.model);
      if (sameModel && sameModel.id !== id) throw modelTaken();
      const category = await categoryNamed(tx, input.category);
      await updateProductRow(tx, id, valuesOf(input, category.id));
      await insertProductTimeline(
        tx,
        changed.map((field) => ({
          product_id: id,
          action_key: PRODUCT_TIMELINE.fieldChanged,
          params: { field, from: before[field], to: after[field] },
          ...authorOf(caller),
        })),
      );
    });
  }
  return {
    message: translate(caller.language, 'products.messages.updated'),
    product: toProduct((await findProduct(db, id))!),
    timelineRecords: await productTimelineOf(db, id, caller.language),
  };
}

/** A catalogue product's name, model, category and warranty terms, for judging a complaint. */
export async function catalogueProduct(
  db: Database,
  id: number,
): Promise<(Pick<Product, 'id' | 'name' | 'model' | 'category' | 'launched_on'> & WarrantyTerms) | null> {
  const row = await findProduct(db, id);
  return row ? toProduct(row) : null;
}

async function existingProduct(db: Database, id: number): Promise<ProductRow> {
  const row = await findProduct(db, id);
  if (!row) throw notFound();
  return row;
}

function valuesOf(input: ProductValues, categoryId: number) {
  return {
    category_id: categoryId,
    name: input.name,
    model: input.model,
    variants: input.variants,
    cover_months: input.cover_months,
    part_covers: input.part_covers,
    launched_on: input.launched_on,
  };
}

/** Each field as the history tells it: lists joined, numbers as digits, a category by its name. */
function fieldTexts(values: ProductValues): Record<(typeof PRODUCT_FIELDS)[number], string> {
  return {
    category: values.category,
    name: values.name,
    model: values.model,
    variants: values.variants.join(', '),
    cover_months: String(values.cover_months),
    part_covers: values.part_covers.map((cover) => `${cover.part}: ${cover.months}`).join(', '),
    launched_on: values.launched_on,
  };
}

async function productTimelineOf(db: Database, id: number, language: Language): Promise<TimelineRecord[]> {
  return fieldHistoryIn(
    language,
    await findProductTimeline(db, id),
    PRODUCT_TIMELINE.fieldChanged,
    'products.fields',
  );
}

const authorOf = (caller: Caller) => ({ user_id: caller.user.id, user_name: caller.user.name });
