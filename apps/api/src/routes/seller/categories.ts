import {
  DeleteCategoryQuerySchema,
  ReorderBodySchema,
  SellerActionResponseSchema,
  SellerCategoriesResponseSchema,
  SellerCategoryInputSchema,
  SellerCategoryResponseSchema,
  SellerIdParamsSchema,
} from '@souk/core';
import { SECURITY } from '../../plugins/openapi.js';
import { sellerAccountOf } from '../../plugins/seller-auth.js';
import {
  createCategory,
  deleteCategory,
  listSellerCategories,
  reorderCategories,
  updateCategory,
} from '../../services/shop-content/categories.js';
import type { App, Deps } from '../../types.js';

export const CATEGORY_DELETED = 'Category deleted';

/** The shop's categories: list with product counts, create, rename (products follow), reorder, delete. */
export function sellerCategoryRoutes(app: App, { db }: Deps): void {
  app.get(
    '/seller/categories',
    {
      schema: {
        operationId: 'listSellerCategories',
        summary: "The shop's categories in order, each with its number of products (published or not)",
        tags: ['seller-shop'],
        security: SECURITY.seller,
        response: { 200: SellerCategoriesResponseSchema },
        errors: [401],
      },
    },
    async (request) => ({ categories: await listSellerCategories(db, sellerAccountOf(request).sellerId) }),
  );

  app.post(
    '/seller/categories',
    {
      schema: {
        operationId: 'createSellerCategory',
        summary: 'Add a category at the end of the list; its slug comes from the name',
        description: '409 when the shop already has a category of that name (case ignored).',
        tags: ['seller-shop'],
        security: SECURITY.seller,
        body: SellerCategoryInputSchema,
        response: { 201: SellerCategoryResponseSchema },
        errors: [401, 409],
      },
    },
    async (request, reply) => {
      const category = await createCategory(db, sellerAccountOf(request).sellerId, request.body);
      return reply.status(201).send({ category });
    },
  );

  app.put(
    '/seller/categories/order',
    {
      schema: {
        operationId: 'reorderSellerCategories',
        summary: "Put the shop's categories in a new order",
        description: '400 unless `ids` lists every category of the shop exactly once.',
        tags: ['seller-shop'],
        security: SECURITY.seller,
        body: ReorderBodySchema,
        response: { 200: SellerCategoriesResponseSchema },
        errors: [401],
      },
    },
    async (request) => ({
      categories: await reorderCategories(db, sellerAccountOf(request).sellerId, request.body.ids),
    }),
  );

  app.put(
    '/seller/categories/:id',
    {
      schema: {
        operationId: 'updateSellerCategory',
        summary: "Rename a category and/or change its image; a rename moves the shop's products with it",
        tags: ['seller-shop'],
        security: SECURITY.seller,
        params: SellerIdParamsSchema,
        body: SellerCategoryInputSchema,
        response: { 200: SellerCategoryResponseSchema },
        errors: [401, 404, 409],
      },
    },
    async (request) => ({
      category: await updateCategory(db, sellerAccountOf(request).sellerId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/seller/categories/:id',
    {
      schema: {
        operationId: 'deleteSellerCategory',
        summary: 'Delete a category; one with products needs `moveTo`, the category that takes them',
        description:
          '409 when the category has products and no `moveTo` is given (the message gives their number); ' +
          "404 for an unknown or another shop's category, also as `moveTo`.",
        tags: ['seller-shop'],
        security: SECURITY.seller,
        params: SellerIdParamsSchema,
        querystring: DeleteCategoryQuerySchema,
        response: { 200: SellerActionResponseSchema },
        errors: [401, 404, 409],
      },
    },
    async (request) => {
      const { sellerId } = sellerAccountOf(request);
      await deleteCategory(db, sellerId, request.params.id, request.query.moveTo);
      return { success: true, message: CATEGORY_DELETED };
    },
  );
}
