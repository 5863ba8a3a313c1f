/**
 * The storage a browser offers (`localStorage`, `sessionStorage`), passed in so core stays headless.
 * @example
 * ```ts
 * const storage: KeyValueStorage = memoryStorage();
 * storage.setItem(CUSTOMER_TOKEN_KEY, 'eyJhbGciOi…');
 * storage.getItem(CUSTOMER_TOKEN_KEY) // "eyJhbGciOi…"
 * ```
 */
export interface KeyValueStorage {
  /** The stored value, or null when there is none. */
  getItem(key: string): string | null;
  /** Stores a value under a key. */
  setItem(key: string, value: string): void;
  /** Removes the value of a key. */
  removeItem(key: string): void;
}

/**
 * An in-memory storage: for tests, server-side rendering and browsers that refuse storage.
 * @example memoryStorage({ sessionId: 'g1' }).getItem('sessionId') // "g1"
 */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}
