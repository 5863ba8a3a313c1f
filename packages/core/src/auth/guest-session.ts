import type { KeyValueStorage } from './storage.js';

/** Session-storage key of the guest session id (spec §9). */
export const GUEST_SESSION_KEY = 'sessionId';

/**
 * The guest session id for this browser session, created when missing (spec §4 "Guest identity").
 * Pass `sessionStorage` so the id lives as long as the browser session.
 * @example ensureGuestSessionId(sessionStorage) // "3f0c…"
 */
export function ensureGuestSessionId(
  storage: KeyValueStorage,
  createId: () => string = () => globalThis.crypto.randomUUID(),
): string {
  const existing = storage.getItem(GUEST_SESSION_KEY);
  if (existing) return existing;
  const id = createId();
  storage.setItem(GUEST_SESSION_KEY, id);
  return id;
}
