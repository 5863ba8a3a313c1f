import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while React hydrates a server-rendered page, true from then on (and at once in
 * a page rendered by the browser). Whatever only the browser knows (who is shopping, a choice kept in the
 * tab) renders the server's way until then, so the first render matches the server's HTML and hydration
 * does not fail.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
