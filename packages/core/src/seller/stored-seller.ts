import type { KeyValueStorage } from '../auth/storage.js';

/**
 * Spec §3, §9: seller identity is kept in both session and local storage.
 * @example const storages: SellerStorages = { session: memoryStorage(), local: memoryStorage({ sellerId: 's1' }) };
 */
export interface SellerStorages {
  session: KeyValueStorage;
  local: KeyValueStorage;
}

/**
 * Storage key of the seller id, in session and local storage (spec §3).
 * @example SELLER_ID_KEY // "sellerId"
 */
export const SELLER_ID_KEY = 'sellerId';
/**
 * Storage key of the seller name, in session and local storage (spec §3).
 * @example SELLER_NAME_KEY // "sellerName"
 */
export const SELLER_NAME_KEY = 'sellerName';

/**
 * The seller identity kept in storage; either part may be missing.
 * @example const stored: StoredSeller = { id: 's1', name: null };
 */
export interface StoredSeller {
  id: string | null;
  name: string | null;
}

function firstValue(storages: SellerStorages, key: string): string | null {
  // session storage belongs to this tab, so it wins over what another tab left in local storage
  const value = storages.session.getItem(key) || storages.local.getItem(key);
  return value ? value : null;
}

/**
 * Reads the stored seller identity, session storage first.
 * @example
 * ```ts
 * const local = memoryStorage({ sellerId: 's1', sellerName: 'tea' });
 * readStoredSeller({ session: memoryStorage(), local }) // { id: 's1', name: 'tea' }
 * ```
 */
export function readStoredSeller(storages: SellerStorages): StoredSeller {
  return { id: firstValue(storages, SELLER_ID_KEY), name: firstValue(storages, SELLER_NAME_KEY) };
}

/**
 * Stores a resolved seller in both storages (spec §4 "Seller resolution").
 * @example
 * ```ts
 * const storages = { session: memoryStorage(), local: memoryStorage() };
 * storeSeller(storages, { id: 's1', name: 'tea' });
 * storages.local.getItem('sellerName') // "tea"
 * ```
 */
export function storeSeller(storages: SellerStorages, seller: { id: string; name: string }): void {
  for (const storage of [storages.session, storages.local]) {
    storage.setItem(SELLER_ID_KEY, seller.id);
    storage.setItem(SELLER_NAME_KEY, seller.name);
  }
}

/**
 * Removes the stored seller identity from both storages.
 * @example
 * ```ts
 * const storages = { session: memoryStorage({ sellerId: 's1' }), local: memoryStorage({ sellerName: 'tea' }) };
 * clearStoredSeller(storages);
 * readStoredSeller(storages) // { id: null, name: null }
 * ```
 */
export function clearStoredSeller(storages: SellerStorages): void {
  for (const storage of [storages.session, storages.local]) {
    storage.removeItem(SELLER_ID_KEY);
    storage.removeItem(SELLER_NAME_KEY);
  }
}
