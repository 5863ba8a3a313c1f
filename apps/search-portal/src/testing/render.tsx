import { LinkProvider } from '@souk/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type * as React from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { PortalLink } from '../app/provider.js';

/** Shows where the router went, for tests that follow a navigation out of the screen. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * Renders a screen the way the portal does — fresh query cache, the UI kit's links through the router, a
 * router at `path` — without loaders, so tests see the screen's own loading, data and error states.
 */
export function renderScreen(
  element: React.ReactNode,
  { path = '/', pattern = '/' }: { path?: string; pattern?: string } = {},
): RenderResult & { queryClient: QueryClient; router: ReturnType<typeof createMemoryRouter> } {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <LinkProvider component={PortalLink}>
        <RouterProvider router={router} />
      </LinkProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}
