import {
  CUSTOMER_TOKEN_KEY,
  GUEST_SESSION_KEY,
  paths,
  SELLER_CONSOLE_TOKEN_KEY,
  type ServerRendererOptions,
  SHOP_THEME_COLOR,
  shopManifestPath,
} from '@souk/core';
import type { RenderScope } from '@souk/web';
import { createRenderer as createWebRenderer } from '@souk/web/server';
import { AppProvider } from './app/provider.js';
import { routes } from './app/routes.js';
import { shopQueryOptions } from './shop/api/get-shop.js';

/**
 * The storefront's first HTML for public catalogue screens (shop home, listings, search, product, info
 * and contact pages) and for the cart of the guest who asks: the screens rendered with their data, embedded
 * for the browser's query cache, the screens' chunks preloaded when the app starts. Every other screen
 * (checkout, account) depends on who is shopping and stays client-rendered.
 */
export function createRenderer(options: ServerRendererOptions<RenderScope>) {
  return createWebRenderer({
    ...options,
    routes,
    Provider: AppProvider,
    // issue 21: a shop page is whole as the server sends it, so its app starts at the shopper's first tap,
    // key or focus, or once the page has gone quiet; at once for a browser whose first view depends on it
    // (a signed-in customer, a guest's session in this tab — cart and wishlist counts —, a seller's admin mode)
    startOnIntent: {
      local: [CUSTOMER_TOKEN_KEY, SELLER_CONSOLE_TOKEN_KEY],
      session: [GUEST_SESSION_KEY],
    },
    // the cart, rendered for the guest its request's cookie names, is whole as sent: it starts on intent for
    // that guest too (at once for a customer, whose cart the server never renders)
    personalStartOnIntent: { local: [CUSTOMER_TOKEN_KEY, SELLER_CONSOLE_TOKEN_KEY] },
    // the browser runs these routes on the lean engine (main.tsx): the page is rendered with the same tree
    lean: true,
    // spec §2: an unknown shop or path leads to the shop-not-found page
    notFoundPath: paths.notFound(),
    // issue 22: each shop's pages name the shop's own web app manifest, so installing a shop opens that shop
    appManifest: ({ sellerName }) =>
      sellerName ? { href: shopManifestPath(sellerName), themeColor: SHOP_THEME_COLOR } : null,
    // no such shop: the browser would be sent to /not-found on its first render, so send it there now
    redirectTo: (context, queryClient) => {
      const sellerName = context.matches.find((match) => match.params.sellerName)?.params.sellerName;
      if (!sellerName) return null;
      const resolution = queryClient.getQueryData(shopQueryOptions(sellerName).queryKey);
      return resolution?.status === 'not-found' ? paths.notFound() : null;
    },
  });
}
