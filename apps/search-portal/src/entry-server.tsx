import type { ServerRendererOptions } from '@souk/core';
import type { RenderScope } from '@souk/web';
import { createRenderer as createWebRenderer } from '@souk/web/server';
import { AppProvider } from './app/provider.js';
import { routes } from './app/routes.js';

/**
 * The portal's first HTML: the landing page or a results page rendered with its data, that data embedded
 * for the browser's query cache and the screen's chunk preloaded — the shopper sees the results before any
 * script runs, and the browser hydrates them without asking again.
 */
export function createRenderer(options: ServerRendererOptions<RenderScope>) {
  // the browser runs these routes on the lean engine (main.tsx): the page is rendered with the same tree
  return createWebRenderer({ ...options, routes, Provider: AppProvider, lean: true });
}
