import {
  ReorderBodySchema,
  SellerActionResponseSchema,
  SellerBannerInputSchema,
  SellerBannerResponseSchema,
  SellerBannersResponseSchema,
  SellerIdParamsSchema,
} from '@souk/core';
import { SECURITY } from '../../plugins/openapi.js';
import { sellerAccountOf } from '../../plugins/seller-auth.js';
import {
  BANNER_DELETED,
  createBanner,
  deleteBanner,
  listSellerBanners,
  reorderBanners,
  updateBanner,
} from '../../services/shop-content/banners.js';
import type { App, Deps } from '../../types.js';

/** The shop's home banners: list, add, edit (also from the storefront's admin mode), delete, reorder. */
export function sellerBannerRoutes(app: App, { db }: Deps): void {
  app.get(
    '/seller/banners',
    {
      schema: {
        operationId: 'listSellerBanners',
        summary: "The shop's home banners in order",
        tags: ['seller-shop'],
        security: SECURITY.seller,
        response: { 200: SellerBannersResponseSchema },
        errors: [401],
      },
    },
    async (request) => ({ banners: await listSellerBanners(db, sellerAccountOf(request).sellerId) }),
  );

  app.post(
    '/seller/banners',
    {
      schema: {
        operationId: 'createSellerBanner',
        summary: 'Add a banner at the end: an image, and a product of the shop or a link',
        description: '404 when `productId` is not a product of the shop.',
        tags: ['seller-shop'],
        security: SECURITY.seller,
        body: SellerBannerInputSchema,
        response: { 201: SellerBannerResponseSchema },
        errors: [401, 404],
      },
    },
    async (request, reply) => {
      const banner = await createBanner(db, sellerAccountOf(request).sellerId, request.body);
      return reply.status(201).send({ banner });
    },
  );

  app.put(
    '/seller/banners/order',
    {
      schema: {
        operationId: 'reorderSellerBanners',
        summary: "Put the shop's banners in a new order",
        description: '400 unless `ids` lists every banner of the shop exactly once.',
        tags: ['seller-shop'],
        security: SECURITY.seller,
        body: ReorderBodySchema,
        response: { 200: SellerBannersResponseSchema },
        errors: [401],
      },
    },
    async (request) => ({
      banners: await reorderBanners(db, sellerAccountOf(request).sellerId, request.body.ids),
    }),
  );

  app.put(
    '/seller/banners/:id',
    {
      schema: {
        operationId: 'updateSellerBanner',
        summary: "Replace a banner's image, product and link",
        tags: ['seller-shop'],
        security: SECURITY.seller,
        params: SellerIdParamsSchema,
        body: SellerBannerInputSchema,
        response: { 200: SellerBannerResponseSchema },
        errors: [401, 404],
      },
    },
    async (request) => ({
      banner: await updateBanner(db, sellerAccountOf(request).sellerId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/seller/banners/:id',
    {
      schema: {
        operationId: 'deleteSellerBanner',
        summary: 'Delete a banner',
        tags: ['seller-shop'],
        security: SECURITY.seller,
        params: SellerIdParamsSchema,
        response: { 200: SellerActionResponseSchema },
        errors: [401, 404],
      },
    },
    async (request) => {
      await deleteBanner(db, sellerAccountOf(request).sellerId, request.params.id);
      return { success: true, message: BANNER_DELETED };
    },
  );
}
