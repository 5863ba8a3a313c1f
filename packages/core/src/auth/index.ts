export { CUSTOMER_TOKEN_KEY, decodeCustomerToken } from './customer-token.js';
export { ensureGuestSessionId, GUEST_SESSION_KEY } from './guest-session.js';
export { type KeyValueStorage, memoryStorage } from './storage.js';
