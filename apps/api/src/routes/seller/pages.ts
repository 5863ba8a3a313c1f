import {
  SellerInfoPageInputSchema,
  SellerInfoPageResponseSchema,
  SellerInfoPagesResponseSchema,
} from '@souk/core';
import * as z from 'zod/mini';
import { SECURITY } from '../../plugins/openapi.js';
import { sellerAccountOf } from '../../plugins/seller-auth.js';
import { listInfoPages, updateInfoPage } from '../../services/shop-content/shop-settings.js';
import type { App, Deps } from '../../types.js';

// any text: a name that is not one of the seven pages is a 404, not a 400
const PageParamsSchema = z.object({ name: z.string().check(z.maxLength(100)) });

/** The shop's seven info pages (spec §2): their texts, read and written one page at a time. */
export function sellerPageRoutes(app: App, { db }: Deps): void {
  app.get(
    '/seller/pages',
    {
      schema: {
        operationId: 'listSellerInfoPages',
        summary: "The shop's seven info pages in footer order, with their titles and texts",
        tags: ['seller-shop'],
        security: SECURITY.seller,
        response: { 200: SellerInfoPagesResponseSchema },
        errors: [401],
      },
    },
    async (request) => ({ pages: await listInfoPages(db, sellerAccountOf(request).sellerId) }),
  );

  app.put(
    '/seller/pages/:name',
    {
      schema: {
        operationId: 'updateSellerInfoPage',
        summary: "Replace an info page's text (paragraphs separated by blank lines)",
        description: 'The storefront shows it on the next request. 404 for a name that is not an info page.',
        tags: ['seller-shop'],
        security: SECURITY.seller,
        params: PageParamsSchema,
        body: SellerInfoPageInputSchema,
        response: { 200: SellerInfoPageResponseSchema },
        errors: [401, 404],
      },
    },
    async (request) => ({
      page: await updateInfoPage(
        db,
        sellerAccountOf(request).sellerId,
        request.params.name,
        request.body.content,
      ),
    }),
  );
}
