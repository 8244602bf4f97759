import { z } from 'zod';
import { timelineRecord } from '#domain/complaints/complaint.schemas.ts';

// Messages are i18n keys.
const required = 'validation.required';
const requiredText = (max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, 'validation.tooLong');
const MAX_INT = 2_147_483_647;
/** Ten years and then some: longer cover is not sold. */
export const MAX_COVER_MONTHS = 240;
const months = z.coerce
  .number({ error: required })
  .int('validation.invalid')
  .min(1, 'products.validation.months')
  .max(MAX_COVER_MONTHS, 'products.validation.months');
const day = z
  .string({ error: required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((value) => {
    const time = Date.parse(value);
    return !value.startsWith('0000') && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, 'validation.date');

export const partCover = z.object({ part: requiredText(80), months });
export type PartCover = z.output<typeof partCover>;

export const productCategory = z.object({ id: z.number().int(), name: z.string() });
export type ProductCategory = z.infer<typeof productCategory>;

export const product = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category: z.string(),
  name: z.string(),
  model: z.string(),
  variants: z.array(z.string()),
  cover_months: z.number().int(),
  part_covers: z.array(z.object({ part: z.string(), months: z.number().int() })),
  launched_on: z.string(),
  created_at: z.string(),
});
export type Product = z.infer<typeof product>;

export const PRODUCT_PAGE_SIZE = 25;
export const PRODUCT_MAX_PAGE_SIZE = 50;

/** GET /products: search over name and model, optionally in one category; keyset pages by id. */
export const productListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(80).optional(),
  after: z.coerce.number().int().min(0).max(MAX_INT).optional(),
  limit: z.coerce.number().int().min(1).max(PRODUCT_MAX_PAGE_SIZE).default(PRODUCT_MAX_PAGE_SIZE),
});
export type ProductListQuery = z.input<typeof productListQuery>;

export const productListReply = z.object({
  products: z.array(product),
  /** Pass back as `after` for the next page; null on the last page. */
  nextAfter: z.number().int().nullable(),
});
export type ProductListReply = z.infer<typeof productListReply>;

export const productCategoriesReply = z.object({ categories: z.array(productCategory) });

/**
 * The catalogue as a complaint's product fields need it, for whoever fills them (a Dealer too):
 * what is sold and its terms for the live verdict, nothing of the catalogue's own records.
 */
export const pickedProduct = product.pick({
  id: true,
  category: true,
  name: true,
  model: true,
  variants: true,
  cover_months: true,
  part_covers: true,
  launched_on: true,
});
export type PickedProduct = z.infer<typeof pickedProduct>;

export const PICKER_SIZE = 20;

export const productPickerQuery = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(80).optional(),
  /** A complaint's own product, by id: its terms for the live verdict of 'Edit details'. */
  id: z.coerce.number().int().min(1).max(MAX_INT).optional(),
});

export const productPickerReply = z.object({
  products: z.array(pickedProduct),
  categories: z.array(z.string()),
});
export type ProductPickerReply = z.infer<typeof productPickerReply>;

/**
 * The product form. The category is named: a new name adds the category. Part covers must be longer
 * than the unit's cover (a shorter one would change nothing).
 */
export const productInput = z
  .object({
    category: requiredText(80),
    name: requiredText(120),
    model: requiredText(80),
    variants: z.array(requiredText(80)).max(20, 'validation.invalid').default([]),
    cover_months: months,
    part_covers: z.array(partCover).max(10, 'validation.invalid').default([]),
    launched_on: day,
  })
  .superRefine((value, ctx) => {
    value.part_covers.forEach((cover, index) => {
      if (cover.months <= value.cover_months) {
        ctx.addIssue({
          code: 'custom',
          path: ['part_covers', index, 'months'],
          message: 'products.validation.partLonger',
        });
      }
    });
  });
export type ProductInput = z.input<typeof productInput>;
export type ProductValues = z.output<typeof productInput>;
export const PRODUCT_FIELDS = [
  'category',
  'name',
  'model',
  'variants',
  'cover_months',
  'part_covers',
  'launched_on',
] as const;

export const saveProductReply = z.object({ message: z.string(), product });

/** GET /products/{id}/edit, with the product's change history. */
export const productEditReply = z.object({
  product,
  timelineRecords: z.array(timelineRecord),
  can: z.object({ update: z.boolean() }),
});
export type ProductEditReply = z.infer<typeof productEditReply>;

export const updateProductReply = saveProductReply.extend({ timelineRecords: z.array(timelineRecord) });
