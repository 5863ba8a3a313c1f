import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { searchResult } from '../testing/fixtures.js';
import { AppProvider } from './provider.js';
import { routes } from './routes.js';

const api = vi.hoisted(() => ({ catalogue: { searchProducts: vi.fn(), listShops: vi.fn() } }));
vi.mock('../lib/api-client.js', () => ({ api }));

function renderApp(path: string) {
  window.scrollTo = vi.fn();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  api.catalogue.listShops.mockResolvedValue({
    shops: [{ _id: 's1', name: 'pixel-forge', shopName: 'Pixel Forge', logo: null, productCount: 30 }],
  });
  api.catalogue.searchProducts.mockResolvedValue({ products: [searchResult(1)], totalProduct: 1 });
});

describe('portal routes', () => {
  it('shows the landing page at / with one h1, the search box and the shop directory', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Find it in any shop');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('search')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Pixel Forge 30 products' })).toHaveAttribute(
      'href',
      '/pixel-forge',
    );
    expect(document.title).toBe('Souk — Search every shop');
  });

  it('shows the results page with the term in the header search box', async () => {
    renderApp('/search-products/red%20tea');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Search Results for "red tea"',
    );
    expect(screen.getByRole('combobox', { name: 'Search products in every shop' })).toHaveValue('red tea');
    expect(await screen.findByText('Found 1 product(s)')).toBeInTheDocument();
  });

  it.each(['/', '/search-products/red%20tea?sort=low-high'])(
    'has the floating support chat button pre-filled with the address of %s (spec §1)',
    async (path) => {
      renderApp(path);
      const chat = await screen.findByRole('link', { name: 'Chat with support (opens in a new tab)' });
      const link = new URL(chat.getAttribute('href') ?? '');
      expect(link.origin).toBe('https://wa.me');
      expect(link.searchParams.get('text')).toBe(`${window.location.origin}${path}`);
    },
  );

  it('never searches a blank term: the address goes to the landing page (spec §5)', async () => {
    renderApp('/search-products/%20%20');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Find it in any shop');
    expect(api.catalogue.searchProducts).not.toHaveBeenCalled();
  });
});
