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

/**
 * Name of the cookie that tells the server who is shopping, as far as it may know (issue 21): the guest
 * session id while a guest shops — the server renders the cart for that guest, so the page is whole before
 * any script runs — or `customer` while a customer is signed in (the token stays in the browser: their
 * cart is rendered there). It lives as long as the browser session (no expiry), like the guest session id.
 * @example SHOPPER_COOKIE // "soukShopper"
 */
export const SHOPPER_COOKIE = 'soukShopper';

/**
 * Who the {@link SHOPPER_COOKIE} says is shopping: a guest and their session id, or a signed-in customer.
 * @example const shopper: CookieShopper = { guestSessionId: '3f0c8a2e-…' }
 * @example const shopper: CookieShopper = { customer: true }
 */
export type CookieShopper = { guestSessionId: string } | { customer: true };

/**
 * The `document.cookie` assignment that keeps {@link SHOPPER_COOKIE} for the server: path `/` (every
 * shop), `SameSite=Lax` (sent when a shopper follows a link in), `Secure` on an https page, no expiry (the
 * browser drops it when its session ends). A guest id that is none removes the cookie.
 * @example shopperCookie({ guestSessionId: '3f0c…' }, { secure: true }) // "soukShopper=3f0c…; Path=/; SameSite=Lax; Secure"
 * @example shopperCookie({ customer: true }) // "soukShopper=customer; Path=/; SameSite=Lax"
 */
export function shopperCookie(shopper: CookieShopper, { secure = false }: { secure?: boolean } = {}): string {
  const value =
    'customer' in shopper
      ? 'customer'
      : isGuestSessionId(shopper.guestSessionId)
        ? shopper.guestSessionId
        : '';
  return `${SHOPPER_COOKIE}=${value}; Path=/; SameSite=Lax${value ? '' : '; Max-Age=0'}${secure ? '; Secure' : ''}`;
}

/**
 * Who a `Cookie` header (or `document.cookie`) says is shopping, or null when it says nothing usable: no
 * {@link SHOPPER_COOKIE}, or one that is neither a guest session id nor `customer` (a tampered cookie names
 * nobody).
 * @example shopperFromCookies('theme=dark; soukShopper=3f0c8a2e-…') // { guestSessionId: "3f0c8a2e-…" }
 * @example shopperFromCookies('soukShopper=customer') // { customer: true }
 * @example shopperFromCookies('soukShopper=guest-1') // null
 */
export function shopperFromCookies(cookies: string | null | undefined): CookieShopper | null {
  if (!cookies) return null;
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== SHOPPER_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    if (value === 'customer') return { customer: true };
    return isGuestSessionId(value) ? { guestSessionId: value } : null;
  }
  return null;
}
