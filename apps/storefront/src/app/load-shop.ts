import type { SellerIdentity } from '@souk/core';
import { getQueryClient } from '@souk/web';
import { shopQueryOptions } from '../shop/api/get-shop.js';

/**
 * The shop a route names (the seller identity that runs it), resolved through the same query as the shop
 * layout (one request for both); null when there is no such shop or the lookup failed — the layout shows
 * those states.
 */
export async function loadShop(sellerName: string | undefined): Promise<SellerIdentity | null> {
  const queryClient = getQueryClient();
  if (!sellerName) return null;
  try {
    const resolution = await queryClient.ensureQueryData(shopQueryOptions(sellerName));
    return resolution.status === 'found' ? resolution.seller : null;
  } catch {
    return null;
  }
}

/**
 * Warms the cache for a screen. Failures are left to the screen's own queries, which show the spec's
 * error texts in place instead of the router's error page.
 */
export async function prefetch(...tasks: Promise<unknown>[]): Promise<null> {
  await Promise.allSettled(tasks);
  return null;
}
