import {
  type RenderedScreen,
  type RenderScreenOptions,
  renderScreen as renderWebScreen,
} from '@souk/web/testing';
import type * as React from 'react';
import { AppProvider } from '../app/provider.js';

/**
 * Renders a console screen the way the console does — fresh query cache, the UI kit's links through the
 * router, toasts, a router at `path` — without loaders, so tests see the screen's own loading, data and
 * error states.
 */
export function renderScreen(
  element: React.ReactNode,
  options: Omit<RenderScreenOptions, 'Provider'> = {},
): RenderedScreen {
  return renderWebScreen(element, { path: '/seller', pattern: '/seller', ...options, Provider: AppProvider });
}
