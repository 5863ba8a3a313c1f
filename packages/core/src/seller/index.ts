/**
 * Which shop a shop area shows (spec §3, §4 "Seller resolution"): {@link resolveSeller} looks the seller up
 * by name, then by id, and keeps the identity in session and local storage; the stored identity's readers
 * and the shop-not-found text sit beside it. No runtime dependencies beyond `@souk/core/paths`: the
 * lookups and storages come in as parameters.
 *
 * @example
 * ```ts
 * import { memoryStorage } from '@souk/core/auth';
 * import { resolveSeller } from '@souk/core/seller';
 * const storage = { session: memoryStorage(), local: memoryStorage() };
 * await resolveSeller('tea-house', {
 *   lookupByName: async (name) => ({ id: 's1', name }),
 *   lookupById: async () => null,
 *   storage,
 * }); // { status: 'found', seller: { id: 's1', name: 'tea-house' } }
 * storage.local.getItem('sellerId'); // "s1"
 * ```
 *
 * @module @souk/core/seller
 */
export type { ResolveSellerDeps, SellerLookups, SellerResolution } from './resolve-seller.js';
export { resolveSeller } from './resolve-seller.js';
export { shopLookupPath, shopNotFoundMessage } from './shop-lookup.js';
export type { SellerStorages, StoredSeller } from './stored-seller.js';
export {
  clearStoredSeller,
  readStoredSeller,
  SELLER_ID_KEY,
  SELLER_NAME_KEY,
  storeSeller,
} from './stored-seller.js';
