import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type * as React from 'react';
import { createMemoryRouter, parsePath, RouterProvider, useLocation } from 'react-router-dom';
import type { AppProviderComponent } from '../app-shell.js';

/** A fresh query cache for one test: no retries, and data never goes stale behind the test's back. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

/** Shows where the router went, for tests that follow a navigation out of the screen. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

export interface RenderScreenOptions {
  /** The address the router starts at. */
  path?: string;
  /** The route pattern the screen is mounted at (its params come from `path`). */
  pattern?: string;
  /** Navigation state of the first entry. */
  state?: unknown;
  /** The app's providers around the router (its links for the UI kit, toasts…). */
  Provider?: AppProviderComponent;
}

/** A rendered screen: Testing Library's result, the screen's query cache and its router. */
export type RenderedScreen = RenderResult & {
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
};

/**
 * Renders a screen the way a front end does — a fresh query cache, the app's providers, a router at
 * `path` — without loaders, so tests see the screen's own loading, data and error states. Any other
 * address the screen navigates to shows where it went (`data-testid="location"`).
 */
export function renderScreen(
  element: React.ReactNode,
  { path = '/', pattern = '/', state, Provider }: RenderScreenOptions = {},
): RenderedScreen {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [state === undefined ? path : { ...parsePath(path), state }] },
  );
  const routed = <RouterProvider router={router} />;
  const view = render(
    <QueryClientProvider client={queryClient}>
      {Provider ? <Provider>{routed}</Provider> : routed}
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}
