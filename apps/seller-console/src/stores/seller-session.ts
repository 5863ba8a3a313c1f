import { type KeyValueStorage, memoryStorage, SELLER_CONSOLE_TOKEN_KEY } from '@souk/core';
import { proxy } from 'valtio';

/** Where the console keeps the seller's token between visits. */
export const SELLER_TOKEN_KEY = SELLER_CONSOLE_TOKEN_KEY;

function localStore(): KeyValueStorage {
  try {
    const candidate = window.localStorage;
    candidate.getItem('souk');
    return candidate;
  } catch {
    // private modes and blocked storage: the session lasts as long as the page
    return memoryStorage();
  }
}

const storage = localStore();

/**
 * Client state of the console: the signed-in seller's token (their shop and account come from the API), and
 * whether it went because the seller signed out (sign-in then starts afresh) rather than because the
 * session ended under them (sign-in then leads back to where they were).
 */
export const sellerSession = proxy({ token: storage.getItem(SELLER_TOKEN_KEY), signedOut: false });

export function signIn(token: string): void {
  storage.setItem(SELLER_TOKEN_KEY, token);
  sellerSession.token = token;
  sellerSession.signedOut = false;
}

/** Forgets the token because the seller signed out (here, or everywhere). */
export function signOut(): void {
  // the reason first: whoever sees the token gone sees why
  sellerSession.signedOut = true;
  forget();
}

/** Forgets the token because the server no longer knows it (a 401: signed out elsewhere, expired…). */
export function endSession(): void {
  sellerSession.signedOut = false;
  forget();
}

function forget(): void {
  storage.removeItem(SELLER_TOKEN_KEY);
  sellerSession.token = null;
}
