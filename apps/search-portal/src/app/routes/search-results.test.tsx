import { ApiError, type SearchProductsParams } from '@souk/core';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setResultView } from '../../stores/result-view.js';
import { pending, searchResult } from '../../testing/fixtures.js';
import { renderScreen } from '../../testing/render.js';
import { Component as SearchResultsPage } from './search-results.js';

const api = vi.hoisted(() => ({ catalogue: { searchProducts: vi.fn() } }));
vi.mock('../../lib/api-client.js', () => ({ api }));

type SearchCall = [string, SearchProductsParams, { signal?: AbortSignal }];

/** The server's answer: `perPage` results per page out of `total`, cheapest or dearest first as asked. */
function answerWith(total: number, perPage = 24) {
  api.catalogue.searchProducts.mockImplementation(async (_term: string, params: SearchProductsParams) => {
    const page = Number(params.page ?? 1);
    const count = Math.max(0, Math.min(perPage, total - (page - 1) * perPage));
    const products = Array.from({ length: count }, (_, index) =>
      searchResult((page - 1) * perPage + index + 1),
    );
    if (params.sortPrice === 'high-to-low') products.reverse();
    return { products, totalProduct: total, parPage: perPage };
  });
}

function lastCall(): SearchCall | undefined {
  const calls = api.catalogue.searchProducts.mock.calls as SearchCall[];
  return calls[calls.length - 1];
}

function renderPage(path = '/search-products/headphones') {
  const view = renderScreen(<SearchResultsPage />, { path, pattern: '/search-products/:searchValue' });
  const location = () => view.router.state.location.pathname + view.router.state.location.search;
  return { ...view, location };
}

beforeEach(() => {
  vi.clearAllMocks();
  setResultView('grid');
});

describe('global search results (spec §2)', () => {
  it('shows a spinner while the results load, under the breadcrumb and title', () => {
    api.catalogue.searchProducts.mockReturnValue(pending());
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading search results');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search Results for "headphones"');
    expect(screen.queryByText(/^Found/)).not.toBeInTheDocument();
  });

  it('shows the breadcrumb, title, count and one card per result, exactly as the spec words them', async () => {
    api.catalogue.searchProducts.mockResolvedValue({
      products: [
        searchResult(1, {
          name: 'Aura Headphones',
          slug: 'aura-headphones',
          price: 100,
          discount: 20,
          rating: 3.9,
          packSize: 6,
          stock: 0,
        }),
        searchResult(2, {
          name: 'Lost Headset',
          slug: 'lost-headset',
          sellerName: '',
          shopName: '',
          images: [],
        }),
      ],
      totalProduct: 2,
    });
    renderPage('/search-products/%20headphones%20');
    expect(await screen.findByText('Found 2 product(s)')).toBeInTheDocument();
    expect(lastCall()).toEqual([
      'headphones',
      { page: 1, perPage: 24, sortPrice: 'high-to-low' },
      { signal: expect.any(AbortSignal) },
    ]);

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Search Results')).toHaveAttribute('aria-current', 'page');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Search Results for "headphones"' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Search Results for "headphones" — Souk');

    const [aura, lost] = screen.getAllByRole('article');
    if (!aura || !lost) throw new Error('two cards expected');
    const card = within(aura);
    expect(card.getByRole('img', { name: 'Aura Headphones' })).toHaveAttribute(
      'src',
      '/api/images/gadget-1.jpg',
    );
    expect(card.getByText('-20% OFF')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Pixel Forge' })).toHaveAttribute('href', '/pixel-forge');
    expect(aura).toHaveTextContent('by Pixel Forge');
    expect(card.getByRole('heading', { name: 'Aura Headphones' })).toBeInTheDocument();
    // whole stars only: floor(3.9) = 3 filled, with the number
    expect(aura.querySelector('[data-stars]')).toHaveAttribute('data-stars', 'full full full empty empty');
    expect(card.getByText('3.9')).toBeInTheDocument();
    // charged $80.00, the original $100.00 = 80 / (1 − 20/100) struck through
    expect(card.getByText('$80.00')).toBeInTheDocument();
    expect(card.getByText('$100.00')).toHaveClass('line-through');
    expect(card.getByText('Pack Size: 6')).toBeInTheDocument();
    expect(card.queryByText(/stock/i)).not.toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View Details: Aura Headphones' })).toHaveAttribute(
      'href',
      '/pixel-forge/product/details/aura-headphones',
    );
    expect(card.getByRole('link', { name: 'Visit Shop: Pixel Forge' })).toHaveAttribute(
      'href',
      '/pixel-forge',
    );

    // no shop on the result: the 'unknown' fallback; no image: the placeholder
    const other = within(lost);
    expect(other.getByRole('img', { name: 'Lost Headset' })).toHaveAttribute('src', '/images/no_image.jpg');
    expect(other.queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(other.queryByText(/Pack Size/)).not.toBeInTheDocument();
    expect(other.getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      '/unknown/product/details/lost-headset',
    );
    expect(other.getByRole('link', { name: /^Visit Shop/ })).toHaveAttribute('href', '/unknown');
  });

  it('falls back to the placeholder when the first image fails to load', async () => {
    answerWith(1);
    renderPage();
    const image = await screen.findByRole('img', { name: 'Gadget 1' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/no_image.jpg');
  });

  it('sorts high to low by default and low to high from the address, both ways from the select', async () => {
    answerWith(3);
    const user = userEvent.setup();
    const { location } = renderPage('/search-products/headphones?sort=low-high');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('low-to-high');
    expect(lastCall()?.[1]).toMatchObject({ sortPrice: 'low-to-high' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Gadget 1',
      'Gadget 2',
      'Gadget 3',
    ]);
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['High to Low Price', 'Low to High Price']);

    await user.selectOptions(sort, 'High to Low Price');
    expect(location()).toBe('/search-products/headphones');
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(lastCall()?.[1]).toMatchObject({ sortPrice: 'high-to-low' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Gadget 3',
      'Gadget 2',
      'Gadget 1',
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Low to High Price');
    expect(location()).toBe('/search-products/headphones?sort=low-high');
  });

  it('switches to the list view and back, and keeps the choice for the tab', async () => {
    answerWith(2);
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    for (const card of screen.getAllByRole('article')) expect(card).toHaveAttribute('data-view', 'list');
    expect(window.sessionStorage.getItem('souk-portal-view')).toBe('list');

    await user.click(screen.getByRole('button', { name: 'Grid view' }));
    for (const card of screen.getAllByRole('article')) expect(card).toHaveAttribute('data-view', 'grid');
  });

  it('pages through the results with the page buttons, the page kept in the address', async () => {
    answerWith(50);
    const user = userEvent.setup();
    const { location } = renderPage('/search-products/headphones?sort=low-high');
    expect(await screen.findAllByRole('article')).toHaveLength(24);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(location()).toBe('/search-products/headphones?page=3&sort=low-high');
    expect(await screen.findByRole('heading', { name: 'Gadget 49' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(lastCall()?.[1]).toEqual({ page: 3, perPage: 24, sortPrice: 'low-to-high' });
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    // a new sort starts again at the first page
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'High to Low Price');
    expect(location()).toBe('/search-products/headphones');
  });

  it('opens the last page for an address past it', async () => {
    answerWith(30);
    const { location } = renderPage('/search-products/headphones?page=9');
    expect(await screen.findByRole('heading', { name: 'Gadget 30' })).toBeInTheDocument();
    expect(location()).toBe('/search-products/headphones?page=2');
  });

  it('shows no pagination when every result fits on one page', async () => {
    answerWith(24);
    renderPage();
    expect(await screen.findAllByRole('article')).toHaveLength(24);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it("shows 'No Products Found' with its three tips for an empty result", async () => {
    api.catalogue.searchProducts.mockResolvedValue({ products: [], totalProduct: 0 });
    renderPage('/search-products/zzzz');
    const title = await screen.findByRole('heading', { name: 'No Products Found' });
    expect(screen.getByText('Found 0 product(s)')).toBeInTheDocument();
    const empty = title.closest('section');
    if (!empty) throw new Error('the empty state is a section');
    const tips = within(empty)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(tips).toEqual(['Try different keywords', 'Check your spelling', 'Use more general terms']);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows 'Search Error' when the search fails, and the results after Try Again", async () => {
    api.catalogue.searchProducts.mockRejectedValueOnce(new ApiError('Failed to load search results', 500));
    answerWith(1);
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Search Error' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to load search results');
    expect(screen.queryByText(/^Found/)).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Found 1 product(s)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
