import type { SellerIdentity } from '../schemas/seller.js';
import { clearStoredSeller, readStoredSeller, type SellerStorages, storeSeller } from './stored-seller.js';

/**
 * The lookups seller resolution needs: GET /search-seller?name= and /search-seller-by-id?id= (spec §7).
 * @example
 * ```ts
 * const lookups: SellerLookups = {
 *   lookupByName: async (name) => (name === 'TEA' ? { id: 's1', name } : null),
 *   lookupById: async (id) => (id === 's1' ? { id, name: 'TEA' } : null),
 * };
 * ```
 */
export interface SellerLookups {
  /** The seller whose shop name (path segment) this is, or null (spec §4). */
  lookupByName(name: string): Promise<SellerIdentity | null>;
  /** The seller with this id, or null. */
  lookupById(id: string): Promise<SellerIdentity | null>;
}

/**
 * What {@link resolveSeller} needs: the two seller lookups and the storages the identity is kept in
 * (spec §3).
 * @example
 * ```ts
 * const deps: ResolveSellerDeps = {
 *   lookupByName: async (name) => (name === 'tea-house' ? { id: 's1', name } : null),
 *   lookupById: async () => null,
 *   storage: { session: memoryStorage(), local: memoryStorage() },
 * };
 * ```
 */
export interface ResolveSellerDeps extends SellerLookups {
  storage: SellerStorages;
}

/**
 * The outcome of {@link resolveSeller}: the seller found (and stored), or not found (spec §4).
 * @example const resolution: SellerResolution = { status: 'found', seller: { id: 's1', name: 'tea-house' } };
 */
export type SellerResolution = { status: 'found'; seller: SellerIdentity } | { status: 'not-found' };

/** A lookup answer names a seller only when it carries an id: shop screens cannot load without one. */
function usable(seller: SellerIdentity | null): seller is SellerIdentity {
  return seller !== null && seller.id !== '';
}

function isAllLowerCase(name: string): boolean {
  // a name without letters has no upper-case form worth a second lookup
  return name === name.toLowerCase() && name !== name.toUpperCase();
}

/**
 * Resolves the seller of a shop area (spec §4 "Seller resolution"):
 * 1. with a name, a stored seller name that differs from it is stale: the stored id and name are removed
 *    from both storages first, so the id fallback below cannot open another seller's shop;
 * 2. lookup by name; then by the upper-cased name if the name was all lower case (URLs are lower-cased on
 *    navigation, spec §7, while shop names may be stored upper-case);
 * 3. then lookup by id: the id given, else the id in storage (session storage first);
 * 4. on success the seller's id and name are stored in session AND local storage.
 * Names are compared exactly as written (the spec says "differs"). A lookup answer without an id counts as
 * not found. Lookup errors propagate: the shop area shows its error text (spec §2).
 * @example
 * ```ts
 * const storage = { session: memoryStorage(), local: memoryStorage() };
 * const lookupByName = async (name: string) => (name === 'tea-house' ? { id: 's1', name } : null);
 * const lookupById = async () => null;
 * await resolveSeller('tea-house', { lookupByName, lookupById, storage }) // { status: 'found', seller: { id: 's1', name: 'tea-house' } }
 * ```
 */
export async function resolveSeller(
  target: string | { id: string },
  deps: ResolveSellerDeps,
): Promise<SellerResolution> {
  const found = await lookup(target, deps);
  if (!found) return { status: 'not-found' };
  storeSeller(deps.storage, found);
  return { status: 'found', seller: found };
}

async function lookup(
  target: string | { id: string },
  deps: ResolveSellerDeps,
): Promise<SellerIdentity | null> {
  if (typeof target === 'string') {
    const name = target.trim();
    const stored = readStoredSeller(deps.storage);
    if (stored.name !== null && stored.name !== name) clearStoredSeller(deps.storage);
    if (name !== '') {
      const byName = await deps.lookupByName(name);
      if (usable(byName)) return byName;
      if (isAllLowerCase(name)) {
        const byUpperName = await deps.lookupByName(name.toUpperCase());
        if (usable(byUpperName)) return byUpperName;
      }
    }
  }
  const id = (typeof target === 'string' ? '' : target.id.trim()) || readStoredSeller(deps.storage).id;
  if (!id) return null;
  const byId = await deps.lookupById(id);
  return usable(byId) ? byId : null;
}
