import {
  IdSchema,
  ProductsByIdsQuerySchema,
  ProductsByIdsResponseSchema,
  RecentlyViewedBodySchema,
  RecentlyViewedResponseSchema,
  splitProductIds,
} from '@souk/core';
import * as z from 'zod/mini';
import { requireCustomer } from '../../plugins/identity.js';
import { SECURITY } from '../../plugins/openapi.js';
import {
  clearRecentlyViewed,
  listRecentlyViewed,
  productsByIds,
  recordRecentlyViewed,
} from '../../services/recently-viewed.js';
import type { App, Deps } from '../../types.js';

const SellerParams = z.object({ sellerId: IdSchema });

/**
 * Recently viewed products (issue 22): a shop's products by ids for anyone (a guest's list lives in the
 * browser), and the signed-in customer's own list per shop. The path names the shop only: the token names
 * whose list it is, so no call reaches another customer's list.
 */
export function recentlyViewedRoutes(app: App, { db }: Deps): void {
  app.get(
    '/home/products-by-ids/:sellerId',
    {
      schema: {
        operationId: 'getProductsByIds',
        summary: "A shop's products by ids, as they are now, in the order asked",
        description:
          "`ids`: 1 to 12 product ids separated by commas. Ids the shop does not show (unknown, another shop's, unpublished, deleted) are left out of the answer.",
        tags: ['catalogue'],
        security: SECURITY.public,
        params: SellerParams,
        querystring: ProductsByIdsQuerySchema,
        response: { 200: ProductsByIdsResponseSchema },
        errors: [404],
      },
    },
    async (request) => ({
      products: await productsByIds(db, request.params.sellerId, splitProductIds(request.query.ids) ?? []),
    }),
  );

  app.get(
    '/customer/recently-viewed/:sellerId',
    {
      schema: {
        operationId: 'getRecentlyViewed',
        summary: "The signed-in customer's recently viewed products in a shop, newest first",
        tags: ['recently-viewed'],
        security: SECURITY.customer,
        params: SellerParams,
        response: { 200: RecentlyViewedResponseSchema },
        errors: [401, 404],
      },
    },
    async (request) => ({
      productIds: await listRecentlyViewed(db, requireCustomer(request).id, request.params.sellerId),
    }),
  );

  app.post(
    '/customer/recently-viewed/:sellerId',
    {
      schema: {
        operationId: 'recordRecentlyViewed',
        summary: "Put products first on the signed-in customer's recently viewed list in a shop",
        description:
          "`productIds` newest first: a product page view, or a guest's list at sign-in. A listed product moves up; the list keeps its 12 newest. Ids the shop does not show are skipped; 404 when none is the shop's. Answers the list as it is now.",
        tags: ['recently-viewed'],
        security: SECURITY.customer,
        params: SellerParams,
        body: RecentlyViewedBodySchema,
        response: { 200: RecentlyViewedResponseSchema },
        errors: [401, 404],
      },
    },
    async (request) => ({
      productIds: await recordRecentlyViewed(
        db,
        requireCustomer(request).id,
        request.params.sellerId,
        request.body.productIds,
      ),
    }),
  );

  app.delete(
    '/customer/recently-viewed/:sellerId',
    {
      schema: {
        operationId: 'clearRecentlyViewed',
        summary: "Empty the signed-in customer's recently viewed list in a shop",
        tags: ['recently-viewed'],
        security: SECURITY.customer,
        params: SellerParams,
        response: { 200: RecentlyViewedResponseSchema },
        errors: [401, 404],
      },
    },
    async (request) => {
      await clearRecentlyViewed(db, requireCustomer(request).id, request.params.sellerId);
      return { productIds: [] };
    },
  );
}
