import type { ServerRendererOptions } from '@souk/core';
import type { RenderScope } from '@souk/web';
import { createRenderer as createWebRenderer } from '@souk/web/server';
import { AppProvider } from './app/provider.js';
import { routes } from './app/routes.js';
import { SCROLL_MEMORY_KEY } from './lib/scroll-memory.js';
import { RESULT_VIEW_KEY } from './stores/result-view.js';

/**
 * The portal's first HTML: the landing page or a results page rendered with its data, that data embedded
 * for the browser's query cache and the screen's chunk preloaded when the app starts — the shopper sees the
 * results before any script runs, and the browser hydrates them without asking again.
 */
export function createRenderer(options: ServerRendererOptions<RenderScope>) {
  // the browser runs these routes on the lean engine (main.tsx): the page is rendered with the same tree
  return createWebRenderer({
    ...options,
    routes,
    Provider: AppProvider,
    lean: true,
    // issue 21: the page is whole as the server sends it (links, the search form), so the app starts at the
    // shopper's first tap, key or focus, or once the page has gone quiet; at once when this tab kept a
    // results layout or scroll positions, which the first view shows
    startOnIntent: { session: [RESULT_VIEW_KEY, SCROLL_MEMORY_KEY] },
  });
}
