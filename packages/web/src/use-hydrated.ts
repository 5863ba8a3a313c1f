import { startTransition, useEffect, useState } from 'react';
import { currentRenderScope } from './render-scope.js';

/** Whether the page's root is hydrating server markup and has not committed its first render yet. */
let hydrating = false;

/**
 * Called by the runtime just before `hydrateRoot`: until the first render has committed, {@link useHydrated}
 * answers false, as the server did.
 */
export function beginHydration(): void {
  hydrating = true;
}

/**
 * False on the server and while React hydrates a server-rendered page, true from then on (and at once in
 * a page rendered by the browser). Whatever only the browser knows (who is shopping, a choice kept in the
 * tab) renders the server's way until then, so the first render matches the server's HTML and hydration
 * does not fail.
 *
 * The switch after hydration is a transition (issue 21): React renders it in slices, where a store's
 * change (`useSyncExternalStore`'s server snapshot giving way to the browser's) would re-render every
 * screen using it at once, synchronously — on the shop home one task of about 130 ms at 4× CPU.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(
    () => typeof document !== 'undefined' && !hydrating && currentRenderScope() === undefined,
  );
  useEffect(() => {
    if (hydrated) return;
    // the first render has committed: screens mounted from now on render the browser's way at once
    hydrating = false;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
