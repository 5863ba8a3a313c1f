import type { KeyValueStorage } from './storage.js';

/**
 * Session-storage key of the guest session id (spec §9).
 * @example GUEST_SESSION_KEY // "sessionId"
 */
export const GUEST_SESSION_KEY = 'sessionId';

// canonical 8-4-4-4-12 hex, any version, lowercase as crypto.randomUUID() writes it: one spelling per id
const GUEST_SESSION_ID = /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/;

/**
 * Why the server refuses a guest session id (after the field's name: `sessionId: …`).
 * @example `sessionId: ${GUEST_SESSION_ID_RULE}` // "sessionId: must be a lowercase UUID created by the browser (crypto.randomUUID())"
 */
export const GUEST_SESSION_ID_RULE = 'must be a lowercase UUID created by the browser (crypto.randomUUID())';

/**
 * A guest session id is the guest's only credential for their cart, wishlist and orders (issue 19): only a
 * lowercase UUID is one, so a short or guessable id can never name anything.
 * @example isGuestSessionId(crypto.randomUUID()) // true
 * @example isGuestSessionId('guest-1') // false
 */
export function isGuestSessionId(value: unknown): value is string {
  return typeof value === 'string' && GUEST_SESSION_ID.test(value);
}

/**
 * The guest session id for this browser session, created when missing (spec §4 "Guest identity"); a stored
 * id that is no UUID (from an older version of the shop) is replaced, since the server refuses it.
 * Pass `sessionStorage` so the id lives as long as the browser session.
 * @example ensureGuestSessionId(sessionStorage) // "3f0c…"
 */
export function ensureGuestSessionId(
  storage: KeyValueStorage,
  createId: () => string = () => globalThis.crypto.randomUUID(),
): string {
  const existing = storage.getItem(GUEST_SESSION_KEY);
  if (isGuestSessionId(existing)) return existing;
  const id = createId();
  storage.setItem(GUEST_SESSION_KEY, id);
  return id;
}
