import {
  MessageResponseSchema,
  ProductImportBodySchema,
  ProductImportResponseSchema,
  SellerIdParamsSchema,
  SellerProductBulkBodySchema,
  SellerProductBulkResponseSchema,
  SellerProductInputSchema,
  SellerProductListQuerySchema,
  SellerProductListResponseSchema,
  SellerProductPatchSchema,
  SellerProductResponseSchema,
} from '@souk/core';
import type { FastifyRequest } from 'fastify';
import { SECURITY } from '../../plugins/openapi.js';
import { sellerAccountOf } from '../../plugins/seller-auth.js';
import { bulkUpdateProducts } from '../../services/catalogue-admin/bulk-products.js';
import { importProducts } from '../../services/catalogue-admin/import-products.js';
import {
  createSellerProduct,
  deleteSellerProduct,
  getSellerProduct,
  listSellerProducts,
  PRODUCT_DELETED,
  patchSellerProduct,
  updateSellerProduct,
} from '../../services/catalogue-admin/seller-products.js';
import type { App, Deps } from '../../types.js';

/** Largest import body: 5000 rows of a full product each (the app's default limit is 256 KB). */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

/** Requests whose body named no currency (the schema's default would otherwise read as the seller's choice). */
const withoutCurrency = new WeakSet<FastifyRequest>();

/** Before validation: notes a product body without a currency, so the shop's (or the product's) applies. */
async function noteMissingCurrency(request: FastifyRequest): Promise<void> {
  const body = request.body as { currency?: unknown } | null | undefined;
  if (body && typeof body === 'object' && (body.currency === undefined || body.currency === '')) {
    withoutCurrency.add(request);
  }
}

function currencyOf(request: FastifyRequest, currency: string): string | undefined {
  return withoutCurrency.has(request) ? undefined : currency;
}

/** The shop's products in the seller console: list, create, read, edit, edit in place, delete, bulk, import. */
export function sellerProductRoutes(app: App, { db }: Deps): void {
  app.get(
    '/seller/products',
    {
      schema: {
        operationId: 'listSellerProducts',
        summary: "A page of the shop's products: search (name, slug, brand), filters, sort",
        tags: ['seller-console'],
        security: SECURITY.seller,
        querystring: SellerProductListQuerySchema,
        response: { 200: SellerProductListResponseSchema },
        errors: [401],
      },
    },
    async (request) => listSellerProducts(db, sellerAccountOf(request).sellerId, request.query),
  );

  app.post(
    '/seller/products',
    {
      preValidation: noteMissingCurrency,
      schema: {
        operationId: 'createSellerProduct',
        summary: "Add a product: an empty slug is made from the name; no currency means the shop's currency",
        tags: ['seller-console'],
        security: SECURITY.seller,
        body: SellerProductInputSchema,
        response: { 201: SellerProductResponseSchema },
        errors: [401, 409],
      },
    },
    async (request, reply) => {
      const input = { ...request.body, currency: currencyOf(request, request.body.currency) };
      const product = await createSellerProduct(db, sellerAccountOf(request).sellerId, input);
      return reply.status(201).send({ product });
    },
  );

  app.post(
    '/seller/products/bulk',
    {
      schema: {
        operationId: 'bulkUpdateSellerProducts',
        summary: "One action on many of the shop's products (other shops' ids are ignored)",
        tags: ['seller-console'],
        security: SECURITY.seller,
        body: SellerProductBulkBodySchema,
        response: { 200: SellerProductBulkResponseSchema },
        errors: [401],
      },
    },
    async (request) => bulkUpdateProducts(db, sellerAccountOf(request).sellerId, request.body),
  );

  app.post(
    '/seller/products/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        operationId: 'importSellerProducts',
        summary: 'Import product rows of a CSV: a dry run reports per row; applying writes all rows or none',
        tags: ['seller-console'],
        security: SECURITY.seller,
        body: ProductImportBodySchema,
        response: { 200: ProductImportResponseSchema },
        errors: [401, 409],
      },
    },
    async (request) => importProducts(db, sellerAccountOf(request).sellerId, request.body),
  );

  app.get(
    '/seller/products/:id',
    {
      schema: {
        operationId: 'getSellerProduct',
        summary: 'One product of the shop, every field',
        tags: ['seller-console'],
        security: SECURITY.seller,
        params: SellerIdParamsSchema,
        response: { 200: SellerProductResponseSchema },
        errors: [401, 404],
      },
    },
    async (request) => ({
      product: await getSellerProduct(db, sellerAccountOf(request).sellerId, request.params.id),
    }),
  );

  app.put(
    '/seller/products/:id',
    {
      preValidation: noteMissingCurrency,
      schema: {
        operationId: 'updateSellerProduct',
        summary: 'Replace every field of a product; a changed slug leaves the old address redirecting',
        tags: ['seller-console'],
        security: SECURITY.seller,
        params: SellerIdParamsSchema,
        body: SellerProductInputSchema,
        response: { 200: SellerProductResponseSchema },
        errors: [401, 404, 409],
      },
    },
    async (request) => {
      const input = { ...request.body, currency: currencyOf(request, request.body.currency) };
      return {
        product: await updateSellerProduct(db, sellerAccountOf(request).sellerId, request.params.id, input),
      };
    },
  );

  app.patch(
    '/seller/products/:id',
    {
      schema: {
        operationId: 'patchSellerProduct',
        summary: "Change a product's price, discount, stock or published flag in place",
        tags: ['seller-console'],
        security: SECURITY.seller,
        params: SellerIdParamsSchema,
        body: SellerProductPatchSchema,
        response: { 200: SellerProductResponseSchema },
        errors: [401, 404],
      },
    },
    async (request) => ({
      product: await patchSellerProduct(
        db,
        sellerAccountOf(request).sellerId,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/seller/products/:id',
    {
      schema: {
        operationId: 'deleteSellerProduct',
        summary: 'Delete a product of the shop (orders keep their copy of it)',
        tags: ['seller-console'],
        security: SECURITY.seller,
        params: SellerIdParamsSchema,
        response: { 200: MessageResponseSchema },
        errors: [401, 404],
      },
    },
    async (request) => {
      await deleteSellerProduct(db, sellerAccountOf(request).sellerId, request.params.id);
      return { message: PRODUCT_DELETED };
    },
  );
}
