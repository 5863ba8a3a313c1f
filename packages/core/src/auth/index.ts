export { CUSTOMER_TOKEN_KEY, decodeCustomerToken } from './customer-token.js';
export {
  ensureGuestSessionId,
  GUEST_SESSION_ID_RULE,
  GUEST_SESSION_KEY,
  isGuestSessionId,
} from './guest-session.js';
export { SELLER_CONSOLE_TOKEN_KEY } from './seller-token.js';
export { type KeyValueStorage, memoryStorage } from './storage.js';
