import type { QueryClient } from '@tanstack/react-query';

/** What one server render of a portal page collects: its own query cache and the title its screen sets. */
export interface RenderScope {
  queryClient: QueryClient;
  /** The origin the shopper asked the page from (the support chat's page address). */
  origin: string;
  title?: string;
}

let lookup: (() => RenderScope | undefined) | undefined;

/** The render in progress on the server (`entry-server.tsx`, one per request); undefined in the browser. */
export function currentRenderScope(): RenderScope | undefined {
  return lookup?.();
}

/** Server rendering only: where {@link currentRenderScope} finds the current request's scope. */
export function setRenderScopeLookup(find: () => RenderScope | undefined): void {
  lookup = find;
}
