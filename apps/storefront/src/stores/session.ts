import {
  CUSTOMER_TOKEN_KEY,
  type Customer,
  decodeCustomerToken,
  ensureGuestSessionId,
  type KeyValueStorage,
  memoryStorage,
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

const token = local.getItem(CUSTOMER_TOKEN_KEY);

/** Client state of who is shopping (spec §1): the customer token, or a guest session id. */
export const session = proxy({
  token,
  customer: decodeCustomerToken(token, Date.now()) as Customer | null,
  guestSessionId: ensureGuestSessionId(sessionStore),
  /** Admin mode (path prefix /admin): changes the page title, passed to the dashboard (spec §6). */
  admin: false,
});

export function signIn(newToken: string): void {
  local.setItem(CUSTOMER_TOKEN_KEY, newToken);
  session.token = newToken;
  session.customer = decodeCustomerToken(newToken, Date.now());
}

export function signOut(): void {
  local.removeItem(CUSTOMER_TOKEN_KEY);
  session.token = null;
  session.customer = null;
}

export function setAdminMode(admin: boolean): void {
  session.admin = admin;
}
