/**
 * Who is shopping, as the browser keeps it: the guest session id (a UUID created once per browser session,
 * spec §1, §4), the customer token and the customer it names (spec §3), and their storage keys. Storage
 * comes in as a {@link KeyValueStorage} (`sessionStorage`, `localStorage`, or {@link memoryStorage} in tests
 * and on the server), so nothing here touches `window`. Uses zod/mini to read the customer a token names.
 *
 * @example
 * ```ts
 * import { ensureGuestSessionId, isGuestSessionId, memoryStorage } from '@souk/core/auth';
 * const storage = memoryStorage();
 * const sessionId = ensureGuestSessionId(storage);
 * isGuestSessionId(sessionId); // true
 * ensureGuestSessionId(storage) === sessionId; // true: the stored id is reused
 * ```
 *
 * @module @souk/core/auth
 */
export { CUSTOMER_TOKEN_KEY, decodeCustomerToken } from './customer-token.js';
export {
  type CookieShopper,
  ensureGuestSessionId,
  GUEST_SESSION_ID_RULE,
  GUEST_SESSION_KEY,
  isGuestSessionId,
  SHOPPER_COOKIE,
  shopperCookie,
  shopperFromCookies,
} from './guest-session.js';
export { SELLER_CONSOLE_TOKEN_KEY } from './seller-token.js';
export { type KeyValueStorage, memoryStorage } from './storage.js';
