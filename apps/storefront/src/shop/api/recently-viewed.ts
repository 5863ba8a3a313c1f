import {
  ApiError,
  createRecentlyViewedApi,
  readAllRecentlyViewed,
  readRecentlyViewed,
  recordRecentlyViewed,
  writeRecentlyViewed,
} from '@souk/core';
import { wireApiArea } from '../../lib/api-area.js';
import { local } from '../../stores/session.js';

/**
 * Recently viewed products (issue 22): a guest's lists in `localStorage` (one per shop, this browser), a
 * signed-in customer's on the account. Only the section's module (`shop/components/recently-viewed.tsx`)
 * imports it, and that one is loaded by `import()`: by the shop pages once hydrated, by a sign-in once done.
 */
export let recentlyViewedApi = wireApiArea(createRecentlyViewedApi, (area) => {
  recentlyViewedApi = area;
});

/**
 * The query keys: one list per (shop, customer or guest) and the products of a list. Sign-in invalidates
 * `recentlyViewedKeys.all`.
 */
export const recentlyViewedKeys = {
  all: ['recently-viewed'] as const,
  list: (sellerId: string, customerId: string | null) =>
    [...recentlyViewedKeys.all, 'list', sellerId, customerId] as const,
  products: (sellerId: string, productIds: readonly string[]) =>
    [...recentlyViewedKeys.all, 'products', sellerId, productIds.join(',')] as const,
};

/** The shopper's list in the shop, newest first: the account's for a customer, else this browser's. */
export async function recentlyViewedIds(sellerId: string, customerId: string | null): Promise<string[]> {
  if (customerId) return (await recentlyViewedApi.list(sellerId)).productIds;
  return readRecentlyViewed(local, sellerId);
}

/** Records a product page view; resolves with the list as it is now. */
export async function recordView(
  sellerId: string,
  productId: string,
  customerId: string | null,
): Promise<string[]> {
  if (customerId) return (await recentlyViewedApi.record(sellerId, [productId])).productIds;
  const list = recordRecentlyViewed(readRecentlyViewed(local, sellerId), productId);
  writeRecentlyViewed(local, sellerId, list);
  return list;
}

/** Empties the shopper's list in the shop (on the account for a customer). */
export async function clearRecentlyViewed(sellerId: string, customerId: string | null): Promise<void> {
  if (customerId) await recentlyViewedApi.clear(sellerId);
  else writeRecentlyViewed(local, sellerId, []);
}

/**
 * After sign-in or sign-up: each shop's guest list joins the account (the server puts it first, keeps each
 * product once and the 12 newest) and the browser's copy is removed once the account holds it. A list whose
 * products are all gone (404) is removed too; any other failure keeps it for the next sign-in. Never rejects:
 * the sign-in has succeeded either way.
 */
export async function mergeGuestRecentlyViewed(): Promise<void> {
  await Promise.all(
    Object.entries(readAllRecentlyViewed(local)).map(async ([sellerId, productIds]) => {
      try {
        await recentlyViewedApi.record(sellerId, productIds);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) return;
      }
      writeRecentlyViewed(local, sellerId, []);
    }),
  );
}
