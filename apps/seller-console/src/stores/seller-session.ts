import { type KeyValueStorage, memoryStorage } from '@souk/core';
import { proxy } from 'valtio';

/** Where the console keeps the seller's token between visits. */
export const SELLER_TOKEN_KEY = 'souk.sellerConsoleToken';

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

/** Client state of the console: the signed-in seller's token (their shop and account come from the API). */
export const sellerSession = proxy({ token: storage.getItem(SELLER_TOKEN_KEY) });

export function signIn(token: string): void {
  storage.setItem(SELLER_TOKEN_KEY, token);
  sellerSession.token = token;
}

/** Forgets the token: after a sign-out, or when the server no longer knows it (401). */
export function signOut(): void {
  storage.removeItem(SELLER_TOKEN_KEY);
  sellerSession.token = null;
}
