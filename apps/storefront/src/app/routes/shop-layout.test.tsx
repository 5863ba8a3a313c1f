import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PAGE_TITLE, CUSTOMER_PAGE_TITLE } from '../../config/page-title.js';
import { shopKeys } from '../../shop/api/get-shop.js';
import { session } from '../../stores/session.js';
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

function renderArea(
  path: string,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const area = {
    Component: ShopLayout,
    children: [{ path: 'contact', element: <main>Contact screen</main> }],
  };
  const router = createMemoryRouter(
    [
      { path: '/admin/:sellerName', ...area },
      { path: '/:sellerName', ...area },
      { path: '/not-found', element: <p>Not found page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.clearAllMocks();
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

describe('Shop area layout (spec §2)', () => {
  it('resolves the seller, then shows the screen inside the shell with the customer title', async () => {
    renderArea('/pixel-forge/contact');
    expect(screen.getByRole('status')).toHaveTextContent('Loading shop');
    expect(await screen.findByText('Contact screen')).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: 'Pixel Forge' }))[0]).toHaveAttribute(
      'href',
      '/pixel-forge',
    );
    expect(screen.getByRole('link', { name: 'View Cart, 0 items' })).toBeInTheDocument();
    expect(document.title).toBe(CUSTOMER_PAGE_TITLE);
    expect(session.admin).toBe(false);
  });

  it('runs the same screens in admin mode under /admin, keeping the prefix on links', async () => {
    renderArea('/admin/pixel-forge/contact');
    expect(await screen.findByText('Contact screen')).toBeInTheDocument();
    expect(document.title).toBe(ADMIN_PAGE_TITLE);
    expect(session.admin).toBe(true);
    expect(screen.getByRole('link', { name: 'View Cart, 0 items' })).toHaveAttribute(
      'href',
      '/admin/pixel-forge/card',
    );
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/admin/pixel-forge/page/privacy-policy',
    );
  });

  it('offers the support chat while the shop resolves and when it cannot be opened (spec §1)', async () => {
    let fail: (error: Error) => void = () => {};
    api.seller.findByName.mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    renderArea('/pixel-forge/contact');
    expect(screen.getByRole('status')).toHaveTextContent('Loading shop');
    const chat = () => screen.getByRole('link', { name: 'Chat with support (opens in a new tab)' });
    expect(new URL(chat().getAttribute('href') ?? '').searchParams.get('text')).toBe(
      `${window.location.origin}/pixel-forge/contact`,
    );
    fail(new Error('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not open this shop right now');
    expect(chat()).toBeInTheDocument();
  });

  it('keeps the shop’s seller in both storages, replacing another shop’s, when the server resolved it (spec §3, §4)', async () => {
    for (const storage of [sessionStorage, localStorage]) {
      storage.setItem('sellerId', 's0');
      storage.setItem('sellerName', 'green-pantry');
    }
    // a server-rendered page: the seller's resolution arrives embedded, no lookup runs in the browser
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    queryClient.setQueryData(shopKeys.resolution('pixel-forge'), {
      status: 'found',
      seller: { id: 's1', name: 'pixel-forge' },
    });
    renderArea('/pixel-forge/contact', queryClient);
    expect(await screen.findByText('Contact screen')).toBeInTheDocument();
    expect(api.seller.findByName).not.toHaveBeenCalled();
    for (const storage of [sessionStorage, localStorage]) {
      expect(storage.getItem('sellerId')).toBe('s1');
      expect(storage.getItem('sellerName')).toBe('pixel-forge');
    }
  });

  it('goes to /not-found when no shop has the name', async () => {
    api.seller.findByName.mockResolvedValue({ seller: null });
    const router = renderArea('/nobody/contact');
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-found');
  });
});
