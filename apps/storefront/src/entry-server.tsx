import { paths, type ServerRendererOptions } from '@souk/core';
import type { RenderScope } from '@souk/web';
import { createRenderer as createWebRenderer } from '@souk/web/server';
import { AppProvider } from './app/provider.js';
import { routes } from './app/routes.js';
import { shopQueryOptions } from './shop/api/get-shop.js';

/**
 * The storefront's first HTML for public catalogue screens (shop home, listings, search, product, info
 * and contact pages): the screens rendered with their data, embedded for the browser's query cache, the
 * screens' chunks preloaded. Every other screen (cart, checkout, account) depends on who is shopping and
 * stays client-rendered.
 */
export function createRenderer(options: ServerRendererOptions<RenderScope>) {
  return createWebRenderer({
    ...options,
    routes,
    Provider: AppProvider,
    startAfterPaint: true,
    // the browser runs these routes on the lean engine (main.tsx): the page is rendered with the same tree
    lean: true,
    // spec §2: an unknown shop or path leads to the shop-not-found page
    notFoundPath: paths.notFound(),
    // no such shop: the browser would be sent to /not-found on its first render, so send it there now
    redirectTo: (context, queryClient) => {
      const sellerName = context.matches.find((match) => match.params.sellerName)?.params.sellerName;
      if (!sellerName) return null;
      const resolution = queryClient.getQueryData(shopQueryOptions(sellerName).queryKey);
      return resolution?.status === 'not-found' ? paths.notFound() : null;
    },
  });
}
