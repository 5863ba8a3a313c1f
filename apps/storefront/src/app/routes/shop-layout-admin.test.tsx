import { SELLER_CONSOLE_TOKEN_KEY } from '@souk/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as ShopLayout } from './shop-layout.js';

const api = vi.hoisted(() => ({
  seller: {
    findByName: vi.fn(),
    findById: vi.fn(),
    getSupportInfo: vi.fn(),
    getSocialMedia: vi.fn(),
  },
  catalogue: { getCategories: vi.fn() },
  cart: { getCart: vi.fn() },
  wishlist: { list: vi.fn() },
}));
vi.mock('../../lib/api-client.js', () => ({ api }));

// the seller API admin mode calls (GET /seller/me): a fake until the seller routes are merged
const adminApi = vi.hoisted(() => ({ me: vi.fn() }));
vi.mock('../../features/admin-mode/api/admin-api.js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  adminApi,
}));

function renderArea(path: string) {
  const area = {
    Component: ShopLayout,
    children: [{ path: 'contact', element: <main>Contact screen</main> }],
  };
  const router = createMemoryRouter(
    [
      { path: '/admin/:sellerName', ...area },
      { path: '/:sellerName', ...area },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function me(shopId: string) {
  return {
    success: true,
    account: { id: 'a1', email: 'owner@pixel-forge.example' },
    shop: { id: shopId, name: 'pixel-forge', shopName: 'Pixel Forge', image: '', currency: 'USD' },
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  api.seller.findByName.mockResolvedValue({ seller: { id: 's1', name: 'pixel-forge' } });
  api.seller.findById.mockResolvedValue({ seller: null });
  api.seller.getSupportInfo.mockResolvedValue({
    supportInfo: {},
    seller: {
      _id: 's1',
      name: 'pixel-forge',
      currency: 'USD',
      shopInfo: { shopName: 'Pixel Forge' },
      support: {},
    },
  });
  api.seller.getSocialMedia.mockResolvedValue({ socialMedia: {} });
  api.catalogue.getCategories.mockResolvedValue({ categorys: [] });
  api.cart.getCart.mockResolvedValue({ card_product_count: 0 });
  api.wishlist.list.mockResolvedValue({ wishlists: [], wishlistCount: 0 });
});

afterEach(() => localStorage.clear());

describe('Admin mode in the shop area (issue 18)', () => {
  it('shows a shopper (no seller token) no admin bar and asks the seller API nothing', async () => {
    renderArea('/pixel-forge/contact');
    expect(await screen.findByText('Contact screen')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Admin mode' })).not.toBeInTheDocument();
    expect(adminApi.me).not.toHaveBeenCalled();
  });

  it("shows another shop's seller no admin bar", async () => {
    localStorage.setItem(SELLER_CONSOLE_TOKEN_KEY, 'token-of-another-shop');
    adminApi.me.mockResolvedValue(me('s2'));
    renderArea('/pixel-forge/contact');
    expect(await screen.findByText('Contact screen')).toBeInTheDocument();
    await waitFor(() => expect(adminApi.me).toHaveBeenCalled());
    // let the answer land before looking
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: 'Admin mode' })).not.toBeInTheDocument();
  });

  it('shows a stale token (401) no admin bar', async () => {
    localStorage.setItem(SELLER_CONSOLE_TOKEN_KEY, 'expired');
    adminApi.me.mockRejectedValue(new Error('Unauthorized'));
    renderArea('/pixel-forge/contact');
    await waitFor(() => expect(adminApi.me).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: 'Admin mode' })).not.toBeInTheDocument();
  });

  it("shows the shop's own seller the admin bar, which switches admin mode on and off", async () => {
    localStorage.setItem(SELLER_CONSOLE_TOKEN_KEY, 'owner-token');
    adminApi.me.mockResolvedValue(me('s1'));
    const router = renderArea('/pixel-forge/contact');
    const bar = await screen.findByRole('region', { name: 'Admin mode' });
    expect(bar).toHaveTextContent('You are viewing your shop');
    expect(screen.getByRole('link', { name: 'Open the console' })).toHaveAttribute('href', '/seller');
    const toggle = screen.getByRole('switch', { name: 'Admin mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(toggle);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/pixel-forge/contact'));
    expect(await screen.findByRole('switch', { name: 'Admin mode' })).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(screen.getByRole('switch', { name: 'Admin mode' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pixel-forge/contact'));
  });
});
