import type { ProductView } from '@souk/ui';
import { proxy, subscribe } from 'valtio';

const STORAGE_KEY = 'souk-portal-view';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function savedView(): ProductView {
  return storage()?.getItem(STORAGE_KEY) === 'list' ? 'list' : 'grid';
}

/**
 * How search results are laid out (spec §2, §9: grid by default). Kept for the browser tab, so coming back
 * from a shop shows the results as they were left — same layout, same scroll position.
 */
export const resultView = proxy<{ view: ProductView }>({ view: savedView() });

subscribe(resultView, () => {
  try {
    storage()?.setItem(STORAGE_KEY, resultView.view);
  } catch {
    // a full or blocked storage only loses the preference
  }
});

export function setResultView(view: ProductView): void {
  resultView.view = view;
}
