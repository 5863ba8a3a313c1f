import {
  DEFAULT_LANGUAGE,
  SHOP_LOCALES,
  ShopCurrencySchema,
  ShopLanguageSchema,
  ShopLocaleSchema,
  ShopSettingsInputSchema,
  ShopSettingsResponseSchema,
} from '@souk/core';
import * as z from 'zod/mini';
import { SECURITY } from '../../plugins/openapi.js';
import { sellerAccountOf } from '../../plugins/seller-auth.js';
import { getShopSettings, updateShopSettings } from '../../services/shop-content/shop-settings.js';
import type { App, Deps } from '../../types.js';

/**
 * The wire schema checks the currency's, the locale's and the language's form; here they are held to the
 * lists a shop chooses from (which `@souk/core/schemas` leaves to `@souk/core/currency` and
 * `@souk/core/languages`, to stay small).
 */
const ShopSettingsBodySchema = z.extend(ShopSettingsInputSchema, {
  currency: ShopCurrencySchema,
  locale: z._default(ShopLocaleSchema, SHOP_LOCALES[0]),
  language: z._default(ShopLanguageSchema, DEFAULT_LANGUAGE),
});

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
        body: ShopSettingsBodySchema,
        response: { 200: ShopSettingsResponseSchema },
        errors: [401],
      },
    },
    async (request) => ({
      shop: await updateShopSettings(db, sellerAccountOf(request).sellerId, request.body),
    }),
  );
}
