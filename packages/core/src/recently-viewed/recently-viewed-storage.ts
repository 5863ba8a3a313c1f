import type { KeyValueStorage } from '../auth/storage.js';
import { mergeRecentlyViewed } from './recently-viewed-list.js';

/**
 * The storage key of a guest's recently viewed products: one value, a JSON object of product id lists by
 * shop (seller id), newest first.
 * @example RECENTLY_VIEWED_KEY // "souk.recentlyViewed"
 */
export const RECENTLY_VIEWED_KEY = 'souk.recentlyViewed';

/**
 * A guest's recently viewed lists by shop (seller id), newest first.
 * @example
 * ```ts
 * const lists: RecentlyViewedByShop = { s1: ['p3', 'p1'] };
 * ```
 */
export type RecentlyViewedByShop = Record<string, string[]>;

/** Longest seller id kept (the API's id rule); anything else in the stored object is dropped. */
const MAX_SHOP_ID_LENGTH = 128;

/**
 * Every shop's list as stored: whatever the value holds (another app's data, a hand edit, a cut-off write) is
 * read as the lists it can still be, never thrown — an unreadable value is no list at all.
 * @example readAllRecentlyViewed(memoryStorage({ 'souk.recentlyViewed': '{"s1":["p2","p1","p2"]}' })) // { s1: ["p2", "p1"] }
 * @example readAllRecentlyViewed(memoryStorage({ 'souk.recentlyViewed': 'not json' })) // {}
 */
export function readAllRecentlyViewed(storage: KeyValueStorage): RecentlyViewedByShop {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? '{}');
  } catch {
    return {};
  }
  // no prototype: a stored key such as "__proto__" is just a key
  const lists: RecentlyViewedByShop = Object.create(null);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return lists;
  for (const [sellerId, value] of Object.entries(parsed)) {
    if (sellerId.length === 0 || sellerId.length > MAX_SHOP_ID_LENGTH || !Array.isArray(value)) continue;
    const list = mergeRecentlyViewed(value);
    if (list.length > 0) lists[sellerId] = list;
  }
  return lists;
}

/**
 * One shop's list, newest first (empty when there is none or the stored value is unreadable).
 * @example readRecentlyViewed(memoryStorage({ 'souk.recentlyViewed': '{"s1":["p1"]}' }), 's1') // ["p1"]
 */
export function readRecentlyViewed(storage: KeyValueStorage, sellerId: string): string[] {
  const lists = readAllRecentlyViewed(storage);
  return Object.hasOwn(lists, sellerId) ? (lists[sellerId] ?? []) : [];
}

/**
 * Replaces one shop's list (an empty list removes the shop; no list left removes the key). A storage that
 * refuses the write (private mode, full quota) leaves things as they were: never throws.
 * @example writeRecentlyViewed(memoryStorage(), 's1', ['p2', 'p1'])
 */
export function writeRecentlyViewed(
  storage: KeyValueStorage,
  sellerId: string,
  productIds: readonly string[],
): void {
  const lists = readAllRecentlyViewed(storage);
  const list = mergeRecentlyViewed(productIds);
  if (list.length > 0) lists[sellerId] = list;
  else delete lists[sellerId];
  try {
    if (Object.keys(lists).length > 0) storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(lists));
    else storage.removeItem(RECENTLY_VIEWED_KEY);
  } catch {
    // the list is a convenience: a browser that will not keep it shows none
  }
}
