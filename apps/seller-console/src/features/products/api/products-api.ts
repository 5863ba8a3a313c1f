import {
  type Http,
  type ProductImportBody,
  ProductImportResponseSchema,
  SellerCategoriesResponseSchema,
  type SellerProductBulkBody,
  SellerProductBulkResponseSchema,
  type SellerProductInput,
  SellerProductListResponseSchema,
  type SellerProductPatch,
  SellerProductResponseSchema,
} from '@souk/core';
import { wireConsoleArea } from '../../../lib/api-area.js';
import type { ProductsQuery } from '../products-query.js';

const productPath = (id: string) => `seller/products/${encodeURIComponent(id)}`;

export function createProductsApi(http: Http) {
  return {
    /** GET /seller/products: searched, filtered, sorted, paged. */
    list: (query: ProductsQuery) =>
      http.send({
        method: 'get',
        path: 'seller/products',
        searchParams: { ...query },
        schema: SellerProductListResponseSchema,
        fallback: 'Failed to load products',
      }),
    /** GET /seller/products/{id} */
    get: (id: string) =>
      http.send({
        method: 'get',
        path: productPath(id),
        schema: SellerProductResponseSchema,
        fallback: 'Failed to load the product',
      }),
    /** POST /seller/products → 201 `{ product }`; 409 when the slug is taken. */
    create: (input: SellerProductInput) =>
      http.send({
        method: 'post',
        path: 'seller/products',
        json: input,
        schema: SellerProductResponseSchema,
        fallback: 'Could not save the product',
      }),
    /** PUT /seller/products/{id}: every field; a new slug keeps the old address (301). */
    update: (id: string, input: SellerProductInput) =>
      http.send({
        method: 'put',
        path: productPath(id),
        json: input,
        schema: SellerProductResponseSchema,
        fallback: 'Could not save the product',
      }),
    /** PATCH /seller/products/{id}: price, discount, stock or published, edited in place. */
    patch: (id: string, patch: SellerProductPatch) =>
      http.send({
        method: 'patch',
        path: productPath(id),
        json: patch,
        schema: SellerProductResponseSchema,
        fallback: 'Could not update the product',
      }),
    /** POST /seller/products/bulk: one action on the selected products. */
    bulk: (body: SellerProductBulkBody) =>
      http.send({
        method: 'post',
        path: 'seller/products/bulk',
        json: body,
        schema: SellerProductBulkResponseSchema,
        fallback: 'Could not update the products',
      }),
    /** POST /seller/products/import: a dry run reports per row; a real run applies all rows or none. */
    import: (body: ProductImportBody) =>
      http.send({
        method: 'post',
        path: 'seller/products/import',
        json: body,
        schema: ProductImportResponseSchema,
        fallback: 'Could not import the products',
      }),
    /** GET /seller/categories: the shop's categories, in shop order (the filter and the form's select). */
    categories: () =>
      http.send({
        method: 'get',
        path: 'seller/categories',
        schema: SellerCategoriesResponseSchema,
        fallback: 'Failed to load categories',
      }),
  };
}
export type ProductsApi = ReturnType<typeof createProductsApi>;

export let productsApi: ProductsApi = wireConsoleArea(createProductsApi, (area) => {
  productsApi = area;
});
