import {
  type Http,
  type ReorderBody,
  SellerActionResponseSchema,
  SellerCategoriesResponseSchema,
  type SellerCategoryInput,
  SellerCategoryResponseSchema,
} from '@souk/core';
import { wireConsoleArea } from '../../../lib/api-area.js';

export function createCategoriesApi(http: Http) {
  return {
    /** GET /seller/categories: in shop order, with product counts. */
    list: () =>
      http.send({
        method: 'get',
        path: 'seller/categories',
        schema: SellerCategoriesResponseSchema,
        fallback: 'Failed to load categories',
      }),
    /** POST /seller/categories */
    create: (input: SellerCategoryInput) =>
      http.send({
        method: 'post',
        path: 'seller/categories',
        json: input,
        schema: SellerCategoryResponseSchema,
        fallback: 'Could not add the category',
      }),
    /** PUT /seller/categories/{id}: a rename moves the shop's products with it. */
    update: (id: string, input: SellerCategoryInput) =>
      http.send({
        method: 'put',
        path: `seller/categories/${encodeURIComponent(id)}`,
        json: input,
        schema: SellerCategoryResponseSchema,
        fallback: 'Could not save the category',
      }),
    /** PUT /seller/categories/order */
    reorder: (body: ReorderBody) =>
      http.send({
        method: 'put',
        path: 'seller/categories/order',
        json: body,
        schema: SellerCategoriesResponseSchema,
        fallback: 'Could not reorder the categories',
      }),
    /** DELETE /seller/categories/{id}?moveTo=: a category in use needs the one that takes its products. */
    remove: (id: string, moveTo?: string) =>
      http.send({
        method: 'delete',
        path: `seller/categories/${encodeURIComponent(id)}`,
        searchParams: { moveTo },
        schema: SellerActionResponseSchema,
        fallback: 'Could not delete the category',
      }),
  };
}
export type CategoriesApi = ReturnType<typeof createCategoriesApi>;

export let categoriesApi: CategoriesApi = wireConsoleArea(createCategoriesApi, (area) => {
  categoriesApi = area;
});
