import type { SellerIdentity } from '@souk/core';
import { Toaster } from '@souk/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type * as React from 'react';
import { createMemoryRouter, parsePath, RouterProvider } from 'react-router-dom';
import { ShopContext } from '../shop/components/shop-context.js';

export const TEST_SELLER: SellerIdentity = { id: 'seller-1', name: 'pixel-forge' };

/**
 * Renders a screen the way the app does — fresh query cache, toasts, a router at `path`, inside a
 * resolved shop — without loaders, so tests see the screen's own loading and data states.
 */
export function renderScreen(
  element: React.ReactNode,
  {
    path = '/pixel-forge',
    pattern = '/:sellerName',
    state,
  }: { path?: string; pattern?: string /** navigation state of the first entry */; state?: unknown } = {},
): RenderResult & { queryClient: QueryClient; router: ReturnType<typeof createMemoryRouter> } {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const router = createMemoryRouter(
    [
      {
        path: pattern,
        element: <ShopContext.Provider value={TEST_SELLER}>{element}</ShopContext.Provider>,
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [state === undefined ? path : { ...parsePath(path), state }] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}
