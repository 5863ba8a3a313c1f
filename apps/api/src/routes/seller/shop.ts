import { ShopSettingsInputSchema, ShopSettingsResponseSchema } from '@souk/core';
import { SECURITY } from '../../plugins/openapi.js';
import { sellerAccountOf } from '../../plugins/seller-auth.js';
import { getShopSettings, updateShopSettings } from '../../services/shop-content/shop-settings.js';
import type { App, Deps } from '../../types.js';

/** The shop's own details: name, logo, country code, currency, support details and social links. */
export function sellerShopRoutes(app: App, { db }: Deps): void {
  app.get(
    '/seller/shop',
    {
      schema: {
        operationId: 'getSellerShop',
        summary: "The shop's settings as the storefront shows them",
        tags: ['seller-shop'],
        security: SECURITY.seller,
        response: { 200: ShopSettingsResponseSchema },
        errors: [401],
      },
    },
    async (request) => ({ shop: await getShopSettings(db, sellerAccountOf(request).sellerId) }),
  );

  app.put(
    '/seller/shop',
    {
      schema: {
        operationId: 'updateSellerShop',
        summary: "Replace the shop's settings; the address name stays",
        description: 'The storefront shows the change on the next request.',
        tags: ['seller-shop'],
        security: SECURITY.seller,
        body: ShopSettingsInputSchema,
        response: { 200: ShopSettingsResponseSchema },
        errors: [401],
      },
    },
    async (request) => ({
      shop: await updateShopSettings(db, sellerAccountOf(request).sellerId, request.body),
    }),
  );
}
