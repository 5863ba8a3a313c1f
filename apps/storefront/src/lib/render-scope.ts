import type { QueryClient } from '@tanstack/react-query';

/** What one server render of a page collects: its own query cache and the document meta its screens set. */
export interface RenderScope {
  queryClient: QueryClient;
  /** The origin the shopper asked the page from (absolute share and chat links). */
  origin: string;
  meta: { title?: string; description?: string };
}

let lookup: (() => RenderScope | undefined) | undefined;

/**
 * The render in progress on the server (`entry-server.tsx` keeps one per request); always undefined in
 * the browser, where the page has one query client and screens set the document meta themselves.
 */
export function currentRenderScope(): RenderScope | undefined {
  return lookup?.();
}

/** Server rendering only: where {@link currentRenderScope} finds the current request's scope. */
export function setRenderScopeLookup(find: () => RenderScope | undefined): void {
  lookup = find;
}
