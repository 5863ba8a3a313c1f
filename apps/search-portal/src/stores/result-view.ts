import type { ProductView } from '@souk/ui';
import { useSyncExternalStore } from 'react';

// How search results are laid out (spec §2, §9: grid by default), kept for the browser tab, so coming back
// from a shop shows the results as they were left — same layout, same scroll position. The portal's one
// piece of client state: a module store, as valtio's proxy does not fit the page's size budget
// (CONTRIBUTING.md).

/** The `sessionStorage` key of the layout. */
export const RESULT_VIEW_KEY = 'souk-portal-view';

let view: ProductView | undefined;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function currentView(): ProductView {
  view ??= storage()?.getItem(RESULT_VIEW_KEY) === 'list' ? 'list' : 'grid';
  return view;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setResultView(next: ProductView): void {
  view = next;
  try {
    storage()?.setItem(RESULT_VIEW_KEY, next);
  } catch {
    // a full or blocked storage only loses the preference
  }
  for (const listener of listeners) listener();
}

/**
 * The layout to show. The server renders the default grid and hydration starts from it (React's server
 * snapshot); a layout chosen earlier in this tab follows right after.
 */
export function useResultView(): ProductView {
  return useSyncExternalStore(subscribe, currentView, () => 'grid');
}
