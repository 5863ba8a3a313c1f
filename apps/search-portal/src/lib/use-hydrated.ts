import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while React hydrates a server-rendered page, true from then on (and at once in
 * a page rendered by the browser): what only the browser knows renders the server's way until then, so
 * hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
