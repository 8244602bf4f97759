import { endpoint, idParams } from '#domain/api/endpoint.ts';
import {
  productCategoriesReply,
  productEditReply,
  productInput,
  productListQuery,
  productListReply,
  productPickerQuery,
  productPickerReply,
  saveProductReply,
  updateProductReply,
} from './product.schemas.ts';

const tag = 'products';

/** The product catalogue with its warranty terms (decision 018): Admins manage it, Support Agents read it. */
export const productApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/products',
    access: { action: 'read', subject: 'Product' },
    tag,
    summary: 'Catalogue products by id, one page at a time, narrowed by search and category',
    description:
      'Search looks in name and model (any case); `category` is a category name. Pass `nextAfter` back as `after`.',
    query: productListQuery,
    status: 200,
    reply: productListReply,
  }),
  categories: endpoint({
    method: 'GET',
    path: '/api/product-categories',
    access: { action: 'read', subject: 'Product' },
    tag,
    summary: 'The catalogue categories, by name',
    status: 200,
    reply: productCategoriesReply,
  }),
  picker: endpoint({
    method: 'GET',
    path: '/api/product-picker',
    access: 'signedIn',
    tag,
    summary: "The complaint form's product picker: the first products matching, and the categories",
    description:
      'For whoever may create or update a complaint or read the catalogue (a Dealer filling its complaint too); ' +
      'only what the form needs: names, model, variants and warranty terms. 403 for others.',
    query: productPickerQuery,
    status: 200,
    reply: productPickerReply,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/products',
    access: { action: 'create', subject: 'Product' },
    tag,
    summary: 'Add a product to the catalogue (a new category name adds the category)',
    body: productInput,
    status: 201,
    reply: saveProductReply,
  }),
  edit: endpoint({
    method: 'GET',
    path: '/api/products/:id/edit',
    access: { action: 'read', subject: 'Product' },
    tag,
    summary: 'A product with its change history',
    params: idParams,
    status: 200,
    reply: productEditReply,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/products/:id',
    access: { action: 'update', subject: 'Product' },
    tag,
    summary:
      'Update a product; each changed field is written to its history. Complaints keep the verdict they were judged with',
    params: idParams,
    body: productInput,
    status: 200,
    reply: updateProductReply,
  }),
};
