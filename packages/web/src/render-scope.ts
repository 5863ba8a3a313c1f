import type { QueryClient } from '@tanstack/react-query';

/** What one server render of a page collects: its own query cache and the document meta its screens set. */
export interface RenderScope {
  queryClient: QueryClient;
  /** The origin the shopper asked the page from (absolute share and support-chat links). */
  origin: string;
  /** The title and description of the deepest screen: the page's first HTML carries them. */
  meta: { title?: string; description?: string };
  /**
   * The guest a personal page (the cart) is rendered for: the session id the request's cookie named, or
   * null for a guest without one. Unset on public pages, which are the same for everyone.
   */
  guestSessionId?: string | null;
}

let lookup: (() => RenderScope | undefined) | undefined;

/**
 * The render in progress on the server (the renderer keeps one per request, in the API server's
 * AsyncLocalStorage); always undefined in the browser, where the page has one query client and screens set
 * the document meta themselves.
 */
export function currentRenderScope(): RenderScope | undefined {
  return lookup?.();
}

/** Server rendering only: where {@link currentRenderScope} finds the current request's scope. */
export function setRenderScopeLookup(find: () => RenderScope | undefined): void {
  lookup = find;
}
