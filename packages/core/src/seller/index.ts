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
