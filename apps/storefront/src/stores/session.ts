import {
  CUSTOMER_TOKEN_KEY,
  type Customer,
  decodeCustomerToken,
  ensureGuestSessionId,
  GUEST_SESSION_KEY,
  type KeyValueStorage,
  memoryStorage,
  shopperCookie,
  shopperFromCookies,
} from '@souk/core';
import { proxy } from 'valtio';

function storage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  try {
    const candidate = window[kind];
    candidate.getItem('souk');
    return candidate;
  } catch {
    return memoryStorage();
  }
}

export const local = storage('localStorage');
export const sessionStore = storage('sessionStorage');

const inBrowser = typeof document !== 'undefined';

const cookieShopper = inBrowser ? shopperFromCookies(document.cookie) : null;

/**
 * The guest session the page's request named in the shopper cookie (issue 21), read before anything writes
 * it: the guest a server-rendered cart was rendered for, so hydration renders for the same guest. Null on
 * the server, where a render's guest is its scope's.
 */
export const renderedGuestSessionId =
  cookieShopper && 'guestSessionId' in cookieShopper ? cookieShopper.guestSessionId : null;

/**
 * The guest session id (spec §4 "Guest identity"): the one the cookie names, which every tab of the
 * browser session shares and the server renders the cart for; else this tab's; else a new one, `made`
 * by this page.
 */
function guestSession(): { id: string; made: boolean } {
  if (renderedGuestSessionId) sessionStore.setItem(GUEST_SESSION_KEY, renderedGuestSessionId);
  const stored = sessionStore.getItem(GUEST_SESSION_KEY);
  const id = ensureGuestSessionId(sessionStore);
  return { id, made: inBrowser && id !== stored };
}

const guest = guestSession();

/**
 * Tells the server who is shopping, in the shopper cookie: the guest's session id while nobody is signed
 * in (it renders their cart), `customer` while a customer is (it leaves their cart to the browser).
 */
function keepShopperCookie(): void {
  if (!inBrowser) return;
  const shopper = session.customer ? { customer: true as const } : { guestSessionId: session.guestSessionId };
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop serves (Firefox); shopperCookie builds and checks the value
  document.cookie = shopperCookie(shopper, { secure: window.location.protocol === 'https:' });
}

const token = local.getItem(CUSTOMER_TOKEN_KEY);

/** Client state of who is shopping (spec §1): the customer token, or a guest session id. */
export const session = proxy({
  token,
  customer: decodeCustomerToken(token, Date.now()) as Customer | null,
  guestSessionId: guest.id,
  /** Admin mode (path prefix /admin): changes the page title, passed to the dashboard (spec §6). */
  admin: false,
});

keepShopperCookie();

/**
 * The guest session this page made, when nobody is signed in (else null): nobody has used its id yet, so
 * the server holds no cart or wishlist for it — the page need not ask, and the cart and wishlist it would
 * render for this guest are the empty ones the server rendered for nobody (issue 21).
 */
export const freshGuestSessionId = guest.made && !session.customer ? guest.id : null;

export function signIn(newToken: string): void {
  local.setItem(CUSTOMER_TOKEN_KEY, newToken);
  session.token = newToken;
  session.customer = decodeCustomerToken(newToken, Date.now());
  keepShopperCookie();
}

export function signOut(): void {
  local.removeItem(CUSTOMER_TOKEN_KEY);
  session.token = null;
  session.customer = null;
  keepShopperCookie();
}

export function setAdminMode(admin: boolean): void {
  session.admin = admin;
}
