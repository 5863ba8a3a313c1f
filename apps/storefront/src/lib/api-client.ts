import { createCartApi, createCatalogueApi, createSellerApi, createWishlistApi, type Http } from '@souk/core';
import { wireApiArea } from './api-area.js';

/**
 * The areas of spec §7 the shop page calls (its shell, home and product cards). Areas only lazy screens
 * call — orders, payment, reviews, sign-in — are wired in modules of their own (`orders-api.ts`…), so the
 * shop page's bundle leaves their schemas out.
 */
function shopApi(http: Http) {
  return {
    catalogue: createCatalogueApi(http),
    seller: createSellerApi(http),
    cart: createCartApi(http),
    wishlist: createWishlistApi(http),
  };
}
export type StorefrontApi = ReturnType<typeof shopApi>;

/**
 * The storefront's API client. On the server (first render of public pages) the renderer points it at the
 * API in the same process.
 */
export let api: StorefrontApi = wireApiArea(shopApi, (client) => {
  api = client;
});
