import type { FastifyPluginAsync } from 'fastify';
import { productApi } from '#domain/products/product.api.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import {
  createProduct,
  listProducts,
  productCategories,
  productPicker,
  productForEdit,
  updateProduct,
} from './products.service.ts';

export const productsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  route(app, productApi.list, ({ query }) => listProducts(db, query));
  route(app, productApi.categories, () => productCategories(db));
  route(app, productApi.picker, ({ query, caller }) => productPicker(db, query, caller));
  route(app, productApi.create, ({ body, caller }) => createProduct(db, body, caller));
  route(app, productApi.edit, ({ params, caller }) => productForEdit(db, params.id, caller));
  route(app, productApi.update, ({ params, body, caller }) => updateProduct(db, params.id, body, caller));
};
